import {
  apiRoutes,
  bookInterviewSchema,
  bookingLinkResponseSchema,
  bookingLinkSchema,
  callPlacedMessage,
  cancelInterviewSchema,
  interviewListResponseSchema,
  interviewMessages,
  interviewParamsSchema,
  interviewPaths,
  interviewResponseSchema,
  listInterviewsQuerySchema,
  rescheduleInterviewSchema,
  schedulingCallSchema,
  schedulingCallResponseSchema,
  scorecardFormSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VoiceAccounts } from '../calls/index.ts';
import { recruitingAgentName } from '../agents/index.ts';
import type { Db } from '../../db/client.ts';
import { recordInterview } from './interview-audit.ts';
import { bookInterview, cancelInterview, rescheduleInterview, type Invitations } from './interview-booking.ts';
import { getJob } from '../jobs/index.ts';
import { getInterview, selectInterviews } from './interview-records.ts';
import { getInterviewer } from './interviewers.service.ts';
import { slotsFor } from './interview-slots.ts';
import { placeSchedulingCall } from './scheduling-call.ts';
import { saveScorecard } from './scorecard.ts';
import { createBookingLink } from './self-booking.service.ts';

/** Interviews: the calendar, free slots, booking, moving, cancelling, scorecards and self-booking links. */
export const interviewsRoutes =
  ({
    db,
    invitations,
    jwtSecret,
    publicUrl,
    voiceAccounts,
  }: {
    db: Db;
    invitations: Invitations;
    jwtSecret: string;
    publicUrl: () => string;
    voiceAccounts: VoiceAccounts;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    app.get(
      interviewPaths.interviews,
      { schema: { querystring: listInterviewsQuerySchema, response: { 200: interviewListResponseSchema } } },
      async (request) => {
        const { from, to, interviewer_id: interviewerId, job_id: jobId, status } = request.query;
        const { workspaceId } = request.user();
        // A filter naming another workspace's job or interviewer is a 404, not an empty calendar.
        if (jobId) await getJob(db, { workspaceId, jobId });
        if (interviewerId) await getInterviewer(db, { workspaceId, id: interviewerId });
        const conditions = [
          sql`i.starts_at < ${new Date(to).toISOString()}::timestamptz and i.ends_at > ${new Date(from).toISOString()}::timestamptz`,
          ...(interviewerId
            ? [
                sql`exists (select 1 from interview_panel p where p.workspace_id = i.workspace_id and p.interview_id = i.id and p.interviewer_id = ${interviewerId})`,
              ]
            : []),
          ...(jobId ? [sql`i.job_id = ${jobId}`] : []),
          ...(status ? [sql`i.status = ${status}`] : []),
        ];
        const interviews = await selectInterviews(db, workspaceId, sql.join(conditions, sql` and `));
        return { message: 'Interviews fetched', total: interviews.length, data: { interviews } };
      },
    );

    app.get(
      interviewPaths.slots,
      { schema: { querystring: slotsQuerySchema, response: { 200: slotsResponseSchema } } },
      async (request) => {
        const { application_id: applicationId, round_id: roundId, from, to, limit } = request.query;
        const slots = await slotsFor(db, {
          workspaceId: request.user().workspaceId,
          applicationId,
          roundId,
          from,
          to,
          limit,
        });
        return { message: `${slots.length} free slots`, total: slots.length, data: { slots } };
      },
    );

    app.post(
      interviewPaths.interviews,
      { schema: { body: bookInterviewSchema, response: { 201: interviewResponseSchema } } },
      async (request, reply) => {
        const { workspaceId, userId } = request.user();
        const {
          application_id: applicationId,
          round_id: roundId,
          start_timestamp: start,
          interviewer_ids: interviewerIds,
        } = request.body;
        const onDone = recordInterview('booked', request);
        const booking = { workspaceId, applicationId, roundId, start, interviewerIds, actorId: userId, onDone };
        const data = await bookInterview(db, invitations, { ...booking, bookedBy: 'recruiter' });
        return reply.status(201).send({ message: interviewMessages.booked, total: 1, data });
      },
    );

    app.get(
      apiRoutes.interview,
      { schema: { params: interviewParamsSchema, response: { 200: interviewResponseSchema } } },
      async (request) => ({
        message: 'Interview fetched',
        total: 1,
        data: await getInterview(db, { workspaceId: request.user().workspaceId, id: request.params.id }),
      }),
    );

    app.post(
      apiRoutes.interviewReschedule,
      {
        schema: {
          params: interviewParamsSchema,
          body: rescheduleInterviewSchema,
          response: { 200: interviewResponseSchema },
        },
      },
      async (request) => {
        const data = await rescheduleInterview(db, invitations, {
          workspaceId: request.user().workspaceId,
          id: request.params.id,
          start: request.body.start_timestamp,
          interviewerIds: request.body.interviewer_ids,
          onDone: recordInterview('rescheduled', request),
        });
        return { message: interviewMessages.rescheduled, total: 1, data };
      },
    );

    app.post(
      apiRoutes.interviewCancel,
      {
        schema: {
          params: interviewParamsSchema,
          body: cancelInterviewSchema,
          response: { 200: interviewResponseSchema },
        },
      },
      async (request) => {
        const onDone = recordInterview('cancelled', request);
        const { workspaceId } = request.user();
        const data = await cancelInterview(db, invitations, { workspaceId, id: request.params.id, onDone });
        return { message: interviewMessages.cancelled, total: 1, data };
      },
    );

    app.post(
      apiRoutes.interviewScorecard,
      {
        schema: {
          params: interviewParamsSchema,
          body: scorecardFormSchema,
          response: { 200: interviewResponseSchema },
        },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const data = await saveScorecard(db, {
          workspaceId,
          id: request.params.id,
          form: request.body,
          actorId: userId,
        });
        return { message: interviewMessages.scorecardSaved, total: 1, data };
      },
    );

    app.post(
      interviewPaths.schedulingCall,
      { schema: { body: schedulingCallSchema, response: { 201: schedulingCallResponseSchema } } },
      async (request, reply) => {
        const { application_id: applicationId, round_id: roundId } = request.body;
        const { workspaceId } = request.user();
        const call = await placeSchedulingCall(db, { workspaceId, applicationId, roundId, voiceAccounts });
        request.log.info({ callId: call.call_id, applicationId }, 'scheduling call placed');
        const message = callPlacedMessage('Scheduling call', await recruitingAgentName(db, workspaceId));
        return reply.status(201).send({ message, total: 1, data: { call_id: call.call_id } });
      },
    );

    app.post(
      interviewPaths.bookingLinks,
      { schema: { body: bookingLinkSchema, response: { 201: bookingLinkResponseSchema } } },
      async (request, reply) => {
        const { workspaceId, userId } = request.user();
        const link = await createBookingLink(db, {
          workspaceId,
          userId,
          secret: jwtSecret,
          publicUrl: publicUrl(),
          ...request.body,
        });
        return reply.status(201).send({ message: 'Booking link made', total: 1, data: link });
      },
    );
  };
