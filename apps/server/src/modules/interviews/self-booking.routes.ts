import { interviewMessages, selfBookingPath, type Interview } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { html } from '../careers/index.ts';
import { recordInterview } from './interview-audit.ts';
import { bookInterview } from './interview-booking.ts';
import { getInterview } from './interview-records.ts';
import { manageRoutes } from './self-booking-manage.routes.ts';
import {
  confirmStep,
  hidden,
  linkQuerySchema,
  offeredDays,
  orChooseAgain,
  paramsSchema,
  send,
  setUpPages,
  zoneBox,
  zoneOf,
  type SelfBookingDeps,
} from './self-booking-pages.ts';
import { addressOf, picker, whenText, type PageAddress } from './self-booking-picker.ts';
import {
  bookedPage,
  frame,
  messageBody,
  roundTitle,
  summaryPane,
  twoPanes,
  type Meeting,
} from './self-booking-view.ts';
import { readBookingLink, useBookingLink, type BookingLink } from './self-booking.service.ts';

// The candidate's self-booking page (no sign-in, rendered by the server, works without
// JavaScript), like Cal.com's: the company, the job, the round's length and who they meet; their
// zone (from the browser with JavaScript, else a box); the days with free times and the chosen
// day's times; a confirm step; and the booked interview with its calendar links and the link to
// reschedule or cancel (self-booking-manage.routes.ts). The signed, single-use link is the only key:
// every GET only reads, and the POSTs need the link's signature (no cookie is involved).

const bookBodySchema = z.object({ start: z.coerce.number().int(), tz: z.string().max(64).optional() });

const meetingOf = (link: BookingLink): Meeting => ({
  company: link.company?.name ?? '',
  logoPath: link.company?.logoPath ?? null,
  jobTitle: link.jobTitle,
  roundName: link.roundName,
  durationMinutes: link.durationMinutes ?? 0,
  interviewerNames: link.interviewerNames ?? [],
  panelSize: link.panelSize ?? null,
  candidateName: link.candidateName,
});

export const selfBookingRoutes =
  (deps: SelfBookingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, invitations, jwtSecret } = deps;
    setUpPages(app);

    const bookedBody = (link: BookingLink, interview: Interview, zone: string) =>
      twoPanes(
        summaryPane(meetingOf(link)),
        html`<h1>Your ${roundTitle(interview.round_name)} is booked</h1>${bookedPage(jwtSecret, interview, link.company?.name ?? '', link.workspaceId, zone)}`,
      );

    app.get(
      '/book/:token',
      { schema: { ...hidden, params: paramsSchema, querystring: linkQuerySchema } },
      async (request, reply) => {
        const { query } = request;
        const link = await readBookingLink(db, {
          token: request.params.token,
          exp: query.exp,
          sig: query.sig,
          secret: jwtSecret,
        });
        const title = `Book your ${roundTitle(link.roundName)}`;
        if (link.usedInterviewId !== null) {
          const interview = await getInterview(db, { workspaceId: link.workspaceId, id: link.usedInterviewId });
          const zone = zoneOf(query.tz, interview.candidate_time_zone, link.defaultZone);
          if (interview.status === 'cancelled') {
            const heading = 'This interview was cancelled';
            const when = whenText(interview.start_timestamp, interview.end_timestamp, zone);
            const message = `${roundTitle(interview.round_name)} for ${interview.job_title}, ${when}, was cancelled. Reply to the recruiter’s message to find another time.`;
            return send(reply, 200, frame(heading, link.company, messageBody(heading, message)));
          }
          return send(
            reply,
            200,
            frame(
              `Your ${roundTitle(interview.round_name)} is booked`,
              link.company,
              bookedBody(link, interview, zone),
            ),
          );
        }
        const zone = zoneOf(query.tz, link.defaultZone);
        const address: PageAddress = { path: selfBookingPath(request.params.token), exp: query.exp, sig: query.sig };
        const { slots, days } = await offeredDays(db, { ...link, windowDays: link.windowDays ?? 14, zone });
        const chosen =
          query.start === undefined ? undefined : slots.find((slot) => slot.start_timestamp === query.start);
        const right = chosen
          ? confirmStep(
              { start: chosen.start_timestamp, end: chosen.end_timestamp, zone },
              {
                heading: 'Confirm your interview',
                action: addressOf(address),
                fields: { start: String(chosen.start_timestamp), tz: zone },
                button: 'Confirm booking',
                back: addressOf(address, { tz: zone, day: query.day }),
              },
            )
          : html`${query.start === undefined ? null : html`<p class="notice" role="status">${interviewMessages.slotTaken}.</p>`}${picker(address, { days, zone, chosen: query.day })}`;
        const left = summaryPane(meetingOf(link), zoneBox(address, zone, query));
        return send(
          reply,
          200,
          frame(title, link.company, twoPanes(left, html`<h1>${title}</h1>${right}`, { detectZone: !chosen })),
        );
      },
    );

    app.post(
      '/book/:token',
      { schema: { ...hidden, params: paramsSchema, querystring: linkQuerySchema, body: bookBodySchema } },
      async (request, reply) => {
        const { exp, sig } = request.query;
        const link = await readBookingLink(db, { token: request.params.token, exp, sig, secret: jwtSecret });
        if (link.usedInterviewId !== null) throw new HttpError(409, interviewMessages.linkUsed);
        const zone = zoneOf(request.body.tz, link.defaultZone);
        const address: PageAddress = { path: selfBookingPath(request.params.token), exp, sig };
        const again = addressOf(address, { tz: zone, start: request.body.start });
        const interview = await orChooseAgain(
          () =>
            bookInterview(db, invitations, {
              workspaceId: link.workspaceId,
              applicationId: link.applicationId,
              roundId: link.roundId,
              start: request.body.start,
              bookedBy: 'candidate',
              actorId: null,
              candidateTimeZone: zone,
              onBooked: (tx, interviewId) => useBookingLink(tx, link, interviewId),
              onDone: recordInterview('booked', { workspaceId: link.workspaceId, by: 'candidate' }),
            }),
          reply,
          again,
        );
        if (!interview) return reply;
        return send(
          reply,
          201,
          frame(`Your ${roundTitle(interview.round_name)} is booked`, link.company, bookedBody(link, interview, zone)),
        );
      },
    );

    manageRoutes(app, deps);
  };
