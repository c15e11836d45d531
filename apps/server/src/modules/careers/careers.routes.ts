import {
  apiRoutes,
  careersMessages,
  jobApplicationListResponseSchema,
  jobApplicationParamsSchema,
  jobIdParamsSchema,
  jobPaths,
  jobResponseSchema,
  listJobApplicationsQuerySchema,
  postJobToCareersBodySchema,
  type Job,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { sendDownload } from '../../lib/send-download.ts';
import { jobAuditOf } from '../jobs/index.ts';
import { audited } from '../workspaces/index.ts';
import { listJobApplications, postJobToCareers, readResume } from './careers.service.ts';

/** SPEC §7 post-to-ats (publishing) and the applications of a job, for the signed-in members of its workspace. */
export const careersRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    app.post(
      jobPaths.postToAts,
      {
        config: { shortValidationMessage: true },
        schema: { body: postJobToCareersBodySchema, response: { 200: jobResponseSchema } },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const posting = (tx: Tx) => postJobToCareers(tx, { workspaceId, jobId: request.body.job_id, userId });
        // The same action as Publish, recorded as one.
        const posted = (done: { job: Job; wasPosted: boolean }) =>
          done.wasPosted ? null : jobAuditOf(request, 'job_published', done.job);
        const { job, wasPosted } = await audited(db, posting, posted);
        return { message: wasPosted ? careersMessages.alreadyPosted : careersMessages.posted, total: 1, data: job };
      },
    );

    app.get(
      apiRoutes.jobApplications,
      {
        schema: {
          params: jobIdParamsSchema,
          querystring: listJobApplicationsQuerySchema,
          response: { 200: jobApplicationListResponseSchema },
        },
      },
      async (request) => {
        const { applications, nextCursor, total } = await listJobApplications(db, {
          workspaceId: request.user().workspaceId,
          jobId: request.params.jobId,
          ...request.query,
        });
        return { message: 'Applications fetched', total, data: { applications, next_cursor: nextCursor } };
      },
    );

    app.get(
      apiRoutes.jobApplicationResume,
      { schema: { params: jobApplicationParamsSchema } },
      async (request, reply) =>
        sendDownload(reply, await readResume(db, { workspaceId: request.user().workspaceId, ...request.params })),
    );
  };
