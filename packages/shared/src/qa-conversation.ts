import type { RepeatedAgentTurn, SentimentDrop, TurnSentiment } from './qa-measures-schema.ts';
import { negationWords, tokenEditDistance, tokenizeText } from './qa-text.ts';
import { quoteContent, roundSeconds, type SpokenTurn } from './qa-turns.ts';

// Measures read from what was said: the agent saying the same thing again, and the caller's mood
// turning negative.

/** Agent turns shorter than this are not repeats: "Okay." and "Sure." are said many times in any call. */
export const REPEAT_MIN_WORDS = 4;
/** Share of words two agent turns must have in common (1 − word edit distance ÷ the longer length). */
export const REPEAT_SIMILARITY = 0.8;

/**
 * Agent turns that nearly repeat an earlier agent turn: both at least REPEAT_MIN_WORDS long after
 * normalising (case, punctuation, contractions, plurals), and at least REPEAT_SIMILARITY alike word
 * for word. Each names the earliest turn it repeats.
 */
export const findRepeatedAgentTurns = (turns: readonly SpokenTurn[]): RepeatedAgentTurn[] => {
  const agentTurns = turns
    .filter((turn) => turn.role === 'agent')
    .map((turn) => ({ turn, tokens: tokenizeText(turn.content).map((token) => token.text) }))
    .filter(({ tokens }) => tokens.length >= REPEAT_MIN_WORDS);
  const repeats: RepeatedAgentTurn[] = [];
  for (const [position, current] of agentTurns.entries()) {
    const earlier = agentTurns.slice(0, position).find(({ tokens }) => {
      const longer = Math.max(tokens.length, current.tokens.length);
      return 1 - tokenEditDistance(tokens, current.tokens) / longer >= REPEAT_SIMILARITY;
    });
    if (earlier === undefined) continue;
    repeats.push({
      turn_index: current.turn.turn_index,
      repeats_turn_index: earlier.turn.turn_index,
      quote: quoteContent(current.turn.content, 20),
    });
  }
  return repeats;
};

// A small, fixed lexicon: the same words always give the same reading, and a reviewer can see why.
const negativeWords = new Set([
  'frustrated',
  'frustrating',
  'annoyed',
  'annoying',
  'angry',
  'upset',
  'ridiculous',
  'terrible',
  'horrible',
  'awful',
  'useless',
  'unacceptable',
  'disappointed',
  'disappointing',
  'wasting',
  'rude',
  'worst',
  'hate',
  'pathetic',
  'furious',
]);
const negativePhrases: readonly (readonly string[])[] = [
  ['stop', 'calling'],
  ['fed', 'up'],
  ['waste', 'of', 'time'],
  ['sick', 'of'],
];
/** Positive words a "not" turns negative ("not happy", "not helpful"). */
const positiveWords = new Set([
  'great',
  'perfect',
  'wonderful',
  'excellent',
  'happy',
  'glad',
  'awesome',
  'helpful',
  'lovely',
  'fantastic',
  'brilliant',
]);
/** Thanks stay thanks: "no thank you" declines politely, it is not displeasure. */
const thanksWords = new Set(['thank', 'thanks', 'appreciate']);
const NEGATION_REACH = 3;

/**
 * The caller's mood in one turn, from the lexicon: negative when a negative word or phrase is said
 * (unless a negation just before it in the same clause takes it back: "I'm not upset") or a
 * positive word is negated ("not happy"); positive when a positive word or thanks is said;
 * neutral otherwise.
 */
export const readTurnSentiment = (text: string): TurnSentiment => {
  const tokens = tokenizeText(text);
  const isNegated = (index: number): boolean =>
    tokens
      .slice(Math.max(0, index - NEGATION_REACH), index)
      .some((token) => token.clause === tokens[index]?.clause && negationWords.has(token.text));
  let isPositive = false;
  for (const [index, token] of tokens.entries()) {
    const startsPhrase = negativePhrases.some((phrase) =>
      phrase.every((word, offset) => tokens[index + offset]?.text === word),
    );
    if (negativeWords.has(token.text) || startsPhrase) {
      if (!isNegated(index)) return 'negative';
    } else if (positiveWords.has(token.text)) {
      if (isNegated(index)) return 'negative';
      isPositive = true;
    } else if (thanksWords.has(token.text)) {
      isPositive = true;
    }
  }
  return isPositive ? 'positive' : 'neutral';
};

/**
 * The caller's mood turning negative: the first caller turn read as negative after an earlier
 * caller turn that was not. A caller who is negative from their first words did not turn.
 */
export const findSentimentDrop = (turns: readonly SpokenTurn[]): SentimentDrop | null => {
  let previous: TurnSentiment | null = null;
  for (const turn of turns) {
    if (turn.role !== 'user') continue;
    const sentiment = readTurnSentiment(turn.content);
    if (sentiment === 'negative' && previous !== null && previous !== 'negative') {
      return {
        from: previous,
        to: 'negative',
        at_turn_index: turn.turn_index,
        at_seconds: turn.start === null ? null : roundSeconds(turn.start),
        quote: quoteContent(turn.content, 20),
      };
    }
    previous = sentiment;
  }
  return null;
};
