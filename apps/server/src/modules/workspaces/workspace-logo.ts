import {
  workspaceLogoLimits,
  workspaceLogoMessages,
  workspaceLogoPath,
  type WorkspaceLogoType,
} from '@agentdesk/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { workspaceLogos } from '../../db/schema.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkImagePixels, sniffFileType } from '../../lib/scanned-files.ts';
import { audited, type AuditEntry } from './audit-log.ts';

// The workspace's logo: set and removed by its owner or an admin, kept in the database (one row per
// workspace, gone with it), and shown to the public by the workspace's slug, as its careers site is,
// on the self-booking pages and the careers site. Its type is told by its bytes, never by its name:
// PNG, JPEG or WebP only (an SVG can carry script).

export type WorkspaceLogo = { bytes: Buffer; contentType: WorkspaceLogoType };

/** The logo's version (when it was set, epoch ms) of the workspace `workspaceId` names, null when none. */
export const logoVersionOf = (workspaceId: SQL) =>
  sql<
    string | number | null
  >`(select ${epochMs(sql`l.updated_at`)} from workspace_logos l where l.workspace_id = ${workspaceId})`;

/** The logo's public address (its version in it), null when the workspace has none. */
export const logoPathOf = (slug: string, version: string | number | null): string | null =>
  version === null ? null : workspaceLogoPath(slug, Number(version));

/** The one `logo` part of a multipart upload: 400 without one, 413 past the limit, 415 unless its bytes are a PNG, JPEG or WebP image. */
export const readLogoUpload = async (request: FastifyRequest): Promise<WorkspaceLogo> => {
  const { field, bytes: maxBytes, maxPixels } = workspaceLogoLimits;
  let bytes: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    if (part?.fieldname !== field) {
      part?.file.resume();
      throw new HttpError(400, workspaceLogoMessages.missing);
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, workspaceLogoMessages.tooLarge);
    throw new HttpError(400, workspaceLogoMessages.missing);
  }
  if (bytes.length === 0) throw new HttpError(400, workspaceLogoMessages.missing);
  const contentType = sniffFileType(bytes);
  if (contentType === null || contentType === 'application/pdf') throw new HttpError(415, workspaceLogoMessages.type);
  try {
    // Its header must be a readable image's, of a size a browser shows without trouble.
    checkImagePixels('The logo', bytes, maxPixels);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413)
      throw new HttpError(413, workspaceLogoMessages.tooLarge);
    throw new HttpError(415, workspaceLogoMessages.type);
  }
  return { bytes, contentType };
};

/** Sets (or replaces) the workspace's logo, and says so in its audit log. Each new logo is a new version. */
export const setWorkspaceLogo = (db: Db, { logo, audit }: { logo: WorkspaceLogo; audit: AuditEntry }) =>
  audited(
    db,
    async (tx) => {
      // Whole milliseconds, so the version in a page's address is exactly the stored one; always later than the last.
      const updatedAt = sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${workspaceLogos.updatedAt} + interval '1 millisecond')`;
      await tx
        .insert(workspaceLogos)
        .values({
          workspaceId: audit.workspaceId,
          contentType: logo.contentType,
          bytes: logo.bytes,
          updatedAt: sql`date_trunc('milliseconds', clock_timestamp())`,
        })
        .onConflictDoUpdate({
          target: workspaceLogos.workspaceId,
          set: { contentType: logo.contentType, bytes: logo.bytes, updatedAt },
        });
    },
    () => ({ ...audit, details: { content_type: logo.contentType, size_bytes: logo.bytes.length } }),
  );

/** Removes the workspace's logo; the audit log says so when there was one. */
export const removeWorkspaceLogo = (db: Db, audit: AuditEntry) =>
  audited(
    db,
    (tx) =>
      tx
        .delete(workspaceLogos)
        .where(eq(workspaceLogos.workspaceId, audit.workspaceId))
        .returning({ workspaceId: workspaceLogos.workspaceId }),
    (removed) => (removed.length > 0 ? audit : null),
  );

/** The logo of the workspace a slug names, with its version; null when there is none. */
export const findLogoBySlug = async (db: Db, slug: string): Promise<(WorkspaceLogo & { version: number }) | null> => {
  const [row] = rowsOf<{ content_type: WorkspaceLogoType; bytes: Uint8Array; version: string | number }>(
    await db.execute(sql`select l.content_type, l.bytes, ${epochMs(sql`l.updated_at`)} as version
      from workspace_logos l join workspaces w on w.id = l.workspace_id where w.slug = ${slug}`),
  );
  if (!row) return null;
  const { bytes } = row;
  return {
    contentType: row.content_type,
    bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    version: Number(row.version),
  };
};
