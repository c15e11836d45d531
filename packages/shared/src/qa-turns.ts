import type { TranscriptEntry } from './calls.ts';

// The spoken turns of a call, cleaned for measuring: only agent and caller turns, words with
// usable times (finite, not negative, ending no earlier than they start) in spoken order, and
// the turns in the order they were spoken. Every turn keeps its index into transcript_object,
// which is what every measure names as its evidence.

export type Speaker = 'agent' | 'user';

export type SpokenWord = { word: string; start: number; end: number };

export type SpokenTurn = {
  /** Index into the call's transcript_object. */
  turn_index: number;
  role: Speaker;
  content: string;
  /** Usable word timings, by start time; empty when the provider sent none. */
  words: SpokenWord[];
  /** First word's start and last word's end (seconds from call start); null without word timings. */
  start: number | null;
  end: number | null;
};

/** A turn that has word timings. */
export type TimedTurn = SpokenTurn & { start: number; end: number };

export const isTimedTurn = (turn: SpokenTurn): turn is TimedTurn => turn.start !== null && turn.end !== null;

const isSpeaker = (role: string): role is Speaker => role === 'agent' || role === 'user';

const usableWords = (entry: TranscriptEntry): SpokenWord[] =>
  (entry.words ?? [])
    .filter((w) => Number.isFinite(w.start) && Number.isFinite(w.end) && w.start >= 0 && w.end >= w.start)
    .map((w) => ({ word: w.word, start: w.start, end: w.end }))
    .sort((left, right) => left.start - right.start || left.end - right.end);

/**
 * The agent's and caller's turns in spoken order. Turns without timings keep their place after
 * the timed turn before them in the transcript, so an untimed transcript stays in its own order.
 */
export const readSpokenTurns = (entries: readonly TranscriptEntry[] | null | undefined): SpokenTurn[] => {
  const turns: { turn: SpokenTurn; sortKey: number }[] = [];
  let lastKnownStart = Number.NEGATIVE_INFINITY;
  for (const [turnIndex, entry] of (entries ?? []).entries()) {
    if (!isSpeaker(entry.role)) continue;
    const words = usableWords(entry);
    const start = words[0]?.start ?? null;
    const end = words.length === 0 ? null : Math.max(...words.map((w) => w.end));
    if (start !== null) lastKnownStart = start;
    turns.push({
      turn: { turn_index: turnIndex, role: entry.role, content: entry.content, words, start, end },
      sortKey: start ?? lastKnownStart,
    });
  }
  return turns
    .sort((left, right) => left.sortKey - right.sortKey || left.turn.turn_index - right.turn.turn_index)
    .map(({ turn }) => turn);
};

/** A stretch of speech (either side), with the turn whose word ends it. */
export type SpeechStretch = { start: number; end: number; endTurnIndex: number };

/** Every word of the turns merged into stretches of continuous speech, in time order. */
export const mergeSpeech = (turns: readonly SpokenTurn[]): SpeechStretch[] => {
  const words = turns
    .flatMap((turn) => turn.words.map((word) => ({ start: word.start, end: word.end, turnIndex: turn.turn_index })))
    .sort((left, right) => left.start - right.start);
  const stretches: SpeechStretch[] = [];
  for (const word of words) {
    const last = stretches[stretches.length - 1];
    if (last !== undefined && word.start <= last.end) {
      if (word.end >= last.end) {
        last.end = word.end;
        last.endTurnIndex = word.turnIndex;
      }
      continue;
    }
    stretches.push({ start: word.start, end: word.end, endTurnIndex: word.turnIndex });
  }
  return stretches;
};

/** Seconds of speech in the words, overlapping words counted once. */
export const spokenSeconds = (turns: readonly SpokenTurn[]): number =>
  mergeSpeech(turns).reduce((sum, stretch) => sum + (stretch.end - stretch.start), 0);

/** Rounds to milliseconds, so stored measures carry no floating-point noise. */
export const roundSeconds = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/** The words joined as the transcript has them, cut to at most `limit` words. */
export const quoteWords = (words: readonly SpokenWord[], limit = 12): string =>
  words
    .slice(0, limit)
    .map((w) => w.word.trim())
    .filter((w) => w !== '')
    .join(' ');

/** The first words of a turn's content, for turns without word timings. */
export const quoteContent = (content: string, limit = 12): string =>
  content
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, limit)
    .join(' ');

/** Call length in seconds: duration_ms, else the end minus the start timestamp; null when neither is known. */
export const callLengthSeconds = (call: {
  duration_ms?: number | null;
  start_timestamp?: number | null;
  end_timestamp?: number | null;
}): number | null => {
  if (typeof call.duration_ms === 'number' && Number.isFinite(call.duration_ms)) return call.duration_ms / 1000;
  if (typeof call.start_timestamp === 'number' && typeof call.end_timestamp === 'number') {
    const length = (call.end_timestamp - call.start_timestamp) / 1000;
    return Number.isFinite(length) && length >= 0 ? length : null;
  }
  return null;
};
