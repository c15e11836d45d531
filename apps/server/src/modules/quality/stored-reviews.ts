import type { QaOutcome } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { createQaStatsDelta, type ReviewContribution } from './qa-stats-delta.ts';

// The reviews a batch of calls holds now, as contributions to the aggregates (what a replaced or
// removed review takes away), and the removal of a call's reviews (erasure, a lost transcript).

export type CallKey = { workspace_id: string; call_id: string };

type StoredReviewRow = {
  workspace_id: string;
  call_id: string;
  scorecard_id: string;
  agent_id: string;
  agent_version: number | null;
  started_ms: string | number;
  score: string | null;
  results: { criterion_id: string; outcome: QaOutcome }[];
};

export type StoredReview = ReviewContribution & { callId: string };

/** The reviews of these calls, with their results' outcomes (the contribution each made). */
export const readStoredReviews = async (db: Db, keys: readonly CallKey[]): Promise<StoredReview[]> => {
  if (keys.length === 0) return [];
  const rows = rowsOf<StoredReviewRow>(
    await db.execute(sql`select r.workspace_id, r.call_id, r.scorecard_id, r.agent_id, r.agent_version,
        (extract(epoch from r.call_started_at) * 1000)::bigint as started_ms, r.score::text as score,
        coalesce((select jsonb_agg(jsonb_build_object('criterion_id', x.criterion_id, 'outcome', x.outcome))
          from qa_review_results x where x.workspace_id = r.workspace_id and x.call_id = r.call_id
            and x.scorecard_id = r.scorecard_id), '[]'::jsonb) as results
      from qa_call_reviews r
      join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(workspace_id uuid, call_id text)
        on r.workspace_id = k.workspace_id and r.call_id = k.call_id
      order by r.workspace_id, r.call_id, r.scorecard_id`),
  );
  return rows.map((row) => ({
    workspaceId: row.workspace_id,
    callId: row.call_id,
    scorecardId: row.scorecard_id,
    agentId: row.agent_id,
    agentVersion: row.agent_version,
    startedMs: Number(row.started_ms),
    score: row.score === null ? null : Number(row.score),
    results: row.results.map((result) => ({ criterionId: result.criterion_id, outcome: result.outcome })),
  }));
};

/**
 * Deletes these reviews and their results (which name their call and scorecard, not the review:
 * migration 0070); the caller takes their contribution away.
 */
export const deleteReviews = async (
  db: Db,
  reviews: readonly Pick<StoredReview, 'workspaceId' | 'callId' | 'scorecardId'>[],
): Promise<void> => {
  if (reviews.length === 0) return;
  const keys = JSON.stringify(
    reviews.map((r) => ({ workspace_id: r.workspaceId, call_id: r.callId, scorecard_id: r.scorecardId })),
  );
  await db.execute(sql`delete from qa_review_results x
    using jsonb_to_recordset(${keys}::jsonb) as k(workspace_id uuid, call_id text, scorecard_id uuid)
    where x.workspace_id = k.workspace_id and x.call_id = k.call_id and x.scorecard_id = k.scorecard_id`);
  await db.execute(sql`delete from qa_call_reviews r
    using jsonb_to_recordset(${keys}::jsonb) as k(workspace_id uuid, call_id text, scorecard_id uuid)
    where r.workspace_id = k.workspace_id and r.call_id = k.call_id and r.scorecard_id = k.scorecard_id`);
};

/**
 * Removes every review of these calls and their contribution to the aggregates, in the caller's
 * transaction (an erased or anonymised call: the evidence quotes its transcript), and the
 * corrections of their results (a reviewer's note may quote the caller).
 */
export const removeCallReviews = async (
  db: Db,
  { workspaceId, callIds }: { workspaceId: string; callIds: readonly string[] },
): Promise<number> => {
  const stored = await readStoredReviews(
    db,
    callIds.map((call_id) => ({ workspace_id: workspaceId, call_id })),
  );
  const delta = createQaStatsDelta();
  for (const review of stored) delta.add(review, -1);
  await deleteReviews(db, stored);
  await delta.apply(db);
  // Their call_reviewed deliveries quote the transcript too, sent or not.
  await db.execute(sql`delete from qa_webhook_deliveries where workspace_id = ${workspaceId}
    and call_id in (select jsonb_array_elements_text(${JSON.stringify(callIds)}::jsonb))`);
  // Corrections go too: a note may quote the caller; and so do the language model's answers, which
  // quote the transcript (an anonymised call's questions are asked again of its new words).
  await db.execute(sql`delete from qa_corrections where workspace_id = ${workspaceId}
    and call_id in (select jsonb_array_elements_text(${JSON.stringify(callIds)}::jsonb))`);
  await db.execute(sql`delete from qa_question_answers where workspace_id = ${workspaceId}
    and call_id in (select jsonb_array_elements_text(${JSON.stringify(callIds)}::jsonb))`);
  return stored.length;
};
