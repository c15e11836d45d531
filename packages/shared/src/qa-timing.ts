import type { Interruption, Silence } from './qa-measures-schema.ts';
import {
  isTimedTurn,
  mergeSpeech,
  quoteWords,
  roundSeconds,
  type SpokenTurn,
  spokenSeconds,
  type TimedTurn,
} from './qa-turns.ts';

// Measures read from the word timings alone: who talked how much, who spoke over whom, and the
// silences between words.

/**
 * How long one side must go on speaking after the other starts for it to count as speaking over
 * them: word timings are estimates, and a tenth of a second of overlap is how turns hand over.
 */
export const INTERRUPTION_OVERLAP_SECONDS = 0.2;

/** Each side's share of the spoken time; null when no turn has word timings. */
export const measureTalkShare = (turns: readonly SpokenTurn[]): { agent: number; user: number } | null => {
  const agent = spokenSeconds(turns.filter((turn) => turn.role === 'agent'));
  const user = spokenSeconds(turns.filter((turn) => turn.role === 'user'));
  const total = agent + user;
  if (total <= 0) return null;
  const agentShare = Math.round((agent / total) * 1000) / 1000;
  return { agent: agentShare, user: Math.round((1 - agentShare) * 1000) / 1000 };
};

/**
 * A turn that began while the other side was still speaking: the other side's earlier turn goes
 * on for more than INTERRUPTION_OVERLAP_SECONDS after it. One interruption per interrupting turn;
 * the quote is what the interrupter said while both were speaking.
 */
export const findInterruptions = (turns: readonly SpokenTurn[]): Interruption[] => {
  const timed = turns.filter(isTimedTurn);
  const interruptions: Interruption[] = [];
  for (const turn of timed) {
    const spokenOver = timed.find(
      (other: TimedTurn) =>
        other.role !== turn.role && other.start < turn.start && other.end > turn.start + INTERRUPTION_OVERLAP_SECONDS,
    );
    if (spokenOver === undefined) continue;
    const during = turn.words.filter((word) => word.start < spokenOver.end);
    interruptions.push({
      by: turn.role,
      at_seconds: roundSeconds(turn.start),
      turn_index: turn.turn_index,
      quote: quoteWords(during.length > 0 ? during : turn.words),
    });
  }
  return interruptions.sort((left, right) => left.at_seconds - right.at_seconds);
};

/**
 * Every silence between two words of the call (either side), in time order. The wait before the
 * first word and after the last one are not silences of the conversation: they are the line
 * connecting and hanging up.
 */
export const findSilences = (turns: readonly SpokenTurn[]): Silence[] => {
  const stretches = mergeSpeech(turns);
  const silences: Silence[] = [];
  for (let i = 1; i < stretches.length; i += 1) {
    const before = stretches[i - 1];
    const after = stretches[i];
    if (before === undefined || after === undefined) continue;
    silences.push({
      seconds: roundSeconds(after.start - before.end),
      at_seconds: roundSeconds(before.end),
      after_turn_index: before.endTurnIndex,
    });
  }
  return silences;
};

/** The longest silence; the earliest of equal ones. */
export const longestSilence = (silences: readonly Silence[]): Silence | null =>
  silences.reduce<Silence | null>(
    (longest, silence) => (longest === null || silence.seconds > longest.seconds ? silence : longest),
    null,
  );

/** Silences longer than the threshold (seconds). */
export const findDeadAir = (silences: readonly Silence[], thresholdSeconds: number): Silence[] =>
  silences.filter((silence) => silence.seconds > thresholdSeconds);
