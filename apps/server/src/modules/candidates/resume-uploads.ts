import { randomBytes } from 'node:crypto';
import { candidateMessages, type ScoringBatch, type ScoringFileStatus } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { getJob } from '../jobs/index.ts';
import { addResume, mergeCandidate, setProfile, upsertApplication, type InWorkspace } from './candidate-records.ts';
import { scoredResult, writeScores, type ScoringOptions } from './fit-scoring.ts';
import { readResumeFile, ResumeFileError } from './resume-file.ts';

// Résumé uploads (POST /candidate/score-candidates): a batch of files against a job, each read
// and scored in the background, durably (candidate_upload_files is the queue), with its own
// outcome: one unreadable file fails alone and the rest go on.

/** A file as the upload took it: its bytes, or why it was refused before reading (too large, not a résumé). */
export type UploadedFile = { filename: string; contentType: string; size: number; bytes: Buffer | null; refusal: string | null };

const RETRY_MS = 10_000;
const MAX_ATTEMPTS = 4;

/** Queues the files of an upload for the job (404 when the workspace has no such job); answers the batch. */
export const queueUpload = async (db: Db, { workspaceId, jobId, userId, files }: InWorkspace & { jobId: string; userId: string | null; files: UploadedFile[] }): Promise<ScoringBatch> => {
  const batchId = `upl_${randomBytes(8).toString('hex')}`;
  await db.transaction(async (tx) => {
    await getJob(tx, { workspaceId, jobId });
    await tx.execute(sql`insert into candidate_uploads (workspace_id, id, job_id, user_id) values (${workspaceId}, ${batchId}, ${jobId}, ${userId})`);
    const values = files.map(
      (file, ordinal) =>
        sql`(${workspaceId}, ${`upf_${randomBytes(8).toString('hex')}`}, ${batchId}, ${ordinal}, ${file.filename}, ${file.contentType}, ${file.size}, ${file.bytes},
          ${file.refusal === null ? 'queued' : 'failed'}, ${file.refusal})`,
    );
    await tx.execute(sql`insert into candidate_upload_files (workspace_id, id, batch_id, ordinal, filename, content_type, size_bytes, bytes, status, error)
      values ${sql.join(values, sql`, `)}`);
  });
  return getUpload(db, { workspaceId, batchId });
};

/** A batch with each file's progress; 404 when the workspace has none of that id. */
export const getUpload = async (db: Db, { workspaceId, batchId }: InWorkspace & { batchId: string }): Promise<ScoringBatch> => {
  const [batch] = rowsOf<{ job_id: string; created_ms: string | number }>(
    await db.execute(sql`select job_id, ${epochMs(sql`created_at`)} as created_ms from candidate_uploads where workspace_id = ${workspaceId} and id = ${batchId}`),
  );
  if (!batch) throw new HttpError(404, candidateMessages.batchNotFound);
  const files = rowsOf<{ id: string; filename: string; size_bytes: number; status: ScoringFileStatus; error: string | null; application_id: string | null; name: string | null; score: number | null }>(
    await db.execute(sql`select f.id, f.filename, f.size_bytes, f.status, f.error, f.application_id, c.name, a.fit_score as score
      from candidate_upload_files f
      left join job_applications a on a.workspace_id = f.workspace_id and a.id = f.application_id
      left join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
      where f.workspace_id = ${workspaceId} and f.batch_id = ${batchId} order by f.ordinal`),
  );
  return {
    batch_id: batchId,
    job_id: batch.job_id,
    created_timestamp: Number(batch.created_ms),
    done: files.filter((file) => file.status === 'scored' || file.status === 'failed').length,
    files: files.map((file) => ({
      file_id: file.id,
      filename: file.filename,
      bytes: file.size_bytes,
      status: file.status,
      error: file.error,
      application_id: file.application_id,
      candidate_name: file.name,
      score: file.score === null ? null : Number(file.score),
    })),
  };
};

type ClaimedFile = { workspace_id: string; id: string; job_id: string; user_id: string | null; filename: string; content_type: string; bytes: Uint8Array | null; attempts: number };

const claimFile = async (db: Db, leaseMs: number): Promise<ClaimedFile | null> => {
  const [row] = rowsOf<ClaimedFile>(
    await db.execute(sql`update candidate_upload_files f
      set status = 'reading', lease_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = f.attempts + 1
      from candidate_uploads u
      where u.workspace_id = f.workspace_id and u.id = f.batch_id and f.id = (
        select id from candidate_upload_files
        where status in ('queued', 'reading') and next_attempt_at <= now() and (lease_until is null or lease_until < now())
        order by next_attempt_at, id limit 1 for update skip locked)
      returning f.workspace_id, f.id, u.job_id, u.user_id, f.filename, f.content_type, f.bytes, f.attempts`),
  );
  return row ?? null;
};

const settleFile = (db: Db, file: ClaimedFile, outcome: { error: string } | { applicationId: string }) =>
  db.execute(sql`update candidate_upload_files
    set status = ${'error' in outcome ? 'failed' : 'scored'}, error = ${'error' in outcome ? outcome.error : null},
      application_id = ${'applicationId' in outcome ? outcome.applicationId : null}, bytes = null, lease_until = null
    where workspace_id = ${file.workspace_id} and id = ${file.id}`);

/** A name for a résumé that gives none: its file name without the ending. */
const nameFromFile = (filename: string) => filename.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim() || filename;

/**
 * Reads and scores the next queued file (null when none is due): the candidate merged (same e-mail,
 * else same phone), the résumé kept, the application made or updated and scored, in one transaction.
 */
export const readNextUpload = async (db: Db, { leaseMs, now = Date.now, askModel, readScan }: ScoringOptions): Promise<boolean | null> => {
  const file = await claimFile(db, leaseMs);
  if (!file) return null;
  const { workspace_id: workspaceId } = file;
  try {
    const bytes = Buffer.from(file.bytes ?? new Uint8Array());
    const { text, profile } = await readResumeFile({ contentType: file.content_type, bytes }, { now: now(), askModel, readScan });
    const applicationId = await db.transaction(async (tx) => {
      const job = await getJob(tx, { workspaceId, jobId: file.job_id });
      const facts = { name: profile.name || nameFromFile(file.filename), email: profile.email, phone: profile.phone, location: profile.location, source: 'upload' as const };
      const { candidateId } = await mergeCandidate(tx, { workspaceId, facts });
      const resumeId = await addResume(tx, { workspaceId, candidateId, file: { filename: file.filename, contentType: file.content_type, bytes }, text });
      await setProfile(tx, { workspaceId, candidateId, profile });
      const { applicationId: id } = await upsertApplication(tx, { workspaceId, jobId: file.job_id, candidateId, resumeId, source: 'upload', actorId: file.user_id });
      const [current] = rowsOf<{ fit_generation: number }>(await tx.execute(sql`select fit_generation from job_applications where workspace_id = ${workspaceId} and id = ${id}`));
      await writeScores(tx, workspaceId, [scoredResult(job, profile, id, current!.fit_generation)]);
      return id;
    });
    await settleFile(db, file, { applicationId });
  } catch (error) {
    if (error instanceof ResumeFileError) await settleFile(db, file, { error: error.message });
    else if (error instanceof HttpError && error.statusCode === 404) await settleFile(db, file, { error: candidateMessages.jobNotFound });
    else if (file.attempts >= MAX_ATTEMPTS) await settleFile(db, file, { error: candidateMessages.fileUnreadable });
    else {
      await db.execute(sql`update candidate_upload_files set lease_until = null, next_attempt_at = now() + ${`${RETRY_MS * file.attempts} milliseconds`}::interval
        where workspace_id = ${workspaceId} and id = ${file.id}`);
      throw error;
    }
  }
  return true;
};
