import { randomBytes } from 'node:crypto';
import type { ApplicationStage, CandidateSource, ParsedResume } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray, type Tx } from '../../db/sql-helpers.ts';
import { canonicalSkill } from './skill-synonyms.ts';

// Candidates and their applications as rows: one candidate per person in a workspace (the same
// e-mail, else the same phone), the résumés they sent, and one application per job. Every write
// here runs in the caller's transaction.

const idOf = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
export const newCandidateId = () => idOf('cand');
export const newResumeId = () => idOf('res');
export const newApplicationId = () => idOf('app');

export type InWorkspace = { workspaceId: string };

/** Who a candidate is, as a form, an upload or an import tells it. */
export type CandidateFacts = {
  name: string;
  email: string | null;
  phone: string | null;
  location?: string;
  source: CandidateSource;
};

/** The canonical skills a résumé names: its list and every skill its sentences mention. */
export const skillKeysOf = (profile: ParsedResume): string[] =>
  [
    ...new Set(
      profile.skills
        .map((skill) => canonicalSkill(skill) ?? skill.trim().toLowerCase())
        .filter((key) => key.length > 0),
    ),
  ].sort();

const when = (at: Date | undefined) => (at === undefined ? sql`now()` : sql`${at.toISOString()}::timestamptz`);

/**
 * The candidate these facts name, merged: the one with the same e-mail, else the one with the same
 * phone, else a new one. What the known candidate lacks (a phone, a location) is filled in; what it
 * has is kept. Merges of one workspace run one at a time, so two uploads of one person make one.
 */
export const mergeCandidate = async (
  tx: Tx,
  { workspaceId, facts, at }: InWorkspace & { facts: CandidateFacts; at?: Date },
): Promise<{ candidateId: string; isNew: boolean }> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`candidates:${workspaceId}`}))`);
  const email = facts.email?.trim().toLowerCase() || null;
  const phone = facts.phone?.trim() || null;
  const byEmail =
    email === null
      ? []
      : rowsOf<{ id: string }>(
          await tx.execute(sql`select id from candidates where workspace_id = ${workspaceId} and email = ${email}`),
        );
  const byPhone =
    byEmail.length > 0 || phone === null
      ? []
      : rowsOf<{ id: string }>(
          await tx.execute(
            sql`select id from candidates where workspace_id = ${workspaceId} and phone = ${phone} order by created_at, id limit 1`,
          ),
        );
  const [found] = [...byEmail, ...byPhone];
  if (found) {
    await tx.execute(sql`update candidates set
        email = coalesce(email, ${email}), phone = coalesce(phone, ${phone}),
        location = case when location = '' then ${facts.location ?? ''} else location end, updated_at = now()
      where workspace_id = ${workspaceId} and id = ${found.id}`);
    return { candidateId: found.id, isNew: false };
  }
  const candidateId = newCandidateId();
  await tx.execute(sql`insert into candidates (workspace_id, id, name, email, phone, location, source, created_at, updated_at)
    values (${workspaceId}, ${candidateId}, ${facts.name}, ${email}, ${phone}, ${facts.location ?? ''}, ${facts.source}, ${when(at)}, ${when(at)})`);
  return { candidateId, isNew: true };
};

export type ResumeFile = { filename: string; contentType: string; bytes: Buffer };

/** Keeps a résumé of the candidate; `text` when it was read already. */
export const addResume = async (
  tx: Tx,
  input: InWorkspace & { candidateId: string; file: ResumeFile; text: string | null; at?: Date },
): Promise<string> => {
  const resumeId = newResumeId();
  await tx.execute(sql`insert into candidate_resumes (workspace_id, id, candidate_id, filename, content_type, bytes, text, created_at)
    values (${input.workspaceId}, ${resumeId}, ${input.candidateId}, ${input.file.filename}, ${input.file.contentType}, ${input.file.bytes}, ${input.text}, ${when(input.at)})`);
  return resumeId;
};

/** Stores what a résumé says as the candidate's profile (the newest read wins) and its skills. */
export const setProfile = async (
  tx: Tx,
  { workspaceId, candidateId, profile }: InWorkspace & { candidateId: string; profile: ParsedResume },
) => {
  await tx.execute(sql`update candidates set profile = ${JSON.stringify(profile)}::jsonb, skill_keys = ${textArray(skillKeysOf(profile))},
      location = case when location = '' then ${profile.location} else location end, updated_at = now()
    where workspace_id = ${workspaceId} and id = ${candidateId}`);
};

/** Writes one stage change to the history. */
export const recordStageEvent = async (
  tx: Tx,
  event: InWorkspace & {
    applicationId: string;
    jobId: string;
    from: ApplicationStage | null;
    to: ApplicationStage;
    reason?: string | null;
    actorId: string | null;
    at?: Date;
  },
) => {
  await tx.execute(sql`insert into application_stage_events (workspace_id, application_id, job_id, from_stage, to_stage, reason, actor_id, created_at)
    values (${event.workspaceId}, ${event.applicationId}, ${event.jobId}, ${event.from}, ${event.to}, ${event.reason ?? null}, ${event.actorId}, ${when(event.at)})`);
};

export type ApplicationInput = InWorkspace & {
  jobId: string;
  candidateId: string;
  resumeId: string;
  source: CandidateSource;
  consentedAt?: Date | null;
  at?: Date;
  /** The member who added it (an upload's), null for the candidate's own application. */
  actorId?: string | null;
};

/**
 * The candidate's application to the job: a new one (counted on the job, stage New), or the one
 * they already have, which takes the new résumé and is scored again. Answers its id.
 */
export const upsertApplication = async (
  tx: Tx,
  input: ApplicationInput,
): Promise<{ applicationId: string; isNew: boolean }> => {
  const { workspaceId, jobId, candidateId, resumeId } = input;
  const [existing] = rowsOf<{ id: string }>(
    await tx.execute(sql`update job_applications set resume_id = ${resumeId}, fit_status = 'pending', fit_generation = fit_generation + 1, fit_attempts = 0, fit_lease_until = null
      where workspace_id = ${workspaceId} and job_id = ${jobId} and candidate_id = ${candidateId} returning id`),
  );
  if (existing) return { applicationId: existing.id, isNew: false };
  const applicationId = newApplicationId();
  const consented = input.consentedAt
    ? sql`${input.consentedAt.toISOString()}::timestamptz`
    : input.source === 'careers'
      ? when(input.at)
      : sql`null`;
  await tx.execute(sql`insert into job_applications (workspace_id, id, job_id, candidate_id, resume_id, source, consented_at, created_at, stage_changed_at)
    values (${workspaceId}, ${applicationId}, ${jobId}, ${candidateId}, ${resumeId}, ${input.source}, ${consented}, ${when(input.at)}, ${when(input.at)})`);
  await tx.execute(
    sql`update jobs set applicant_count = applicant_count + 1 where workspace_id = ${workspaceId} and id = ${jobId}`,
  );
  await recordStageEvent(tx, {
    workspaceId,
    applicationId,
    jobId,
    from: null,
    to: 'new',
    actorId: input.actorId ?? null,
    at: input.at,
  });
  return { applicationId, isNew: true };
};
