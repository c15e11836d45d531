import type { ProviderCall } from '../calls.ts';
import type { CallMeasures } from '../qa-measures-schema.ts';
import { reviewCall } from '../qa-review.ts';
import type { QaComparator, QaCriterionResult, QaMeasureKey } from '../qa-scorecards.ts';
import { criterionOf } from './criteria.ts';
import { spokenTurn } from './spoken-turns.ts';

// A call and hand-written measures for the threshold criteria's tests, so each case says exactly
// what the call holds.

export const call: ProviderCall = {
  call_id: 'call_review',
  duration_ms: 40_000,
  disconnection_reason: 'user_hangup',
  transcript_object: [
    spokenTurn('agent', 'Hello, this is Zara from SwiftPay.', 0.5),
    spokenTurn('user', 'Hi, I wanted to ask about my loan.', 3),
    spokenTurn('agent', 'Could you confirm your date of birth for me?', 6),
    spokenTurn('user', 'Sorry, I already sent that to you yesterday.', 8),
    spokenTurn('agent', `Let me check the status of your account. ${'It takes a moment. '.repeat(12)}`, 12.25),
  ],
};

export const measuresWith = (changes: Partial<CallMeasures> = {}): CallMeasures => ({
  talk_share: { agent: 0.6, user: 0.4 },
  interruptions: [],
  longest_silence: null,
  dead_air: [],
  dead_air_seconds: 5,
  response_latency: null,
  early_hang_up: null,
  hang_up_within_seconds: 5,
  repeated_agent_turns: [],
  sentiment_drop: null,
  transfer: { made: false, failed: false, turn_index: null },
  tool_calls: [],
  knowledge_base: { reported: false },
  ...changes,
});
export const untimed: Partial<CallMeasures> = { talk_share: null };

export const review = (
  measure: QaMeasureKey,
  threshold: number,
  measures: CallMeasures,
  comparator: QaComparator = 'at_most',
  onCall: ProviderCall = call,
): QaCriterionResult => {
  const [result] = reviewCall(onCall, measures, [
    criterionOf({ kind: 'measure', measure, comparator, threshold }, 'Rule', 3),
  ]);
  if (result === undefined) throw new Error('no result');
  return result;
};
export const noEvidence = { turn_index: null, quote: null, at_seconds: null };
export const startOf = (turn: number): number | undefined => call.transcript_object?.[turn]?.words?.[0]?.start;
export const verdict = (result: QaCriterionResult) => [result.outcome, result.detail];
