import type { LatencyStats } from './calls.ts';
import type { EarlyHangUp, ResponseLatency } from './qa-measures-schema.ts';
import { tokenizeText } from './qa-text.ts';
import { isTimedTurn, roundSeconds, type SpokenTurn } from './qa-turns.ts';

// How quickly the agent answered, and whether the caller hung up right after the agent spoke.

/** Nearest-rank percentile, as the provider's latency block computes it. */
export const nearestRankPercentile = (values: readonly number[], percentile: number): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? null;
};

type Reply = { turn_index: number; at_seconds: number; ms: number };

/**
 * The agent's replies: an agent turn that follows a caller turn in spoken order and starts after
 * it ended. A turn that starts before the caller finished is an interruption, not a reply.
 */
const findReplies = (turns: readonly SpokenTurn[]): Reply[] => {
  const timed = turns.filter(isTimedTurn);
  const replies: Reply[] = [];
  for (let i = 1; i < timed.length; i += 1) {
    const previous = timed[i - 1];
    const turn = timed[i];
    if (previous === undefined || turn === undefined) continue;
    if (turn.role !== 'agent' || previous.role !== 'user' || turn.start <= previous.end) continue;
    replies.push({
      turn_index: turn.turn_index,
      at_seconds: roundSeconds(turn.start),
      ms: Math.round((turn.start - previous.end) * 1000),
    });
  }
  return replies;
};

const finiteValues = (stats: LatencyStats | undefined): number[] =>
  (stats?.values ?? []).filter((value) => Number.isFinite(value) && value >= 0);

/**
 * The provider's end-to-end latency (p50 and max, or computed from its values) when the call
 * carries it, else the pauses before the agent's replies in the word timings; null when neither
 * is there. The slowest reply in the timings is kept as evidence either way.
 */
export const measureResponseLatency = (
  e2e: LatencyStats | undefined,
  turns: readonly SpokenTurn[],
): ResponseLatency | null => {
  const replies = findReplies(turns);
  const slowest = replies.reduce<Reply | null>(
    (worst, reply) => (worst === null || reply.ms > worst.ms ? reply : worst),
    null,
  );
  const providerValues = finiteValues(e2e);
  const providerP50 = typeof e2e?.p50 === 'number' ? e2e.p50 : nearestRankPercentile(providerValues, 50);
  if (providerP50 !== null) {
    const providerMax =
      typeof e2e?.max === 'number' ? e2e.max : providerValues.length > 0 ? Math.max(...providerValues) : null;
    return { p50_ms: providerP50, max_ms: providerMax, source: 'provider', slowest };
  }
  const p50 = nearestRankPercentile(
    replies.map((reply) => reply.ms),
    50,
  );
  if (p50 === null || slowest === null) return null;
  return { p50_ms: p50, max_ms: slowest.ms, source: 'turns', slowest };
};

// A goodbye is how a call ends well: hanging up after one is not the caller cutting the agent off.
const farewellPatterns: readonly (readonly string[])[] = [
  ['bye'],
  ['goodbye'],
  ['good', 'bye'],
  ['take', 'care'],
  ['have', 'a', 'good'],
  ['have', 'a', 'great'],
  ['have', 'a', 'nice'],
  ['have', 'a', 'lovely'],
  ['have', 'a', 'wonderful'],
];

/** Whether the text says goodbye (bye, goodbye, take care, have a good/great/nice … day). */
export const isFarewell = (text: string): boolean => {
  const tokens = tokenizeText(text).map((token) => token.text);
  return farewellPatterns.some((pattern) =>
    tokens.some((_, start) => pattern.every((word, offset) => tokens[start + offset] === word)),
  );
};

/**
 * The caller hanging up soon after the agent spoke: the call ended by the caller
 * (disconnection_reason 'user_hangup') within `withinSeconds` of the end of the agent's last turn,
 * and that turn was not a goodbye. Null when the call's end or the turn's timing is unknown.
 */
export const findEarlyHangUp = (
  turns: readonly SpokenTurn[],
  disconnectionReason: string | null | undefined,
  callSeconds: number | null,
  withinSeconds: number,
): EarlyHangUp | null => {
  if (disconnectionReason !== 'user_hangup' || callSeconds === null) return null;
  const lastAgentTurn = turns.filter((turn) => turn.role === 'agent').at(-1);
  if (lastAgentTurn === undefined || lastAgentTurn.end === null || isFarewell(lastAgentTurn.content)) return null;
  const after = callSeconds - lastAgentTurn.end;
  if (after < 0 || after > withinSeconds) return null;
  return {
    turn_index: lastAgentTurn.turn_index,
    at_seconds: roundSeconds(callSeconds),
    seconds_after_agent_turn: roundSeconds(after),
  };
};
