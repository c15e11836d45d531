import { interviewMessages, selfBookingPath, type Interview, type Slot } from '@agentdesk/shared';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { html, page, toHtmlString, type SafeHtml } from '../careers/index.ts';
import { recordInterview } from './interview-audit.ts';
import { bookInterview, type Invitations } from './interview-booking.ts';
import { getInterview } from './interview-records.ts';
import { slotsFor } from './interview-slots.ts';
import { readBookingLink, useBookingLink, type BookingLink } from './self-booking.service.ts';
import { isValidTimeZone } from './time-zones.ts';

// The candidate's self-booking page (no sign-in, rendered by the server, works without
// JavaScript): the round's free slots in the candidate's zone, one button per slot; booking uses
// the link up and sends the invitations. An expired, used or forged link gets a clear page.

const linkQuerySchema = z.object({
  exp: z.coerce.number().int(),
  sig: z.string().min(10).max(100),
  tz: z.string().max(64).optional(),
});
const bookBodySchema = z.object({ start: z.coerce.number().int(), tz: z.string().max(64).optional() });
const paramsSchema = z.object({ token: z.string().min(1).max(200) });

const SLOTS_SHOWN = 60;
const zones = Intl.supportedValuesOf('timeZone');

const send = (reply: FastifyReply, status: number, markup: SafeHtml) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(toHtmlString(markup));

const frame = (title: string, body: SafeHtml) => page({ title, description: title, noindex: true, body });

const when = (at: number, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options }).format(at);
const dayOf = (at: number, zone: string) => when(at, zone, { weekday: 'long', day: 'numeric', month: 'long' });
const timeOf = (at: number, zone: string) => when(at, zone, { hour: '2-digit', minute: '2-digit', hour12: false });

const messageBody = (heading: string, message: string) =>
  html`<div class="card"><h1>${heading}</h1><p>${message}</p></div>`;

const bookedBody = (interview: Interview, zone: string) =>
  messageBody(
    `Your ${interview.round_name} interview is booked`,
    `${dayOf(interview.start_timestamp, zone)}, ${timeOf(interview.start_timestamp, zone)}–${timeOf(interview.end_timestamp, zone)} (${zone}), for ${interview.job_title}. An invitation is on its way to your e-mail address.`,
  );

const slotsBody = (
  link: BookingLink,
  slots: Slot[],
  zone: string,
  action: string,
  query: { exp: number; sig: string },
) => {
  const days = new Map<string, Slot[]>();
  for (const slot of slots)
    days.set(dayOf(slot.start_timestamp, zone), [...(days.get(dayOf(slot.start_timestamp, zone)) ?? []), slot]);
  return html`<div class="card">
<h1>Book your ${link.roundName} interview</h1>
<p>${link.candidateName}, choose a time for your interview for ${link.jobTitle}. Times are shown in <strong>${zone}</strong>.</p>
<form method="get" action="${action}" class="field"><input type="hidden" name="exp" value="${String(query.exp)}"><input type="hidden" name="sig" value="${query.sig}">
<label for="tz">Your time zone</label> <select id="tz" name="tz">${zones.map((name) => html`<option value="${name}"${name === zone ? html` selected` : null}>${name}</option>`)}</select>
<button class="button" type="submit">Show times</button></form>
${
  slots.length === 0
    ? html`<p>No times are free in the next days. Please reply to the recruiter's message for another time.</p>`
    : [...days].map(
        ([day, daySlots]) =>
          html`<h2>${day}</h2><div class="actions">${daySlots.map(
            (slot) =>
              html`<form method="post" action="${action}?exp=${String(query.exp)}&amp;sig=${query.sig}" style="display:inline-block;margin:4px"><input type="hidden" name="start" value="${String(slot.start_timestamp)}"><input type="hidden" name="tz" value="${zone}"><button class="button" type="submit" aria-label="${`${day}, ${timeOf(slot.start_timestamp, zone)}`}">${timeOf(slot.start_timestamp, zone)}</button></form>`,
          )}</div>`,
      )
}
</div>`;
};

export const selfBookingRoutes =
  ({ db, invitations, jwtSecret }: { db: Db; invitations: Invitations; jwtSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    // The slot buttons post plain HTML forms.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    // Refusals are pages: a forged link, an expired or used one, a slot taken meanwhile.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        error instanceof HttpError || (error.statusCode !== undefined && error.statusCode < 500)
          ? (error.statusCode ?? 500)
          : 500;
      if (status >= 500)
        request.log.error({ failure: { type: error.name, message: error.message } }, 'self-booking page failed');
      const heading =
        status === 410
          ? 'This link has expired'
          : status === 404
            ? 'This link is not valid'
            : status === 409
              ? 'That time could not be booked'
              : 'Something went wrong';
      const message =
        status >= 500 ? 'Please try again later.' : error.validation ? interviewMessages.linkInvalid : error.message;
      return send(reply, status, frame(heading, messageBody(heading, message)));
    });
    const hidden = { hide: true } as const;

    // The zone asked for, else the round's first interviewer's (a candidate mostly applies near the team).
    const zoneOf = (link: BookingLink, asked: string | undefined) =>
      asked && isValidTimeZone(asked) ? asked : link.defaultZone;

    app.get(
      '/book/:token',
      { schema: { ...hidden, params: paramsSchema, querystring: linkQuerySchema } },
      async (request, reply) => {
        const { exp, sig, tz } = request.query;
        const link = await readBookingLink(db, { token: request.params.token, exp, sig, secret: jwtSecret });
        const zone = zoneOf(link, tz);
        if (link.usedInterviewId !== null) {
          const interview = await getInterview(db, { workspaceId: link.workspaceId, id: link.usedInterviewId });
          return send(
            reply,
            200,
            frame('Interview booked', bookedBody(interview, interview.candidate_time_zone ?? zone)),
          );
        }
        const slots = await slotsFor(db, {
          workspaceId: link.workspaceId,
          applicationId: link.applicationId,
          roundId: link.roundId,
          limit: SLOTS_SHOWN,
        });
        return send(
          reply,
          200,
          frame(
            `Book your ${link.roundName} interview`,
            slotsBody(link, slots, zone, selfBookingPath(request.params.token), { exp, sig }),
          ),
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
        const zone = zoneOf(link, request.body.tz);
        const interview = await bookInterview(db, invitations, {
          workspaceId: link.workspaceId,
          applicationId: link.applicationId,
          roundId: link.roundId,
          start: request.body.start,
          bookedBy: 'candidate',
          actorId: null,
          candidateTimeZone: zone,
          onBooked: (tx, interviewId) => useBookingLink(tx, link, interviewId),
          onDone: recordInterview('booked', { workspaceId: link.workspaceId, by: 'candidate' }),
        });
        return send(reply, 201, frame('Interview booked', bookedBody(interview, zone)));
      },
    );
  };
