import { interviewMessages, type Interview } from '@agentdesk/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { html } from '../careers/index.ts';
import { recordInterview } from './interview-audit.ts';
import { cancelInterview, rescheduleInterview } from './interview-booking.ts';
import { getRound } from './interview-plans.service.ts';
import { isChangeable, manageBookingPath, readManageLink } from './self-booking-manage.ts';
import {
  confirmStep,
  hidden,
  linkQuerySchema,
  offeredDays,
  orChooseAgain,
  paramsSchema,
  send,
  zoneBox,
  zoneOf,
  type LinkQuery,
  type SelfBookingDeps,
} from './self-booking-pages.ts';
import { addressOf, picker, whenText, type PageAddress } from './self-booking-picker.ts';
import { bookedPage, frame, meetingOf, messageBody, roundTitle, summaryPane, twoPanes } from './self-booking-view.ts';
import { companyOf } from './self-booking.service.ts';

// The candidate's reschedule-or-cancel page, from the link in their invitation mail and on the
// booked page: until the interview starts they pick a new time (confirmed, then moved: the same
// UID, a higher SEQUENCE, updated invitations to everyone) or cancel it (confirmed, then CANCEL
// invitations); after the start the page says it can no longer be changed here.

const manageBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reschedule'), start: z.coerce.number().int(), tz: z.string().max(64).optional() }),
  z.object({ action: z.literal('cancel') }),
]);

const notChangeable = (interview: Interview) =>
  interview.status === 'cancelled'
    ? new HttpError(409, interviewMessages.interviewCancelledAlready, { heading: 'This interview was cancelled' })
    : new HttpError(409, interviewMessages.interviewStarted, { heading: 'This interview can no longer be changed' });

export const manageRoutes = (parent: FastifyInstance, { db, invitations, jwtSecret }: SelfBookingDeps) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const read = async (token: string, query: Pick<LinkQuery, 'exp' | 'sig'>) => {
    const managed = await readManageLink(db, { token, exp: query.exp, sig: query.sig, secret: jwtSecret });
    return { ...managed, company: await companyOf(db, managed.workspaceId) };
  };
  const zoneFor = (interview: Interview, asked?: string) =>
    zoneOf(asked, interview.candidate_time_zone, interview.interviewers[0]?.time_zone);

  app.get(
    '/booking/:token',
    { schema: { ...hidden, params: paramsSchema, querystring: linkQuerySchema } },
    async (request, reply) => {
      const { query } = request;
      const { workspaceId, interview, company } = await read(request.params.token, query);
      const zone = zoneFor(interview, query.tz);
      const title = `Your ${roundTitle(interview.round_name)}`;
      const when = html`<p class="choice" data-testid="booked-when">${whenText(interview.start_timestamp, interview.end_timestamp, zone)}</p>`;
      if (!isChangeable(interview)) {
        const refusal = notChangeable(interview);
        const heading = String(refusal.details?.['heading']);
        return send(reply, 200, frame(heading, company, messageBody(heading, refusal.message, when)));
      }
      const address: PageAddress = { path: manageBookingPath(request.params.token), exp: query.exp, sig: query.sig };
      const left = summaryPane(meetingOf(interview, company), zoneBox(address, zone, query));
      const answer = (right: ReturnType<typeof html>, detectZone = false) =>
        send(reply, 200, frame(title, company, twoPanes(left, html`<h1>${title}</h1>${right}`, { detectZone })));
      if (query.cancel === '1')
        return answer(
          confirmStep(
            { start: interview.start_timestamp, end: interview.end_timestamp, zone },
            {
              heading: 'Cancel this interview?',
              action: addressOf(address),
              fields: { action: 'cancel' },
              button: 'Cancel interview',
              back: addressOf(address, { tz: zone }),
              danger: true,
            },
          ),
        );
      const { plan } = await getRound(db, { workspaceId, jobId: interview.job_id, roundId: interview.round_id });
      const { slots, days } = await offeredDays(db, {
        workspaceId,
        applicationId: interview.application_id,
        roundId: interview.round_id,
        windowDays: plan.window_days,
        zone,
      });
      const chosen = query.start === undefined ? undefined : slots.find((slot) => slot.start_timestamp === query.start);
      if (chosen)
        return answer(
          html`${when}${confirmStep(
            { start: chosen.start_timestamp, end: chosen.end_timestamp, zone },
            {
              heading: 'Move your interview to',
              action: addressOf(address),
              fields: { action: 'reschedule', start: String(chosen.start_timestamp), tz: zone },
              button: 'Confirm new time',
              back: addressOf(address, { tz: zone, day: query.day }),
            },
          )}`,
        );
      return answer(
        html`${bookedPage(jwtSecret, interview, company.name, workspaceId, zone, { isManagePage: true })}
<p class="actions"><a class="button secondary" href="${addressOf(address, { tz: zone, cancel: '1' })}" data-testid="cancel-link">Cancel interview</a></p>
${query.start === undefined ? null : html`<p class="notice" role="status">${interviewMessages.slotTaken}.</p>`}${picker(address, { days, zone, chosen: query.day, heading: 'Or pick a new day and time' })}`,
        query.tz === undefined,
      );
    },
  );

  app.post(
    '/booking/:token',
    { schema: { ...hidden, params: paramsSchema, querystring: linkQuerySchema, body: manageBodySchema } },
    async (request, reply) => {
      const { workspaceId, interview, company } = await read(request.params.token, request.query);
      if (!isChangeable(interview)) throw notChangeable(interview);
      const actor = { workspaceId, by: 'candidate' } as const;
      const { body } = request;
      if (body.action === 'cancel') {
        const cancelled = await cancelInterview(db, invitations, {
          workspaceId,
          id: interview.interview_id,
          onDone: recordInterview('cancelled', actor),
        });
        const heading = interviewMessages.candidateCancelled;
        const zone = zoneFor(cancelled);
        return send(
          reply,
          200,
          frame(
            heading,
            company,
            messageBody(
              heading,
              `${roundTitle(cancelled.round_name)} for ${cancelled.job_title}, ${whenText(cancelled.start_timestamp, cancelled.end_timestamp, zone)}, is cancelled. The interviewers have been told.`,
            ),
          ),
        );
      }
      const address: PageAddress = { path: manageBookingPath(request.params.token), ...request.query };
      const again = addressOf(address, { tz: zoneFor(interview, body.tz), start: body.start });
      const moved = await orChooseAgain(
        () =>
          rescheduleInterview(db, invitations, {
            workspaceId,
            id: interview.interview_id,
            start: body.start,
            candidateTimeZone: zoneFor(interview, body.tz),
            onDone: recordInterview('rescheduled', actor),
          }),
        reply,
        again,
      );
      if (!moved) return reply;
      const zone = zoneFor(moved, body.tz);
      const heading = interviewMessages.candidateRescheduled;
      return send(
        reply,
        200,
        frame(
          heading,
          company,
          twoPanes(
            summaryPane(meetingOf(moved, company)),
            html`<h1>${heading}</h1>${bookedPage(jwtSecret, moved, company.name, workspaceId, zone)}`,
          ),
        ),
      );
    },
  );

  app.get(
    '/booking/:token/interview.ics',
    { schema: { ...hidden, params: paramsSchema, querystring: linkQuerySchema } },
    async (request, reply) => {
      const { interview } = await read(request.params.token, request.query);
      if (interview.status === 'cancelled') throw notChangeable(interview);
      if (!invitations.calendarFile) throw new HttpError(404, 'No calendar file here');
      const content = await invitations.calendarFile(db, interview, zoneFor(interview, request.query.tz));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .type('text/calendar; charset=utf-8')
        .send(content);
    },
  );
};
