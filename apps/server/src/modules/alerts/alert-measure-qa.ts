import { isQaAlertMetric } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { alertRules } from '../../db/schema.ts';
import type { Span } from './alert-windows.ts';

type RuleRow = typeof alertRules.$inferSelect;
type RuleSpans = { counters: { whole: Span | null; edges: Span[] } };
type Counts = { scored: number; score_sum: number; passed: number; failed: number };

/** A QA rule's value from its counts: the average score, or the percent of decided results that failed. */
export const qaMetricValue = (metric: RuleRow['metric'], counts: Counts): number | null => {
  if (metric === 'qa_score') return counts.scored === 0 ? null : counts.score_sum / counts.scored;
  const decided = counts.passed + counts.failed;
  return decided === 0 ? null : (100 * counts.failed) / decided;
};

/**
 * The QA rules' values over exactly their windows (#29 item 6), by call start as the other metrics:
 * the 15-minute QA buckets (migration 0067) of the whole buckets inside the window, by an index range
 * scan per rule, plus the reviews of the calls started in its partial edges (an index range of
 * qa_call_reviews by scorecard and call start, at most 15 minutes each). Never a scan of the reviews.
 */
export const measureQaRules = async (
  db: Db,
  rules: readonly RuleRow[],
  spansOf: ReadonlyMap<string, RuleSpans>,
): Promise<Map<string, number | null>> => {
  const qaRules = rules.filter((rule) => isQaAlertMetric(rule.metric) && rule.scorecardId !== null);
  const values = new Map<string, number | null>();
  if (qaRules.length === 0) return values;
  const target = (rule: RuleRow) => ({
    rule_id: rule.id,
    workspace_id: rule.workspaceId,
    scorecard_id: rule.scorecardId,
    criterion_id: rule.criterionId,
    agent_id: rule.agentId,
    metric: rule.metric,
  });
  const wholes = qaRules.flatMap((rule) => {
    const whole = spansOf.get(rule.id)!.counters.whole;
    return whole ? [{ ...target(rule), from_bucket: whole.from, to_bucket: whole.to }] : [];
  });
  const edges = qaRules.flatMap((rule) =>
    spansOf.get(rule.id)!.counters.edges.map((edge) => ({ ...target(rule), lo: edge.from, hi: edge.to })),
  );
  const columns = `rule_id uuid, workspace_id uuid, scorecard_id uuid, criterion_id uuid, agent_id text, metric text`;
  const [whole, edge] = await Promise.all([
    db.execute(sql`select r.rule_id, s.scored, s.score_sum, c.passed, c.failed
      from jsonb_to_recordset(${JSON.stringify(wholes)}::jsonb) as r(${sql.raw(columns)}, from_bucket bigint, to_bucket bigint)
      left join lateral (
        select coalesce(sum(scored), 0)::float8 as scored, coalesce(sum(score_sum), 0)::float8 as score_sum
        from qa_score_buckets where workspace_id = r.workspace_id and scorecard_id = r.scorecard_id
          and bucket >= r.from_bucket and bucket < r.to_bucket and (r.agent_id is null or agent_id = r.agent_id)
      ) s on r.metric = 'qa_score'
      left join lateral (
        select coalesce(sum(passed), 0)::float8 as passed, coalesce(sum(failed), 0)::float8 as failed
        from qa_criterion_buckets where workspace_id = r.workspace_id and criterion_id = r.criterion_id
          and bucket >= r.from_bucket and bucket < r.to_bucket and (r.agent_id is null or agent_id = r.agent_id)
      ) c on r.metric = 'qa_criterion_failure_rate'`),
    db.execute(sql`select e.rule_id, count(v.score)::float8 as scored, coalesce(sum(v.score), 0)::float8 as score_sum,
        (count(*) filter (where v.outcome = 'passed'))::float8 as passed,
        (count(*) filter (where v.outcome = 'failed'))::float8 as failed
      from jsonb_to_recordset(${JSON.stringify(edges)}::jsonb) as e(${sql.raw(columns)}, lo bigint, hi bigint)
      cross join lateral (
        select r.score, (select x.outcome from qa_review_results x where x.workspace_id = r.workspace_id
            and x.call_id = r.call_id and x.scorecard_id = r.scorecard_id and x.criterion_id = e.criterion_id) as outcome
        from qa_call_reviews r
        where r.workspace_id = e.workspace_id and r.scorecard_id = e.scorecard_id
          and r.call_started_at >= to_timestamp(e.lo / 1000.0) and r.call_started_at < to_timestamp(e.hi / 1000.0)
          and (e.agent_id is null or r.agent_id = e.agent_id)
        offset 0
      ) v
      group by e.rule_id`),
  ]);
  const counts = new Map<string, Counts>(
    qaRules.map((rule) => [rule.id, { scored: 0, score_sum: 0, passed: 0, failed: 0 }]),
  );
  for (const row of [
    ...rowsOf<Partial<Counts> & { rule_id: string }>(whole),
    ...rowsOf<Counts & { rule_id: string }>(edge),
  ]) {
    const sums = counts.get(row.rule_id)!;
    for (const key of ['scored', 'score_sum', 'passed', 'failed'] as const) sums[key] += Number(row[key] ?? 0);
  }
  for (const rule of qaRules) values.set(rule.id, qaMetricValue(rule.metric, counts.get(rule.id)!));
  return values;
};
