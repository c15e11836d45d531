import { randomBytes } from 'node:crypto';
import {
  knowledgeBaseLimits,
  knowledgeBaseMessages,
  knowledgeBasePaths,
  SNIPPET_MARK_END,
  SNIPPET_MARK_START,
  type KnowledgeBase,
  type KnowledgeBaseSearchHit,
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

/** Ids like the provider's: knowledge_base_<hex>, source_<hex>. */
export const newKnowledgeBaseId = () => `knowledge_base_${randomBytes(8).toString('hex')}`;
export const newSourceId = () => `source_${randomBytes(8).toString('hex')}`;

/** A source to store: a document's or text's bytes, or a web page's address. */
export type NewSource =
  | { type: 'document'; filename: string; contentType: string; bytes: Buffer }
  | { type: 'text'; filename: string; bytes: Buffer }
  | { type: 'url'; url: string };

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
  file_url: row.type === 'url' ? (row.url ?? '') : `/api${knowledgeBasePaths.sourceFile(row.knowledge_base_id, row.id)}`,
  status: row.status,
  error: row.error,
  content_type: row.content_type,
  size_bytes: Number(row.size_bytes),
  text_length: Number(row.text_length),
  created_timestamp: Number(row.created_ms),
  last_refreshed_timestamp: toMs(row.read_ms),
});

export const listKnowledgeBases = async (db: Db, { cursor, limit }: { cursor?: string; limit: number }) => {
  const after = cursor === undefined ? sql`true` : (() => {
    const [createdAt, id] = decodeTimeIdCursor(cursor);
    return sql`(kb.created_at, kb.id) < (${createdAt}::timestamptz, ${id})`;
  })();
  const rows = rowsOf<KnowledgeBaseRow & { created_text: string }>(
    await db.execute(sql`select ${knowledgeBaseColumns}, kb.created_at::text as created_text
      from knowledge_bases kb where ${after}
      order by kb.created_at desc, kb.id desc limit ${limit + 1}`),
  );
  const [counted] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from knowledge_bases`));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    knowledgeBases: page.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeTimeIdCursor(last.created_text, last.id) : null,
    total: Number(counted?.n ?? 0),
  };
};

export const getKnowledgeBase = async (db: Executor, id: string): Promise<KnowledgeBase> => {
  const [row] = rowsOf<KnowledgeBaseRow>(await db.execute(sql`select ${knowledgeBaseColumns} from knowledge_bases kb where kb.id = ${id}`));
  if (!row) throw new HttpError(404, knowledgeBaseMessages.notFound);
  const sources = rowsOf<SourceRow>(
    await db.execute(sql`select id, knowledge_base_id, type, filename, url, content_type, status, error, size_bytes, text_length,
        ${epochMs(sql`created_at`)} as created_ms, ${epochMs(sql`last_read_at`)} as read_ms
      from knowledge_base_sources where knowledge_base_id = ${id} order by seq`),
  );
  const { source_count: _count, ...summary } = toSummary(row);
  return { ...summary, knowledge_base_sources: sources.map(toSource) };
};

const nextRefresh = (isOn: boolean, intervalMs: number) => (isOn ? sql`now() + ${`${intervalMs} milliseconds`}::interval` : sql`null`);

/** SPEC §7: a new knowledge base is in_progress with no sources; the reader settles it. */
export const createKnowledgeBase = async (
  db: Db,
  input: { userId: string | null; name: string; enableAutoRefresh: boolean; refreshIntervalMs: number },
): Promise<KnowledgeBase> => {
  const id = newKnowledgeBaseId();
  await db.execute(sql`insert into knowledge_bases (id, name, enable_auto_refresh, next_refresh_at, created_by)
    values (${id}, ${input.name}, ${input.enableAutoRefresh}, ${nextRefresh(input.enableAutoRefresh, input.refreshIntervalMs)}, ${input.userId})`);
  return getKnowledgeBase(db, id);
};

export const updateKnowledgeBase = async (
  db: Db,
  input: { id: string; name?: string; enableAutoRefresh?: boolean; refreshIntervalMs: number },
): Promise<KnowledgeBase> => {
  const sets: SQL[] = [sql`user_modified_at = now()`];
  if (input.name !== undefined) sets.push(sql`name = ${input.name}`);
  if (input.enableAutoRefresh !== undefined) {
    // Turning it on schedules the next read one interval away; an unchanged flag keeps its schedule.
    sets.push(sql`next_refresh_at = case when enable_auto_refresh = ${input.enableAutoRefresh} then next_refresh_at else ${nextRefresh(input.enableAutoRefresh, input.refreshIntervalMs)} end`);
    sets.push(sql`enable_auto_refresh = ${input.enableAutoRefresh}`);
  }
  const updated = rowsOf<{ id: string }>(await db.execute(sql`update knowledge_bases set ${sql.join(sets, sql`, `)} where id = ${input.id} returning id`));
  if (updated.length === 0) throw new HttpError(404, knowledgeBaseMessages.notFound);
  return getKnowledgeBase(db, input.id);
};

export const deleteKnowledgeBase = async (db: Db, id: string): Promise<void> => {
  const deleted = rowsOf<{ id: string }>(await db.execute(sql`delete from knowledge_bases where id = ${id} returning id`));
  if (deleted.length === 0) throw new HttpError(404, knowledgeBaseMessages.notFound);
};

/**
 * A knowledge base's status from its sources: in_progress while one waits to be read, error when
 * it has sources and none could be read, complete otherwise (also with no sources at all).
 * Call it in a transaction holding the knowledge base's lock (lockKnowledgeBase): the update then
 * starts after any concurrent change of the sources committed, and its look at them is current.
 * (Without the lock, an UPDATE that waits for the row re-reads the row but not its subqueries.)
 */
export const settleKnowledgeBase = async (tx: Tx, id: string): Promise<void> => {
  await tx.execute(sql`update knowledge_bases kb set status = case
      when exists (select 1 from knowledge_base_sources s where s.knowledge_base_id = kb.id and s.status = 'pending') then 'in_progress'
      when exists (select 1 from knowledge_base_sources s where s.knowledge_base_id = kb.id)
        and not exists (select 1 from knowledge_base_sources s where s.knowledge_base_id = kb.id and s.status = 'ready') then 'error'
      else 'complete' end
    where kb.id = ${id}`);
};

/**
 * Locks the knowledge base for a change of its sources (404 when it is gone). Every writer takes
 * the knowledge base's lock before its sources' locks, so they cannot deadlock.
 */
export const lockKnowledgeBase = async (tx: Tx, id: string) => {
  const [row] = rowsOf<{ id: string }>(await tx.execute(sql`select id from knowledge_bases where id = ${id} for update`));
  if (!row) throw new HttpError(404, knowledgeBaseMessages.notFound);
};

/** Adds sources in one transaction, all or none, within the per-knowledge-base limit. */
export const addSources = async (db: Db, id: string, sources: NewSource[]): Promise<KnowledgeBase> =>
  db.transaction(async (tx) => {
    await lockKnowledgeBase(tx, id);
    const [counted] = rowsOf<{ n: string | number }>(await tx.execute(sql`select count(*) as n from knowledge_base_sources where knowledge_base_id = ${id}`));
    if (Number(counted?.n ?? 0) + sources.length > knowledgeBaseLimits.sourcesMax) throw new HttpError(409, knowledgeBaseMessages.tooManySources);
    for (const source of sources) {
      const sourceId = newSourceId();
      if (source.type === 'url') {
        await tx.execute(sql`insert into knowledge_base_sources (id, knowledge_base_id, type, filename, url)
          values (${sourceId}, ${id}, 'url', ${source.url}, ${source.url})`);
      } else {
        const contentType = source.type === 'document' ? source.contentType : 'text/plain; charset=utf-8';
        await tx.execute(sql`insert into knowledge_base_sources (id, knowledge_base_id, type, filename, content_type, content, size_bytes)
          values (${sourceId}, ${id}, ${source.type}, ${source.filename}, ${contentType}, ${source.bytes}, ${source.bytes.length})`);
      }
    }
    await tx.execute(sql`update knowledge_bases set status = 'in_progress', user_modified_at = now() where id = ${id}`);
    return getKnowledgeBase(tx, id);
  });

export const deleteSource = async (db: Db, id: string, sourceId: string): Promise<KnowledgeBase> =>
  db.transaction(async (tx) => {
    await lockKnowledgeBase(tx, id);
    const deleted = rowsOf<{ id: string }>(await tx.execute(sql`delete from knowledge_base_sources where id = ${sourceId} and knowledge_base_id = ${id} returning id`));
    if (deleted.length === 0) throw new HttpError(404, knowledgeBaseMessages.sourceNotFound);
    await tx.execute(sql`update knowledge_bases set user_modified_at = now() where id = ${id}`);
    await settleKnowledgeBase(tx, id);
    return getKnowledgeBase(tx, id);
  });

/** Queues every web page of the knowledge base to be read again (the `where` picks which bases). */
export const queueRefresh = async (db: Executor, which: SQL, intervalMs: number): Promise<string[]> => {
  const rows = rowsOf<{ knowledge_base_id: string }>(
    await db.execute(sql`update knowledge_base_sources s
      set status = 'pending', generation = s.generation + 1, attempts = 0, next_attempt_at = now(), lease_until = null, error = null
      from knowledge_bases kb
      where kb.id = s.knowledge_base_id and s.type = 'url' and ${which}
      returning s.knowledge_base_id`),
  );
  const ids = [...new Set(rows.map((row) => row.knowledge_base_id))];
  if (ids.length > 0) {
    await db.execute(sql`update knowledge_bases set status = 'in_progress',
        next_refresh_at = case when enable_auto_refresh then now() + ${`${intervalMs} milliseconds`}::interval else null end
      where id in (${sql.join(ids.map((kbId) => sql`${kbId}`), sql`, `)})`);
  }
  return ids;
};

/** The Refresh button: reads the knowledge base's web pages again now. */
export const refreshKnowledgeBase = async (db: Db, id: string, intervalMs: number): Promise<KnowledgeBase> =>
  db.transaction(async (tx) => {
    await lockKnowledgeBase(tx, id);
    const queued = await queueRefresh(tx, sql`kb.id = ${id}`, intervalMs);
    if (queued.length === 0) throw new HttpError(409, knowledgeBaseMessages.nothingToRefresh);
    return getKnowledgeBase(tx, id);
  });

/** The stored original of a document or pasted text. */
export const readSourceFile = async (db: Db, id: string, sourceId: string) => {
  const [row] = rowsOf<{ type: string; filename: string; content_type: string | null; content: Uint8Array | null }>(
    await db.execute(sql`select type, filename, content_type, content from knowledge_base_sources where id = ${sourceId} and knowledge_base_id = ${id}`),
  );
  if (!row) throw new HttpError(404, knowledgeBaseMessages.sourceNotFound);
  if (row.type === 'url' || row.content === null) throw new HttpError(404, 'A web page has no stored file; open its address instead');
  const filename = row.type === 'text' && !/\.txt$/i.test(row.filename) ? `${row.filename}.txt` : row.filename;
  return { filename, contentType: row.content_type ?? 'application/octet-stream', bytes: Buffer.from(row.content) };
};

const snippetOptions = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=40, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The search statement: passages of one knowledge base matching the words (the GIN index on the
 * generated tsvector), best first, each with a snippet whose matching words are marked. Exported
 * for the benchmark, which times it against the API.
 */
export const knowledgeBaseSearchSql = (id: string, query: string, limit: number): SQL => sql`with q as (
        select websearch_to_tsquery('english', ${query}) as q, websearch_to_tsquery('english', ${query}) && format('%L', '§' || ${id})::tsquery as within
      ),
      hits as (
        select c.source_id, c.content, ts_rank(c.search, q.q) as rank
        from knowledge_base_chunks c, q
        -- A query of stop words only is empty: it finds nothing (not the whole knowledge base).
        where numnode(q.q) > 0 and c.search @@ q.within and c.knowledge_base_id = ${id}
        order by rank desc, c.source_id, c.ordinal
        limit ${limit}
      )
      select h.source_id, s.filename, s.type, ts_headline('english', h.content, q.q, ${snippetOptions}) as snippet, h.rank
      from hits h join knowledge_base_sources s on s.id = h.source_id, q
      order by h.rank desc, h.source_id`;

/** Full-text search over the passages of one knowledge base (404 when it does not exist). */
export const searchKnowledgeBase = async (db: Db, id: string, query: string, limit: number): Promise<KnowledgeBaseSearchHit[]> => {
  const rows = rowsOf<{ source_id: string; filename: string; type: KnowledgeBaseSearchHit['type']; snippet: string; rank: number }>(
    await db.execute(knowledgeBaseSearchSql(id, query, limit)),
  );
  // Hits prove the knowledge base exists; only an empty answer needs a second look.
  if (rows.length === 0) {
    const [exists] = rowsOf<{ id: string }>(await db.execute(sql`select id from knowledge_bases where id = ${id}`));
    if (!exists) throw new HttpError(404, knowledgeBaseMessages.notFound);
  }
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
};
