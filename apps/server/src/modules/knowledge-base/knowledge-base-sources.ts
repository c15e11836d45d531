import { randomBytes } from 'node:crypto';
import { knowledgeBaseLimits, knowledgeBaseMessages, type KnowledgeBase } from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  getKnowledgeBase,
  lockKnowledgeBase,
  settleKnowledgeBase,
  type InWorkspace,
} from './knowledge-base.service.ts';

/** Ids like the provider's: source_<hex>. */
export const newSourceId = () => `source_${randomBytes(8).toString('hex')}`;

/** A source to store: a document's or text's bytes, or a web page's address. */
export type NewSource =
  | { type: 'document'; filename: string; contentType: string; bytes: Buffer }
  | { type: 'text'; filename: string; bytes: Buffer }
  | { type: 'url'; url: string };

type OfKnowledgeBase = InWorkspace & { id: string };

/** Adds sources in one transaction, all or none, within the per-knowledge-base limit. */
export const addSources = async (
  db: Db,
  { workspaceId, id, sources }: OfKnowledgeBase & { sources: NewSource[] },
): Promise<KnowledgeBase> =>
  db.transaction(async (tx) => {
    await lockKnowledgeBase(tx, { workspaceId, id });
    const [counted] = rowsOf<{ n: string | number }>(
      await tx.execute(
        sql`select count(*) as n from knowledge_base_sources where knowledge_base_id = ${id} and workspace_id = ${workspaceId}`,
      ),
    );
    if (Number(counted?.n ?? 0) + sources.length > knowledgeBaseLimits.sourcesMax)
      throw new HttpError(409, knowledgeBaseMessages.tooManySources);
    for (const source of sources) {
      const sourceId = newSourceId();
      if (source.type === 'url') {
        await tx.execute(sql`insert into knowledge_base_sources (workspace_id, id, knowledge_base_id, type, filename, url)
          values (${workspaceId}, ${sourceId}, ${id}, 'url', ${source.url}, ${source.url})`);
      } else {
        const contentType = source.type === 'document' ? source.contentType : 'text/plain; charset=utf-8';
        await tx.execute(sql`insert into knowledge_base_sources (workspace_id, id, knowledge_base_id, type, filename, content_type, content, size_bytes)
          values (${workspaceId}, ${sourceId}, ${id}, ${source.type}, ${source.filename}, ${contentType}, ${source.bytes}, ${source.bytes.length})`);
      }
    }
    await tx.execute(
      sql`update knowledge_bases set status = 'in_progress', user_modified_at = now() where id = ${id} and workspace_id = ${workspaceId}`,
    );
    return getKnowledgeBase(tx, { workspaceId, id });
  });

export const deleteSource = async (
  db: Db,
  { workspaceId, id, sourceId }: OfKnowledgeBase & { sourceId: string },
): Promise<KnowledgeBase> =>
  db.transaction(async (tx) => {
    await lockKnowledgeBase(tx, { workspaceId, id });
    const deleted = rowsOf<{ id: string }>(
      await tx.execute(
        sql`delete from knowledge_base_sources where id = ${sourceId} and knowledge_base_id = ${id} and workspace_id = ${workspaceId} returning id`,
      ),
    );
    if (deleted.length === 0) throw new HttpError(404, knowledgeBaseMessages.sourceNotFound);
    await tx.execute(
      sql`update knowledge_bases set user_modified_at = now() where id = ${id} and workspace_id = ${workspaceId}`,
    );
    await settleKnowledgeBase(tx, { workspaceId, id });
    return getKnowledgeBase(tx, { workspaceId, id });
  });

/**
 * Queues every web page of the knowledge bases `which` picks to be read again. The reader's auto
 * refresh picks due ones in every workspace (each source keeps its own); the Refresh button one
 * knowledge base of the session's workspace.
 */
export const queueRefresh = async (db: Db | Tx, which: SQL, intervalMs: number): Promise<string[]> => {
  const rows = rowsOf<{ knowledge_base_id: string }>(
    await db.execute(sql`update knowledge_base_sources s
      set status = 'pending', generation = s.generation + 1, attempts = 0, next_attempt_at = now(), lease_until = null, error = null
      from knowledge_bases kb
      where kb.id = s.knowledge_base_id and kb.workspace_id = s.workspace_id and s.type = 'url' and ${which}
      returning s.knowledge_base_id`),
  );
  const ids = [...new Set(rows.map((row) => row.knowledge_base_id))];
  if (ids.length > 0) {
    await db.execute(sql`update knowledge_bases set status = 'in_progress',
        next_refresh_at = case when enable_auto_refresh then now() + ${`${intervalMs} milliseconds`}::interval else null end
      where id in (${sql.join(
        ids.map((kbId) => sql`${kbId}`),
        sql`, `,
      )})`);
  }
  return ids;
};

/** The Refresh button: reads the knowledge base's web pages again now. */
export const refreshKnowledgeBase = async (
  db: Db,
  { workspaceId, id, intervalMs }: OfKnowledgeBase & { intervalMs: number },
): Promise<KnowledgeBase> =>
  db.transaction(async (tx) => {
    await lockKnowledgeBase(tx, { workspaceId, id });
    const queued = await queueRefresh(tx, sql`kb.id = ${id} and kb.workspace_id = ${workspaceId}`, intervalMs);
    if (queued.length === 0) throw new HttpError(409, knowledgeBaseMessages.nothingToRefresh);
    return getKnowledgeBase(tx, { workspaceId, id });
  });

/** The stored original of a document or pasted text. */
export const readSourceFile = async (db: Db, { workspaceId, id, sourceId }: OfKnowledgeBase & { sourceId: string }) => {
  const [row] = rowsOf<{ type: string; filename: string; content_type: string | null; content: Uint8Array | null }>(
    await db.execute(sql`select type, filename, content_type, content from knowledge_base_sources
      where id = ${sourceId} and knowledge_base_id = ${id} and workspace_id = ${workspaceId}`),
  );
  if (!row) throw new HttpError(404, knowledgeBaseMessages.sourceNotFound);
  if (row.type === 'url' || row.content === null)
    throw new HttpError(404, 'A web page has no stored file; open its address instead');
  const filename = row.type === 'text' && !/\.txt$/i.test(row.filename) ? `${row.filename}.txt` : row.filename;
  return { filename, contentType: row.content_type ?? 'application/octet-stream', bytes: Buffer.from(row.content) };
};
