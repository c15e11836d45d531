import {
  apiRoutes,
  envelopeSchema,
  qaCorrectionInputSchema,
  qaCorrectionParamsSchema,
  qaCorrectionSchema,
  qaCriterionAgreementSchema,
  qaScorecardIdParamsSchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { audited } from '../workspaces/index.ts';
import { correctionAuditOf, readCallNames } from './corrections-audit.ts';
import { correctResult, scorecardAgreement, withdrawCorrection, type ResultKey } from './corrections.service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['quality'];

const keyOf = (workspaceId: string, params: z.infer<typeof qaCorrectionParamsSchema>): ResultKey => ({
  workspaceId,
  callId: params.id,
  scorecardId: params.scorecardId,
  criterionId: params.criterionId,
});

/**
 * Corrections (issue #29, item 5): members and above mark a call's result right or wrong and
 * withdraw their marking (the auth guard answers 403 to a viewer), each audited; everyone reads how
 * often people agreed with each criterion. Registered by qualityRoutes, behind its guard.
 */
export const registerCorrectionRoutes = (app: App, db: Db) => {
  const params = qaCorrectionParamsSchema;
  const one = { 200: envelopeSchema(qaCorrectionSchema) };

  app.put(
    apiRoutes.qaCorrection,
    {
      schema: {
        tags,
        summary: "Mark a call's result for a criterion right or wrong, with an optional note",
        description:
          'One current correction per call, scorecard and criterion: marking again replaces it. It names the ' +
          'outcome and scorecard version it judged; after a re-review `is_current` says whether the result is ' +
          'still that outcome. 404 when the call has no result for the criterion.',
        params,
        body: qaCorrectionInputSchema,
        response: one,
      },
    },
    async (request) => {
      const { workspaceId, userId } = request.user();
      const key = keyOf(workspaceId, request.params);
      const { verdict, note } = request.body;
      const correcting = async (tx: Tx) => ({
        ...(await correctResult(tx, { key, userId, verdict, note })),
        names: await readCallNames(tx, key),
      });
      const done = await audited(db, correcting, (made) => correctionAuditOf(request, 'qa_result_corrected', made));
      return { message: 'Correction saved', total: 1, data: done.correction };
    },
  );

  app.delete(
    apiRoutes.qaCorrection,
    { schema: { tags, summary: 'Withdraw the correction of a call’s result', params, response: one } },
    async (request) => {
      const key = keyOf(request.user().workspaceId, request.params);
      const withdrawing = async (tx: Tx) => ({
        ...(await withdrawCorrection(tx, key)),
        names: await readCallNames(tx, key),
      });
      const done = await audited(db, withdrawing, (gone) =>
        correctionAuditOf(request, 'qa_correction_withdrawn', gone),
      );
      return { message: 'Correction withdrawn', total: 1, data: done.correction };
    },
  );

  app.get(
    apiRoutes.qaAgreement,
    {
      schema: {
        tags,
        summary: 'How often people agreed with each criterion’s automatic results',
        description:
          'Per criterion, in the scorecard’s order: corrections of results that are still what was judged, how ' +
          'many marked the result right, and their rate (null without corrections). Corrections of an older ' +
          'result (the call reviewed again with another outcome) are counted apart as outdated.',
        params: qaScorecardIdParamsSchema,
        response: { 200: envelopeSchema(z.array(qaCriterionAgreementSchema)) },
      },
    },
    async (request) => {
      const data = await scorecardAgreement(db, {
        workspaceId: request.user().workspaceId,
        scorecardId: request.params.id,
      });
      return { message: 'Agreement fetched', total: data.length, data };
    },
  );
};
