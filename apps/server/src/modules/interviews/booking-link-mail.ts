import {
  candidateMessages,
  candidateRecordMessages,
  mailBookingLinkResponseSchema,
  mailBookingLinkSchema,
  interviewPaths,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError } from '../../lib/http-error.ts';
import { MASKED_SECRET } from '../../mail/mail-secret.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { auditOf, recordAudit } from '../workspaces/index.ts';
import { getRound } from './interview-plans.service.ts';
import { createBookingLink } from './self-booking.service.ts';

// "Send self-booking link" (#30 item 4): the link made as every self-booking link is
// (self-booking.service.ts), mailed to the candidate through the outbox (SMTP when configured),
// its sending kept on the link (the candidate's page says when) and in the audit log. The link
// itself is the mail's secret: written in only at the moment of sending, never kept in the outbox.

type Target = {
  candidate_id: string;
  name: string;
  email: string | null;
  job_id: string;
  title: string;
  workspace_name: string;
};

const dateUtc = (at: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);

/** The mail's text: who writes, for which job and round, the link (masked until sent) and until when it works. */
export const bookingLinkMailText = (input: {
  name: string;
  jobTitle: string;
  roundName: string;
  minutes: number;
  company: string;
  expires: number;
}): string =>
  [
    `Hello ${input.name},`,
    '',
    `Thank you for applying for ${input.jobTitle} at ${input.company}. Please choose a time for your ` +
      `${input.roundName} (${input.minutes} minutes) on this page:`,
    '',
    MASKED_SECRET,
    '',
    `The link works once, until ${dateUtc(input.expires)} UTC.`,
    '',
    `${input.company} hiring team`,
  ].join('\n');

/** The link's id, from its address (/book/<workspace>.<link>?exp&sig). */
const linkIdOf = (url: string): string => {
  const token = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  return token.slice(token.indexOf('.') + 1);
};

export const bookingLinkMailRoutes =
  ({
    db,
    mailer,
    jwtSecret,
    publicUrl,
  }: {
    db: Db;
    mailer: Mailer;
    jwtSecret: string;
    publicUrl: () => string;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    app.post(
      interviewPaths.mailBookingLink,
      { schema: { body: mailBookingLinkSchema, response: { 201: mailBookingLinkResponseSchema } } },
      async (request, reply) => {
        const { workspaceId, userId } = request.user();
        const { application_id: applicationId, round_id: roundId } = request.body;
        const [target] = rowsOf<Target>(
          await db.execute(sql`select c.id as candidate_id, c.name, c.email, j.id as job_id, j.title, w.name as workspace_name
            from job_applications a
            join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
            join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
            join workspaces w on w.id = a.workspace_id
            where a.workspace_id = ${workspaceId} and a.id = ${applicationId}`),
        );
        if (!target) throw new HttpError(404, candidateMessages.applicationNotFound);
        const { round } = await getRound(db, { workspaceId, jobId: target.job_id, roundId });
        const email = target.email?.trim() ?? '';
        if (email === '') throw new HttpError(422, candidateRecordMessages.noEmail);
        const link = await createBookingLink(db, {
          workspaceId,
          userId,
          secret: jwtSecret,
          publicUrl: publicUrl(),
          ...request.body,
        });
        const text = bookingLinkMailText({
          name: target.name,
          jobTitle: target.title,
          roundName: round.name,
          minutes: round.duration_minutes,
          company: target.workspace_name,
          expires: link.expires_timestamp,
        });
        const sentAt = Date.now();
        await db.transaction(async (tx) => {
          await tx.execute(sql`update interview_booking_links set sent_at = ${new Date(sentAt).toISOString()}::timestamptz, sent_to = ${email}
            where workspace_id = ${workspaceId} and id = ${linkIdOf(link.url)}`);
          await mailer.enqueue(
            {
              kind: 'interview_booking_link',
              to: email,
              workspaceId,
              subject: `Choose a time for your ${round.name}: ${target.title}`,
              text,
              secret: link.url,
            },
            tx,
          );
          const subject = { type: 'application', id: applicationId, name: target.name } as const;
          const details = {
            job: target.title,
            round: round.name,
            expires_at: new Date(link.expires_timestamp).toISOString(),
          };
          await recordAudit(
            tx,
            auditOf(request, 'booking_link_sent', { ...subject, candidateId: target.candidate_id }, details),
          );
        });
        mailer.kick();
        return reply.status(201).send({
          message: candidateRecordMessages.linkMailed(email),
          total: 1,
          data: { sent_to: email, sent_timestamp: sentAt, expires_timestamp: link.expires_timestamp },
        });
      },
    );
  };
