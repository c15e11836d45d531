import { alertMetricLabels, describeAlertCondition, formatAlertValue } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertDeliveries, alertEvents, alertRules } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { measureRules } from './alert-measure.ts';
import { describeQaTarget } from './alert-qa-target.ts';

/** Longer than the longest alert window (alertWindows): refused webhooks older than this are pruned. */
const FAILURES_KEPT_MS = 2 * 86_400_000;

type RuleRow = typeof alertRules.$inferSelect;

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
    const watched = await describeQaTarget(tx, rule);
    const text =
      state === 'fired'
        ? `${rule.name} is firing: ${alertMetricLabels[rule.metric]} is ${formatAlertValue(rule.metric, value)}.\n\nThe rule: ${condition}.\n${watched}`
        : `${rule.name} has cleared: ${alertMetricLabels[rule.metric]} is ${formatAlertValue(rule.metric, value)}.\n\nThe rule: ${condition}.\n${watched}`;
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
          scorecard_id: rule.scorecardId,
          criterion_id: rule.criterionId,
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
    // Refused webhooks are counted by the second: what no window reaches any more goes.
    await db.execute(sql`delete from webhook_failure_stats where bucket < ${now - FAILURES_KEPT_MS}`);
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
