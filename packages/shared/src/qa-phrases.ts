import type { TranscriptEntry } from './calls.ts';
import { negationWords, personWords, splitWords, type TextToken, tokenizeWords } from './qa-text.ts';
import { readSpokenTurns, roundSeconds, type Speaker, type SpokenTurn } from './qa-turns.ts';

// Phrases that must be said, or must never be said (issue #29, item 2), matched as a person would
// judge them: case, punctuation and spacing do not matter, contractions equal their long form and
// plurals their singular; a phrase of four words or more may differ by one word (one added,
// missing or swapped), except that the edit may not touch a negation, a number, a person
// (my / your / we …) or a name written with a capital in the phrase, and a negation just before the
// match in the same clause ("I don't need to speak to a human") means it was not said.

export type PhraseSpeaker = Speaker | 'any';

export type PhraseCriterion = {
  /** The words to find; several are alternatives (any one of them counts). */
  phrase: string | readonly string[];
  speaker: PhraseSpeaker;
  /** Where to look: the speaker's first or last `turns` turns, or anywhere (the default). */
  within?: 'first_turns' | 'last_turns' | 'anywhere';
  /** How many turns 'first_turns' and 'last_turns' cover (default 2). */
  turns?: number;
};

export type PhraseOccurrence = {
  /** Index into transcript_object. */
  turn_index: number;
  speaker: Speaker;
  /** When the first matched word began (seconds from call start); null without word timings. */
  at_seconds: number | null;
  /** The transcript's own words, from the first matched word to the last. */
  quote: string;
};

export type PhraseMatch =
  | ({ matched: true } & PhraseOccurrence)
  | { matched: false; turn_index: null; speaker: null; at_seconds: null; quote: null };

const notMatched: PhraseMatch = { matched: false, turn_index: null, speaker: null, at_seconds: null, quote: null };

/** How many turns 'first_turns' and 'last_turns' look at when the criterion does not say. */
export const DEFAULT_PHRASE_TURNS = 2;
/** Phrases this long may differ by one word. */
const MIN_WORDS_FOR_VARIATION = 4;
/** An edit a person would not accept: more than any phrase is allowed. */
const REFUSED = 2;
/** How far back a negation reaches ("don't need to speak to …"). */
const NEGATION_REACH = 3;

type PhraseToken = { text: string; isProtected: boolean };

/** A phrase word that names someone or something: a capital after its first letter, or anywhere past the first word. */
const isName = (word: string, wordIndex: number): boolean => {
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (/^I('|$)/.test(word) || letters === '') return false;
  return /\p{Lu}/u.test(letters.slice(1)) || (wordIndex > 0 && /^\p{Lu}/u.test(letters));
};

const readPhrase = (phrase: string): PhraseToken[] => {
  const words = splitWords(phrase);
  return tokenizeWords(words).map((token) => ({
    text: token.text,
    isProtected:
      negationWords.has(token.text) ||
      personWords.has(token.text) ||
      /\d/.test(token.text) ||
      isName(words[token.wordIndex] ?? '', token.wordIndex),
  }));
};

const substitutionCost = (expected: PhraseToken, said: string): number => {
  if (expected.text === said) return 0;
  return expected.isProtected || negationWords.has(said) || personWords.has(said) ? REFUSED : 1;
};
const missingCost = (expected: PhraseToken): number => (expected.isProtected ? REFUSED : 1);
const extraCost = (said: string): number => (negationWords.has(said) ? REFUSED : 1);

type Span = { start: number; end: number };

/**
 * Every place in the text tokens where the phrase was said within its allowed edits, left to
 * right and not overlapping (approximate substring matching: the match may start anywhere).
 */
const findSpans = (phrase: readonly PhraseToken[], text: readonly TextToken[]): Span[] => {
  const allowed = phrase.length >= MIN_WORDS_FOR_VARIATION ? 1 : 0;
  if (phrase.length === 0) return [];
  // cost[i][j]: best cost of the phrase's first i tokens ending at text token j; from[i][j]: where that match starts.
  let cost = Array.from({ length: text.length + 1 }, () => 0);
  let from = Array.from({ length: text.length + 1 }, (_, j) => j);
  for (const expected of phrase) {
    const nextCost = [(cost[0] ?? 0) + missingCost(expected)];
    const nextFrom = [0];
    for (let j = 1; j <= text.length; j += 1) {
      const said = text[j - 1]?.text ?? '';
      const options = [
        { cost: (cost[j - 1] ?? 0) + substitutionCost(expected, said), from: from[j - 1] ?? 0 },
        { cost: (cost[j] ?? 0) + missingCost(expected), from: from[j] ?? 0 },
        { cost: (nextCost[j - 1] ?? 0) + extraCost(said), from: nextFrom[j - 1] ?? 0 },
      ];
      const best = options.reduce((left, right) => (right.cost < left.cost ? right : left));
      nextCost.push(best.cost);
      nextFrom.push(best.from);
    }
    cost = nextCost;
    from = nextFrom;
  }
  const spans: Span[] = [];
  let searchFrom = 0;
  for (let end = 1; end <= text.length; end += 1) {
    if ((cost[end] ?? REFUSED) > allowed || (from[end] ?? 0) < searchFrom) continue;
    // A match one token longer that costs less is the same match, said in full.
    while (end < text.length && (cost[end + 1] ?? REFUSED) < (cost[end] ?? 0)) end += 1;
    const start = from[end] ?? 0;
    if (start >= end || isNegatedBefore(text, start)) continue;
    spans.push({ start, end });
    searchFrom = end;
  }
  return spans;
};

/** A negation shortly before the match, in the same clause, takes it back ("there is no guaranteed approval"). */
const isNegatedBefore = (text: readonly TextToken[], start: number): boolean => {
  const clause = text[start]?.clause;
  return text
    .slice(Math.max(0, start - NEGATION_REACH), start)
    .some((token) => token.clause === clause && negationWords.has(token.text));
};

// Scorecards check the same few phrases on thousands of calls: each phrase is read once.
const phraseCache = new Map<string, PhraseToken[]>();
const PHRASE_CACHE_LIMIT = 1000;

const readPhraseOnce = (phrase: string): PhraseToken[] => {
  let tokens = phraseCache.get(phrase);
  if (tokens === undefined) {
    if (phraseCache.size >= PHRASE_CACHE_LIMIT) phraseCache.clear();
    tokens = readPhrase(phrase);
    phraseCache.set(phrase, tokens);
  }
  return tokens;
};

/** A turn's words as the transcript has them, and their normalised tokens. */
type TurnText = { words: string[]; text: TextToken[] };

/**
 * A transcript read once for any number of phrase criteria (a scorecard's): its spoken turns, and
 * each turn's normalised words, made the first time a criterion looks at that turn. Build one per
 * call (readPhraseTranscript) and do not keep it past the call: it does not see later edits.
 */
export type PhraseTranscript = { readonly turns: readonly SpokenTurn[]; readonly texts: Map<number, TurnText> };

/** The transcript prepared for phrase criteria (see PhraseTranscript). */
export const readPhraseTranscript = (entries: readonly TranscriptEntry[] | null | undefined): PhraseTranscript => ({
  turns: readSpokenTurns(entries),
  texts: new Map(),
});

/** What the phrase functions read: the transcript entries, or a transcript already prepared. */
export type PhraseSource = readonly TranscriptEntry[] | PhraseTranscript | null | undefined;

const transcriptOf = (source: PhraseSource): PhraseTranscript =>
  source !== null && source !== undefined && 'texts' in source ? source : readPhraseTranscript(source);

const textOf = (transcript: PhraseTranscript, turn: SpokenTurn): TurnText => {
  let turnText = transcript.texts.get(turn.turn_index);
  if (turnText === undefined) {
    const words = turn.words.length > 0 ? turn.words.map((word) => word.word) : splitWords(turn.content);
    turnText = { words, text: tokenizeWords(words) };
    transcript.texts.set(turn.turn_index, turnText);
  }
  return turnText;
};

const occurrencesInTurn = (
  transcript: PhraseTranscript,
  turn: SpokenTurn,
  phrases: readonly PhraseToken[][],
): PhraseOccurrence[] => {
  const isTimed = turn.words.length > 0;
  const { words, text } = textOf(transcript, turn);
  const spans = phrases
    .flatMap((phrase) => findSpans(phrase, text))
    .sort((left, right) => left.start - right.start || right.end - left.end)
    .filter((span, index, all) => index === 0 || span.start >= (all[index - 1]?.end ?? 0));
  return spans.map((span) => {
    const firstWord = text[span.start]?.wordIndex ?? 0;
    const lastWord = text[span.end - 1]?.wordIndex ?? firstWord;
    const startTime = isTimed ? turn.words[firstWord]?.start : undefined;
    return {
      turn_index: turn.turn_index,
      speaker: turn.role,
      at_seconds: startTime === undefined ? null : roundSeconds(startTime),
      quote: words.slice(firstWord, lastWord + 1).join(' '),
    };
  });
};

const turnsInScope = (turns: readonly SpokenTurn[], criterion: PhraseCriterion): SpokenTurn[] => {
  const spoken = turns.filter((turn) => criterion.speaker === 'any' || turn.role === criterion.speaker);
  const count = Math.max(0, criterion.turns ?? DEFAULT_PHRASE_TURNS);
  if (criterion.within === 'first_turns') return spoken.slice(0, count);
  if (criterion.within === 'last_turns') return count === 0 ? [] : spoken.slice(-count);
  return spoken;
};

/**
 * The speaker's turns the criterion covers (its window), in spoken order: where a reviewer should
 * look when a phrase that must be said was not.
 */
export const findPhraseWindow = (source: PhraseSource, criterion: PhraseCriterion): SpokenTurn[] =>
  turnsInScope(transcriptOf(source).turns, criterion);

/** Every time the phrase was said by the speaker in the turns the criterion covers, in spoken order. */
export const findPhraseOccurrences = (source: PhraseSource, criterion: PhraseCriterion): PhraseOccurrence[] => {
  const phrases = (typeof criterion.phrase === 'string' ? [criterion.phrase] : criterion.phrase).map(readPhraseOnce);
  const transcript = transcriptOf(source);
  return turnsInScope(transcript.turns, criterion).flatMap((turn) => occurrencesInTurn(transcript, turn, phrases));
};

/** Whether the phrase was said (a phrase that must be said); the first occurrence is the evidence. */
export const matchPhrase = (source: PhraseSource, criterion: PhraseCriterion): PhraseMatch => {
  const first = findPhraseOccurrences(source, criterion)[0];
  return first === undefined ? notMatched : { matched: true, ...first };
};

/** Each time a phrase that must never be said was said: an empty list when the call is clean. */
export const findForbiddenPhrases = (source: PhraseSource, criterion: PhraseCriterion): PhraseOccurrence[] =>
  findPhraseOccurrences(source, criterion);
