import {
  apiRoutes,
  applicationParamsSchema,
  bookmarkBodySchema,
  bookmarkResponseSchema,
  callPlacedMessage,
  candidateCsvQuerySchema,
  candidateFitDetailResponseSchema,
  candidateFitListResponseSchema,
  candidateFitQuerySchema,
  candidateMessages,
  candidateParamsSchema,
  candidatePaths,
  candidateResumeParamsSchema,
  erasureQuerySchema,
  erasureResponseSchema,
  screeningCallBodySchema,
  screeningCallResponseSchema,
  stageChangeBodySchema,
  stageChangeResponseSchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VoiceAccounts } from '../calls/index.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { sendDownload } from '../../lib/send-download.ts';
import { auditOf, recordAudit } from '../workspaces/index.ts';
import { auditErasure, auditStageChange, recordCandidateExport } from './candidate-audit.ts';
import { changeStage, exportCandidate, readCandidateResume, setBookmark } from './candidate-actions.ts';
import { eraseCandidate, type CancelInterviews } from './candidate-erasure.ts';
import { candidatesCsv } from './candidate-csv.ts';
import { getCandidateDetail } from './candidate-detail.ts';
import { listCandidates } from './candidate-list.ts';
import { placeScreeningCall } from './screening-call.ts';
import { recruitingAgentName } from '../agents/index.ts';

export type CandidatesRoutesOptions = {
  db: Db;
  voiceAccounts: VoiceAccounts;
  /** An erasure calls off the candidate's interviews still to come (the interviews module's). */
  cancelInterviews: CancelInterviews;
  /** After an erasure commits: the interviewers' cancellations leave. */
  afterErasure: () => void;
};

/** SPEC §7 candidate fit scores, bookmarks, stages and screening calls, for the members of the workspace. */
export const candidatesRoutes =
  ({ db, voiceAccounts, cancelInterviews, afterErasure }: CandidatesRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    app.get(
      candidatePaths.fitScores,
      { schema: { querystring: candidateFitQuerySchema, response: { 200: candidateFitListResponseSchema } } },
      async (request) => {
        const { cursor, limit, ...filters } = request.query;
        const page = await listCandidates(db, { workspaceId: request.user().workspaceId, filters, cursor, limit });
        return {
          message: 'Candidates fetched',
          total: page.total,
          data: { candidates: page.candidates, next_cursor: page.nextCursor, stage_counts: page.stageCounts },
        };
      },
    );

    app.get(
      candidatePaths.fitScoresCsv,
      { schema: { querystring: candidateCsvQuerySchema } },
      async (request, reply) => {
        const { workspaceId } = request.user();
        const { filename, text, jobTitle, rows } = await candidatesCsv(db, { workspaceId, filters: request.query });
        const exported = { type: 'candidates_csv', id: request.query.job_id, name: jobTitle } as const;
        await recordAudit(db, auditOf(request, 'export', exported, { rows }));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(text);
      },
    );

    app.get(
      apiRoutes.candidateFitScore,
      { schema: { params: applicationParamsSchema, response: { 200: candidateFitDetailResponseSchema } } },
      async (request) => ({
        message: 'Candidate fetched',
        total: 1,
        data: await getCandidateDetail(db, {
          workspaceId: request.user().workspaceId,
          applicationId: request.params.applicationId,
        }),
      }),
    );

    app.post(
      candidatePaths.bookmark,
      { schema: { body: bookmarkBodySchema, response: { 200: bookmarkResponseSchema } } },
      async (request) => {
        const { application_id: applicationId, bookmarked } = request.body;
        await setBookmark(db, { workspaceId: request.user().workspaceId, applicationId, bookmarked });
        return {
          message: bookmarked ? candidateMessages.bookmarked : candidateMessages.unbookmarked,
          total: 1,
          data: { application_id: applicationId, bookmarked },
        };
      },
    );

    app.post(
      candidatePaths.stage,
      { schema: { body: stageChangeBodySchema, response: { 200: stageChangeResponseSchema } } },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const { application_ids: applicationIds, stage, reason } = request.body;
        const moving = (tx: Tx) => changeStage(tx, { workspaceId, applicationIds, stage, reason, actorId: userId });
        const moved = await auditStageChange(db, request, { applicationIds, stage }, moving);
        return {
          message: candidateMessages.moved(moved.length, stage),
          total: moved.length,
          data: { application_ids: moved, stage },
        };
      },
    );

    app.post(
      candidatePaths.screeningCall,
      { schema: { body: screeningCallBodySchema, response: { 201: screeningCallResponseSchema } } },
      async (request, reply) => {
        const { workspaceId, userId } = request.user();
        const applicationId = request.body.application_id;
        const call = await placeScreeningCall(db, { workspaceId, applicationId, voiceAccounts, actorId: userId });
        request.log.info({ callId: call.callId, applicationId }, 'screening call placed');
        const message = callPlacedMessage('Screening call', await recruitingAgentName(db, workspaceId));
        const data = { application_id: applicationId, call_id: call.callId, to_number: call.toNumber };
        return reply.status(201).send({ message, total: 1, data });
      },
    );

    app.get(apiRoutes.candidateResume, { schema: { params: candidateResumeParamsSchema } }, async (request, reply) =>
      sendDownload(
        reply,
        await readCandidateResume(db, { workspaceId: request.user().workspaceId, ...request.params }),
      ),
    );

    app.get(apiRoutes.candidateExport, { schema: { params: candidateParamsSchema } }, async (request, reply) => {
      const { candidateId } = request.params;
      const file = await exportCandidate(db, { workspaceId: request.user().workspaceId, candidateId });
      await recordCandidateExport(db, request, candidateId);
      return sendDownload(reply, file);
    });

    // Erasure cannot be undone: admins only, with the calls' fate chosen. One transaction.
    app.delete(
      apiRoutes.candidate,
      {
        schema: {
          params: candidateParamsSchema,
          querystring: erasureQuerySchema,
          response: { 200: erasureResponseSchema },
        },
        config: { role: 'admin' },
      },
      async (request) => {
        const { candidateId } = request.params;
        const { workspaceId } = request.user();
        const input = { workspaceId, candidateId, calls: request.query.calls, cancelInterviews };
        const data = await auditErasure(db, request, candidateId, (tx: Tx) => eraseCandidate(tx, input));
        afterErasure();
        const { applications, calls, calls_choice: callsChoice } = data;
        request.log.info({ candidateId, applications, calls, callsChoice }, 'candidate erased');
        return { message: candidateMessages.erased, total: 1, data };
      },
    );
  };
