import { randomBytes } from 'node:crypto';
import {
  apiRoutes,
  fillPath,
  jobLimits,
  jobMessages,
  jobUploadMessages,
  type GenerateJobUploadUrlBody,
  type Job,
  type JobUploadUrl,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { checkDocument, extensionOf } from '../../lib/document-text.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { cleanFilename } from '../../lib/read-uploads.ts';
import { signedUrlQuerySchema, signUrl, verifySignedUrl } from '../../lib/signed-url.ts';
import { createJobFromFile, JOB_FILE_EXTENSIONS, type OnCreated } from './job-files.ts';
import type { InWorkspace } from './jobs.service.ts';

// Job description files uploaded by key, like a storage service's presigned upload: a short-lived
// key of one user of one workspace, a signed URL that takes the file's bytes without a bearer
// header, and the key read into a draft once (migration 0027).

const SCOPE = 'job-upload';

/** Expired keys are deleted this long after they expire, so a late caller hears 'expired', not 'not found'. */
const EXPIRED_KEPT_MS = 60 * 60 * 1000;

type OfKey = InWorkspace & { key: string };

const newUploadKey = () => `upk_${randomBytes(16).toString('hex')}`;

// Keys are unique per workspace: the signature covers the workspace too, so a link made for one
// workspace can never be turned into one for another's key.
const signedId = (workspaceId: string, key: string) => `${workspaceId}/${key}`;

/**
 * The upload link's query: expiry, signature and the workspace (signed with them). Optional here
 * so that the route, not the validation, answers a request that is no link (403).
 */
export const jobUploadUrlQuerySchema = signedUrlQuerySchema.partial().extend({ workspace: z.uuid().optional() });
export type JobUploadUrlQuery = z.infer<typeof jobUploadUrlQuerySchema>;

/** The same-origin URL the key's file is PUT to, good until `now + ttlMs`. */
export const signJobUploadUrl = ({
  secret,
  workspaceId,
  key,
  ttlMs,
  now = Date.now(),
}: OfKey & { secret: string; ttlMs: number; now?: number }): string =>
  `${signUrl({ secret, scope: SCOPE, id: signedId(workspaceId, key), path: `/api${fillPath(apiRoutes.jobUpload, { key })}`, ttlMs, now })}&workspace=${workspaceId}`;

/** The workspace a PUT's link names, once its signature holds (403 otherwise: forged or altered, or expired). */
export const verifiedUploadWorkspace = ({
  secret,
  key,
  query,
  now = Date.now(),
}: {
  secret: string;
  key: string;
  query: JobUploadUrlQuery;
  now?: number;
}): string => {
  const { workspace: workspaceId, exp: expires, sig: signature } = query;
  if (workspaceId === undefined || expires === undefined || signature === undefined)
    throw forbidden(jobUploadMessages.linkInvalid);
  // The signature first, as of its own expiry: an altered expiry is a forged link, not an expired one.
  if (!verifySignedUrl({ secret, scope: SCOPE, id: signedId(workspaceId, key), expires, signature, now: expires }))
    throw forbidden(jobUploadMessages.linkInvalid);
  if (expires < now) throw forbidden(jobUploadMessages.linkExpired);
  return workspaceId;
};

/**
 * A new key and its signed upload URL for a file about to be sent, refused by its name's ending
 * (415) or its declared size (413) before any byte is sent. Keys expired long enough are deleted.
 */
export const createUploadKey = async (
  db: Db,
  input: InWorkspace & GenerateJobUploadUrlBody & { userId: string; secret: string; ttlMs: number },
): Promise<JobUploadUrl> => {
  const { workspaceId, userId, size, secret, ttlMs } = input;
  const filename = cleanFilename(input.filename);
  if (extensionOf(filename, JOB_FILE_EXTENSIONS) === null) throw new HttpError(415, jobMessages.fileType);
  if (size !== undefined && size > jobLimits.fileBytes) throw new HttpError(413, jobMessages.fileTooLarge);

  await db.execute(
    sql`delete from job_upload_keys where expires_at < now() - ${`${EXPIRED_KEPT_MS} milliseconds`}::interval`,
  );
  const key = newUploadKey();
  const now = Date.now();
  await db.execute(sql`insert into job_upload_keys (workspace_id, key, user_id, filename, content_type, declared_bytes, expires_at)
    values (${workspaceId}, ${key}, ${userId}, ${filename}, ${input.content_type ?? ''}, ${size ?? null}, ${new Date(now + ttlMs).toISOString()}::timestamptz)`);
  return {
    upload_url: signJobUploadUrl({ secret, workspaceId, key, ttlMs, now }),
    key,
    expires_timestamp: now + ttlMs,
    max_bytes: jobLimits.fileBytes,
  };
};

/**
 * PUT: the key's file, checked by its bytes as a multipart upload is (415 when they do not fit the
 * name's ending), stored once: a second file for the same key is refused (409).
 */
export const storeUpload = async (db: Db, { workspaceId, key, bytes }: OfKey & { bytes: Buffer }): Promise<number> => {
  const [row] = rowsOf<{ filename: string; declared_bytes: number | null; is_taken: boolean }>(
    await db.execute(sql`select filename, declared_bytes, (uploaded_at is not null or used_at is not null) as is_taken
      from job_upload_keys where workspace_id = ${workspaceId} and key = ${key}`),
  );
  if (!row) throw notFound(jobUploadMessages.keyNotFound);
  if (row.is_taken) throw conflict(jobUploadMessages.alreadyUploaded);
  if (row.declared_bytes !== null && row.declared_bytes !== bytes.length)
    throw new HttpError(400, jobUploadMessages.sizeMismatch);
  const { contentType } = checkDocument(row.filename, bytes, JOB_FILE_EXTENSIONS, jobMessages.fileType);
  // Two PUTs at once: the first to store wins.
  const stored =
    await db.execute(sql`update job_upload_keys set bytes = ${bytes}, size_bytes = ${bytes.length}, content_type = ${contentType}, uploaded_at = now()
    where workspace_id = ${workspaceId} and key = ${key} and uploaded_at is null and used_at is null returning key`);
  if (rowsOf(stored).length === 0) throw conflict(jobUploadMessages.alreadyUploaded);
  return bytes.length;
};

type KeyRow = { filename: string; bytes: Uint8Array | null; is_used: boolean; is_expired: boolean };

/**
 * The key's file read into a draft, as a multipart upload is. A key is its user's: another user's
 * or another workspace's is not found (404). Used (409), expired (410) or with no file yet (409)
 * is refused. The key is marked used, and its bytes dropped, in the draft's transaction.
 */
export const createJobFromUploadKey = async (
  db: Db,
  { workspaceId, userId, key, onCreated }: OfKey & { userId: string; onCreated?: OnCreated },
): Promise<Job> => {
  const [row] = rowsOf<KeyRow>(
    await db.execute(sql`select filename, bytes, used_at is not null as is_used, expires_at < now() as is_expired
      from job_upload_keys where workspace_id = ${workspaceId} and key = ${key} and user_id = ${userId}`),
  );
  if (!row) throw notFound(jobUploadMessages.keyNotFound);
  if (row.is_used) throw conflict(jobUploadMessages.keyUsed);
  if (row.is_expired) throw new HttpError(410, jobUploadMessages.keyExpired);
  if (row.bytes === null) throw conflict(jobUploadMessages.notUploaded);
  const bytes = Buffer.from(row.bytes);
  const { kind } = checkDocument(row.filename, bytes, JOB_FILE_EXTENSIONS, jobMessages.fileType);
  return createJobFromFile(db, {
    workspaceId,
    userId,
    file: { filename: row.filename, kind, bytes },
    claim: async (tx) => {
      // Two reads of one key at once: the first to claim it makes the draft.
      const claimed = await tx.execute(sql`update job_upload_keys set used_at = now(), bytes = null
        where workspace_id = ${workspaceId} and key = ${key} and used_at is null returning key`);
      if (rowsOf(claimed).length === 0) throw conflict(jobUploadMessages.keyUsed);
    },
    ...(onCreated ? { onCreated } : {}),
  });
};
