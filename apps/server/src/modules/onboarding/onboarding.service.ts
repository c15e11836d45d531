import {
  onboardingDataSchema,
  onboardingPaths,
  onboardingProcessingSchema,
  type OnboardingDocument,
  type OnboardingFileType,
  type OnboardingStatus,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { pdfPageAsPng } from '../../lib/pdf-page-image.ts';
import { signUrl, verifySignedUrl } from '../../lib/signed-url.ts';

/** The viewer loads files by these links for a few hours after listing them. */
const FILE_URL_TTL_MS = 6 * 60 * 60_000;
const SCOPE = 'onboarding-document';
const PREVIEW_SCOPE = 'onboarding-document-preview';
/** The most documents one answer lists, newest first. */
export const MAX_LISTED_DOCUMENTS = 500;

type DocumentRow = {
  id: string;
  type: string;
  file_type: OnboardingFileType;
  file_name: string;
  data: unknown;
  confidence: Record<string, number>;
  created_ms: string | number;
  processed_ms: string | number | null;
  status: OnboardingStatus;
  error: string | null;
  page_count: number | null;
  pages_read: number;
  read_with: string | null;
  fields: unknown;
  corrections: unknown;
  truth: unknown;
  sample_variant: string | null;
  is_reading: boolean | null;
};

const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

/** Status, per-field evidence and corrections; what does not parse is left out. */
const parseProcessing = (row: DocumentRow) => {
  const truth = jsonOf(row.truth);
  const parsed = onboardingProcessingSchema.safeParse({
    status: row.status,
    error: row.error,
    page_count: row.page_count,
    pages_read: Number(row.pages_read),
    is_reading: row.status === 'processing' && row.is_reading === true,
    read_with: row.read_with,
    fields: jsonOf(row.fields),
    corrections: jsonOf(row.corrections),
    sample: truth === null || row.sample_variant === null ? null : { variant: row.sample_variant, truth },
  });
  return parsed.success ? parsed.data : undefined;
};

const parseData = (data: unknown) => {
  const parsed = onboardingDataSchema.safeParse(typeof data === 'string' ? JSON.parse(data) : data);
  return parsed.success ? parsed.data : {};
};

/** The workspace whose data a call works on: every query below is scoped by it. */
type InWorkspace = { workspaceId: string };

/**
 * What a file link signs: the workspace and the document (ids are unique per workspace), so a link
 * names one file of one workspace and no other.
 */
const signedName = ({ workspaceId, id }: InWorkspace & { id: string }) => `${workspaceId}/${id}`;

/** The link to a document's file: its path, the workspace it belongs to, and the signature of both. */
export const documentFileUrl = (options: InWorkspace & { secret: string; id: string; now?: number }) => {
  const signed = signUrl({
    secret: options.secret,
    scope: SCOPE,
    id: signedName(options),
    path: `/api${onboardingPaths.file(options.id)}`,
    ttlMs: FILE_URL_TTL_MS,
    now: options.now,
  });
  return `${signed}&workspace=${options.workspaceId}`;
};

/** The link to a PDF's first page rendered as a PNG, signed like the file's link (under a scope of its own). */
export const documentPreviewUrl = (options: InWorkspace & { secret: string; id: string; now?: number }) => {
  const signed = signUrl({
    secret: options.secret,
    scope: PREVIEW_SCOPE,
    id: signedName(options),
    path: `/api${onboardingPaths.preview(options.id)}`,
    ttlMs: FILE_URL_TTL_MS,
    now: options.now,
  });
  return `${signed}&workspace=${options.workspaceId}`;
};

/** SPEC §7 get-all-documents: the workspace's documents, newest first, each with a signed link to its file. */
export const listOnboardingDocuments = async (
  db: Db,
  options: InWorkspace & { secret: string; withDetail: boolean; now?: number; id?: string },
): Promise<OnboardingDocument[]> => {
  const { workspaceId } = options;
  const rows = rowsOf<DocumentRow>(
    await db.execute(sql`select id, type, file_type, file_name, data, confidence,
        ${epochMs(sql`created_at`)} as created_ms, ${epochMs(sql`processed_at`)} as processed_ms, status, error,
        page_count, pages_read, read_with, fields, corrections, truth, sample_variant, lease_until > now() as is_reading
      from onboarding_documents where workspace_id = ${workspaceId} ${options.id === undefined ? sql`` : sql`and id = ${options.id}`}
      order by created_at desc, id desc limit ${MAX_LISTED_DOCUMENTS}`),
  );
  return rows.map((row) => ({
    _id: row.id,
    type: row.type,
    file_type: row.file_type,
    file_name: row.file_name,
    s3_url: documentFileUrl({ secret: options.secret, workspaceId, id: row.id, now: options.now }),
    ...(row.file_type === 'application/pdf'
      ? { preview_url: documentPreviewUrl({ secret: options.secret, workspaceId, id: row.id, now: options.now }) }
      : {}),
    data: parseData(row.data),
    created_at: Number(row.created_ms),
    processing: parseProcessing(row),
    ...(options.withDetail
      ? {
          detail: {
            processed_at: row.processed_ms === null ? null : Number(row.processed_ms),
            confidence: jsonOf(row.confidence) as Record<string, number>,
          },
        }
      : {}),
  }));
};

/** Whether a link was signed for this document of this workspace and has not expired. */
export const verifyDocumentLink = (
  options: InWorkspace & {
    secret: string;
    id: string;
    expires: number;
    signature: string;
    now?: number;
    isPreview?: boolean;
  },
) =>
  verifySignedUrl({
    secret: options.secret,
    scope: options.isPreview === true ? PREVIEW_SCOPE : SCOPE,
    id: signedName(options),
    expires: options.expires,
    signature: options.signature,
    now: options.now,
  });

export const readDocumentFile = async (db: Db, { workspaceId, id }: InWorkspace & { id: string }) => {
  const [row] = rowsOf<{ file_type: string; file_name: string; content: Uint8Array }>(
    await db.execute(
      sql`select file_type, file_name, content from onboarding_documents where workspace_id = ${workspaceId} and id = ${id}`,
    ),
  );
  if (!row) throw notFound('Document not found');
  return { fileType: row.file_type, fileName: row.file_name, bytes: Buffer.from(row.content) };
};

/** How large the first page is drawn: 1.5 × the PDF's 72 dpi, sharp beside the data without a large image. */
const PREVIEW_SCALE = 1.5;

/** A PDF's first page as a PNG (404 for a document that is not a PDF; 422 for a PDF that cannot be drawn). */
export const drawFirstPage = async (bytes: Buffer): Promise<Buffer> => {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    return await pdfPageAsPng(pdf, 1, PREVIEW_SCALE);
  } catch {
    throw new HttpError(422, 'The PDF cannot be drawn');
  }
};

/**
 * A PDF's first page as a PNG: drawn once (by the processor, or on the first request) and kept with
 * the document; 404 for a document that is not a PDF, 422 for a PDF that cannot be drawn.
 */
export const renderDocumentPreview = async (
  db: Db,
  { workspaceId, id }: InWorkspace & { id: string },
): Promise<Buffer> => {
  const [row] = rowsOf<{ file_type: string; preview: Uint8Array | null }>(
    await db.execute(
      sql`select file_type, preview from onboarding_documents where workspace_id = ${workspaceId} and id = ${id}`,
    ),
  );
  if (!row) throw notFound('Document not found');
  if (row.file_type !== 'application/pdf') throw notFound('Only a PDF has a page preview');
  if (row.preview !== null) return Buffer.from(row.preview);
  const preview = await drawFirstPage((await readDocumentFile(db, { workspaceId, id })).bytes);
  await db.execute(
    sql`update onboarding_documents set preview = ${preview} where workspace_id = ${workspaceId} and id = ${id} and preview is null`,
  );
  return preview;
};
