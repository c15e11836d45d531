import { createHash } from 'node:crypto';
import type { ApplyForm } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { addResume, mergeCandidate, upsertApplication, type ResumeFile } from '../candidates/index.ts';

// An application from the careers site's Apply form: stored with its résumé, and counted on the
// job (jobs.applicant_count) in the same transaction. Submissions are limited per client address
// and per e-mail address and job, counted in the database (careers_apply_attempts) so that every
// API process shares the count and a restart forgets none.

export const applyLimits = {
  /** Applications from one client address to one workspace's site within an hour. */
  perAddress: { limit: 5, windowMinutes: 60 },
  /** Applications from one e-mail address to one job within a day. */
  perEmailAndJob: { limit: 3, windowMinutes: 24 * 60 },
} as const;

/** A key that names an address without storing it. */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

export type Resume = ResumeFile;

export type ApplyOutcome = 'accepted' | 'limited' | 'closed';

type Submission = {
  workspaceId: string;
  jobId: string;
  form: ApplyForm;
  phone: string;
  resume: Resume;
  clientAddress: string;
};

export type NewApplication = {
  workspaceId: string;
  jobId: string;
  name: string;
  email: string;
  phone: string;
  resume: Resume;
  at?: Date;
};

/**
 * Stores an application in the caller's transaction (the sample data gives a time in the past):
 * the candidate (the same e-mail, else the same phone, is the same person), the résumé (read and
 * scored in the background) and the application, counted on its job when it is new. Answers its id.
 */
export const recordApplication = async (
  tx: Tx,
  { workspaceId, jobId, name, email, phone, resume, at }: NewApplication,
): Promise<string> => {
  const { candidateId } = await mergeCandidate(tx, {
    workspaceId,
    facts: { name, email, phone: phone || null, source: 'careers' },
    at,
  });
  const resumeId = await addResume(tx, { workspaceId, candidateId, file: resume, text: null, at });
  const { applicationId } = await upsertApplication(tx, {
    workspaceId,
    jobId,
    candidateId,
    resumeId,
    source: 'careers',
    consentedAt: at ?? new Date(),
    at,
  });
  return applicationId;
};

const countSince = async (tx: Tx, workspaceId: string, key: string, windowMinutes: number) => {
  const [row] = rowsOf<{ n: string | number }>(
    await tx.execute(sql`select count(*) as n from careers_apply_attempts where workspace_id = ${workspaceId} and key = ${key}
      and created_at > now() - make_interval(mins => ${windowMinutes})`),
  );
  return Number(row?.n ?? 0);
};

/** Takes an application for an open job: 'limited' past a rate limit, 'closed' when the job closed meanwhile, else stored. */
export const submitApplication = async (db: Db, submission: Submission): Promise<ApplyOutcome> => {
  const { workspaceId, jobId, form, resume } = submission;
  const addressKey = keyOf('address', submission.clientAddress);
  const emailKey = keyOf('email', jobId, form.email);
  return db.transaction(async (tx) => {
    // One submission of an address at a time, so two at once cannot both slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`careers-apply:${workspaceId}:${addressKey}`}))`);
    const byAddress = await countSince(tx, workspaceId, addressKey, applyLimits.perAddress.windowMinutes);
    const byEmail = await countSince(tx, workspaceId, emailKey, applyLimits.perEmailAndJob.windowMinutes);
    if (byAddress >= applyLimits.perAddress.limit || byEmail >= applyLimits.perEmailAndJob.limit) return 'limited';
    const [job] = rowsOf<{ status: string; is_past: boolean }>(
      await tx.execute(sql`select status, coalesce(application_deadline < current_date, false) as is_past from jobs
        where workspace_id = ${workspaceId} and id = ${jobId} and posted_at is not null for update`),
    );
    if (job?.status !== 'open' || job.is_past) return 'closed';
    await tx.execute(sql`delete from careers_apply_attempts where created_at < now() - interval '1 day'`);
    await tx.execute(
      sql`insert into careers_apply_attempts (workspace_id, key) values (${workspaceId}, ${addressKey}), (${workspaceId}, ${emailKey})`,
    );
    await recordApplication(tx, {
      workspaceId,
      jobId,
      name: form.name,
      email: form.email,
      phone: submission.phone,
      resume,
    });
    return 'accepted';
  });
};
