import { z } from 'zod';
import { agentVersionSchema, callDirectionSchema, callPeriodSchema, timeZoneSchema } from './calls.ts';

/** Longest range the analytics answer for (issue: a range over 366 days is refused). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

/** The period of an analytics query: a named one, or from and to (epoch ms), in a time zone. */
const rangeFields = {
  period: callPeriodSchema.optional(),
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
  tz: timeZoneSchema.optional(),
};

/** from and to together, in order, at most ANALYTICS_MAX_RANGE_DAYS apart. */
const withRangeRules = <S extends z.ZodType<{ from?: number; to?: number }>>(schema: S): S =>
  schema
    .refine((q) => (q.from === undefined) === (q.to === undefined), {
      message: 'from and to go together',
      path: ['from'],
    })
    .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
      message: 'from must be before to',
      path: ['from'],
    })
    .refine(
      (q) => q.from === undefined || q.to === undefined || q.to - q.from <= ANALYTICS_MAX_RANGE_DAYS * 86_400_000,
      {
        message: `The range may span at most ${ANALYTICS_MAX_RANGE_DAYS} days`,
        path: ['to'],
      },
    );

/** GET /webhooks/analytics/ query (SPEC §7 path; §9: 7days default). */
export const analyticsQuerySchema = withRangeRules(
  z
    .object({
      ...rangeFields,
      agent_id: z.string().min(1).max(200).optional(),
      agent_version: agentVersionSchema.optional(),
      direction: callDirectionSchema.optional(),
    })
    .refine((q) => q.agent_version === undefined || q.agent_id !== undefined, {
      message: 'agent_version goes with agent_id',
      path: ['agent_version'],
    }),
);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** A figure for the period and the previous period of the same length; delta is relative (0.1 = +10%), null without a base. */
export const kpiSchema = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  delta: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const percentilesSchema = z.object({
  p50: z.number().nullable(),
  p90: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
  samples: z.number(),
});
export type Percentiles = z.infer<typeof percentilesSchema>;

export const analyticsSeriesPointSchema = z.object({
  /** Start of the day (or hour, for today) in the requested time zone, epoch ms. */
  start: z.number(),
  calls: z.number(),
  connected: z.number(),
  successful: z.number(),
  /** In cents, as the provider reports costs. */
  cost: z.number(),
  duration_ms: z.number(),
});

const breakdownFields = {
  calls: z.number(),
  connected: z.number(),
  successful_rate: z.number().nullable(),
  avg_duration_ms: z.number().nullable(),
  total_cost: z.number(),
  positive: z.number(),
  negative: z.number(),
};

/** One version of the filtered agent: its calls in the period (agent_version null: calls that carry none). */
export const versionBreakdownSchema = z.object({ agent_version: z.number().nullable(), ...breakdownFields });
export type VersionBreakdown = z.infer<typeof versionBreakdownSchema>;

export const agentBreakdownSchema = z.object({
  agent_id: z.string(),
  calls: z.number(),
  connected: z.number(),
  successful_rate: z.number().nullable(),
  avg_duration_ms: z.number().nullable(),
  total_cost: z.number(),
  positive: z.number(),
  negative: z.number(),
});

export const analyticsSchema = z.object({
  range: z.object({ from: z.number(), to: z.number(), tz: z.string(), granularity: z.enum(['hour', 'day']) }),
  previous_range: z.object({ from: z.number(), to: z.number() }),
  kpis: z.object({
    total_calls: kpiSchema,
    connected_calls: kpiSchema,
    /** Share of analysed calls marked successful (0..1). */
    successful_rate: kpiSchema,
    avg_duration_ms: kpiSchema,
    total_duration_ms: kpiSchema,
    /** Cents. */
    total_cost: kpiSchema,
    avg_cost: kpiSchema,
    appointment_rate: kpiSchema,
    voicemail_rate: kpiSchema,
  }),
  sentiment: z.object({ positive: z.number(), neutral: z.number(), negative: z.number(), unknown: z.number() }),
  outcomes: z.object({ successful: z.number(), unsuccessful: z.number(), unknown: z.number() }),
  directions: z.object({ inbound: z.number(), outbound: z.number() }),
  disconnection_reasons: z.array(z.object({ reason: z.string(), count: z.number() })),
  latency: z.object({ e2e: percentilesSchema, llm: percentilesSchema, tts: percentilesSchema }),
  series: z.array(analyticsSeriesPointSchema),
  agents: z.array(agentBreakdownSchema),
  /** With an agent filter: that agent's calls by version, newest version first; empty otherwise. */
  versions: z.array(versionBreakdownSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** GET /webhooks/analytics/versions: two versions of one agent over a period, side by side. */
export const versionCompareQuerySchema = withRangeRules(
  z
    .object({ ...rangeFields, agent_id: z.string().min(1).max(200), a: agentVersionSchema, b: agentVersionSchema })
    .refine((q) => q.a !== q.b, { message: 'Choose two different versions', path: ['b'] }),
);
export type VersionCompareQuery = z.infer<typeof versionCompareQuerySchema>;

/** One version's figures: rates with what they count, averages, latency. */
export const versionFiguresSchema = z.object({
  agent_version: z.number(),
  calls: z.number(),
  connected: z.number(),
  /** Calls the analysis marked successful or not: the success rate's base. */
  analysed: z.number(),
  successful: z.number(),
  success_rate: z.number().nullable(),
  /** Calls with a sentiment: the negative share's base. */
  rated: z.number(),
  negative: z.number(),
  negative_share: z.number().nullable(),
  avg_duration_ms: z.number().nullable(),
  /** Cents. */
  avg_cost: z.number().nullable(),
  e2e_p50: z.number().nullable(),
  e2e_p90: z.number().nullable(),
});
export type VersionFigures = z.infer<typeof versionFiguresSchema>;

/**
 * A rate of b against a: the difference (b − a, in rate points) and a two-sided two-proportion
 * z-test; more than chance when p < 0.05. No test without calls on both sides.
 */
export const rateDifferenceSchema = z.object({
  difference: z.number().nullable(),
  z: z.number().nullable(),
  p_value: z.number().nullable(),
  is_significant: z.boolean(),
});
export type RateDifference = z.infer<typeof rateDifferenceSchema>;

export const versionComparisonSchema = z.object({
  agent_id: z.string(),
  range: z.object({ from: z.number(), to: z.number(), tz: z.string() }),
  a: versionFiguresSchema,
  b: versionFiguresSchema,
  differences: z.object({
    success_rate: rateDifferenceSchema,
    negative_share: rateDifferenceSchema,
    /** b − a; null when either has none. */
    avg_duration_ms: z.number().nullable(),
    avg_cost: z.number().nullable(),
    e2e_p90: z.number().nullable(),
  }),
});
export type VersionComparison = z.infer<typeof versionComparisonSchema>;
