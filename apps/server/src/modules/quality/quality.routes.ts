import {
  apiPaths,
  apiRoutes,
  callIdParamsSchema,
  envelopeSchema,
  listQaReviewsQuerySchema,
  qaCallReviewSchema,
  qaOverviewQuerySchema,
  qaOverviewSchema,
  qaReviewsPageSchema,
  qaScorecardIdParamsSchema,
  qaScorecardInputSchema,
  qaScorecardListSchema,
  qaScorecardSchema,
  type QaScorecard,
} from '@agentdesk/shared';
import { hasRole, type WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { assertPublicWebhookUrl } from '../../lib/signed-delivery.ts';
import { audited, auditedChange } from '../workspaces/index.ts';
import { registerCorrectionRoutes } from './corrections.routes.ts';
import { scorecardAuditOf } from './qa-audit.ts';
import { getOverview } from './qa-overview.service.ts';
import { getCallReviews, listReviews } from './reviews.service.ts';
import {
  createScorecard,
  deleteScorecard,
  getScorecard,
  listScorecards,
  updateScorecard,
  type ScorecardRules,
} from './scorecards.service.ts';

export type QualityRoutesOptions = {
  db: Db;
  rules: ScorecardRules;
  /** Starts the call measurer, which reviews a saved scorecard's calls again (after the answer is on its way). */
  kickReviews: () => void;
  /** call_reviewed webhooks may point at loopback or a private network (the alert webhooks' setting). */
  allowPrivateWebhooks: boolean;
};

/** The webhook's signing secret is shown to admins only, as an alert rule's. */
const shownTo = (role: WorkspaceRole, card: QaScorecard): QaScorecard =>
  hasRole(role, 'admin') ? card : { ...card, webhook_secret: null };

const tags = ['quality'];

/**
 * Scorecards and call reviews (issue #29): every member reads them; members and above add, change
 * and remove scorecards (the auth guard answers 403 to a viewer's write), each change audited.
 */
export const qualityRoutes =
  ({ db, rules, kickReviews, allowPrivateWebhooks }: QualityRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    const one = { 200: envelopeSchema(qaScorecardSchema) };
    const params = qaScorecardIdParamsSchema;
    const rulesFor = (role: WorkspaceRole) => ({ ...rules, canSetWebhook: hasRole(role, 'admin') });

    app.get(
      apiPaths.qaScorecards,
      { schema: { tags, summary: 'List scorecards', response: { 200: qaScorecardListSchema } } },
      async (request) => {
        const { workspaceId, role } = request.user();
        const data = (await listScorecards(db, workspaceId)).map((card) => shownTo(role, card));
        return { message: 'Scorecards fetched', total: data.length, data, questions_available: rules.hasLanguageModel };
      },
    );

    app.post(
      apiPaths.qaScorecards,
      {
        schema: {
          tags,
          summary: 'Add a scorecard; its agents’ calls are reviewed in the background',
          body: qaScorecardInputSchema,
          response: { 201: envelopeSchema(qaScorecardSchema) },
        },
      },
      async (request, reply) => {
        const { workspaceId, userId, role } = request.user();
        await assertPublicWebhookUrl(request.body.webhook_url, allowPrivateWebhooks);
        const adding = (tx: Tx) =>
          createScorecard(tx, { workspaceId, userId, body: request.body, rules: rulesFor(role) });
        const data = await audited(db, adding, (card) => scorecardAuditOf(request, 'qa_scorecard_added', card));
        kickReviews();
        return reply.code(201).send({ message: 'Scorecard added', total: 1, data: shownTo(role, data) });
      },
    );

    app.get(apiRoutes.qaScorecard, { schema: { tags, params, response: one } }, async (request) => {
      const { workspaceId, role } = request.user();
      const card = await getScorecard(db, { workspaceId, id: request.params.id });
      return { message: 'Scorecard fetched', total: 1, data: shownTo(role, card) };
    });

    app.put(
      apiRoutes.qaScorecard,
      {
        schema: {
          tags,
          summary:
            'Save a scorecard as a whole (criteria kept by id); its version goes up and its calls are reviewed again',
          params,
          body: qaScorecardInputSchema,
          response: one,
        },
      },
      async (request) => {
        const { workspaceId, role } = request.user();
        const { id } = request.params;
        await assertPublicWebhookUrl(request.body.webhook_url, allowPrivateWebhooks);
        const read = (tx: Tx) => getScorecard(tx, { workspaceId, id });
        const write = (tx: Tx) => updateScorecard(tx, { workspaceId, id, body: request.body, rules: rulesFor(role) });
        const data = await auditedChange(db, { read, write }, (before: QaScorecard, after: QaScorecard) =>
          scorecardAuditOf(request, 'qa_scorecard_changed', after, {
            ...(before.name !== after.name ? { renamed_from: before.name } : {}),
          }),
        );
        kickReviews();
        return { message: 'Scorecard updated', total: 1, data: shownTo(role, data) };
      },
    );

    app.delete(apiRoutes.qaScorecard, { schema: { tags, params, response: one } }, async (request) => {
      const removing = (tx: Tx) =>
        deleteScorecard(tx, { workspaceId: request.user().workspaceId, id: request.params.id });
      const data = await audited(db, removing, (card) => scorecardAuditOf(request, 'qa_scorecard_removed', card));
      return { message: 'Scorecard removed', total: 1, data: shownTo(request.user().role, data) };
    });

    app.get(
      apiRoutes.callReviews,
      {
        schema: {
          tags,
          summary: "A call's review against each scorecard that applies to it, results in the scorecard's order",
          params: callIdParamsSchema,
          response: { 200: envelopeSchema(z.array(qaCallReviewSchema)) },
        },
      },
      async (request) => {
        const data = await getCallReviews(db, { workspaceId: request.user().workspaceId, callId: request.params.id });
        return { message: 'Call reviews fetched', total: data.length, data };
      },
    );

    app.get(
      apiPaths.qaReviews,
      {
        schema: {
          tags,
          summary: 'List call reviews',
          description:
            'Reviews of the workspace’s calls, newest call first (then by call id and scorecard id), filtered by ' +
            'scorecard, agent and version, a criterion the call failed, score range and call time (epoch ms). ' +
            'Pass next_cursor as cursor for the next page; limit is at most 100.',
          querystring: listQaReviewsQuerySchema,
          response: { 200: envelopeSchema(qaReviewsPageSchema) },
        },
      },
      async (request) => {
        const data = await listReviews(db, { workspaceId: request.user().workspaceId, query: request.query });
        return { message: 'Call reviews fetched', total: data.reviews.length, data };
      },
    );

    registerCorrectionRoutes(app, db);
    app.get(
      apiPaths.qaOverview,
      {
        schema: {
          tags,
          summary: "The QA page's figures",
          description:
            'For one scorecard (or all of the workspace’s) and optionally one agent, over the UTC days from `from` to ' +
            '`to` (epoch ms; the last 30 days by default): the average score per day (per week, from Monday, over ' +
            'spans longer than 92 days) by agent and agent version, the overall average and review count, and the ' +
            'criteria ranked by failure rate with failed and decided counts and the trend against the span of equal ' +
            'length just before. Read from the per-day aggregates, never from the reviews.',
          querystring: qaOverviewQuerySchema,
          response: { 200: envelopeSchema(qaOverviewSchema) },
        },
      },
      async (request, reply) => {
        const data = await getOverview(db, { workspaceId: request.user().workspaceId, query: request.query });
        // Sent as the JSON text it is: the schema documents the answer and the API tests hold it to
        // the schema, but checking a 90-day answer's thousand-odd values against it on every request
        // took about a fifth of the two statements' time (bench/qa-overview.ts). The typed reply only
        // knows the object form.
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ message: 'QA overview fetched', total: 1, data }));
      },
    );
  };
