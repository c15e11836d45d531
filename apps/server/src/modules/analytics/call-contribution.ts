import type { CallSentiment, ProviderCall } from '@agentdesk/shared';
import { callSentiments, sentimentClass } from '@agentdesk/shared';

export const STATS_BUCKET_MS = 15 * 60_000;
export const HOUR_MS = 3600_000;
export const DAY_MS = 86_400_000;

/** Log-scale latency bins: bin b holds [1.05^b, 1.05^(b+1)) ms; reported at the geometric middle (≤ 2.5% off). */
export const HISTOGRAM_BASE = 1.05;
export const latencyBin = (ms: number): number => (ms < 1 ? -1 : Math.floor(Math.log(ms) / Math.log(HISTOGRAM_BASE)));
export const binValue = (bin: number): number => (bin < 0 ? 0 : HISTOGRAM_BASE ** (bin + 0.5));

export const latencyMetrics = ['e2e', 'llm', 'tts'] as const;
export type LatencyMetric = (typeof latencyMetrics)[number];

const notConnectedReasons = new Set(['dial_no_answer', 'dial_busy', 'dial_failed', 'registered_call_timeout']);

export const counterNames = [
  'calls',
  'connected',
  'successful',
  'unsuccessful',
  'duration_ms',
  'cost',
  ...callSentiments,
  'appointments',
  'voicemails',
] as const;
export type Counters = Record<(typeof counterNames)[number], number>;

/** What one call adds to the aggregates; null until its start time is known. */
export type Contribution = {
  bucket: number;
  agentId: string;
  /** The provider's agent_version, -1 when the call has none usable (as the calls table's column, migration 0024). */
  agentVersion: number;
  direction: string;
  counters: Counters;
  reason: string | null;
  latency: { metric: LatencyMetric; bin: number; samples: number }[];
};

/** The call's agent_version as the calls table keeps it (migration 0024): a number in 0..2^31-1, rounded; else none. */
export const agentVersionOf = (record: ProviderCall): number | null => {
  const version = (record as { agent_version?: unknown }).agent_version;
  return typeof version === 'number' && Number.isFinite(version) && version >= 0 && version < 2147483647
    ? Math.round(version)
    : null;
};

/** Connected: the line was answered (some talk time, not a failed dial). */
export const isConnected = (durationMs: number, reason: string | null) =>
  durationMs > 0 && !notConnectedReasons.has(reason ?? '');

/** One for the call's sentiment class, zero for the others. */
const sentimentCounters = (sentiment: CallSentiment | null) =>
  Object.fromEntries(callSentiments.map((name) => [name, sentiment === name ? 1 : 0])) as Record<CallSentiment, number>;

export const contributionOf = (record: ProviderCall): Contribution | null => {
  const start = record.start_timestamp;
  if (typeof start !== 'number' || !Number.isFinite(start) || start <= 0) return null;
  const analysis = record.call_analysis ?? {};
  const duration = Math.max(
    0,
    Math.round(record.duration_ms ?? (record.end_timestamp ? record.end_timestamp - start : 0)),
  );
  const reason = record.disconnection_reason ?? null;
  const sentiment = sentimentClass(analysis.user_sentiment);
  const counters: Counters = {
    calls: 1,
    connected: isConnected(duration, reason) ? 1 : 0,
    successful: analysis.call_successful === true ? 1 : 0,
    unsuccessful: analysis.call_successful === false ? 1 : 0,
    duration_ms: duration,
    cost: typeof record.call_cost?.combined_cost === 'number' ? record.call_cost.combined_cost : 0,
    ...sentimentCounters(sentiment),
    appointments: analysis.appointment_booked === true ? 1 : 0,
    voicemails: analysis.in_voicemail === true || reason === 'voicemail_reached' ? 1 : 0,
  };
  const bins = new Map<string, { metric: LatencyMetric; bin: number; samples: number }>();
  for (const metric of latencyMetrics) {
    const stats = record.latency?.[metric];
    const values =
      stats?.values && stats.values.length > 0 ? stats.values : typeof stats?.p50 === 'number' ? [stats.p50] : [];
    for (const value of values) {
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const bin = latencyBin(value);
      const key = `${metric}:${bin}`;
      const entry = bins.get(key) ?? { metric, bin, samples: 0 };
      entry.samples += 1;
      bins.set(key, entry);
    }
  }
  return {
    bucket: Math.floor(start / STATS_BUCKET_MS) * STATS_BUCKET_MS,
    agentId: record.agent_id ?? '',
    agentVersion: agentVersionOf(record) ?? -1,
    direction: record.direction ?? '',
    counters,
    reason,
    latency: [...bins.values()],
  };
};
