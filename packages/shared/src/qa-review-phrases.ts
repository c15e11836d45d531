import { plural } from './plural.ts';
import {
  findForbiddenPhrases,
  findPhraseWindow,
  matchPhrase,
  type PhraseCriterion,
  type PhraseTranscript,
} from './qa-phrases.ts';
import { clipQuote, noEvidence, type RuleVerdict } from './qa-review-evidence.ts';
import type { QaEvidence } from './qa-scorecards.ts';
import { roundSeconds, type Speaker } from './qa-turns.ts';

// Phrase criteria of a call review (issue #29, item 2): a phrase that must be said, or must never
// be said, by one side or either, in the speaker's first or last turns or anywhere. The matching
// itself is qa-phrases.ts's; this file turns its answer into a result with evidence and a sentence.

export type PhraseRuleConfig = {
  rule: 'must_say' | 'must_not_say';
  phrases: readonly string[];
  speaker: Speaker | 'any';
  within: 'first_turns' | 'last_turns' | 'anywhere';
  turns: number;
};

// Punctuation closing the quoted words is the transcript's, not part of what was said.
const TRAILING_PUNCTUATION = /[\s.,;:!?]+$/;

const subjectOf = (speaker: Speaker): string => (speaker === 'agent' ? 'The agent' : 'The caller');

/** Where the criterion looks, as the end of a sentence: " in its first 2 turns", " in the last turn", "". */
const windowOf = (config: PhraseRuleConfig): string => {
  if (config.within === 'anywhere') return '';
  const owner = config.speaker === 'agent' ? 'its' : config.speaker === 'user' ? 'their' : 'the';
  const side = config.within === 'first_turns' ? 'first' : 'last';
  // "its first turn" rather than "its first 1 turn".
  const turns = config.turns === 1 ? 'turn' : plural(config.turns, 'turn');
  return ` in ${owner} ${side} ${turns}`;
};

const quoted = (text: string): string => `"${clipQuote(text).replace(TRAILING_PUNCTUATION, '')}"`;

/** The alternatives as a reader would list them: "a", "a" or "b", "a", "b" or "c". */
const alternativesOf = (phrases: readonly string[]): string => {
  const all = phrases.map(quoted);
  const last = all.pop() ?? '""';
  return all.length === 0 ? last : `${all.join(', ')} or ${last}`;
};

/** "The agent never said", or "Neither side said" when either side would have counted. */
const neverSaidBy = (speaker: Speaker | 'any'): string =>
  speaker === 'any' ? 'Neither side said' : `${subjectOf(speaker)} never said`;

/** The first turn of the window, so a reviewer can jump to where the phrase was due; all null for 'anywhere'. */
const windowEvidence = (transcript: PhraseTranscript, criterion: PhraseCriterion): QaEvidence => {
  if (criterion.within === 'anywhere') return noEvidence();
  const first = findPhraseWindow(transcript, criterion)[0];
  if (first === undefined) return noEvidence();
  return {
    turn_index: first.turn_index,
    quote: clipQuote(first.content),
    at_seconds: first.start === null ? null : roundSeconds(first.start),
  };
};

const notJudged = (detail: string): RuleVerdict => ({ outcome: 'not_applicable', detail, evidence: noEvidence() });

/** A phrase criterion decided on one call's transcript (read once per call for all its phrase criteria). */
export const judgePhrase = (
  transcript: PhraseTranscript,
  config: PhraseRuleConfig,
  inVoicemail = false,
): RuleVerdict => {
  const criterion: PhraseCriterion = {
    phrase: config.phrases,
    speaker: config.speaker,
    within: config.within,
    turns: config.turns,
  };
  const where = windowOf(config);
  if (config.rule === 'must_say') {
    // A call nobody answered (or a voicemail) had no conversation to say it in: nothing to judge.
    if (inVoicemail) return notJudged('The call reached voicemail, so there was no conversation to say it in');
    if (!transcript.turns.some((turn) => turn.role === 'user'))
      return notJudged('The caller never spoke, so there was no conversation to say it in');
    const match = matchPhrase(transcript, criterion);
    if (!match.matched) {
      return {
        outcome: 'failed',
        detail: `${neverSaidBy(config.speaker)} ${alternativesOf(config.phrases)}${where}`,
        evidence: windowEvidence(transcript, criterion),
      };
    }
    return {
      outcome: 'passed',
      detail: `${subjectOf(match.speaker)} said ${quoted(match.quote)}${where}`,
      evidence: { turn_index: match.turn_index, quote: clipQuote(match.quote), at_seconds: match.at_seconds },
    };
  }
  const occurrences = findForbiddenPhrases(transcript, criterion);
  const first = occurrences[0];
  if (first === undefined) {
    return {
      outcome: 'passed',
      detail: `${neverSaidBy(config.speaker)} ${alternativesOf(config.phrases)}${where}`,
      evidence: noEvidence(),
    };
  }
  const times = occurrences.length > 1 ? `, ${plural(occurrences.length, 'time')} in all` : '';
  return {
    outcome: 'failed',
    detail: `${subjectOf(first.speaker)} said ${quoted(first.quote)}${where}${times}`,
    evidence: { turn_index: first.turn_index, quote: clipQuote(first.quote), at_seconds: first.at_seconds },
  };
};
