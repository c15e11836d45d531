import type { QaCriterionResult } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// The call_reviewed webhook (#29 item 6): each review the review step writes or changes, of a
// scorecard with a webhook, queues one signed delivery in the same transaction (the outbox
// qa_webhook_deliveries, delivered by qa-webhooks.ts), so a review is announced once, whatever the
// restarts, and a review computed again unchanged announces nothing.

/** A review as the step wrote it, with what the body says. */
export type ReviewToAnnounce = {
  workspace_id: string;
  call_id: string;
  scorecard_id: string;
  scorecard_version: number;
  score: number | null;
  passed: number;
  failed: number;
  results: readonly QaCriterionResult[];
};

/** The scorecard's webhook, when it has one. */
export type ScorecardHook = { webhook_url: string | null; webhook_secret: string | null };

/** The body POSTed for one review: its head, its results in the scorecard's order, and when it was written. */
export const callReviewedBody = (review: ReviewToAnnounce, reviewedAt: string): string =>
  JSON.stringify({
    event: 'call_reviewed',
    call_id: review.call_id,
    scorecard_id: review.scorecard_id,
    scorecard_version: review.scorecard_version,
    score: review.score,
    passed: review.passed,
    failed: review.failed,
    results: review.results.map((result) => ({
      criterion_id: result.criterion_id,
      label: result.label,
      outcome: result.outcome,
      detail: result.detail,
      evidence: result.evidence,
    })),
    reviewed_at: reviewedAt,
  });

const keyOf = (review: { workspace_id: string; call_id: string; scorecard_id: string }) =>
  `${review.workspace_id}|${review.call_id}|${review.scorecard_id}`;

/**
 * Queues a delivery for each changed review (by key, with when it was written) whose scorecard has a
 * webhook, in the caller's transaction. Answers how many it queued.
 */
export const queueReviewDeliveries = async (
  db: Db,
  reviews: readonly ReviewToAnnounce[],
  {
    hookOf,
    reviewedAtOf,
  }: { hookOf: (scorecardId: string) => ScorecardHook | undefined; reviewedAtOf: Map<string, string> },
): Promise<number> => {
  const rows = reviews.flatMap((review) => {
    const hook = hookOf(review.scorecard_id);
    const reviewedAt = reviewedAtOf.get(keyOf(review));
    if (!hook?.webhook_url || !hook.webhook_secret || reviewedAt === undefined) return [];
    return [
      {
        workspace_id: review.workspace_id,
        scorecard_id: review.scorecard_id,
        call_id: review.call_id,
        url: hook.webhook_url,
        secret: hook.webhook_secret,
        body: callReviewedBody(review, reviewedAt),
      },
    ];
  });
  if (rows.length === 0) return 0;
  await db.execute(sql`insert into qa_webhook_deliveries (workspace_id, scorecard_id, call_id, url, secret, body)
    select x.workspace_id, x.scorecard_id, x.call_id, x.url, x.secret, x.body
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(workspace_id uuid, scorecard_id uuid, call_id text,
      url text, secret text, body text)`);
  return rows.length;
};

/** The changed reviews' keys, as the review step collects them. */
export const reviewKeyOf = keyOf;
