import type { QaOverview } from '@agentdesk/shared';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { OverviewRange } from '../apps/server/src/modules/quality/qa-overview-range.ts';
import {
  overviewOf,
  overviewStatements,
  type OverviewCriterionRow,
  type OverviewScoreRow,
} from '../apps/server/src/modules/quality/qa-overview.service.ts';

// The two ways the overview bench answers the QA page's figures without the product: the very
// statements the overview service runs (overviewStatements, compiled to text and parameters as
// Drizzle sends them) run directly on the driver, and what a naive implementation would run instead
// (the same figures grouped straight from qa_call_reviews and qa_review_results, a scan of the span
// and the span before it). Both answer rows of the service's shape, folded by the service's own
// overviewOf when the answers are compared (not timed), so all three are checked to agree.

export type RunQuery = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
export type OverviewRows = { scores: OverviewScoreRow[]; criteria: OverviewCriterionRow[] };

const dialect = new PgDialect();
const compiled = (statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, values: params };
};

/** The service's statements over `range` for the whole workspace (every scorecard, every agent: the page's default). */
export const rawOverview = (run: RunQuery, workspaceId: string, range: OverviewRange) => {
  const { scores, criteria } = overviewStatements(workspaceId, {}, range);
  const [a, b] = [compiled(scores), compiled(criteria)];
  return async (): Promise<OverviewRows> => {
    // Both at once, as the service sends them.
    const [scoreRows, criterionRows] = await Promise.all([run(a.text, a.values), run(b.text, b.values)]);
    return { scores: scoreRows.rows as OverviewScoreRow[], criteria: criterionRows.rows as OverviewCriterionRow[] };
  };
};

const DAY = 86_400_000;
const startOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`)).toISOString();
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString();

/** The same figures from the reviews and their results, with no aggregate: what the aggregates spare. */
export const scanOverview = (run: RunQuery, workspaceId: string, range: OverviewRange) => {
  const day = `(call_started_at at time zone 'UTC')::date`;
  const bucket = range.granularity === 'week' ? `date_trunc('week', ${day})::date` : day;
  const scores = `select agent_id, coalesce(agent_version, -1) as agent_version, ${bucket}::text as bucket,
      count(*)::int as reviews, count(score)::int as scored, coalesce(sum(score), 0)::text as score_sum
    from qa_call_reviews where workspace_id = $1 and call_started_at >= $2 and call_started_at < $3
    group by 1, 2, 3 order by 1, 2, 3`;
  const criteria = `with counts as (
      select criterion_id, scorecard_id,
        (count(*) filter (where outcome = 'failed' and call_started_at >= $2))::int as failed,
        (count(*) filter (where call_started_at >= $2))::int as decided,
        (count(*) filter (where outcome = 'failed' and call_started_at < $2))::int as previous_failed,
        (count(*) filter (where call_started_at < $2))::int as previous_decided
      from qa_review_results where workspace_id = $1 and outcome <> 'not_applicable'
        and call_started_at >= $4 and call_started_at < $3
      group by 1, 2)
    select counts.*, c.label, c.config, s.name as scorecard_name
    from counts
      join qa_criteria c on c.workspace_id = $1 and c.id = counts.criterion_id
      join qa_scorecards s on s.workspace_id = $1 and s.id = counts.scorecard_id
    where counts.decided > 0
    order by s.created_at, s.id, c.position`;
  const span = [workspaceId, startOf(range.from), endOf(range.to)];
  return async (): Promise<OverviewRows> => {
    const [scoreRows, criterionRows] = await Promise.all([
      run(scores, span),
      run(criteria, [...span, startOf(range.previous_from)]),
    ]);
    return { scores: scoreRows.rows as OverviewScoreRow[], criteria: criterionRows.rows as OverviewCriterionRow[] };
  };
};

/** The overview the rows make, by the service's own fold. */
export const overviewOfRows =
  (range: OverviewRange) =>
  ({ scores, criteria }: OverviewRows): QaOverview =>
    overviewOf(range, scores, criteria);
