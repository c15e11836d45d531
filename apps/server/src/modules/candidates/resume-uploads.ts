import { randomBytes } from 'node:crypto';
import { candidateMessages, type ScoringBatch, type ScoringFileStatus } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { getJob } from '../jobs/index.ts';
import type { InWorkspace } from './candidate-records.ts';

// Résumé uploads (POST /candidate/score-candidates): a batch of files against a job, each read
// and scored in the background, durably (candidate_upload_files is the queue, upload-reader.ts its
// reader), with its own outcome: one unreadable file fails alone and the rest go on.

/** A file as the upload took it: its bytes, or why it was refused before reading (too large, not a résumé). */
export type UploadedFile = {
  filename: string;
  contentType: string;
  size: number;
  bytes: Buffer | null;
  refusal: string | null;
};

/** Queues the files of an upload for the job (404 when the workspace has no such job); answers the batch. */
export const queueUpload = async (
  db: Db,
  { workspaceId, jobId, userId, files }: InWorkspace & { jobId: string; userId: string | null; files: UploadedFile[] },
): Promise<ScoringBatch> => {
  const batchId = `upl_${randomBytes(8).toString('hex')}`;
  await db.transaction(async (tx) => {
    await getJob(tx, { workspaceId, jobId });
    await tx.execute(
      sql`insert into candidate_uploads (workspace_id, id, job_id, user_id) values (${workspaceId}, ${batchId}, ${jobId}, ${userId})`,
    );
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
export const getUpload = async (
  db: Db,
  { workspaceId, batchId }: InWorkspace & { batchId: string },
): Promise<ScoringBatch> => {
  const [batch] = rowsOf<{ job_id: string; created_ms: string | number }>(
    await db.execute(
      sql`select job_id, ${epochMs(sql`created_at`)} as created_ms from candidate_uploads where workspace_id = ${workspaceId} and id = ${batchId}`,
    ),
  );
  if (!batch) throw new HttpError(404, candidateMessages.batchNotFound);
  const files = rowsOf<{
    id: string;
    filename: string;
    size_bytes: number;
    status: ScoringFileStatus;
    error: string | null;
    application_id: string | null;
    name: string | null;
    score: number | null;
  }>(
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
