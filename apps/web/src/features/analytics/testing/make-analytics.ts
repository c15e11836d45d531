import type { Analytics, Kpi } from '@agentdesk/shared';

const DAY = 86_400_000;
const kpi = (value: number | null, previous: number | null, delta: number | null): Kpi => ({ value, previous, delta });

/** A full week of analytics in UTC, for tests; `overrides` replace whole top-level parts. */
export const makeAnalytics = (overrides: Partial<Analytics> = {}): Analytics => {
  const from = Date.UTC(2026, 2, 2);
  return {
    range: { from, to: from + 7 * DAY, tz: 'UTC', granularity: 'day' },
    previous_range: { from: from - 7 * DAY, to: from },
    kpis: {
      total_calls: kpi(120, 100, 0.2),
      connected_calls: kpi(100, 90, 0.111),
      successful_rate: kpi(0.6, 0.5, 0.2),
      avg_duration_ms: kpi(95_000, 90_000, 0.0556),
      total_duration_ms: kpi(11_400_000, 9_000_000, 0.2667),
      total_cost: kpi(123_456, 100_000, 0.2346),
      avg_cost: kpi(1_029, 1_000, 0.029),
      appointment_rate: kpi(0.25, null, null),
      voicemail_rate: kpi(0.1, 0.05, 1),
    },
    sentiment: { positive: 50, neutral: 40, negative: 20, unknown: 10 },
    outcomes: { successful: 60, unsuccessful: 40, unknown: 20 },
    directions: { inbound: 80, outbound: 40 },
    disconnection_reasons: [
      { reason: 'agent_hangup', count: 30 },
      { reason: 'user_hangup', count: 70 },
      { reason: 'voicemail_reached', count: 12 },
    ],
    latency: {
      e2e: { p50: 800, p90: 1200, p95: 1500, p99: 2100, samples: 100 },
      llm: { p50: 400, p90: 700, p95: 900, p99: 1300, samples: 100 },
      tts: { p50: null, p90: null, p95: null, p99: null, samples: 0 },
    },
    series: Array.from({ length: 7 }, (_, index) => ({
      start: from + index * DAY,
      calls: 10 + index * 2,
      connected: 8 + index * 2,
      successful: 5 + index,
      cost: 10_000 + index * 1000,
      duration_ms: 1_000_000,
    })),
    agents: [
      {
        agent_id: 'zara',
        calls: 70,
        connected: 60,
        successful_rate: 0.7,
        avg_duration_ms: 100_000,
        total_cost: 80_000,
        positive: 30,
        negative: 10,
      },
      {
        agent_id: 'agent-b',
        calls: 50,
        connected: 40,
        successful_rate: 0.45,
        avg_duration_ms: 88_000,
        total_cost: 43_456,
        positive: 20,
        negative: 10,
      },
    ],
    versions: [],
    ...overrides,
  };
};

/** The same shape with no call in the period. */
export const makeEmptyAnalytics = (): Analytics => {
  const full = makeAnalytics();
  const zero = kpi(0, 0, null);
  const none = kpi(null, null, null);
  return {
    ...full,
    kpis: {
      total_calls: zero,
      connected_calls: zero,
      successful_rate: none,
      avg_duration_ms: none,
      total_duration_ms: zero,
      total_cost: zero,
      avg_cost: none,
      appointment_rate: none,
      voicemail_rate: none,
    },
    sentiment: { positive: 0, neutral: 0, negative: 0, unknown: 0 },
    outcomes: { successful: 0, unsuccessful: 0, unknown: 0 },
    directions: { inbound: 0, outbound: 0 },
    disconnection_reasons: [],
    latency: {
      e2e: { p50: null, p90: null, p95: null, p99: null, samples: 0 },
      llm: { p50: null, p90: null, p95: null, p99: null, samples: 0 },
      tts: { p50: null, p90: null, p95: null, p99: null, samples: 0 },
    },
    series: full.series.map((point) => ({ ...point, calls: 0, connected: 0, successful: 0, cost: 0, duration_ms: 0 })),
    agents: [],
  };
};
