import type { ProviderCall } from './calls.ts';
import { findRepeatedAgentTurns, findSentimentDrop } from './qa-conversation.ts';
import { findEarlyHangUp, measureResponseLatency } from './qa-latency.ts';
import type { CallMeasures } from './qa-measures-schema.ts';
import { findDeadAir, findInterruptions, findSilences, longestSilence, measureTalkShare } from './qa-timing.ts';
import { readKnowledgeBase, readToolCalls, readTransfer } from './qa-tools.ts';
import { callLengthSeconds, readSpokenTurns } from './qa-turns.ts';

// The measures of issue #29 item 1, computed from the call object alone: pure, deterministic and
// the same on the server (stored beside the call) and in the browser.

export type MeasureCallOptions = {
  /** A silence longer than this many seconds is dead air (default DEFAULT_DEAD_AIR_SECONDS). */
  deadAirSeconds?: number;
  /** The caller hanging up within this many seconds of an agent turn is an early hang-up (default DEFAULT_HANG_UP_WITHIN_SECONDS). */
  hangUpWithinSeconds?: number;
};

export const DEFAULT_DEAD_AIR_SECONDS = 5;
export const DEFAULT_HANG_UP_WITHIN_SECONDS = 5;

const positiveOr = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;

/** Every built-in quality measure of one call (see CallMeasures and the helpers it names). */
export const measureCall = (call: ProviderCall, options: MeasureCallOptions = {}): CallMeasures => {
  const deadAirSeconds = positiveOr(options.deadAirSeconds, DEFAULT_DEAD_AIR_SECONDS);
  const hangUpWithinSeconds = positiveOr(options.hangUpWithinSeconds, DEFAULT_HANG_UP_WITHIN_SECONDS);
  const turns = readSpokenTurns(call.transcript_object);
  const silences = findSilences(turns);
  const toolCalls = readToolCalls(call, turns);
  return {
    talk_share: measureTalkShare(turns),
    interruptions: findInterruptions(turns),
    longest_silence: longestSilence(silences),
    dead_air: findDeadAir(silences, deadAirSeconds),
    dead_air_seconds: deadAirSeconds,
    response_latency: measureResponseLatency(call.latency?.e2e, turns),
    early_hang_up: findEarlyHangUp(turns, call.disconnection_reason, callLengthSeconds(call), hangUpWithinSeconds),
    hang_up_within_seconds: hangUpWithinSeconds,
    repeated_agent_turns: findRepeatedAgentTurns(turns),
    sentiment_drop: findSentimentDrop(turns),
    transfer: readTransfer(toolCalls, call.disconnection_reason, turns),
    tool_calls: toolCalls,
    knowledge_base: readKnowledgeBase(call, toolCalls),
  };
};
