import { randomBytes } from 'node:crypto';
import {
  alertMetricUnits,
  type AlertEventsPage,
  type AlertRule,
  type CreateAlertRuleBody,
  type UpdateAlertRuleBody,
} from '@agentdesk/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, alertEvents, alertRules } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { assertQaTarget, nextQaTarget } from './alert-qa-target.ts';

export type RuleRow = typeof alertRules.$inferSelect;

/** The rule as the API gives it; the webhook's signing secret only to admins. */
export const toAlertRule = (row: RuleRow, { withSecret }: { withSecret: boolean }): AlertRule => ({
  id: row.id,
  name: row.name,
  metric: row.metric,
  comparator: row.comparator,
  threshold: row.threshold,
  window_minutes: row.windowMinutes,
  agent_id: row.agentId,
  scorecard_id: row.scorecardId,
  criterion_id: row.criterionId,
  emails: row.emails,
  webhook_url: row.webhookUrl,
  webhook_secret: withSecret ? row.webhookSecret : null,
  is_enabled: row.isEnabled,
  state: row.state,
  last_value: row.lastValue,
  state_since: row.stateSince.getTime(),
  evaluated_at: row.evaluatedAt?.getTime() ?? null,
  created_at: row.createdAt.getTime(),
});

const ofRule = (workspaceId: string, id: string) => and(eq(alertRules.workspaceId, workspaceId), eq(alertRules.id, id));
const ruleNotFound = () => notFound('Alert rule not found');

/** An agent the rule names must be one of the workspace's (404 otherwise). */
const assertAgent = async (db: Db, workspaceId: string, agentId: string | null | undefined) => {
  if (agentId === null || agentId === undefined) return;
  const [row] = await db
    .select({ id: agents.agentId })
    .from(agents)
    .where(and(eq(agents.workspaceId, workspaceId), eq(agents.agentId, agentId)))
    .limit(1);
  if (!row) throw notFound(`Agent '${agentId}' not found`);
};

export const listAlertRules = async (db: Db, workspaceId: string): Promise<RuleRow[]> =>
  db
    .select()
    .from(alertRules)
    .where(eq(alertRules.workspaceId, workspaceId))
    .orderBy(alertRules.createdAt, alertRules.id);

export const getAlertRule = async (db: Db, workspaceId: string, id: string): Promise<RuleRow> => {
  const [row] = await db.select().from(alertRules).where(ofRule(workspaceId, id)).limit(1);
  if (!row) throw ruleNotFound();
  return row;
};

export const createAlertRule = async (
  db: Db,
  { workspaceId, userId, body }: { workspaceId: string; userId: string; body: CreateAlertRuleBody },
): Promise<RuleRow> => {
  await assertAgent(db, workspaceId, body.agent_id);
  const target = { metric: body.metric, scorecardId: body.scorecard_id, criterionId: body.criterion_id };
  await assertQaTarget(db, workspaceId, target);
  const [row] = await db
    .insert(alertRules)
    .values({
      workspaceId,
      name: body.name,
      metric: body.metric,
      comparator: body.comparator,
      threshold: body.threshold,
      windowMinutes: body.window_minutes,
      agentId: body.agent_id,
      scorecardId: body.scorecard_id,
      criterionId: body.criterion_id,
      emails: body.emails,
      webhookUrl: body.webhook_url,
      webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
      isEnabled: body.is_enabled,
      createdBy: userId,
    })
    .returning();
  return row!;
};

/**
 * Changes a rule. A change to what it watches (metric, comparator, threshold, window, agent) starts
 * it again from 'ok': the next evaluation fires it if the new condition holds.
 */
export const updateAlertRule = async (
  db: Db,
  { workspaceId, id, body }: { workspaceId: string; id: string; body: UpdateAlertRuleBody },
): Promise<RuleRow> => {
  const current = await getAlertRule(db, workspaceId, id);
  await assertAgent(db, workspaceId, body.agent_id);
  const next = {
    metric: body.metric ?? current.metric,
    threshold: body.threshold ?? current.threshold,
    agentId: body.agent_id === undefined ? current.agentId : body.agent_id,
  };
  if (next.metric === 'webhook_failures' && next.agentId !== null)
    throw badRequest('agent_id: Webhook failures are counted for all agents');
  if (alertMetricUnits[next.metric] === 'percent' && next.threshold > 100)
    throw badRequest('threshold: A rate threshold is a percentage: at most 100');
  const target = nextQaTarget(current, next.metric, body);
  await assertQaTarget(db, workspaceId, target);
  const watched = ['metric', 'comparator', 'threshold', 'window_minutes', 'agent_id', 'scorecard_id', 'criterion_id'];
  const watches = [...watched, 'is_enabled'].some((key) => key in body);
  const [row] = await db
    .update(alertRules)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.metric !== undefined ? { metric: body.metric } : {}),
      ...(body.comparator !== undefined ? { comparator: body.comparator } : {}),
      ...(body.threshold !== undefined ? { threshold: body.threshold } : {}),
      ...(body.window_minutes !== undefined ? { windowMinutes: body.window_minutes } : {}),
      ...(body.agent_id !== undefined ? { agentId: body.agent_id } : {}),
      scorecardId: target.scorecardId,
      criterionId: target.criterionId,
      ...(body.emails !== undefined ? { emails: body.emails } : {}),
      ...(body.webhook_url !== undefined ? { webhookUrl: body.webhook_url } : {}),
      ...(body.is_enabled !== undefined ? { isEnabled: body.is_enabled } : {}),
      ...(watches ? { state: 'ok' as const, stateSince: new Date(), lastValue: null, evaluatedAt: null } : {}),
    })
    .where(ofRule(workspaceId, id))
    .returning();
  if (!row) throw ruleNotFound();
  return row;
};

export const deleteAlertRule = async (db: Db, workspaceId: string, id: string): Promise<RuleRow> => {
  const [row] = await db.delete(alertRules).where(ofRule(workspaceId, id)).returning();
  if (!row) throw ruleNotFound();
  return row;
};

/** The workspace's firings and clearings, newest first, by pages; one rule's when asked (404 for a rule it does not have). */
export const listAlertEvents = async (
  db: Db,
  { workspaceId, ruleId, cursor, limit }: { workspaceId: string; ruleId?: string; cursor?: string; limit: number },
): Promise<AlertEventsPage> => {
  if (ruleId !== undefined) await getAlertRule(db, workspaceId, ruleId);
  const rows = await db
    .select({ event: alertEvents, ruleName: alertRules.name, metric: alertRules.metric })
    .from(alertEvents)
    .innerJoin(
      alertRules,
      and(eq(alertRules.workspaceId, alertEvents.workspaceId), eq(alertRules.id, alertEvents.ruleId)),
    )
    .where(
      and(
        eq(alertEvents.workspaceId, workspaceId),
        ruleId === undefined ? undefined : eq(alertEvents.ruleId, ruleId),
        cursor === undefined ? undefined : lt(alertEvents.id, Number(cursor)),
      ),
    )
    .orderBy(desc(alertEvents.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    events: page.map(({ event, ruleName, metric }) => ({
      id: String(event.id),
      rule_id: event.ruleId,
      rule_name: ruleName,
      metric,
      state: event.state,
      value: event.value,
      threshold: event.threshold,
      comparator: event.comparator,
      at: event.at.getTime(),
    })),
    next_cursor: rows.length > limit ? String(page.at(-1)!.event.id) : null,
  };
};

/**
 * A refused webhook delivery (bad signature or body) for the workspace, counted in its second, so a
 * rule reads exactly its window (older releases counted by the 15 minutes). Rows older than the
 * longest window are pruned by the alert evaluator.
 */
export const recordWebhookFailure = async (db: Db, workspaceId: string, at = Date.now()): Promise<void> => {
  const bucket = Math.floor(at / 1000) * 1000;
  await db.execute(sql`insert into webhook_failure_stats (workspace_id, bucket, failures) values (${workspaceId}, ${bucket}, 1)
    on conflict (workspace_id, bucket) do update set failures = webhook_failure_stats.failures + 1`);
};
