import type { QaCriterionConfig, QaOverview, QaOverviewCriterion, QaOverviewQuery, QaTrend } from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { notFound } from '../../lib/http-error.ts';
import { overviewRange, type OverviewRange } from './qa-overview-range.ts';

// The QA page's figures (GET /qa/overview, issue #29 item 4), read only from the per-day aggregates
// qa_score_stats and qa_criterion_stats (migration 0064), never from the reviews: two grouped
// statements whose cost follows the days and agents of the span, not the number of calls.

/** A criterion's failure rate moved by more than one percentage point: 'up' or 'down', else 'flat'. */
const TREND_THRESHOLD = 0.01;

/** A row of the scores statement: one bucket of one agent and version. */
export type OverviewScoreRow = {
  agent_id: string;
  agent_version: number;
  bucket: string;
  reviews: number;
  scored: number;
  score_sum: string;
};
/** A row of the criteria statement: one criterion's counts in the span and the span before. */
export type OverviewCriterionRow = {
  criterion_id: string;
  scorecard_id: string;
  scorecard_name: string;
  label: string;
  config: QaCriterionConfig;
  failed: number;
  decided: number;
  previous_failed: number;
  previous_decided: number;
};

/** One decimal, as scores are stored; null when nothing was scored. */
const averageOf = (sum: number, scored: number) => (scored === 0 ? null : Math.round((sum / scored) * 10) / 10);

const trendOf = (rate: number, previous: number | null): QaTrend => {
  if (previous === null) return 'new';
  if (rate - previous > TREND_THRESHOLD) return 'up';
  if (previous - rate > TREND_THRESHOLD) return 'down';
  return 'flat';
};

const scoreFigures = (rows: OverviewScoreRow[]): Omit<QaOverview, 'range' | 'criteria'> => {
  const series = new Map<string, QaOverview['series'][number] & { sum: number; scoredTotal: number }>();
  let reviews = 0;
  let scored = 0;
  let sum = 0;
  for (const row of rows) {
    const rowSum = Number(row.score_sum);
    reviews += row.reviews;
    scored += row.scored;
    sum += rowSum;
    const key = `${row.agent_id}|${row.agent_version}`;
    const entry = series.get(key) ?? {
      agent_id: row.agent_id,
      agent_version: row.agent_version < 0 ? null : row.agent_version,
      reviews: 0,
      average_score: null,
      points: [],
      sum: 0,
      scoredTotal: 0,
    };
    entry.reviews += row.reviews;
    entry.sum += rowSum;
    entry.scoredTotal += row.scored;
    entry.points.push({ bucket: row.bucket, reviews: row.reviews, average_score: averageOf(rowSum, row.scored) });
    series.set(key, entry);
  }
  return {
    reviews,
    scored,
    average_score: averageOf(sum, scored),
    series: [...series.values()].map(({ sum: seriesSum, scoredTotal, ...entry }) => ({
      ...entry,
      average_score: averageOf(seriesSum, scoredTotal),
    })),
  };
};

const criterionFigures = (row: OverviewCriterionRow): QaOverviewCriterion => {
  const failureRate = row.decided === 0 ? 0 : row.failed / row.decided;
  const previousRate = row.previous_decided === 0 ? null : row.previous_failed / row.previous_decided;
  return {
    ...row,
    failure_rate: failureRate,
    previous_failure_rate: previousRate,
    trend: trendOf(failureRate, previousRate),
  };
};

/**
 * The overview's two statements over a range: the scores per bucket, agent and version, and the
 * criteria's counts in the span and the one before. Apart from getOverview so that the benchmark
 * runs these very statements on their own (bench/qa-overview.ts).
 */
export const overviewStatements = (
  workspaceId: string,
  query: Pick<QaOverviewQuery, 'scorecard_id' | 'agent_id'>,
  range: OverviewRange,
): { scores: SQL; criteria: SQL } => {
  const scope: SQL[] = [sql`workspace_id = ${workspaceId}`];
  if (query.scorecard_id !== undefined) scope.push(sql`scorecard_id = ${query.scorecard_id}`);
  if (query.agent_id !== undefined) scope.push(sql`agent_id = ${query.agent_id}`);
  const where = sql.join(scope, sql` and `);
  const bucket = range.granularity === 'week' ? sql`date_trunc('week', day)::date` : sql`day`;
  return {
    scores: sql`select agent_id, agent_version, ${bucket}::text as bucket, sum(reviews)::int as reviews,
        sum(scored)::int as scored, sum(score_sum)::text as score_sum
      from qa_score_stats where ${where} and day between ${range.from}::date and ${range.to}::date
      group by 1, 2, 3 having sum(reviews) <> 0 order by 1, 2, 3`,
    criteria: sql`with counts as (
        select criterion_id, scorecard_id,
          coalesce(sum(failed) filter (where day >= ${range.from}::date), 0)::int as failed,
          coalesce(sum(passed + failed) filter (where day >= ${range.from}::date), 0)::int as decided,
          coalesce(sum(failed) filter (where day < ${range.from}::date), 0)::int as previous_failed,
          coalesce(sum(passed + failed) filter (where day < ${range.from}::date), 0)::int as previous_decided
        from qa_criterion_stats where ${where} and day between ${range.previous_from}::date and ${range.to}::date
        group by 1, 2)
      select counts.*, c.label, c.config, s.name as scorecard_name
      from counts
        join qa_criteria c on c.workspace_id = ${workspaceId} and c.id = counts.criterion_id
        join qa_scorecards s on s.workspace_id = ${workspaceId} and s.id = counts.scorecard_id
      where counts.decided > 0
      order by s.created_at, s.id, c.position`,
  };
};

/** The overview from its statements' rows (or from any rows of the same shape and meaning). */
export const overviewOf = (
  range: OverviewRange,
  scoreRows: OverviewScoreRow[],
  criterionRows: OverviewCriterionRow[],
): QaOverview => {
  const criteria = criterionRows
    .map(criterionFigures)
    .sort((a, b) => b.failure_rate - a.failure_rate || b.failed - a.failed);
  return { range, ...scoreFigures(scoreRows), criteria };
};

/** The overview of one scorecard (or all of the workspace's), optionally of one agent, over the query's span. */
export const getOverview = async (
  db: Db,
  { workspaceId, query, now }: { workspaceId: string; query: QaOverviewQuery; now?: number },
): Promise<QaOverview> => {
  if (query.scorecard_id !== undefined) {
    const own = rowsOf(
      await db.execute(
        sql`select 1 from qa_scorecards where workspace_id = ${workspaceId} and id = ${query.scorecard_id}`,
      ),
    );
    if (own.length === 0) throw notFound('Scorecard not found');
  }
  const range = overviewRange(query, now);
  const statements = overviewStatements(workspaceId, query, range);
  const [scoreRows, criterionRows] = await Promise.all([
    db.execute(statements.scores),
    db.execute(statements.criteria),
  ]);
  return overviewOf(range, rowsOf<OverviewScoreRow>(scoreRows), rowsOf<OverviewCriterionRow>(criterionRows));
};
