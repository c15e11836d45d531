import { jobLimits, type Job } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { extractDocumentText, UnreadableDocumentError, type FileKind } from '../../lib/document-text.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readJobDescription } from './job-text.ts';
import { createJob, type InWorkspace } from './jobs.service.ts';

/** The job description files taken, by name ending (and checked against their bytes). */
export const JOB_FILE_EXTENSIONS = ['.pdf', '.docx', '.txt', '.md'] as const;

/** A title for a description that has none of its own: its file name, else a placeholder to edit. */
export const titleOr = (title: string, fallback: string) =>
  title !== ''
    ? title
    : fallback
        .replace(/\.[a-z0-9]+$/i, '')
        .replace(/[-_]+/g, ' ')
        .trim()
        .slice(0, jobLimits.titleMax) || 'Untitled job';

/** A checked job description file: its (clean) name, what it holds and its bytes. */
export type JobFile = { filename: string; kind: FileKind; bytes: Buffer };

const textOf = async ({ kind, bytes }: JobFile): Promise<string> => {
  try {
    return await extractDocumentText(kind, bytes);
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw new HttpError(422, error.message);
    throw error;
  }
};

/** Runs in the draft's transaction once it exists (its audit entry). */
export type OnCreated = (tx: Tx, job: Job) => Promise<void>;

/**
 * A new draft (source 'file') read from a job description file, however it arrived (a multipart
 * upload, or bytes PUT to an upload URL). The file is read before the transaction; `claim` runs in
 * it before the draft is written (an upload key marked used), so both happen or neither.
 */
export const createJobFromFile = async (
  db: Db,
  input: InWorkspace & { userId: string; file: JobFile; claim?: (tx: Tx) => Promise<void>; onCreated?: OnCreated },
): Promise<Job> => {
  const { workspaceId, userId, file, claim, onCreated } = input;
  const form = readJobDescription(await textOf(file));
  form.title = titleOr(form.title, file.filename);
  return db.transaction(async (tx) => {
    await claim?.(tx);
    const job = await createJob(tx, { workspaceId, form, source: 'file', userId });
    await onCreated?.(tx, job);
    return job;
  });
};
