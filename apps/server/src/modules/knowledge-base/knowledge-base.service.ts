import { randomBytes } from 'node:crypto';
import {
  knowledgeBaseMessages,
  knowledgeBasePaths,
  type KnowledgeBase,
  type KnowledgeBaseSource,
  type KnowledgeBaseSummary,
} from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs, toMs, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../lib/time-id-cursor.ts';

type Executor = Db | Tx;

/** Ids like the provider's: knowledge_base_<hex>. */
export const newKnowledgeBaseId = () => `knowledge_base_${randomBytes(8).toString('hex')}`;

type KnowledgeBaseRow = {
  id: string;
  name: string;
  status: KnowledgeBase['status'];
  enable_auto_refresh: boolean;
  created_ms: string | number;
  modified_ms: string | number;
  refreshed_ms: string | number | null;
  source_count: string | number;
};

type SourceRow = {
  id: string;
  knowledge_base_id: string;
  type: KnowledgeBaseSource['type'];
  filename: string;
  url: string | null;
  content_type: string | null;
  status: KnowledgeBaseSource['status'];
  error: string | null;
  size_bytes: number;
  text_length: number;
  created_ms: string | number;
  read_ms: string | number | null;
};

/** The columns of a knowledge base as the list and the detail show it. */
const knowledgeBaseColumns = sql`kb.id, kb.name, kb.status, kb.enable_auto_refresh,
  ${epochMs(sql`kb.created_at`)} as created_ms, ${epochMs(sql`kb.user_modified_at`)} as modified_ms,
  (select ${epochMs(sql`max(s.last_read_at)`)} from knowledge_base_sources s where s.knowledge_base_id = kb.id) as refreshed_ms,
  (select count(*) from knowledge_base_sources s where s.knowledge_base_id = kb.id) as source_count`;

const toSummary = (row: KnowledgeBaseRow): KnowledgeBaseSummary => ({
  knowledge_base_id: row.id,
  knowledge_base_name: row.name,
  status: row.status,
  enable_auto_refresh: row.enable_auto_refresh,
  last_refreshed_timestamp: toMs(row.refreshed_ms),
  user_modified_timestamp: Number(row.modified_ms),
  created_timestamp: Number(row.created_ms),
  source_count: Number(row.source_count),
});

const toSource = (row: SourceRow): KnowledgeBaseSource => ({
  type: row.type,
  source_id: row.id,
  filename: row.filename,
  file_url:
    row.type === 'url' ? (row.url ?? '') : `/api${knowledgeBasePaths.sourceFile(row.knowledge_base_id, row.id)}`,
  status: row.status,
  error: row.error,
  content_type: row.content_type,
  size_bytes: Number(row.size_bytes),
  text_length: Number(row.text_length),
  created_timestamp: Number(row.created_ms),
  last_refreshed_timestamp: toMs(row.read_ms),
});

/** The workspace whose data a call works on: every query below is scoped by it. */
export type InWorkspace = { workspaceId: string };

/** The workspace's knowledge bases, newest first (the list index leads with the workspace). */
export const listKnowledgeBases = async (
  db: Db,
  { workspaceId, cursor, limit }: InWorkspace & { cursor?: string; limit: number },
) => {
  const after =
    cursor === undefined
      ? sql`true`
      : (() => {
          const [createdAt, id] = decodeTimeIdCursor(cursor);
          return sql`(kb.created_at, kb.id) < (${createdAt}::timestamptz, ${id})`;
        })();
  const rows = rowsOf<KnowledgeBaseRow & { created_text: string }>(
    await db.execute(sql`select ${knowledgeBaseColumns}, kb.created_at::text as created_text
      from knowledge_bases kb where kb.workspace_id = ${workspaceId} and ${after}
      order by kb.created_at desc, kb.id desc limit ${limit + 1}`),
  );
  const [counted] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from knowledge_bases where workspace_id = ${workspaceId}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    knowledgeBases: page.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeTimeIdCursor(last.created_text, last.id) : null,
    total: Number(counted?.n ?? 0),
  };
};

/** One knowledge base of the workspace with its sources; 404 when the workspace has none of that id. */
export const getKnowledgeBase = async (
  db: Executor,
  { workspaceId, id }: InWorkspace & { id: string },
): Promise<KnowledgeBase> => {
  const [row] = rowsOf<KnowledgeBaseRow>(
    await db.execute(
      sql`select ${knowledgeBaseColumns} from knowledge_bases kb where kb.id = ${id} and kb.workspace_id = ${workspaceId}`,
    ),
  );
  if (!row) throw new HttpError(404, knowledgeBaseMessages.notFound);
  const sources = rowsOf<SourceRow>(
    await db.execute(sql`select id, knowledge_base_id, type, filename, url, content_type, status, error, size_bytes, text_length,
        ${epochMs(sql`created_at`)} as created_ms, ${epochMs(sql`last_read_at`)} as read_ms
      from knowledge_base_sources where knowledge_base_id = ${id} and workspace_id = ${workspaceId} order by seq`),
  );
  const { source_count: _count, ...summary } = toSummary(row);
  return { ...summary, knowledge_base_sources: sources.map(toSource) };
};

const nextRefresh = (isOn: boolean, intervalMs: number) =>
  isOn ? sql`now() + ${`${intervalMs} milliseconds`}::interval` : sql`null`;

/** SPEC §7: a new knowledge base is in_progress with no sources; the reader settles it. */
export const createKnowledgeBase = async (
  db: Db,
  input: InWorkspace & { userId: string | null; name: string; enableAutoRefresh: boolean; refreshIntervalMs: number },
): Promise<KnowledgeBase> => {
  const id = newKnowledgeBaseId();
  await db.execute(sql`insert into knowledge_bases (workspace_id, id, name, enable_auto_refresh, next_refresh_at, created_by)
    values (${input.workspaceId}, ${id}, ${input.name}, ${input.enableAutoRefresh}, ${nextRefresh(input.enableAutoRefresh, input.refreshIntervalMs)}, ${input.userId})`);
  return getKnowledgeBase(db, { workspaceId: input.workspaceId, id });
};

export const updateKnowledgeBase = async (
  db: Db,
  input: InWorkspace & { id: string; name?: string; enableAutoRefresh?: boolean; refreshIntervalMs: number },
): Promise<KnowledgeBase> => {
  const sets: SQL[] = [sql`user_modified_at = now()`];
  if (input.name !== undefined) sets.push(sql`name = ${input.name}`);
  if (input.enableAutoRefresh !== undefined) {
    // Turning it on schedules the next read one interval away; an unchanged flag keeps its schedule.
    sets.push(
      sql`next_refresh_at = case when enable_auto_refresh = ${input.enableAutoRefresh} then next_refresh_at else ${nextRefresh(input.enableAutoRefresh, input.refreshIntervalMs)} end`,
    );
    sets.push(sql`enable_auto_refresh = ${input.enableAutoRefresh}`);
  }
  const updated = rowsOf<{ id: string }>(
    await db.execute(
      sql`update knowledge_bases set ${sql.join(sets, sql`, `)} where id = ${input.id} and workspace_id = ${input.workspaceId} returning id`,
    ),
  );
  if (updated.length === 0) throw new HttpError(404, knowledgeBaseMessages.notFound);
  return getKnowledgeBase(db, input);
};

export const deleteKnowledgeBase = async (db: Db, { workspaceId, id }: InWorkspace & { id: string }): Promise<void> => {
  const deleted = rowsOf<{ id: string }>(
    await db.execute(sql`delete from knowledge_bases where id = ${id} and workspace_id = ${workspaceId} returning id`),
  );
  if (deleted.length === 0) throw new HttpError(404, knowledgeBaseMessages.notFound);
};

/**
 * A knowledge base's status from its sources: in_progress while one waits to be read, error when
 * it has sources and none could be read, complete otherwise (also with no sources at all).
 * Call it in a transaction holding the knowledge base's lock (lockKnowledgeBase): the update then
 * starts after any concurrent change of the sources committed, and its look at them is current.
 * (Without the lock, an UPDATE that waits for the row re-reads the row but not its subqueries.)
 */
export const settleKnowledgeBase = async (tx: Tx, { workspaceId, id }: InWorkspace & { id: string }): Promise<void> => {
  await tx.execute(sql`update knowledge_bases kb set status = case
      when exists (select 1 from knowledge_base_sources s where s.knowledge_base_id = kb.id and s.status = 'pending') then 'in_progress'
      when exists (select 1 from knowledge_base_sources s where s.knowledge_base_id = kb.id)
        and not exists (select 1 from knowledge_base_sources s where s.knowledge_base_id = kb.id and s.status = 'ready') then 'error'
      else 'complete' end
    where kb.id = ${id} and kb.workspace_id = ${workspaceId}`);
};

/**
 * Locks the knowledge base for a change of its sources (404 when it is gone). Every writer takes
 * the knowledge base's lock before its sources' locks, so they cannot deadlock.
 */
export const lockKnowledgeBase = async (tx: Tx, { workspaceId, id }: InWorkspace & { id: string }) => {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from knowledge_bases where id = ${id} and workspace_id = ${workspaceId} for update`),
  );
  if (!row) throw new HttpError(404, knowledgeBaseMessages.notFound);
};
