import { parsedResumeSchema, type FitScore, type Job, type ParsedResume } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray, type Tx } from '../../db/sql-helpers.ts';
import type { AskModelForJson } from '../../lib/language-model.ts';
import { getJob } from '../jobs/index.ts';
import { setProfile } from './candidate-records.ts';
import { scoreFit } from './fit-score.ts';
import { readResumeFile, ResumeFileError, type ReadResumeOptions, type ReadScan } from './resume-file.ts';
import { readResume } from './resume-text.ts';

// The scoring queue: applications whose fit_status is 'pending' (new ones, and every application
// of a job whose requirements changed, migration 0030's trigger) are claimed a job at a time, in
// batches, with a lease; a résumé not read yet is read first; the scores are written back in one
// statement, each only if no newer request to score it came meanwhile (fit_generation).

/** Applications scored per claim. */
export const FIT_BATCH = 500;
/** Claims of one application before it is marked failed. */
const MAX_ATTEMPTS = 5;

type Claimed = { workspace_id: string; id: string; job_id: string; fit_generation: number; fit_attempts: number };

type Scored = { id: string; generation: number; status: 'scored' | 'failed'; score: number | null; fit: FitScore | null; error: string | null };

/** Writes scores (or failures) of one workspace's applications, those still at their generation. */
export const writeScores = async (db: Db | Tx, workspaceId: string, results: readonly Scored[]) => {
  if (results.length === 0) return;
  await db.execute(sql`update job_applications a
    set fit_status = v.status, fit_score = v.score, fit = v.fit, fit_error = v.error, fit_lease_until = null
    from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as v(id text, generation integer, status text, score integer, fit jsonb, error text)
    where a.workspace_id = ${workspaceId} and a.id = v.id and a.fit_generation = v.generation`);
};

/** The score of one résumé for the job, as a result to write. */
export const scoredResult = (job: Job, profile: ParsedResume, id: string, generation: number): Scored => {
  const fit = scoreFit(job, profile);
  return { id, generation, status: 'scored', score: fit.score, fit, error: null };
};

const claimBatch = async (db: Db, leaseMs: number): Promise<Claimed[]> =>
  rowsOf<Claimed>(
    await db.execute(sql`with target as (
        select workspace_id, job_id from job_applications
        where fit_status = 'pending' and (fit_lease_until is null or fit_lease_until < now())
        limit 1
      ), picked as (
        select a.workspace_id, a.id from job_applications a join target t on a.workspace_id = t.workspace_id and a.job_id = t.job_id
        where a.fit_status = 'pending' and (a.fit_lease_until is null or a.fit_lease_until < now())
        order by a.id limit ${FIT_BATCH}
        for update of a skip locked
      )
      update job_applications a set fit_lease_until = now() + ${`${leaseMs} milliseconds`}::interval, fit_attempts = a.fit_attempts + 1
      from picked where a.workspace_id = picked.workspace_id and a.id = picked.id
      returning a.workspace_id, a.id, a.job_id, a.fit_generation, a.fit_attempts`),
  );

type ResumeOfApplication = {
  id: string;
  candidate_id: string;
  profile: unknown;
  resume_id: string | null;
  resume_text: string | null;
  content_type: string | null;
  bytes: Uint8Array | null;
};

/** Reads a résumé not read yet: its text on the résumé, what it says on the candidate. */
const readPending = async (db: Db, workspaceId: string, row: ResumeOfApplication, options: ReadResumeOptions): Promise<ParsedResume> => {
  const { text, profile } = await readResumeFile({ contentType: row.content_type ?? '', bytes: Buffer.from(row.bytes ?? new Uint8Array()) }, options);
  await db.transaction(async (tx) => {
    await tx.execute(sql`update candidate_resumes set text = ${text} where workspace_id = ${workspaceId} and id = ${row.resume_id}`);
    await setProfile(tx, { workspaceId, candidateId: row.candidate_id, profile });
  });
  return profile;
};

/**
 * Scores one claimed batch (null when nothing is pending): answers how many were scored or failed.
 * A résumé that cannot be read fails its application with the reason; anything else (the
 * database going away) leaves the lease to expire and the batch is claimed again.
 */
export type ScoringOptions = { leaseMs: number; now?: () => number; askModel?: AskModelForJson | undefined; readScan?: ReadScan | undefined };

export const scorePendingBatch = async (db: Db, { leaseMs, now = Date.now, askModel, readScan }: ScoringOptions): Promise<number | null> => {
  const claimed = await claimBatch(db, leaseMs);
  const first = claimed[0];
  if (!first) return null;
  const workspaceId = first.workspace_id;
  const job = await getJob(db, { workspaceId, jobId: first.job_id });
  const rows = rowsOf<ResumeOfApplication>(
    await db.execute(sql`select a.id, a.candidate_id, c.profile, r.id as resume_id, r.text as resume_text, r.content_type,
        case when r.text is null then r.bytes end as bytes
      from job_applications a join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
      left join candidate_resumes r on r.workspace_id = a.workspace_id and r.id = a.resume_id
      where a.workspace_id = ${workspaceId} and a.id = any(${textArray(claimed.map((row) => row.id))})`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  // What the candidate's latest résumé says; a résumé not read yet is read now.
  const profileOf = async (row: ResumeOfApplication): Promise<ParsedResume> => {
    if (row.resume_text === null) return readPending(db, workspaceId, row, { now: now(), askModel, readScan });
    const stored = parsedResumeSchema.safeParse(row.profile);
    return stored.success ? stored.data : readResume(row.resume_text, { now: now() });
  };
  const results: Scored[] = [];
  for (const application of claimed) {
    const generation = application.fit_generation;
    const failed = (error: string): Scored => ({ id: application.id, generation, status: 'failed', score: null, fit: null, error });
    const row = byId.get(application.id);
    if (!row || row.resume_id === null) {
      results.push(failed('No résumé to score'));
      continue;
    }
    try {
      results.push(scoredResult(job, await profileOf(row), application.id, generation));
    } catch (error) {
      if (error instanceof ResumeFileError) results.push(failed(error.message));
      else if (application.fit_attempts >= MAX_ATTEMPTS) results.push(failed('The résumé could not be scored'));
      else throw error;
    }
  }
  await writeScores(db, workspaceId, results);
  return results.length;
};
