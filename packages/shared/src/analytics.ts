import { z } from 'zod';
import { callDirectionSchema, callPeriodSchema, timeZoneSchema } from './calls.ts';

/** Longest range the analytics answer for (issue: a range over 366 days is refused). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

/** GET /webhooks/analytics/ query (SPEC §7 path; §9: 7days default). */
export const analyticsQuerySchema = z
  .object({
    period: callPeriodSchema.optional(),
    from: z.coerce.number().int().nonnegative().optional(),
    to: z.coerce.number().int().nonnegative().optional(),
    agent_id: z.string().min(1).max(200).optional(),
    direction: callDirectionSchema.optional(),
    tz: timeZoneSchema.optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { message: 'from and to go together', path: ['from'] })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, { message: 'from must be before to', path: ['from'] })
  .refine((q) => q.from === undefined || q.to === undefined || q.to - q.from <= ANALYTICS_MAX_RANGE_DAYS * 86_400_000, {
    message: `The range may span at most ${ANALYTICS_MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** A figure for the period and the previous period of the same length; delta is relative (0.1 = +10%), null without a base. */
export const kpiSchema = z.object({ value: z.number().nullable(), previous: z.number().nullable(), delta: z.number().nullable() });
export type Kpi = z.infer<typeof kpiSchema>;

export const percentilesSchema = z.object({ p50: z.number().nullable(), p90: z.number().nullable(), p95: z.number().nullable(), p99: z.number().nullable(), samples: z.number() });
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
});
export type Analytics = z.infer<typeof analyticsSchema>;
