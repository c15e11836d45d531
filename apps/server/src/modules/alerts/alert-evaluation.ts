import { alertMetricLabels, describeAlertCondition, formatAlertValue, type AlertMetric } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { alertDeliveries, alertEvents, alertRules } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { percentileOfBins } from '../analytics/index.ts';

const BUCKET_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

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
  windowMinutes: number,
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
      // Cents over the window, as dollars a day.
      return (sums.cost / 100) * (1440 / windowMinutes);
    case 'e2e_latency_p90':
      return p90;
    case 'webhook_failures':
      return failures;
  }
};

/** 'firing' while the value is past the threshold, 'ok' once it is not; with nothing to measure the state stays. */
export const nextState = (
  rule: Pick<RuleRow, 'comparator' | 'threshold' | 'state'>,
  value: number | null,
): RuleRow['state'] => {
  if (value === null) return rule.state;
  const breached = rule.comparator === 'above' ? value > rule.threshold : value < rule.threshold;
  return breached ? 'firing' : 'ok';
};

const describeRule = (rule: RuleRow) =>
  `${describeAlertCondition({ metric: rule.metric, comparator: rule.comparator, threshold: rule.threshold, window_minutes: rule.windowMinutes })}${rule.agentId === null ? '' : ` (agent ${rule.agentId})`}`;

/**
 * Each enabled rule's value from the aggregates, for all rules in three statements: counters from
 * call_stats' 15-minute buckets, e2e latency from the hourly histograms, refused webhooks from their
 * buckets. Index range scans by workspace and bucket, never a scan of the calls.
 */
export const measureRules = async (db: Db, rules: RuleRow[], now: number) => {
  const windows = rules.map((rule) => ({
    rule_id: rule.id,
    workspace_id: rule.workspaceId,
    agent_id: rule.agentId,
    from_bucket: Math.floor((now - rule.windowMinutes * 60_000) / BUCKET_MS) * BUCKET_MS,
    from_hour: Math.floor((now - rule.windowMinutes * 60_000) / HOUR_MS) * HOUR_MS,
    metric: rule.metric,
  }));
  const json = JSON.stringify(windows);
  const ruleSet = sql`jsonb_to_recordset(${json}::jsonb) as r(rule_id uuid, workspace_id uuid, agent_id text, from_bucket bigint, from_hour bigint, metric text)`;
  const counterMetrics = sql`r.metric in ('success_rate', 'negative_share', 'call_volume', 'cost_per_day')`;
  // Each rule's window is read by its own index range scan (workspace, bucket): a lateral subquery
  // that aggregates (and, for the bins, OFFSET 0 so it is not flattened into one hash join that
  // reads every bucket of the workspace).
  const [counters, latency, failures] = await Promise.all([
    db.execute(sql`select r.rule_id, s.*
      from ${ruleSet}
      cross join lateral (
        select coalesce(sum(calls), 0)::float8 as calls, coalesce(sum(successful), 0)::float8 as successful, coalesce(sum(unsuccessful), 0)::float8 as unsuccessful,
          coalesce(sum(positive), 0)::float8 as positive, coalesce(sum(neutral), 0)::float8 as neutral, coalesce(sum(negative), 0)::float8 as negative,
          coalesce(sum(cost), 0)::float8 as cost
        from call_stats where workspace_id = r.workspace_id and bucket >= r.from_bucket and bucket < ${now} and (r.agent_id is null or agent_id = r.agent_id)
      ) s
      where ${counterMetrics}`),
    db.execute(sql`select r.rule_id, h.bin, h.samples
      from ${ruleSet}
      cross join lateral (
        select bin, sum(samples)::float8 as samples from call_latency_hist
        where workspace_id = r.workspace_id and level = 'h' and bucket >= r.from_hour and bucket < ${now} and metric = 'e2e' and (r.agent_id is null or agent_id = r.agent_id)
        group by bin offset 0
      ) h
      where r.metric = 'e2e_latency_p90'`),
    db.execute(sql`select r.rule_id, f.failures
      from ${ruleSet}
      cross join lateral (
        select coalesce(sum(failures), 0)::float8 as failures from webhook_failure_stats where workspace_id = r.workspace_id and bucket >= r.from_bucket and bucket < ${now}
      ) f
      where r.metric = 'webhook_failures'`),
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
  const empty: Sums = { calls: 0, successful: 0, unsuccessful: 0, positive: 0, neutral: 0, negative: 0, cost: 0 };
  return (rule: RuleRow) => {
    const sums = sumsOf.get(rule.id);
    const numeric =
      sums === undefined
        ? empty
        : (Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, Number(value)])) as Sums);
    return metricValue(
      rule.metric,
      rule.windowMinutes,
      numeric,
      percentileOfBins(binsOf.get(rule.id) ?? [], 0.9),
      failuresOf.get(rule.id) ?? 0,
    );
  };
};

export type AlertEvaluator = {
  /** One round over every enabled rule now; concurrent calls share one round. Answers the state changes made. */
  evaluateNow: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

export type AlertEvaluatorOptions = {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'kick'>;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** After a round that queued webhook deliveries. */
  onDeliveriesQueued: () => void;
  now?: () => number;
};

/**
 * Rules evaluated every interval from the aggregates. A state change is made by a conditional update
 * (from the state read) in the transaction that records the event and queues its e-mails and webhook:
 * however many evaluators run, and across restarts, each change is recorded and notified once.
 */
export const createAlertEvaluator = (options: AlertEvaluatorOptions): AlertEvaluator => {
  const { db, mailer, log, intervalMs } = options;
  const clock = options.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const notify = async (tx: Db, rule: RuleRow, state: 'fired' | 'cleared', value: number | null, at: Date) => {
    const [event] = await tx
      .insert(alertEvents)
      .values({
        workspaceId: rule.workspaceId,
        ruleId: rule.id,
        state,
        value,
        threshold: rule.threshold,
        comparator: rule.comparator,
        at,
      })
      .returning({ id: alertEvents.id });
    const condition = describeRule(rule);
    const subject = state === 'fired' ? `Alert: ${rule.name}` : `Resolved: ${rule.name}`;
    const text =
      state === 'fired'
        ? `${rule.name} is firing: ${alertMetricLabels[rule.metric]} is ${formatAlertValue(rule.metric, value)}.\n\nThe rule: ${condition}.\n`
        : `${rule.name} has cleared: ${alertMetricLabels[rule.metric]} is ${formatAlertValue(rule.metric, value)}.\n\nThe rule: ${condition}.\n`;
    for (const to of rule.emails)
      await mailer.enqueue({ kind: 'alert', to, subject, text, workspaceId: rule.workspaceId }, tx);
    if (rule.webhookUrl !== null) {
      const body = JSON.stringify({
        event: state === 'fired' ? 'alert.fired' : 'alert.cleared',
        rule: {
          id: rule.id,
          name: rule.name,
          metric: rule.metric,
          comparator: rule.comparator,
          threshold: rule.threshold,
          window_minutes: rule.windowMinutes,
          agent_id: rule.agentId,
        },
        value,
        at: at.toISOString(),
      });
      await tx.insert(alertDeliveries).values({
        workspaceId: rule.workspaceId,
        eventId: event!.id,
        url: rule.webhookUrl,
        secret: rule.webhookSecret,
        body,
      });
      return true;
    }
    return false;
  };

  const round = async (): Promise<number> => {
    const now = clock();
    const rules = await db.select().from(alertRules).where(eq(alertRules.isEnabled, true));
    if (rules.length === 0) return 0;
    const valueOf = await measureRules(db, rules, now);
    const at = new Date(now);
    let changes = 0;
    let isDeliveryQueued = false;
    const unchanged: { workspace_id: string; id: string; value: number | null }[] = [];
    for (const rule of rules) {
      const value = valueOf(rule);
      const next = nextState(rule, value);
      if (next === rule.state) {
        unchanged.push({ workspace_id: rule.workspaceId, id: rule.id, value });
        continue;
      }
      const queued = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(alertRules)
          .set({ state: next, stateSince: at, lastValue: value, evaluatedAt: at })
          .where(
            and(
              eq(alertRules.workspaceId, rule.workspaceId),
              eq(alertRules.id, rule.id),
              eq(alertRules.state, rule.state),
            ),
          )
          .returning({ id: alertRules.id });
        // Another evaluator made this change first: it notified.
        if (!changed) return null;
        return notify(tx, rule, next === 'firing' ? 'fired' : 'cleared', value, at);
      });
      if (queued === null) continue;
      changes += 1;
      isDeliveryQueued ||= queued;
    }
    if (unchanged.length > 0) {
      await db.execute(sql`update alert_rules a set last_value = u.value, evaluated_at = ${at.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(unchanged)}::jsonb) as u(workspace_id uuid, id uuid, value float8)
        where a.workspace_id = u.workspace_id and a.id = u.id`);
    }
    if (changes > 0) mailer.kick();
    if (isDeliveryQueued) options.onDeliveriesQueued();
    return changes;
  };

  const evaluateNow = () => {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    evaluateNow,
    start: () => {
      if (timer) return;
      const tick = () =>
        void evaluateNow().catch((error: unknown) =>
          log.error({ failure: { message: String(error) } }, 'alert evaluation failed'),
        );
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
};
