import { z } from 'zod';
import { DEFAULT_CALL_PERIOD } from './call-periods.ts';
import { callPeriodSchema, timeZoneSchema } from './calls.ts';

// Recruiting analytics (#18 item 6): the hiring funnel of the applications that arrived in a
// period, the times between stages, interviews per week, no-shows, zara's screening outcomes and
// where candidates come from. Read from daily counters (UTC days) kept as things happen.

/** The funnel's stages in order (Rejected is counted apart). */
export const funnelStages = ['new', 'shortlisted', 'screening', 'interview', 'offer', 'hired'] as const;
export type FunnelStage = (typeof funnelStages)[number];

/**
 * The interviews a week counts, in the hiring home's "this week" and the analytics' weeks alike: those
 * booked, held or missed (a cancelled interview did not take place and is not counted).
 */
export const countedInterviewStatuses = ['scheduled', 'completed', 'no_show'] as const;

/** Stages an application waits in, whose time is measured when it leaves them. */
export const timedStages = ['new', 'shortlisted', 'screening', 'interview', 'offer'] as const;

/** API paths (under the recruiting agent's API base). */
export const recruitingPaths = {
  /** GET ?period=&tz=&job_id=: the recruiting analytics of the workspace (or one job). */
  analytics: '/recruiting-analytics',
  /** GET: the hiring home's jobs, interviews, screening calls and what needs action. */
  hiringHome: '/hiring-home',
} as const;

/** GET /recruiting-analytics query. */
export const recruitingAnalyticsQuerySchema = z.object({
  period: callPeriodSchema.default(DEFAULT_CALL_PERIOD),
  tz: timeZoneSchema.optional(),
  job_id: z.string().min(1).max(200).optional(),
});
export type RecruitingAnalyticsQuery = z.infer<typeof recruitingAnalyticsQuerySchema>;

/** A duration's median (within 2.5%: log bins of 5%) and exact average, in ms; null without samples. */
export const durationStatSchema = z.object({
  median_ms: z.number().nullable(),
  average_ms: z.number().nullable(),
  samples: z.number().int().nonnegative(),
});
export type DurationStat = z.infer<typeof durationStatSchema>;

const count = z.number().int().nonnegative();

export const recruitingAnalyticsSchema = z.object({
  /** The period asked for; the counters cover the whole UTC days from day_from to day_to (YYYY-MM-DD). */
  range: z.object({ from: z.number(), to: z.number(), tz: z.string(), day_from: z.string(), day_to: z.string() }),
  job_id: z.string().nullable(),
  /** Applications of the period that reached each stage (or a later one); conversion from the stage before (null for New or without a base). */
  funnel: z.array(z.object({ stage: z.enum(funnelStages), count, conversion: z.number().nullable() })),
  rejected: count,
  times: z.object({
    /** From the application to Screening (or later). */
    to_screening: durationStatSchema,
    /** From the application to Interview (or later). */
    to_interview: durationStatSchema,
    /** Time spent in each stage, measured when the application left it. */
    in_stage: z.array(durationStatSchema.extend({ stage: z.enum(timedStages) })),
  }),
  interviews: z.object({
    /**
     * The whole weeks the period touches, Monday to Sunday in the user's zone (week_start its Monday,
     * YYYY-MM-DD), by the interviews' start, with their status now; the last is this week, upcoming
     * interviews included.
     */
    weeks: z.array(
      z.object({ week_start: z.string(), scheduled: count, completed: count, cancelled: count, no_show: count }),
    ),
    /** The weeks' interviews of the counted statuses (countedInterviewStatuses). */
    total: count,
    /** This week's, as the hiring home counts them. */
    this_week: count,
    no_show: count,
    /** No-shows over interviews that happened or were missed (completed + no-show); null without any. */
    no_show_rate: z.number().nullable(),
  }),
  /** zara's screening calls with candidates, by their analysis. */
  screening: z.object({ successful: count, unsuccessful: count, no_analysis: count }),
  /** Where the period's applications came from, most first, with how many were hired. */
  sources: z.array(z.object({ source: z.string(), applied: count, hired: count })),
});
export type RecruitingAnalytics = z.infer<typeof recruitingAnalyticsSchema>;
