import {
  apiRoutes,
  interviewerFormSchema,
  interviewerListResponseSchema,
  interviewerParamsSchema,
  interviewerResponseSchema,
  interviewPaths,
  interviewPlanFormSchema,
  interviewPlanQuerySchema,
  interviewPlanResponseSchema,
  listInterviewersQuerySchema,
  updateInterviewerSchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getPlan, savePlan } from './interview-plans.service.ts';
import { createInterviewer, getInterviewer, listInterviewers, updateInterviewer } from './interviewers.service.ts';

/** SPEC §7 /interviewer/interviewers and /interview-config/: who interviews, and each job's rounds. */
export const interviewersRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    app.get(
      interviewPaths.interviewers,
      { schema: { querystring: listInterviewersQuerySchema, response: { 200: interviewerListResponseSchema } } },
      async (request) => {
        const interviewers = await listInterviewers(db, {
          workspaceId: request.user().workspaceId,
          active: request.query.active,
        });
        return { message: 'Interviewers fetched', total: interviewers.length, data: { interviewers } };
      },
    );

    app.post(
      interviewPaths.interviewers,
      { schema: { body: interviewerFormSchema, response: { 201: interviewerResponseSchema } } },
      async (request, reply) => {
        const data = await createInterviewer(db, { workspaceId: request.user().workspaceId, form: request.body });
        return reply.status(201).send({ message: 'Interviewer added', total: 1, data });
      },
    );

    app.get(
      apiRoutes.interviewer,
      { schema: { params: interviewerParamsSchema, response: { 200: interviewerResponseSchema } } },
      async (request) => ({
        message: 'Interviewer fetched',
        total: 1,
        data: await getInterviewer(db, { workspaceId: request.user().workspaceId, id: request.params.id }),
      }),
    );

    // Also deactivates ({ is_active: false }): an interviewer with interviews is kept, and offered no more slots.
    app.put(
      apiRoutes.interviewer,
      {
        schema: {
          params: interviewerParamsSchema,
          body: updateInterviewerSchema,
          response: { 200: interviewerResponseSchema },
        },
      },
      async (request) => {
        const changes = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
        const data = await updateInterviewer(db, {
          workspaceId: request.user().workspaceId,
          id: request.params.id,
          changes,
        });
        return { message: 'Interviewer saved', total: 1, data };
      },
    );

    app.get(
      interviewPaths.plan,
      { schema: { querystring: interviewPlanQuerySchema, response: { 200: interviewPlanResponseSchema } } },
      async (request) => ({
        message: 'Interview plan fetched',
        total: 1,
        data: await getPlan(db, { workspaceId: request.user().workspaceId, jobId: request.query.job_id }),
      }),
    );

    app.put(
      interviewPaths.plan,
      { schema: { body: interviewPlanFormSchema, response: { 200: interviewPlanResponseSchema } } },
      async (request) => ({
        message: 'Interview plan saved',
        total: 1,
        data: await savePlan(db, { workspaceId: request.user().workspaceId, form: request.body }),
      }),
    );
  };
