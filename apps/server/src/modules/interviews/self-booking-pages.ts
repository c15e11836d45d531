import type { Slot } from '@agentdesk/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, statusOfError } from '../../lib/http-error.ts';
import { interviewMessages } from '@agentdesk/shared';
import { html, toHtmlString, type SafeHtml } from '../careers/index.ts';
import type { Invitations } from './interview-booking.ts';
import type { CalendarFiles } from './interview-mail.ts';
import { slotsFor } from './interview-slots.ts';
import { SELF_BOOKING_SCRIPT_PATH, selfBookingScript } from './self-booking-assets.ts';
import { daysOf, whenText, zoneForm, type PageAddress } from './self-booking-picker.ts';
import { frame, messageBody } from './self-booking-view.ts';
import { canonicalTimeZone } from './time-zones.ts';

// What the self-booking pages share: their queries, how they answer (a page, never JSON, never
// cached), their refusals as pages, their script, the zone they show and the times they offer.

const DAY_MS = 86_400_000;
/** Times looked for per page: every free start of a two-week window at 15-minute steps fits. */
const SLOTS_LOOKED_FOR = 1500;

export type SelfBookingDeps = { db: Db; invitations: Invitations & Partial<CalendarFiles>; jwtSecret: string };

export const linkQuerySchema = z.object({
  exp: z.coerce.number().int(),
  sig: z.string().min(10).max(100),
  tz: z.string().max(64).optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  start: z.coerce.number().int().optional(),
  cancel: z.literal('1').optional(),
  zone_from: z.literal('browser').optional(),
});
export type LinkQuery = z.infer<typeof linkQuerySchema>;
export const paramsSchema = z.object({ token: z.string().min(1).max(200) });
export const hidden = { hide: true } as const;

export const send = (reply: FastifyReply, status: number, markup: SafeHtml) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(toHtmlString(markup));

/** The heading a refusal's page has; an HttpError may name its own (`details.heading`). */
const headingOf = (status: number, error: FastifyError | HttpError) => {
  const named = error instanceof HttpError ? error.details?.['heading'] : undefined;
  if (typeof named === 'string') return named;
  if (status === 410) return 'This link has expired';
  if (status === 404) return 'This link is not valid';
  if (status === 409) return 'That time could not be booked';
  return 'Something went wrong';
};

/** The form posts, the script, and refusals as pages: in the plugin's scope, for its routes only. */
export const setUpPages = (app: FastifyInstance) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOfError(error);
    if (status >= 500)
      request.log.error({ failure: { type: error.name, message: error.message } }, 'self-booking page failed');
    const heading = headingOf(status, error);
    const message =
      status >= 500 ? 'Please try again later.' : error.validation ? interviewMessages.linkInvalid : error.message;
    return send(reply, status, frame(heading, undefined, messageBody(heading, message)));
  });
  app.get(SELF_BOOKING_SCRIPT_PATH, { schema: hidden }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(selfBookingScript),
  );
};

/** The zone the page shows: the one asked for (any of its names), else the fallback's, as canonical names. */
export const zoneOf = (asked: string | undefined, ...fallbacks: (string | null | undefined)[]): string => {
  for (const zone of [asked, ...fallbacks]) {
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
  }
  return 'UTC';
};

/** The round's free times for the application, by day in the zone, over the plan's window. */
export const offeredDays = async (
  db: Db,
  input: { workspaceId: string; applicationId: string; roundId: string; windowDays: number; zone: string },
) => {
  const now = Date.now();
  const slots: Slot[] = await slotsFor(db, { ...input, limit: SLOTS_LOOKED_FOR, now });
  return { slots, days: daysOf(slots, input.zone, { start: now, end: now + input.windowDays * DAY_MS }) };
};

/** The zone box, with a word on where the zone came from. */
export const zoneBox = (page: PageAddress, zone: string, query: LinkQuery) =>
  html`${zoneForm(page, zone, query.day)}<p class="hint" data-testid="zone-note">Times are shown in <strong data-testid="shown-zone">${zone}</strong>${query.zone_from === 'browser' ? ', found from your browser' : ''}.</p>`;

/** The confirm step: the choice in the candidate's zone, a form that books it, and the way back. */
export const confirmStep = (
  choice: { start: number; end: number; zone: string },
  form: {
    heading: string;
    action: string;
    fields: Record<string, string>;
    button: string;
    back: string;
    danger?: boolean;
  },
) =>
  html`<h2>${form.heading}</h2>
<p class="choice" data-testid="confirm-when">${whenText(choice.start, choice.end, choice.zone)}</p>
<form method="post" action="${form.action}" class="actions">${Object.entries(form.fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  )}<button class="button${form.danger ? ' danger' : ''}" type="submit" data-testid="confirm-button">${form.button}</button><a class="button secondary" href="${form.back}">Back</a></form>`;

/**
 * A booking or move, unless the time can no longer be had (taken meanwhile, a cap reached): then
 * the candidate is sent back (303) to choose again, where the page says that time is not free.
 */
export const orChooseAgain = async <T>(
  work: () => Promise<T>,
  reply: FastifyReply,
  again: string,
): Promise<T | null> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409 || error.message === interviewMessages.linkUsed)
      throw error;
    await reply.code(303).header('cache-control', 'no-store').redirect(again);
    return null;
  }
};
