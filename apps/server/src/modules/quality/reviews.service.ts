import type {
  ListQaReviewsQuery,
  QaCallReview,
  QaCriterionResult,
  QaReviewListItem,
  QaReviewsPage,
} from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { correctionOfResult } from './corrections.service.ts';

// Reading the reviews (issue #29, items 3 and 6): one call's reviews with their results in the
// scorecard's order, and the workspace's reviews filtered, newest call first, in cursor pages.

type ReviewHeadRow = {
  call_id: string;
  scorecard_id: string;
  scorecard_name: string;
  scorecard_version: number;
  agent_id: string;
  agent_version: number | null;
  started_ms: string | number;
  started_us: string;
  score: string | null;
  passed: number;
  failed: number;
  reviewed_at: string | Date;
};

const head = (row: ReviewHeadRow) => ({
  call_id: row.call_id,
  scorecard_id: row.scorecard_id,
  scorecard_name: row.scorecard_name,
  scorecard_version: row.scorecard_version,
  score: row.score === null ? null : Number(row.score),
  passed: row.passed,
  failed: row.failed,
  reviewed_at: new Date(row.reviewed_at).toISOString(),
});

const headColumns = sql`r.call_id, r.scorecard_id, s.name as scorecard_name, r.scorecard_version, r.agent_id,
  r.agent_version, (extract(epoch from r.call_started_at) * 1000)::bigint as started_ms,
  (extract(epoch from r.call_started_at) * 1000000)::bigint::text as started_us, r.score::text as score, r.passed, r.failed, r.reviewed_at`;

/**
 * One call's reviews, one per scorecard that reviewed it, each result with its current correction (or
 * null); 404 for a call the workspace does not hold.
 */
export const getCallReviews = async (
  db: Db,
  { workspaceId, callId }: { workspaceId: string; callId: string },
): Promise<QaCallReview[]> => {
  const [call] = rowsOf<{ call_id: string }>(
    await db.execute(sql`select call_id from calls where workspace_id = ${workspaceId} and call_id = ${callId}`),
  );
  if (!call) throw notFound(`Call '${callId}' not found`);
  const rows = rowsOf<ReviewHeadRow & { results: QaCriterionResult[] }>(
    await db.execute(sql`select ${headColumns},
        coalesce((select jsonb_agg(jsonb_build_object('criterion_id', x.criterion_id, 'label', c.label,
            'kind', c.kind, 'weight', c.weight, 'outcome', x.outcome, 'detail', x.detail, 'evidence', x.evidence,
            'correction', ${correctionOfResult})
            order by c.position)
          from qa_review_results x join qa_criteria c on c.workspace_id = x.workspace_id and c.id = x.criterion_id
          where x.workspace_id = r.workspace_id and x.call_id = r.call_id and x.scorecard_id = r.scorecard_id),
          '[]'::jsonb) as results
      from qa_call_reviews r join qa_scorecards s on s.workspace_id = r.workspace_id and s.id = r.scorecard_id
      where r.workspace_id = ${workspaceId} and r.call_id = ${callId}
      order by s.created_at, s.id`),
  );
  return rows.map((row) => ({ ...head(row), results: row.results }));
};

type Cursor = { started: string; callId: string; scorecardId: string };

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.started, cursor.callId, cursor.scorecardId])).toString('base64url');

/** The call's start in epoch microseconds, as the list wrote it into a cursor (exact, unlike milliseconds). */
const MICROSECONDS = /^\d{1,16}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const decodeCursor = (text: string): Cursor => {
  try {
    const [started, callId, scorecardId] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof started === 'string' &&
      MICROSECONDS.test(started) &&
      typeof callId === 'string' &&
      callId.length <= 200 &&
      !callId.includes('\u0000') &&
      typeof scorecardId === 'string' &&
      UUID.test(scorecardId)
    )
      return { started, callId, scorecardId };
  } catch {
    // Answered below.
  }
  throw badRequest('cursor is not one this list gave');
};

/** A scorecard or criterion a filter names must be the workspace's (404 otherwise). */
const assertOwn = async (db: Db, workspaceId: string, query: ListQaReviewsQuery) => {
  if (query.scorecard_id !== undefined) {
    const rows = rowsOf(
      await db.execute(
        sql`select 1 from qa_scorecards where workspace_id = ${workspaceId} and id = ${query.scorecard_id}`,
      ),
    );
    if (rows.length === 0) throw notFound('Scorecard not found');
  }
  if (query.failed_criterion_id !== undefined) {
    const rows = rowsOf(
      await db.execute(
        sql`select 1 from qa_criteria where workspace_id = ${workspaceId} and id = ${query.failed_criterion_id}`,
      ),
    );
    if (rows.length === 0) throw notFound('Criterion not found');
  }
};

/** The workspace's reviews, filtered, ordered by the call's start (newest first), then call and scorecard. */
export const listReviews = async (
  db: Db,
  { workspaceId, query }: { workspaceId: string; query: ListQaReviewsQuery },
): Promise<QaReviewsPage> => {
  await assertOwn(db, workspaceId, query);
  const filters: SQL[] = [sql`r.workspace_id = ${workspaceId}`];
  if (query.scorecard_id !== undefined) filters.push(sql`r.scorecard_id = ${query.scorecard_id}`);
  if (query.agent_id !== undefined) filters.push(sql`r.agent_id = ${query.agent_id}`);
  if (query.agent_version !== undefined) filters.push(sql`r.agent_version = ${query.agent_version}`);
  if (query.min_score !== undefined) filters.push(sql`r.score >= ${query.min_score}`);
  if (query.max_score !== undefined) filters.push(sql`r.score <= ${query.max_score}`);
  if (query.from !== undefined) filters.push(sql`r.call_started_at >= to_timestamp(${query.from} / 1000.0)`);
  if (query.to !== undefined) filters.push(sql`r.call_started_at <= to_timestamp(${query.to} / 1000.0)`);
  if (query.failed_criterion_id !== undefined)
    filters.push(sql`exists (select 1 from qa_review_results x where x.workspace_id = r.workspace_id
      and x.criterion_id = ${query.failed_criterion_id} and x.outcome = 'failed'
      and x.call_id = r.call_id and x.scorecard_id = r.scorecard_id)`);
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    filters.push(sql`(r.call_started_at, r.call_id, r.scorecard_id)
      < (to_timestamp(0) + ${cursor.started}::bigint * interval '1 microsecond', ${cursor.callId},
        ${cursor.scorecardId}::uuid)`);
  }
  const rows = rowsOf<ReviewHeadRow & { failed_criteria: QaReviewListItem['failed_criteria'] }>(
    await db.execute(sql`select ${headColumns},
        coalesce((select jsonb_agg(jsonb_build_object('criterion_id', x.criterion_id, 'label', c.label)
            order by c.position)
          from qa_review_results x join qa_criteria c on c.workspace_id = x.workspace_id and c.id = x.criterion_id
          where x.workspace_id = r.workspace_id and x.call_id = r.call_id and x.scorecard_id = r.scorecard_id
            and x.outcome = 'failed'), '[]'::jsonb) as failed_criteria
      from qa_call_reviews r join qa_scorecards s on s.workspace_id = r.workspace_id and s.id = r.scorecard_id
      where ${sql.join(filters, sql` and `)}
      order by r.call_started_at desc, r.call_id desc, r.scorecard_id desc
      limit ${query.limit + 1}`),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    reviews: page.map((row) => ({
      ...head(row),
      agent_id: row.agent_id,
      agent_version: row.agent_version,
      start_timestamp: Number(row.started_ms),
      failed_criteria: row.failed_criteria,
    })),
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ started: last.started_us, callId: last.call_id, scorecardId: last.scorecard_id })
        : null,
  };
};
