import { z } from 'zod';
import { qaCriterionConfigSchema } from './qa-scorecards.ts';

// The QA page's overview (issue #29, item 4): the score over time by agent and version, and the
// criteria most often failed with their trend, read from the per-day aggregates (GET /qa/overview).

/** The overview's default span when the query names none: the last 30 days. */
export const QA_OVERVIEW_DEFAULT_DAYS = 30;
/** Spans longer than this are shown per week (Monday to Sunday, UTC), shorter ones per day. */
export const QA_OVERVIEW_MAX_DAILY_DAYS = 92;

const timeParam = (name: string) =>
  z.coerce
    .number(`${name} must be a time in epoch milliseconds`)
    .int(`${name} must be a time in epoch milliseconds`)
    .min(0, `${name} must be a time in epoch milliseconds`)
    .max(8_640_000_000_000_000, `${name} must be a time in epoch milliseconds`)
    .optional();

/** GET /qa/overview: one scorecard's (or all the workspace's), optionally one agent's, over a span of days. */
export const qaOverviewQuerySchema = z
  .object({
    scorecard_id: z.uuid('scorecard_id must be a UUID').optional(),
    agent_id: z.string().trim().min(1, 'agent_id must not be empty').max(200).optional(),
    /** Epoch milliseconds; the span covers the UTC days from `from`'s to `to`'s, inclusive. */
    from: timeParam('from'),
    to: timeParam('to'),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type QaOverviewQuery = z.infer<typeof qaOverviewQuerySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Where a criterion's failure rate went, this period against the one before it. */
export const qaTrendSchema = z.enum(['up', 'down', 'flat', 'new']);
export type QaTrend = z.infer<typeof qaTrendSchema>;

export const qaOverviewCriterionSchema = z.object({
  criterion_id: z.uuid(),
  scorecard_id: z.uuid(),
  scorecard_name: z.string(),
  label: z.string(),
  /** The criterion's rule (its kind within), so the page can say what usually fixes it (qaFixFor). */
  config: qaCriterionConfigSchema,
  failed: z.number().int(),
  /** Calls that passed or failed it (not applicable ones left out). */
  decided: z.number().int(),
  /** failed / decided, 0 to 1. */
  failure_rate: z.number(),
  previous_failed: z.number().int(),
  previous_decided: z.number().int(),
  /** Null when the previous period decided none. */
  previous_failure_rate: z.number().nullable(),
  /**
   * 'up' when it fails more often than in the previous period (by more than one percentage point),
   * 'down' when less often, 'flat' otherwise; 'new' when the previous period decided none.
   */
  trend: qaTrendSchema,
});
export type QaOverviewCriterion = z.infer<typeof qaOverviewCriterionSchema>;

export const qaOverviewSchema = z.object({
  range: z.object({
    /** First and last UTC day of the span, inclusive. */
    from: day,
    to: day,
    /** The span of equal length just before, for the trend. */
    previous_from: day,
    previous_to: day,
    granularity: z.enum(['day', 'week']),
    /** Every bucket's first day, in order (weeks start on Monday). */
    buckets: z.array(day),
  }),
  /** Over the span: reviews written, reviews with a score, and their average (null when none was scored). */
  reviews: z.number().int(),
  scored: z.number().int(),
  average_score: z.number().nullable(),
  /** The average score per bucket of each agent and version that has reviews (version null when the calls name none). */
  series: z.array(
    z.object({
      agent_id: z.string(),
      agent_version: z.number().int().nullable(),
      reviews: z.number().int(),
      average_score: z.number().nullable(),
      points: z.array(z.object({ bucket: day, reviews: z.number().int(), average_score: z.number().nullable() })),
    }),
  ),
  /** Criteria the span's calls passed or failed, highest failure rate first (then most failures, then the scorecard's order). */
  criteria: z.array(qaOverviewCriterionSchema),
});
export type QaOverview = z.infer<typeof qaOverviewSchema>;
