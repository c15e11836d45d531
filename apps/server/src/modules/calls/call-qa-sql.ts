import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CallSort } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { calls } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';

// The call list's QA filters and order (issue #29, item 4), over the reviews the quality module
// writes (migration 0064). A call's QA score is its review's by the chosen scorecard, or the lowest
// among its reviews when none is chosen: one lookup of the reviews' primary key per call.

/** A value, or a placeholder a prepared statement fills in. */
type Value<T> = T | SQLWrapper;

/** The call's QA score as an SQL expression (null without a scored review). */
export const qaScoreSql = (scorecard?: Value<string>): SQL =>
  scorecard === undefined
    ? sql`(select min(r.score) from qa_call_reviews r
        where r.workspace_id = ${calls.workspaceId} and r.call_id = ${calls.callId})`
    : sql`(select r.score from qa_call_reviews r
        where r.workspace_id = ${calls.workspaceId} and r.call_id = ${calls.callId} and r.scorecard_id = ${scorecard}::uuid)`;

/**
 * Calls whose current review failed the criterion: a semi-join PostgreSQL can drive from the
 * partial index of failed results (qa_review_results_failed_idx) or probe per call.
 */
export const failedCriterionSql = (criterion: Value<string>): SQL =>
  sql`exists (select 1 from qa_review_results x where x.workspace_id = ${calls.workspaceId}
    and x.criterion_id = ${criterion}::uuid and x.outcome = 'failed' and x.call_id = ${calls.callId})`;

export const scoreAtLeastSql = (min: Value<number>, scorecard?: Value<string>): SQL =>
  sql`${qaScoreSql(scorecard)} >= ${min}::numeric`;
export const scoreAtMostSql = (max: Value<number>, scorecard?: Value<string>): SQL =>
  sql`${qaScoreSql(scorecard)} <= ${max}::numeric`;

export type ScoreSort = Exclude<CallSort, 'newest'>;

/** The list's order by score (calls without one last), newest first among equal scores. */
export const scoreOrderSql = (sort: ScoreSort, scorecard?: Value<string>): SQL =>
  sql`${qaScoreSql(scorecard)} ${sql.raw(sort === 'qa_score_asc' ? 'asc' : 'desc')} nulls last,
    ${calls.startTimestamp} desc, ${calls.callId} desc`;

/**
 * Rows after a position in the score order: a lower (or higher) score, the same score and older,
 * or no score at all; after a call without a score, only older calls without one.
 */
export const afterScorePosition = (
  sort: ScoreSort,
  position: { q: Value<number> | null; s: Value<number>; id: Value<string> },
  scorecard?: Value<string>,
): SQL => {
  const score = qaScoreSql(scorecard);
  const older = sql`(${calls.startTimestamp}, ${calls.callId}) < (${position.s}, ${position.id})`;
  if (position.q === null) return sql`(${score} is null and ${older})`;
  const beyond =
    sort === 'qa_score_asc' ? sql`${score} > ${position.q}::numeric` : sql`${score} < ${position.q}::numeric`;
  return sql`(${beyond} or (${score} = ${position.q}::numeric and ${older}) or ${score} is null)`;
};

/** A scorecard or criterion the list's filters name must be the workspace's (404 otherwise). */
export const assertQaFiltersOwn = async (
  db: Db,
  workspaceId: string,
  query: { qa_scorecard?: string; qa_failed_criterion?: string },
) => {
  if (query.qa_scorecard !== undefined) {
    const rows = rowsOf(
      await db.execute(
        sql`select 1 from qa_scorecards where workspace_id = ${workspaceId} and id = ${query.qa_scorecard}`,
      ),
    );
    if (rows.length === 0) throw notFound('Scorecard not found');
  }
  if (query.qa_failed_criterion !== undefined) {
    const rows = rowsOf(
      await db.execute(
        sql`select 1 from qa_criteria where workspace_id = ${workspaceId} and id = ${query.qa_failed_criterion}`,
      ),
    );
    if (rows.length === 0) throw notFound('Criterion not found');
  }
};
