import { randomBytes } from 'node:crypto';
import { interviewMessages, selfBookingPath } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { signUrl, verifySignedUrl } from '../../lib/signed-url.ts';
import { logoPathOf, logoVersionOf } from '../workspaces/index.ts';
import { getRound } from './interview-plans.service.ts';
import type { InWorkspace } from './interviewers.service.ts';
import { jobOfApplication } from './interview-slots.ts';

// Self-booking links: a candidate books a round themselves, without signing in, through a link
// that is signed (the workspace and the link, until it expires), stored (so it is used once), and
// bound to one application and round.

const SCOPE = 'interview-booking';
const HOUR_MS = 3_600_000;

/** A link's token in its path: the workspace and the link. */
const tokenOf = (workspaceId: string, linkId: string) => `${workspaceId}.${linkId}`;

export const createBookingLink = async (
  db: Db,
  input: InWorkspace & {
    userId: string | null;
    secret: string;
    publicUrl: string;
    application_id: string;
    round_id: string;
    valid_hours: number;
  },
): Promise<{ url: string; expires_timestamp: number }> => {
  const { workspaceId } = input;
  const jobId = await jobOfApplication(db, { workspaceId, applicationId: input.application_id });
  await getRound(db, { workspaceId, jobId, roundId: input.round_id });
  const linkId = `bkl_${randomBytes(12).toString('hex')}`;
  const ttlMs = input.valid_hours * HOUR_MS;
  const now = Date.now();
  await db.execute(sql`insert into interview_booking_links (workspace_id, id, application_id, round_id, expires_at, created_by)
    values (${workspaceId}, ${linkId}, ${input.application_id}, ${input.round_id}, ${new Date(now + ttlMs).toISOString()}::timestamptz, ${input.userId})`);
  const token = tokenOf(workspaceId, linkId);
  const path = signUrl({ secret: input.secret, scope: SCOPE, id: token, path: selfBookingPath(token), ttlMs, now });
  return { url: `${input.publicUrl.replace(/\/$/, '')}${path}`, expires_timestamp: now + ttlMs };
};

/** The company a candidate books with: the workspace's name, its careers site's address and its logo's (null: none). */
export type Company = { name: string; slug: string; logoPath: string | null };

export const companyOf = async (db: Db, workspaceId: string): Promise<Company> => {
  const [row] = rowsOf<{ name: string; slug: string; logo_version: string | number | null }>(
    await db.execute(
      sql`select name, slug, ${logoVersionOf(sql`${workspaceId}`)} as logo_version from workspaces where id = ${workspaceId}`,
    ),
  );
  return row
    ? { name: row.name, slug: row.slug, logoPath: logoPathOf(row.slug, row.logo_version) }
    : { name: '', slug: '', logoPath: null };
};

export type BookingLink = {
  workspaceId: string;
  linkId: string;
  applicationId: string;
  roundId: string;
  candidateName: string;
  jobTitle: string;
  roundName: string;
  usedInterviewId: string | null;
  /** The zone times are shown in until the candidate picks theirs: the round's first interviewer's. */
  defaultZone: string;
  /** The company (the workspace), the round's length and who the candidate meets. */
  company?: Company;
  durationMinutes?: number;
  /** The round's interviewers by name; a pool's panel is `panelSize` of them. */
  interviewerNames?: string[];
  panelSize?: number | null;
  /** How many days ahead the plan offers times. */
  windowDays?: number;
};

/**
 * The link a request names: 404 (not valid) unless its signature holds for it, 410 once it has
 * expired; a used link is answered with its booking (the page says it is booked).
 */
export const readBookingLink = async (
  db: Db,
  { token, exp, sig, secret }: { token: string; exp: number; sig: string; secret: string },
): Promise<BookingLink> => {
  const [workspaceId, linkId] = token.split('.');
  if (!workspaceId || !linkId || !/^[0-9a-f-]{36}$/.test(workspaceId))
    throw new HttpError(404, interviewMessages.linkInvalid);
  // Past its time the signature is not even checked: the answer is the same for a forged one.
  if (exp < Date.now()) throw new HttpError(410, interviewMessages.linkExpired);
  if (!verifySignedUrl({ secret, scope: SCOPE, id: token, expires: exp, signature: sig }))
    throw new HttpError(404, interviewMessages.linkInvalid);
  const [row] = rowsOf<{
    application_id: string;
    round_id: string;
    expires_ms: string | number;
    interview_id: string | null;
    name: string;
    title: string;
    job_id: string;
  }>(
    await db.execute(sql`select l.application_id, l.round_id, ${epochMs(sql`l.expires_at`)} as expires_ms, l.interview_id, c.name, j.title, j.id as job_id
      from interview_booking_links l
      join job_applications a on a.workspace_id = l.workspace_id and a.id = l.application_id
      join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
      join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where l.workspace_id = ${workspaceId} and l.id = ${linkId}`),
  );
  if (!row) throw new HttpError(404, interviewMessages.linkInvalid);
  if (Number(row.expires_ms) < Date.now()) throw new HttpError(410, interviewMessages.linkExpired);
  const { plan, round } = await getRound(db, { workspaceId, jobId: row.job_id, roundId: row.round_id });
  const people = rowsOf<{ id: string; name: string; time_zone: string }>(
    await db.execute(
      sql`select id, name, time_zone from interviewers where workspace_id = ${workspaceId} and id in (${sql.join(
        [...round.interviewer_ids, ''].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const inOrder = round.interviewer_ids.flatMap((id) => people.filter((person) => person.id === id));
  const company = await companyOf(db, workspaceId);
  return {
    workspaceId,
    linkId,
    applicationId: row.application_id,
    roundId: row.round_id,
    candidateName: row.name,
    jobTitle: row.title,
    roundName: round.name,
    usedInterviewId: row.interview_id,
    defaultZone: inOrder[0]?.time_zone ?? 'UTC',
    company,
    durationMinutes: round.duration_minutes,
    interviewerNames: inOrder.map((person) => person.name),
    panelSize: round.mode === 'pool' ? round.panel_size : null,
    windowDays: plan.window_days,
  };
};

/** Uses the link up for the interview, in the booking's transaction: 409 when another request used it first (that booking is undone). */
export const useBookingLink = async (tx: Tx, link: BookingLink, interviewId: string): Promise<void> => {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`update interview_booking_links set used_at = now(), interview_id = ${interviewId}
      where workspace_id = ${link.workspaceId} and id = ${link.linkId} and used_at is null returning id`),
  );
  if (rows.length !== 1) throw new HttpError(409, interviewMessages.linkUsed);
};
