import {
  alertEventsPageSchema,
  alertEventsQuerySchema,
  alertRuleIdParamsSchema,
  alertRuleSchema,
  apiPaths,
  apiRoutes,
  createAlertRuleBodySchema,
  envelopeSchema,
  updateAlertRuleBodySchema,
} from '@agentdesk/shared';
import { hasRole } from '@agentdesk/shared/workspace-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { assertPublicWebhookUrl } from '../../lib/signed-delivery.ts';
import { audited } from '../workspaces/index.ts';
import { auditRuleChange, ruleAuditOf } from './alert-audit.ts';
import type { RuleRow } from './alert-rules.service.ts';
import {
  createAlertRule,
  deleteAlertRule,
  getAlertRule,
  listAlertEvents,
  listAlertRules,
  toAlertRule,
  updateAlertRule,
} from './alert-rules.service.ts';

export type AlertsRoutesOptions = {
  db: Db;
  /** Alert webhooks may point at loopback or a private network (tests, an in-house relay). */
  allowPrivate: boolean;
};

/**
 * The workspace's alert rules and their history: every member reads them, admins add, change and
 * remove rules (and see their webhooks' signing secrets).
 */
export const alertsRoutes =
  ({ db, allowPrivate }: AlertsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    const one = { 200: envelopeSchema(alertRuleSchema) };
    const admin = { role: 'admin' } as const;
    const isAdmin = (role: Parameters<typeof hasRole>[0]) => hasRole(role, 'admin');

    /** Like the chat hook's: a webhook must be on the public internet (checked again at each delivery). */
    const assertPublic = (url: string | null | undefined) => assertPublicWebhookUrl(url, allowPrivate);

    app.get(
      apiPaths.alertRules,
      { schema: { response: { 200: envelopeSchema(z.array(alertRuleSchema)) } } },
      async (request) => {
        const { workspaceId, role } = request.user();
        const data = (await listAlertRules(db, workspaceId)).map((row) =>
          toAlertRule(row, { withSecret: isAdmin(role) }),
        );
        return { message: 'Alert rules fetched', total: data.length, data };
      },
    );

    app.post(
      apiPaths.alertRules,
      {
        schema: { body: createAlertRuleBodySchema, response: { 201: envelopeSchema(alertRuleSchema) } },
        config: admin,
      },
      async (request, reply) => {
        const { workspaceId, userId } = request.user();
        await assertPublic(request.body.webhook_url);
        const adding = (tx: Tx) => createAlertRule(tx, { workspaceId, userId, body: request.body });
        const added = (rule: RuleRow) => ruleAuditOf(request, 'alert_rule_added', rule, { metric: rule.metric });
        const row = await audited(db, adding, added);
        return reply
          .code(201)
          .send({ message: 'Alert rule added', total: 1, data: toAlertRule(row, { withSecret: true }) });
      },
    );

    app.get(apiRoutes.alertRule, { schema: { params: alertRuleIdParamsSchema, response: one } }, async (request) => {
      const { workspaceId, role } = request.user();
      return {
        message: 'Alert rule fetched',
        total: 1,
        data: toAlertRule(await getAlertRule(db, workspaceId, request.params.id), { withSecret: isAdmin(role) }),
      };
    });

    app.patch(
      apiRoutes.alertRule,
      { schema: { params: alertRuleIdParamsSchema, body: updateAlertRuleBodySchema, response: one }, config: admin },
      async (request) => {
        const { workspaceId } = request.user();
        await assertPublic(request.body.webhook_url);
        const { id } = request.params;
        const changing = (tx: Tx) => updateAlertRule(tx, { workspaceId, id, body: request.body });
        const row = await auditRuleChange(db, request, { ruleId: id, fields: Object.keys(request.body) }, changing);
        return { message: 'Alert rule updated', total: 1, data: toAlertRule(row, { withSecret: true }) };
      },
    );

    app.delete(
      apiRoutes.alertRule,
      { schema: { params: alertRuleIdParamsSchema, response: one }, config: admin },
      async (request) => {
        const removing = (tx: Tx) => deleteAlertRule(tx, request.user().workspaceId, request.params.id);
        const row = await audited(db, removing, (rule) => ruleAuditOf(request, 'alert_rule_removed', rule));
        return { message: 'Alert rule removed', total: 1, data: toAlertRule(row, { withSecret: true }) };
      },
    );

    app.get(
      apiPaths.alertEvents,
      { schema: { querystring: alertEventsQuerySchema, response: { 200: envelopeSchema(alertEventsPageSchema) } } },
      async (request) => {
        const data = await listAlertEvents(db, {
          workspaceId: request.user().workspaceId,
          ruleId: request.query.rule_id,
          cursor: request.query.cursor,
          limit: request.query.limit,
        });
        return { message: 'Alert history fetched', total: data.events.length, data };
      },
    );
  };
