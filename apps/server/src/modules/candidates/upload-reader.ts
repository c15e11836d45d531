import { candidateMessages } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { defineQueue, failureOutcome, type Outcome, type Settlement } from '../../lib/durable-queue.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ScoringOptions } from './fit-scoring.ts';
import { readResumeFile, ResumeFileError } from './resume-file.ts';
import { ingestResumes, type ReadResume } from './resume-ingest.ts';

// The reader of uploaded résumés: candidate_upload_files is its queue (resume-uploads.ts fills it).

type ClaimedFile = {
  workspace_id: string;
  id: string;
  job_id: string;
  user_id: string | null;
  filename: string;
  content_type: string;
  size_bytes: number;
  attempts: number;
};

/** Files read per claim: a batch is written in one transaction. */
const UPLOAD_BATCH = 50;
/** Bytes of files fetched at once: a batch of large files is fetched a few at a time. */
const FETCH_BYTES = 16 * 1024 * 1024;
const policy = { maxAttempts: 4, backoffMs: (attempt: number) => 10_000 * attempt };

/** The files of uploads as a queue: 'reading' while claimed (and while waiting to be read again). */
const uploadFiles = defineQueue<ClaimedFile>({
  table: 'candidate_upload_files',
  key: { workspace_id: 'uuid', id: 'text' },
  status: {
    column: 'status',
    waiting: ['queued'],
    claimed: 'reading',
    retry: 'reading',
    done: 'scored',
    failed: 'failed',
  },
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  leaseUntil: 'lease_until',
  error: { column: 'error', isShownWhileRetrying: false },
  order: sql`next_attempt_at, id`,
  join: { from: sql`candidate_uploads u`, on: sql`u.workspace_id = q.workspace_id and u.id = q.batch_id` },
  returning: sql`q.workspace_id, q.id, u.job_id, u.user_id, q.filename, q.content_type, q.size_bytes`,
  // A settled file's bytes are dropped (its résumé has them); a file retried keeps them.
  settleSet: sql`bytes = case when v.outcome = 'retry' then q.bytes end,
    application_id = case when v.outcome = 'done' then v.data->>'application_id' else q.application_id end`,
});

type ReadFile = { file: ClaimedFile; read: ReadResume };

/** What a file's failure comes to: unreadable files and gone jobs fail at once, anything else is tried again. */
const failureOf = (file: ClaimedFile, error: unknown): Outcome => {
  if (error instanceof ResumeFileError) return { outcome: 'failed', reason: error.message };
  if (error instanceof HttpError && error.statusCode === 404)
    return { outcome: 'failed', reason: candidateMessages.jobNotFound };
  return failureOutcome(file.attempts, { reason: candidateMessages.fileUnreadable, isPermanent: false }, policy);
};
const isExpected = (error: unknown) =>
  error instanceof ResumeFileError || (error instanceof HttpError && error.statusCode === 404);

/**
 * Writes read files in one transaction: those this claim still holds are locked first (the rest were
 * claimed again meanwhile), each job's résumés are written together (resume-ingest.ts), then every
 * file of the batch is settled in one statement.
 */
const writeFiles = async (
  db: Db,
  files: readonly ReadFile[],
  failures: readonly Settlement[],
  { isScoredLater }: { isScoredLater: boolean },
) => {
  await db.transaction(async (tx) => {
    const held = new Set(
      (
        await uploadFiles.lockHeld(
          tx,
          files.map(({ file }) => file),
        )
      ).map((row) => String(row['id'])),
    );
    const groups = new Map<string, ReadFile[]>();
    for (const one of files.filter(({ file }) => held.has(file.id))) {
      const key = `${one.file.workspace_id} ${one.file.job_id}`;
      groups.set(key, [...(groups.get(key) ?? []), one]);
    }
    const settlements: Settlement[] = [...failures];
    for (const group of groups.values()) {
      const { workspace_id: workspaceId, job_id: jobId } = group[0]!.file;
      const applicationOf = await ingestResumes(tx, {
        workspaceId,
        jobId,
        resumes: group.map(({ read }) => read),
        isScoredLater,
      });
      settlements.push(
        ...group.map(({ file }) => ({
          item: file,
          result: { outcome: 'done' as const, data: { application_id: applicationOf.get(file.id)! } },
        })),
      );
    }
    await uploadFiles.settle(tx, settlements);
  });
};

/** The bytes of the claimed files from `start` on, as many as FETCH_BYTES allows (one at least). */
const fetchBytes = async (db: Db, files: readonly ClaimedFile[], start: number): Promise<Map<string, Buffer>> => {
  let end = start + 1;
  for (
    let total = files[start]!.size_bytes;
    end < files.length && total + files[end]!.size_bytes <= FETCH_BYTES;
    end += 1
  )
    total += files[end]!.size_bytes;
  const wanted = files.slice(start, end).map((file) => ({ workspace_id: file.workspace_id, id: file.id }));
  const rows = rowsOf<{ id: string; bytes: Uint8Array | null }>(
    await db.execute(sql`select f.id, f.bytes from candidate_upload_files f
      join jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as v(workspace_id uuid, id text)
        on f.workspace_id = v.workspace_id and f.id = v.id`),
  );
  return new Map(rows.map((row) => [row.id, Buffer.from(row.bytes ?? new Uint8Array())]));
};

/**
 * Reads and scores a batch of queued files (null when none is due), one file at a time, then writes
 * them in one transaction: the candidates merged (same e-mail, else same phone), the résumés kept,
 * the applications made or updated and scored. A batch that cannot be written is written file by
 * file, so a file that fails does so alone. It stops reading when asked to (the unread files go
 * back) or when half the lease has gone.
 */
export const readUploadBatch = async (
  db: Db,
  { leaseMs, now = Date.now, askModel, readScan }: ScoringOptions,
  isStopping: () => boolean = () => false,
): Promise<number | null> => {
  const files = await uploadFiles.claim(db, { limit: UPLOAD_BATCH, leaseMs });
  if (files.length === 0) return null;
  // With a language model, the scorer scores them next, the model judging too (fit-model.ts).
  const scoring = { isScoredLater: askModel !== undefined };
  const began = Date.now();
  const read: ReadFile[] = [];
  const failures: Settlement[] = [];
  let unexpected: unknown = null;
  let fetched = new Map<string, Buffer>();
  let index = 0;
  for (; index < files.length && !isStopping() && Date.now() - began <= leaseMs / 2; index += 1) {
    const file = files[index]!;
    if (!fetched.has(file.id)) fetched = await fetchBytes(db, files, index);
    const bytes = fetched.get(file.id) ?? Buffer.alloc(0);
    try {
      const { text, profile } = await readResumeFile(
        { contentType: file.content_type, bytes },
        { now: now(), askModel, readScan },
      );
      read.push({
        file,
        read: {
          fileId: file.id,
          filename: file.filename,
          contentType: file.content_type,
          text,
          profile,
          actorId: file.user_id,
        },
      });
    } catch (error) {
      if (!isExpected(error)) unexpected ??= error;
      failures.push({ item: file, result: failureOf(file, error) });
    }
  }
  await uploadFiles.release(db, files.slice(index));
  if (read.length === 0 && failures.length === 0) return index;
  try {
    await writeFiles(db, read, failures, scoring);
  } catch {
    await uploadFiles.settle(db, failures);
    for (const one of read) {
      await writeFiles(db, [one], [], scoring).catch(async (error: unknown) => {
        if (!isExpected(error)) unexpected ??= error;
        await uploadFiles.settle(db, [{ item: one.file, result: failureOf(one.file, error) }]);
      });
    }
  }
  // Something unexpected (not the file's fault) is told to the worker, which logs it; its file is retried.
  if (unexpected !== null) throw unexpected instanceof Error ? unexpected : new Error('A file could not be read');
  return index;
};
