import {
  candidateMessages,
  candidatePaths,
  candidateRecordMessages,
  dismissStageProposalResponseSchema,
  dismissStageProposalSchema,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError } from '../../lib/http-error.ts';

// The stage a screening call proposes (candidate-story.ts) is applied through the ordinary stage
// change; dismissing it keeps the stage and remembers the call, so only a later call proposes again.

export const stageProposalRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    app.post(
      candidatePaths.dismissStageProposal,
      { schema: { body: dismissStageProposalSchema, response: { 200: dismissStageProposalResponseSchema } } },
      async (request) => {
        const { workspaceId } = request.user();
        const { application_id: applicationId, call_id: callId } = request.body;
        const [row] = rowsOf<{ screening_call_id: string | null }>(
          await db.execute(
            sql`select screening_call_id from job_applications where workspace_id = ${workspaceId} and id = ${applicationId}`,
          ),
        );
        if (!row) throw new HttpError(404, candidateMessages.applicationNotFound);
        if (row.screening_call_id !== callId) throw new HttpError(409, candidateRecordMessages.proposalGone);
        await db.execute(sql`update job_applications set stage_proposal_dismissed_call = ${callId}
          where workspace_id = ${workspaceId} and id = ${applicationId}`);
        return {
          message: candidateRecordMessages.proposalDismissed,
          total: 1,
          data: { application_id: applicationId },
        };
      },
    );
  };
