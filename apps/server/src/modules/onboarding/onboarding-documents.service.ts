import { randomUUID } from 'node:crypto';
import type { CorrectFieldBody, FieldCorrection, OnboardingStatus } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { CheckedUpload } from './document-upload.ts';

type InWorkspace = { workspaceId: string };

const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Stores uploaded documents already queued for reading ('processing'): the queue is this table, so
 * an upload is read without a second request, and one a restart interrupted is read after it.
 */
export const addDocuments = async (
  db: Db,
  { workspaceId, userId, uploads }: InWorkspace & { userId: string; uploads: CheckedUpload[] },
) => {
  const documents = uploads.map((upload) => ({
    _id: `doc_${randomUUID()}`,
    file_name: upload.fileName,
    file_type: upload.fileType,
    status: 'processing' as const,
    upload,
  }));
  await db.transaction(async (tx) => {
    for (const { _id: id, upload } of documents) {
      await tx.execute(sql`insert into onboarding_documents (workspace_id, id, type, file_type, file_name, content,
          status, page_count, processed_at, uploaded_by, next_attempt_at)
        values (${workspaceId}, ${id}, 'unknown', ${upload.fileType}, ${upload.fileName}, ${upload.bytes}, 'processing',
          ${upload.pageCount}, null, ${userId}, now())`);
    }
  });
  return documents.map(({ upload: _upload, ...rest }) => rest);
};

/** How many documents of the workspace are in each status. */
export const countByStatus = async (db: Db, { workspaceId }: InWorkspace) => {
  const rows = rowsOf<{ status: OnboardingStatus; n: number }>(
    await db.execute(
      sql`select status, count(*)::int as n from onboarding_documents where workspace_id = ${workspaceId} group by status`,
    ),
  );
  const counts = { pending: 0, processing: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
};

/**
 * Document Processing: every document of the workspace not read yet (the sample set waits for it)
 * or whose reading failed joins the queue again.
 */
export const queueUnreadDocuments = async (db: Db, { workspaceId }: InWorkspace) => {
  const queued = rowsOf<{ id: string }>(
    await db.execute(sql`update onboarding_documents set status = 'processing', attempts = 0, pages_read = 0, error = null, lease_until = null, next_attempt_at = now()
      where workspace_id = ${workspaceId} and status in ('pending', 'failed') returning id`),
  );
  return { queued: queued.length, ...(await countByStatus(db, { workspaceId })) };
};

/** A failed document queued again (404 in another workspace; 409 unless it failed). */
export const retryDocument = async (db: Db, { workspaceId, id }: InWorkspace & { id: string }) => {
  const [row] = rowsOf<{ status: OnboardingStatus }>(
    await db.execute(sql`select status from onboarding_documents where workspace_id = ${workspaceId} and id = ${id}`),
  );
  if (!row) throw notFound('Document not found');
  if (row.status !== 'failed')
    throw new HttpError(409, `The document is ${row.status}; only a failed document is retried`);
  await db.execute(sql`update onboarding_documents set status = 'processing', attempts = 0, pages_read = 0, error = null, lease_until = null, next_attempt_at = now()
    where workspace_id = ${workspaceId} and id = ${id} and status = 'failed'`);
};

/**
 * A person's correction of one field: the value replaces the extracted one (confidence 1, source
 * the person), and the correction is kept with who, when and the value it replaced (the first
 * extracted value stays in the earliest correction).
 */
export const correctField = async (
  db: Db,
  {
    workspaceId,
    id,
    userId,
    body,
    now = Date.now(),
  }: InWorkspace & { id: string; userId: string; body: CorrectFieldBody; now?: number },
) => {
  await db.transaction(async (tx) => {
    const [row] = rowsOf<{
      status: OnboardingStatus;
      data: unknown;
      fields: unknown;
      corrections: unknown;
      email: string | null;
    }>(
      await tx.execute(sql`select d.status, d.data, d.fields, d.corrections, (select email from users where id = ${userId}) as email
        from onboarding_documents d where d.workspace_id = ${workspaceId} and d.id = ${id} for update`),
    );
    if (!row) throw notFound('Document not found');
    if (row.status !== 'done') throw new HttpError(409, 'Only a processed document can be corrected');
    const data = jsonOf<Record<string, unknown>>(row.data);
    const fields = jsonOf<Record<string, unknown>>(row.fields);
    const corrections = jsonOf<FieldCorrection[]>(row.corrections);
    const value = body.value === null || body.value.trim() === '' ? null : body.value.trim();
    const correction: FieldCorrection = {
      field: body.field,
      value,
      original: data[body.field] ?? null,
      corrected_by: row.email ?? userId,
      corrected_at: now,
    };
    if (value === null) delete data[body.field];
    else data[body.field] = body.field === 'age' && /^\d+$/.test(value) ? Number(value) : value;
    fields[body.field] = { confidence: 1, source: `Corrected by ${correction.corrected_by}` };
    await tx.execute(sql`update onboarding_documents set data = ${JSON.stringify(data)}::jsonb, fields = ${JSON.stringify(fields)}::jsonb,
      corrections = ${JSON.stringify([...corrections, correction])}::jsonb where workspace_id = ${workspaceId} and id = ${id}`);
  });
};
