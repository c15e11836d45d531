import { parsedResumeSchema, type FitScore, type ParsedResume } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray } from '../../db/sql-helpers.ts';
import { defineQueue, type Settlement } from '../../lib/durable-queue.ts';
import type { AskModelForJson } from '../../lib/language-model.ts';
import { getJob } from '../jobs/index.ts';
import { setProfile } from './candidate-records.ts';
import { askFitJudgements } from './fit-model.ts';
import { scoreFit } from './fit-score.ts';
import { readResumeFile, ResumeFileError, type ReadResumeOptions, type ReadScan } from './resume-file.ts';
import { readResume } from './resume-text.ts';

// The scoring queue: applications whose fit_status is 'pending' (new ones, and every application
// of a job whose requirements changed, migration 0030's trigger) are claimed a job at a time, in
// batches, with a lease (lib/durable-queue.ts); a résumé not read yet is read first; the scores are
// written back in one statement, each only if no newer request to score it came meanwhile (fit_generation).

/** Applications scored per claim. */
export const FIT_BATCH = 500;
/** Applications scored per claim when the language model judges each too (an answer takes seconds). */
const FIT_MODEL_BATCH = 12;
/** Questions to the language model in flight at once: 12 take three timeouts at most, within the lease. */
const MODEL_CONCURRENCY = 4;
/** Claims of one application before it is marked failed. */
const MAX_ATTEMPTS = 5;

type Claimed = { workspace_id: string; id: string; job_id: string; fit_generation: number; attempts: number };

/** Applications to score as a queue: pending ones, claimed a job at a time; a failure is final. */
const applications = defineQueue<Claimed>({
  table: 'job_applications',
  key: { workspace_id: 'uuid', id: 'text' },
  status: { column: 'fit_status', waiting: ['pending'], done: 'scored', failed: 'failed' },
  attempts: 'fit_attempts',
  leaseUntil: 'fit_lease_until',
  error: { column: 'fit_error', isShownWhileRetrying: false },
  generation: 'fit_generation',
  order: sql`id`,
  returning: sql`q.workspace_id, q.id, q.job_id, q.fit_generation`,
  settleSet: sql`fit_score = (v.data->>'score')::integer, fit = v.data->'fit'`,
});

/** Pending applications of one job (the first with any due), claimed together. */
const claimBatch = (db: Db, leaseMs: number, limit: number): Promise<Claimed[]> =>
  applications.claim(db, {
    limit,
    leaseMs,
    where: sql`(workspace_id, job_id) =
      (select workspace_id, job_id from job_applications where ${applications.due} limit 1)`,
  });

/** Runs `task` over the items, `width` at a time. */
const inTurns = async <T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
};

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
const readPending = async (
  db: Db,
  workspaceId: string,
  row: ResumeOfApplication,
  options: ReadResumeOptions,
): Promise<ParsedResume> => {
  const { text, profile } = await readResumeFile(
    { contentType: row.content_type ?? '', bytes: Buffer.from(row.bytes ?? new Uint8Array()) },
    options,
  );
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update candidate_resumes set text = ${text} where workspace_id = ${workspaceId} and id = ${row.resume_id}`,
    );
    await setProfile(tx, { workspaceId, candidateId: row.candidate_id, profile });
  });
  return profile;
};

/**
 * Scores one claimed batch (null when nothing is pending): answers how many were scored or failed.
 * A résumé that cannot be read fails its application with the reason; anything else (the
 * database going away) leaves the lease to expire and the batch is claimed again.
 */
export type ScoringOptions = {
  leaseMs: number;
  now?: () => number;
  askModel?: AskModelForJson | undefined;
  readScan?: ReadScan | undefined;
};

export const scorePendingBatch = async (
  db: Db,
  { leaseMs, now = Date.now, askModel, readScan }: ScoringOptions,
): Promise<number | null> => {
  const claimed = await claimBatch(db, leaseMs, askModel ? FIT_MODEL_BATCH : FIT_BATCH);
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
  const settlements: Settlement[] = [];
  const scored: { application: Claimed; profile: ParsedResume; fit: FitScore }[] = [];
  for (const application of claimed) {
    const failed = (reason: string) => settlements.push({ item: application, result: { outcome: 'failed', reason } });
    const row = byId.get(application.id);
    if (!row || row.resume_id === null) {
      failed('No résumé to score');
      continue;
    }
    try {
      const profile = await profileOf(row);
      scored.push({ application, profile, fit: scoreFit(job, profile, { now: now() }) });
    } catch (error) {
      if (error instanceof ResumeFileError) failed(error.message);
      else if (application.attempts >= MAX_ATTEMPTS) failed('The résumé could not be scored');
      else throw error;
    }
  }
  // The language model may find more of a requirement than the rules did (fit-model.ts).
  if (askModel)
    await inTurns(scored, MODEL_CONCURRENCY, async (entry) => {
      const judgements = await askFitJudgements({ job, resume: entry.profile, fit: entry.fit, askModel });
      if (judgements.size > 0) entry.fit = scoreFit(job, entry.profile, { now: now(), judgements });
    });
  for (const { application, fit } of scored)
    settlements.push({ item: application, result: { outcome: 'done', data: { score: fit.score, fit } } });
  // Each written only if no newer request to score it came meanwhile (its generation).
  await applications.settle(db, settlements);
  return settlements.length;
};
