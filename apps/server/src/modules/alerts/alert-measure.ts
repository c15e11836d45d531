import { isQaAlertMetric, type AlertMetric } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { alertRules } from '../../db/schema.ts';
import { percentileOfBins } from '../analytics/index.ts';
import { measureQaRules } from './alert-measure-qa.ts';
import { callsAt, readEdgeCalls, ruleSpans } from './alert-windows.ts';

type RuleRow = typeof alertRules.$inferSelect;

type Sums = {
  calls: number;
  successful: number;
  unsuccessful: number;
  positive: number;
  neutral: number;
  negative: number;
  cost: number;
};

/** The metric's value over the rule's window, in its unit (alertMetricUnits); null when there is nothing to measure. */
export const metricValue = (
  metric: AlertMetric,
  /** The span the sums were read over, in milliseconds. */
  spanMs: number,
  sums: Sums,
  p90: number | null,
  failures: number,
): number | null => {
  switch (metric) {
    case 'success_rate': {
      const analysed = sums.successful + sums.unsuccessful;
      return analysed === 0 ? null : (100 * sums.successful) / analysed;
    }
    case 'negative_share': {
      const rated = sums.positive + sums.neutral + sums.negative;
      return rated === 0 ? null : (100 * sums.negative) / rated;
    }
    case 'call_volume':
      return sums.calls;
    case 'cost_per_day':
      // Cents over the span read, as dollars a day.
      return spanMs <= 0 ? null : (sums.cost / 100) * (86_400_000 / spanMs);
    case 'e2e_latency_p90':
      return p90;
    case 'webhook_failures':
      return failures;
    case 'qa_score':
    case 'qa_criterion_failure_rate':
      // Measured from the QA buckets (alert-measure-qa.ts).
      return null;
  }
};

/**
 * Each enabled rule's value over exactly its window [now - window, now): the 15-minute counters and
 * the hourly e2e histograms of the whole buckets inside it, by an index range scan per rule, plus the
 * calls started in the partial buckets at its edges (readEdgeCalls), plus the refused webhooks of the
 * window (counted by the second), and the QA rules' values (alert-measure-qa.ts). Never a scan of the calls.
 */
export const measureRules = async (db: Db, rules: RuleRow[], now: number) => {
  const spansOf = new Map(rules.map((rule) => [rule.id, ruleSpans(rule.windowMinutes, now)]));
  const windows = rules.map((rule) => {
    const { window, counters, latency } = spansOf.get(rule.id)!;
    return {
      rule_id: rule.id,
      workspace_id: rule.workspaceId,
      agent_id: rule.agentId,
      from_bucket: counters.whole?.from ?? 0,
      to_bucket: counters.whole?.to ?? 0,
      from_hour: latency.whole?.from ?? 0,
      to_hour: latency.whole?.to ?? 0,
      from_ms: window.from,
      metric: rule.metric,
    };
  });
  const edgeSpans = rules.flatMap((rule) => {
    const spans = spansOf.get(rule.id)!;
    const edges = rule.metric === 'e2e_latency_p90' ? spans.latency.edges : spans.counters.edges;
    const isCallMetric = rule.metric !== 'webhook_failures' && !isQaAlertMetric(rule.metric);
    return !isCallMetric ? [] : edges.map((span) => ({ workspaceId: rule.workspaceId, span }));
  });
  const json = JSON.stringify(windows);
  const ruleSet = sql`jsonb_to_recordset(${json}::jsonb) as r(rule_id uuid, workspace_id uuid, agent_id text,
    from_bucket bigint, to_bucket bigint, from_hour bigint, to_hour bigint, from_ms bigint, metric text)`;
  const counterMetrics = sql`r.metric in ('success_rate', 'negative_share', 'call_volume', 'cost_per_day')`;
  // Each rule's window is read by its own index range scan (workspace, bucket): a lateral subquery
  // that aggregates (and, for the bins, OFFSET 0 so it is not flattened into one hash join that
  // reads every bucket of the workspace).
  const [counters, latency, failures, edgeCalls, qaValues] = await Promise.all([
    db.execute(sql`select r.rule_id, s.*
      from ${ruleSet}
      cross join lateral (
        select coalesce(sum(calls), 0)::float8 as calls, coalesce(sum(successful), 0)::float8 as successful,
          coalesce(sum(unsuccessful), 0)::float8 as unsuccessful, coalesce(sum(positive), 0)::float8 as positive,
          coalesce(sum(neutral), 0)::float8 as neutral, coalesce(sum(negative), 0)::float8 as negative,
          coalesce(sum(cost), 0)::float8 as cost
        from call_stats where workspace_id = r.workspace_id and bucket >= r.from_bucket and bucket < r.to_bucket
          and (r.agent_id is null or agent_id = r.agent_id)
      ) s
      where ${counterMetrics}`),
    db.execute(sql`select r.rule_id, h.bin, h.samples
      from ${ruleSet}
      cross join lateral (
        select bin, sum(samples)::float8 as samples from call_latency_hist
        where workspace_id = r.workspace_id and level = 'h' and bucket >= r.from_hour and bucket < r.to_hour
          and metric = 'e2e' and (r.agent_id is null or agent_id = r.agent_id)
        group by bin offset 0
      ) h
      where r.metric = 'e2e_latency_p90'`),
    db.execute(sql`select r.rule_id, f.failures
      from ${ruleSet}
      cross join lateral (
        select coalesce(sum(failures), 0)::float8 as failures from webhook_failure_stats
        where workspace_id = r.workspace_id and bucket >= r.from_ms and bucket < ${now}
      ) f
      where r.metric = 'webhook_failures'`),
    readEdgeCalls(db, edgeSpans),
    measureQaRules(db, rules, spansOf),
  ]);
  const sumsOf = new Map(rowsOf<Sums & { rule_id: string }>(counters).map((row) => [row.rule_id, row]));
  const binsOf = new Map<string, { bin: number; samples: number }[]>();
  for (const row of rowsOf<{ rule_id: string; bin: number; samples: number }>(latency)) {
    const bins = binsOf.get(row.rule_id) ?? [];
    bins.push({ bin: Number(row.bin), samples: Number(row.samples) });
    binsOf.set(row.rule_id, bins);
  }
  const failuresOf = new Map(
    rowsOf<{ rule_id: string; failures: number }>(failures).map((row) => [row.rule_id, Number(row.failures)]),
  );
  return (rule: RuleRow) => {
    if (isQaAlertMetric(rule.metric)) return qaValues.get(rule.id) ?? null;
    const spans = spansOf.get(rule.id)!;
    const sums = sumsOf.get(rule.id);
    const numeric: Sums = { calls: 0, successful: 0, unsuccessful: 0, positive: 0, neutral: 0, negative: 0, cost: 0 };
    for (const key of Object.keys(numeric) as (keyof Sums)[]) numeric[key] = Number(sums?.[key] ?? 0);
    const bins = [...(binsOf.get(rule.id) ?? [])];
    const edges = rule.metric === 'e2e_latency_p90' ? spans.latency.edges : spans.counters.edges;
    for (const edge of callsAt(edgeCalls, rule.workspaceId, edges)) {
      if (rule.agentId !== null && edge.agentId !== rule.agentId) continue;
      for (const key of Object.keys(numeric) as (keyof Sums)[]) numeric[key] += edge.counters[key];
      for (const l of edge.latency) if (l.metric === 'e2e') bins.push({ bin: l.bin, samples: l.samples });
    }
    return metricValue(
      rule.metric,
      spans.window.to - spans.window.from,
      numeric,
      percentileOfBins(bins, 0.9),
      failuresOf.get(rule.id) ?? 0,
    );
  };
};
