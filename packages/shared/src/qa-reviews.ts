import { z } from 'zod';
import { agentVersionSchema } from './calls.ts';
import { qaCallReviewSchema } from './qa-scorecards.ts';

// The API around scorecards and reviews (issue #29, items 2 and 6): the id a path names, and the
// list of reviews with its filters (GET /qa/reviews), OpenAPI documented.

/** A scorecard named in a path. */
export const qaScorecardIdParamsSchema = z.object({ id: z.uuid('Scorecard id must be a UUID') });

const scoreParam = (name: string) =>
  z.coerce
    .number(`${name} must be a number`)
    .min(0, `${name} must be 0 to 100`)
    .max(100, `${name} must be 0 to 100`)
    .optional();

/** Epoch milliseconds up to the last time JavaScript's Date holds. */
const timeParam = (name: string) =>
  z.coerce
    .number(`${name} must be a time in epoch milliseconds`)
    .int(`${name} must be a time in epoch milliseconds`)
    .min(0, `${name} must be a time in epoch milliseconds`)
    .max(8_640_000_000_000_000, `${name} must be a time in epoch milliseconds`)
    .optional();

/** GET /qa/reviews: reviews of the workspace's calls, newest call first, in cursor pages. */
export const listQaReviewsQuerySchema = z
  .object({
    scorecard_id: z.uuid('scorecard_id must be a UUID').optional(),
    agent_id: z.string().trim().min(1).max(200).optional(),
    agent_version: agentVersionSchema.optional(),
    /** Only calls that failed this criterion. */
    failed_criterion_id: z.uuid('failed_criterion_id must be a UUID').optional(),
    min_score: scoreParam('min_score'),
    max_score: scoreParam('max_score'),
    /** When the call started, epoch milliseconds (inclusive). */
    from: timeParam('from'),
    to: timeParam('to'),
    /** next_cursor of the page before (opaque). */
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(50),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((q) => q.min_score === undefined || q.max_score === undefined || q.min_score <= q.max_score, {
    message: 'min_score must not be above max_score',
    path: ['min_score'],
  });
export type ListQaReviewsQuery = z.infer<typeof listQaReviewsQuerySchema>;

/** One review in the list: the call's review without its results, with the call's agent and start. */
export const qaReviewListItemSchema = qaCallReviewSchema.omit({ results: true }).extend({
  agent_id: z.string(),
  agent_version: z.number().int().nullable(),
  /** When the call started, epoch milliseconds. */
  start_timestamp: z.number(),
  /** The criteria the call failed, in the scorecard's order. */
  failed_criteria: z.array(z.object({ criterion_id: z.uuid(), label: z.string() })),
});
export type QaReviewListItem = z.infer<typeof qaReviewListItemSchema>;

export const qaReviewsPageSchema = z.object({
  reviews: z.array(qaReviewListItemSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  next_cursor: z.string().nullable(),
});
export type QaReviewsPage = z.infer<typeof qaReviewsPageSchema>;
