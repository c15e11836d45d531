import type { QaCriterionResult } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { reviewKeyOf } from './review-webhooks.ts';

// The write of a batch of reviews (review-calls.ts): heads and results upserted only where they
// changed, results of criteria gone removed, and when each rewritten review was written.

/** One call reviewed against one scorecard, as the review step writes it. */
export type NewReview = {
  workspace_id: string;
  call_id: string;
  scorecard_id: string;
  scorecard_version: number;
  agent_id: string;
  agent_version: number | null;
  started_ms: number;
  score: number | null;
  passed: number;
  failed: number;
  results: QaCriterionResult[];
  /** A question of it waits for the language model: the review is not complete, and not announced yet. */
  awaiting_model: boolean;
};

const keyColumns = ({ workspace_id, call_id, scorecard_id }: NewReview) => ({ workspace_id, call_id, scorecard_id });

type KeyRow = { workspace_id: string; call_id: string; scorecard_id: string; reviewed_at?: string | Date };

/**
 * Writes the reviews and their results; answers when each review rewritten (its head or any result)
 * was written, by key, and the keys of those whose results changed (review-webhooks.ts). `stored`
 * names (reviewKeyOf) the reviews the calls held before: only those can hold results to remove.
 */
export const writeReviews = async (
  db: Db,
  reviews: NewReview[],
  stored: ReadonlySet<string>,
): Promise<{ reviewedAt: Map<string, string>; resultsChanged: Set<string> }> => {
  const changed = new Map<string, string>();
  if (reviews.length === 0) return { reviewedAt: changed, resultsChanged: new Set() };
  const note = (rows: KeyRow[]) => {
    for (const row of rows)
      changed.set(reviewKeyOf(row), row.reviewed_at ? new Date(row.reviewed_at).toISOString() : '');
  };
  const heads = reviews.map(({ results: _results, awaiting_model: _awaiting, ...head }) => head);
  // Rewritten only when something changed, so reviewing a call twice leaves it as it was.
  const headsWritten =
    await db.execute(sql`insert into qa_call_reviews (workspace_id, call_id, scorecard_id, scorecard_version, agent_id,
      agent_version, call_started_at, score, passed, failed)
    select x.workspace_id, x.call_id, x.scorecard_id, x.scorecard_version, x.agent_id, x.agent_version,
      to_timestamp(x.started_ms / 1000.0), x.score, x.passed, x.failed
    from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb) as x(workspace_id uuid, call_id text, scorecard_id uuid,
      scorecard_version int, agent_id text, agent_version int, started_ms bigint, score numeric, passed int, failed int)
    on conflict (workspace_id, call_id, scorecard_id) do update set scorecard_version = excluded.scorecard_version,
      agent_id = excluded.agent_id, agent_version = excluded.agent_version, call_started_at = excluded.call_started_at,
      score = excluded.score, passed = excluded.passed, failed = excluded.failed, reviewed_at = now()
    where (qa_call_reviews.scorecard_version, qa_call_reviews.agent_id, qa_call_reviews.agent_version,
        qa_call_reviews.call_started_at, qa_call_reviews.score, qa_call_reviews.passed, qa_call_reviews.failed)
      is distinct from (excluded.scorecard_version, excluded.agent_id, excluded.agent_version,
        excluded.call_started_at, excluded.score, excluded.passed, excluded.failed)
    returning workspace_id, call_id, scorecard_id, reviewed_at`);
  note(rowsOf<KeyRow>(headsWritten));
  const results = reviews.flatMap((review) =>
    review.results.map((result) => ({
      workspace_id: review.workspace_id,
      call_id: review.call_id,
      scorecard_id: review.scorecard_id,
      criterion_id: result.criterion_id,
      outcome: result.outcome,
      detail: result.detail,
      evidence: result.evidence,
      started_ms: review.started_ms,
    })),
  );
  // Results of criteria the scorecard no longer holds (or no longer judges) go.
  const rewritten = reviews.filter((review) => stored.has(reviewKeyOf(review)));
  const resultKeys =
    rewritten.length === 0
      ? []
      : rowsOf<KeyRow>(
          await db.execute(sql`delete from qa_review_results x
    using jsonb_to_recordset(${JSON.stringify(rewritten.map((r) => ({ ...keyColumns(r), criteria: r.results.map((c) => c.criterion_id) })))}::jsonb)
      as k(workspace_id uuid, call_id text, scorecard_id uuid, criteria jsonb)
    where x.workspace_id = k.workspace_id and x.call_id = k.call_id and x.scorecard_id = k.scorecard_id
      and not k.criteria ? x.criterion_id::text
    returning x.workspace_id, x.call_id, x.scorecard_id`),
        );
  if (results.length > 0)
    resultKeys.push(
      ...rowsOf<KeyRow>(
        await db.execute(sql`insert into qa_review_results (workspace_id, call_id, scorecard_id, criterion_id, outcome,
      detail, evidence, call_started_at)
    select x.workspace_id, x.call_id, x.scorecard_id, x.criterion_id, x.outcome, x.detail, x.evidence,
      to_timestamp(x.started_ms / 1000.0)
    from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(workspace_id uuid, call_id text, scorecard_id uuid,
      criterion_id uuid, outcome text, detail text, evidence jsonb, started_ms bigint)
    on conflict (workspace_id, call_id, scorecard_id, criterion_id) do update set outcome = excluded.outcome,
      detail = excluded.detail, evidence = excluded.evidence, call_started_at = excluded.call_started_at
    where (qa_review_results.outcome, qa_review_results.detail, qa_review_results.evidence,
        qa_review_results.call_started_at)
      is distinct from (excluded.outcome, excluded.detail, excluded.evidence, excluded.call_started_at)
    returning workspace_id, call_id, scorecard_id`),
      ),
    );
  // A review whose results alone changed is written now too.
  const resultsOnly = [...new Map(resultKeys.map((key) => [reviewKeyOf(key), key])).values()].filter(
    (key) => !changed.has(reviewKeyOf(key)),
  );
  if (resultsOnly.length > 0)
    note(
      rowsOf<KeyRow>(
        await db.execute(sql`update qa_call_reviews r set reviewed_at = now()
          from jsonb_to_recordset(${JSON.stringify(resultsOnly)}::jsonb) as k(workspace_id uuid, call_id text, scorecard_id uuid)
          where r.workspace_id = k.workspace_id and r.call_id = k.call_id and r.scorecard_id = k.scorecard_id
          returning r.workspace_id, r.call_id, r.scorecard_id, r.reviewed_at`),
      ),
    );
  return { reviewedAt: changed, resultsChanged: new Set(resultKeys.map(reviewKeyOf)) };
};
