import type { ProviderCall } from './calls.ts';
import type { QaEvidence, QaOutcome } from './qa-scorecards.ts';
import { roundSeconds } from './qa-turns.ts';

// Evidence and wording shared by the rule criteria of a call review (qa-review.ts): where in the
// call a result was decided, and numbers written so a reader sees why it passed or failed.

/** Quotes longer than this are cut at a word, so a result stays one readable line. */
export const QUOTE_LIMIT = 200;

const LOCALE = 'en-US';
const formatters = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }));
const WHITESPACE = /\s+/g;

/** How one rule criterion came out on one call: the parts of its result that the call decides. */
export type RuleVerdict = { outcome: QaOutcome; detail: string; evidence: QaEvidence };

/** Evidence for a result the whole call decided (nothing found). A new object each time: results are the caller's to keep. */
export const noEvidence = (): QaEvidence => ({ turn_index: null, quote: null, at_seconds: null });

/** The text trimmed, its spaces collapsed, and cut at a word to at most QUOTE_LIMIT characters (with an ellipsis). */
export const clipQuote = (text: string): string => {
  const trimmed = text.trim().replace(WHITESPACE, ' ');
  if (trimmed.length <= QUOTE_LIMIT) return trimmed;
  // One character is left for the ellipsis; a word the cut would split is dropped whole.
  const cut = trimmed.slice(0, QUOTE_LIMIT - 1);
  const endsOnWord = trimmed[QUOTE_LIMIT - 1] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  return `${endsOnWord || lastSpace <= QUOTE_LIMIT / 2 ? cut : cut.slice(0, lastSpace)}…`;
};

/** When the turn's first timed word began (seconds from call start); null without word timings. */
export const turnStartSeconds = (call: ProviderCall, turnIndex: number): number | null => {
  let start: number | null = null;
  for (const word of call.transcript_object?.[turnIndex]?.words ?? []) {
    if (!Number.isFinite(word.start) || word.start < 0) continue;
    if (start === null || word.start < start) start = word.start;
  }
  return start === null ? null : roundSeconds(start);
};

/**
 * Evidence at one turn of the call: the finding's own quote and time when it has them, else the
 * turn's words (clipped) and the start of its first word.
 */
export const turnEvidence = (
  call: ProviderCall,
  turnIndex: number,
  quote: string | null = null,
  atSeconds: number | null = null,
): QaEvidence => {
  const content = call.transcript_object?.[turnIndex]?.content;
  return {
    turn_index: turnIndex,
    quote: quote === null ? (content === undefined ? null : clipQuote(content)) : clipQuote(quote),
    at_seconds: atSeconds ?? turnStartSeconds(call, turnIndex),
  };
};

/**
 * A number as a person reads it (1,250; 7.2), with `digits` decimals at most, or more when that
 * is what tells it apart from `other` (a silence of 4.04 s against a limit of 4 s reads "4.04").
 */
export const formatApart = (value: number, other: number, digits: number): string => {
  for (let d = digits; d < formatters.length; d += 1) {
    const formatter = formatters[d];
    if (formatter === undefined) break;
    const text = formatter.format(value);
    if (value === other || text !== formatter.format(other) || d === formatters.length - 1) return text;
  }
  return String(value);
};
