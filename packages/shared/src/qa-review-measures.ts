import type { ProviderCall } from './calls.ts';
import { plural } from './plural.ts';
import type { CallMeasures } from './qa-measures-schema.ts';
import { clipQuote, formatApart, noEvidence, type RuleVerdict, turnEvidence } from './qa-review-evidence.ts';
import type { QaComparator, QaEvidence, QaMeasureKey } from './qa-scorecards.ts';
import { callLengthSeconds } from './qa-turns.ts';

// Threshold criteria on the measures of a call (issue #29, item 2): each measure read as one
// number, compared with the criterion's threshold, with the finding that decided it as evidence
// and one sentence that gives the numbers.

/** The parts of a call that tell whether an early hang-up could have been seen at all. */
export type HangUpFacts = Pick<
  ProviderCall,
  'disconnection_reason' | 'duration_ms' | 'start_timestamp' | 'end_timestamp'
>;

type Unit = 'count' | 'percent' | 'seconds' | 'ms' | 'flag';

type MeasureRule = {
  unit: Unit;
  read: (measures: CallMeasures) => number | null;
  /** Why the value is unknown, when read gives null. */
  unknown: (measures: CallMeasures) => string;
  /** The finding that decides the criterion (first, slowest or longest), or null when there is none. */
  evidence: (measures: CallMeasures, call: ProviderCall) => QaEvidence | null;
  /** The sentence, given the value as written and the allowance ('' or ' (at most 1 allowed)'). */
  describe: (value: number, written: string, allowance: string, measures: CallMeasures) => string;
};

const TRANSFER_TOOL = /transfer/i;

// Interruptions, silences and talk share are read from word timings: talk_share is null exactly
// when the call has no timed speech, and then an empty list means "unknown", not "none".
const hasTimings = (measures: CallMeasures): boolean => measures.talk_share !== null;
const noTimings = (what: string) => () => `This call has no word timings, so ${what}`;
const timedCount = (count: (measures: CallMeasures) => number) => (measures: CallMeasures) =>
  hasTimings(measures) ? count(measures) : null;
const flag = (isTrue: boolean): number => (isTrue ? 1 : 0);

const interruptionRule = (by: 'user' | 'agent'): MeasureRule => {
  const [who, whom] = by === 'user' ? ['caller', 'agent'] : ['agent', 'caller'];
  return {
    unit: 'count',
    read: timedCount((m) => m.interruptions.filter((interruption) => interruption.by === by).length),
    unknown: noTimings('interruptions are unknown'),
    evidence: (m, call) => {
      const first = m.interruptions.find((interruption) => interruption.by === by);
      return first === undefined ? null : turnEvidence(call, first.turn_index, first.quote, first.at_seconds);
    },
    describe: (value, _written, allowance) =>
      value === 0
        ? `The ${who} did not interrupt the ${whom}${allowance}`
        : `The ${who} interrupted the ${whom} ${plural(value, 'time')}${allowance}`,
  };
};

const latencyUnknown = (m: CallMeasures): string =>
  hasTimings(m)
    ? 'This call has no latency figures from the provider and no reply of the agent in its word timings, so response latency is unknown'
    : 'This call has no latency figures from the provider and no word timings, so response latency is unknown';

const slowestReply = (m: CallMeasures, call: ProviderCall): QaEvidence | null => {
  const slowest = m.response_latency?.slowest ?? null;
  return slowest === null ? null : turnEvidence(call, slowest.turn_index, null, slowest.at_seconds);
};

const measureRules: Record<QaMeasureKey, MeasureRule> = {
  agent_talk_share: {
    unit: 'percent',
    read: (m) => (m.talk_share === null ? null : Math.round(100 * m.talk_share.agent)),
    unknown: noTimings('talk share is unknown'),
    evidence: () => null,
    describe: (_value, written, allowance) => `The agent spoke ${written}% of the time${allowance}`,
  },
  interruptions_by_user: interruptionRule('user'),
  interruptions_by_agent: interruptionRule('agent'),
  longest_silence_seconds: {
    unit: 'seconds',
    // Timed speech with no gap between words (one stretch) has a longest silence of 0, not an unknown one.
    read: (m) => (hasTimings(m) ? (m.longest_silence?.seconds ?? 0) : null),
    unknown: noTimings('silences are unknown'),
    evidence: (m, call) =>
      m.longest_silence === null
        ? null
        : turnEvidence(call, m.longest_silence.after_turn_index, null, m.longest_silence.at_seconds),
    describe: (value, written, allowance) =>
      value === 0
        ? `There was no silence between words${allowance}`
        : `The longest silence was ${written} s${allowance}`,
  },
  dead_air_count: {
    unit: 'count',
    read: timedCount((m) => m.dead_air.length),
    unknown: noTimings('silences are unknown'),
    evidence: (m, call) => {
      const first = m.dead_air[0];
      return first === undefined ? null : turnEvidence(call, first.after_turn_index, null, first.at_seconds);
    },
    describe: (value, _written, allowance, m) =>
      value === 0
        ? `No silence lasted over ${formatApart(m.dead_air_seconds, m.dead_air_seconds, 1)} s${allowance}`
        : `${plural(value, 'silence')} lasted over ${formatApart(m.dead_air_seconds, m.dead_air_seconds, 1)} s${allowance}`,
  },
  response_latency_p50_ms: {
    unit: 'ms',
    read: (m) => m.response_latency?.p50_ms ?? null,
    unknown: latencyUnknown,
    evidence: slowestReply,
    describe: (_value, written, allowance) => `The agent's median response latency was ${written} ms${allowance}`,
  },
  response_latency_max_ms: {
    unit: 'ms',
    read: (m) => m.response_latency?.max_ms ?? null,
    unknown: (m) =>
      m.response_latency === null
        ? latencyUnknown(m)
        : "The provider's latency figures have no maximum, so the slowest response is unknown",
    evidence: slowestReply,
    describe: (_value, written, allowance) => `The agent's slowest response took ${written} ms${allowance}`,
  },
  early_hang_up: {
    unit: 'flag',
    read: (m) => (m.early_hang_up !== null ? 1 : hasTimings(m) ? 0 : null),
    unknown: noTimings('an early hang-up cannot be told'),
    evidence: (m, call) => {
      const hangUp = m.early_hang_up;
      // The agent's turn, not the call's end: playing from the end would play nothing.
      return hangUp === null ? null : turnEvidence(call, hangUp.turn_index);
    },
    describe: (value, _written, _allowance, m) =>
      value === 1 && m.early_hang_up !== null
        ? `The caller hung up ${formatApart(m.early_hang_up.seconds_after_agent_turn, 0, 1)} s after the agent spoke, without a goodbye`
        : 'The caller did not hang up right after the agent spoke',
  },
  repeated_agent_turns: {
    unit: 'count',
    read: (m) => m.repeated_agent_turns.length,
    unknown: () => '',
    evidence: (m, call) => {
      const first = m.repeated_agent_turns[0];
      return first === undefined ? null : turnEvidence(call, first.turn_index, first.quote);
    },
    describe: (value, _written, allowance) =>
      value === 0
        ? `The agent did not repeat itself${allowance}`
        : `The agent repeated itself ${plural(value, 'time')}${allowance}`,
  },
  sentiment_drop: {
    unit: 'flag',
    read: (m) => flag(m.sentiment_drop !== null),
    unknown: () => '',
    evidence: (m, call) => {
      const drop = m.sentiment_drop;
      return drop === null ? null : turnEvidence(call, drop.at_turn_index, drop.quote, drop.at_seconds);
    },
    describe: (_value, _written, _allowance, m) =>
      m.sentiment_drop === null
        ? "The caller's sentiment did not turn negative"
        : `The caller's sentiment turned from ${m.sentiment_drop.from} to negative`,
  },
  transfers_failed: {
    unit: 'flag',
    read: (m) => flag(m.transfer.failed),
    unknown: () => '',
    evidence: (m, call) => {
      if (!m.transfer.failed) return null;
      const failedTool = m.tool_calls.find((tool) => !tool.ok && TRANSFER_TOOL.test(tool.name));
      if (failedTool?.turn_index != null) return turnEvidence(call, failedTool.turn_index, null, failedTool.at_seconds);
      return m.transfer.turn_index === null ? null : turnEvidence(call, m.transfer.turn_index);
    },
    describe: (value) => (value > 0 ? 'A transfer failed' : 'No transfer failed'),
  },
  tool_calls_failed: {
    unit: 'count',
    read: (m) => m.tool_calls.filter((tool) => !tool.ok).length,
    unknown: () => '',
    evidence: (m, call) => {
      const first = m.tool_calls.find((tool) => !tool.ok);
      return first?.turn_index == null ? null : turnEvidence(call, first.turn_index, null, first.at_seconds);
    },
    describe: (value, _written, allowance, m) => {
      const first = m.tool_calls.find((tool) => !tool.ok);
      if (value === 0 || first === undefined) return `No failed tool calls${allowance}`;
      const why = first.failure === null ? '' : ` (${clipQuote(first.failure)})`;
      return `${plural(value, 'tool call')} failed${allowance}, the first being ${first.name}${why}`;
    },
  },
  knowledge_base_used: {
    unit: 'flag',
    read: (m) => (m.knowledge_base.reported ? flag(m.knowledge_base.used === true) : null),
    unknown: () => 'The provider did not report knowledge-base use on this call',
    evidence: () => null,
    describe: (value) => (value > 0 ? 'The agent used the knowledge base' : 'The agent did not use the knowledge base'),
  },
};

/**
 * A call's measure as the one number a threshold criterion compares (see qaMeasureKeys): talk
 * share in percent, counts, seconds, milliseconds, and 1 or 0 for yes/no measures. Null when the
 * call does not tell: no word timings for the timing measures, no latency figures, knowledge-base
 * use not reported. Given the call, an early hang-up is known (0) on a call the caller did not end
 * even without word timings, and unknown when the caller ended it at an unknown time.
 */
export const qaMeasureValue = (measures: CallMeasures, key: QaMeasureKey, call?: HangUpFacts): number | null => {
  if (key === 'early_hang_up' && call !== undefined && measures.early_hang_up === null) {
    if (call.disconnection_reason !== 'user_hangup') return 0;
    if (callLengthSeconds(call) === null) return null;
  }
  return measureRules[key].read(measures);
};

const unknownReason = (measures: CallMeasures, key: QaMeasureKey, call: HangUpFacts): string =>
  key === 'early_hang_up' && hasTimings(measures) && callLengthSeconds(call) === null
    ? "This call's length is unknown, so an early hang-up cannot be told"
    : measureRules[key].unknown(measures);

const allowanceOf = (comparator: QaComparator, written: string, unit: Unit): string => {
  const amount =
    unit === 'percent'
      ? `${written}%`
      : unit === 'seconds'
        ? `${written} s`
        : unit === 'ms'
          ? `${written} ms`
          : written;
  return comparator === 'at_most' ? ` (at most ${amount} allowed)` : ` (at least ${amount} required)`;
};

const baseDigits: Record<Unit, number> = { count: 0, percent: 1, seconds: 1, ms: 0, flag: 0 };

/** A threshold criterion decided on one call's measures. */
export const judgeMeasure = (
  call: ProviderCall,
  measures: CallMeasures,
  config: { measure: QaMeasureKey; comparator: QaComparator; threshold: number },
): RuleVerdict => {
  const { measure, comparator, threshold } = config;
  const value = qaMeasureValue(measures, measure, call);
  if (value === null) {
    return { outcome: 'not_applicable', detail: unknownReason(measures, measure, call), evidence: noEvidence() };
  }
  const rule = measureRules[measure];
  const isPassed = comparator === 'at_most' ? value <= threshold : value >= threshold;
  const digits = baseDigits[rule.unit];
  // Yes/no measures read as a sentence alone; a count of zero that passed needs no limit beside it.
  const showsAllowance = rule.unit !== 'flag' && !(value === 0 && isPassed);
  const allowance = showsAllowance
    ? allowanceOf(comparator, formatApart(threshold, value, rule.unit === 'percent' ? 1 : digits), rule.unit)
    : '';
  return {
    outcome: isPassed ? 'passed' : 'failed',
    detail: rule.describe(value, formatApart(value, threshold, digits), allowance, measures),
    evidence: rule.evidence(measures, call) ?? noEvidence(),
  };
};
