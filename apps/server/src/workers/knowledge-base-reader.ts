import { knowledgeBaseLimits } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import type { DrainWorker } from '../lib/drain-worker.ts';
import { defineQueue, exponentialBackoff, reasonOf } from '../lib/durable-queue.ts';
import { createQueueWorker, type ItemResult, type Recorded } from '../lib/queue-worker.ts';
import { chunkText } from '../modules/knowledge-base/chunk-text.ts';
import { fetchPage, TransientFetchError, type FetchPageOptions } from '../modules/knowledge-base/fetch-page.ts';
import { queueRefresh } from '../modules/knowledge-base/knowledge-base-sources.ts';
import { lockKnowledgeBase, settleKnowledgeBase } from '../modules/knowledge-base/knowledge-base.service.ts';
import type { Tx } from '../db/sql-helpers.ts';
import { HttpError } from '../lib/http-error.ts';
import {
  extractDocumentText,
  kindOfContentType,
  UnreadableDocumentError,
  type FileKind,
} from '../lib/document-text.ts';

export type KnowledgeBaseReaderOptions = {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs: number;
  refreshIntervalMs: number;
  fetch: Omit<FetchPageOptions, 'maxBytes'>;
  /** Attempts before a page that keeps failing transiently is marked failed. */
  maxAttempts?: number;
};

export type KnowledgeBaseReader = DrainWorker;

type ClaimedSource = {
  /** The workspace of the source: everything written for it carries the same. */
  workspace_id: string;
  id: string;
  knowledge_base_id: string;
  type: 'document' | 'url' | 'text';
  url: string | null;
  content_type: string | null;
  content: Uint8Array | null;
  generation: number;
  attempts: number;
};

/** The knowledge base a source belongs to, in the source's workspace. */
const baseOf = (source: ClaimedSource) => ({ workspaceId: source.workspace_id, id: source.knowledge_base_id });

/** Passages written per statement. */
const INSERT_BATCH = 200;

/** Sources are read one at a time: a document or a page takes long next to its claim. */
const sources = defineQueue<ClaimedSource>({
  table: 'knowledge_base_sources',
  key: { id: 'text' },
  status: { column: 'status', waiting: ['pending'], done: 'ready', failed: 'error' },
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  leaseUntil: 'lease_until',
  // A source that will be read again shows no error meanwhile.
  error: { column: 'error', isShownWhileRetrying: false },
  generation: 'generation',
  order: sql`next_attempt_at, id`,
  returning: sql`q.workspace_id, q.id, q.knowledge_base_id, q.type, q.url, q.content_type, q.content, q.generation`,
  settleSet: sql`text_length = case when v.outcome = 'done' then (v.data->>'text_length')::integer
      else q.text_length end,
    last_read_at = case when v.outcome = 'done' then now() else q.last_read_at end`,
});

/**
 * Reads knowledge-base sources in the background, durably: the queue is the sources table. A
 * pending source is claimed with a lease (FOR UPDATE SKIP LOCKED, so several processes share the
 * work), its text extracted (documents, pasted texts, fetched web pages), cut into passages and
 * indexed, then its knowledge base settled. A reader killed mid-way leaves the lease to expire and
 * the source is read again after a restart; a result whose source was queued again meanwhile (a
 * refresh, generation moved on) is dropped. Due auto refreshes are queued on each poll.
 */
export const createKnowledgeBaseReader = (options: KnowledgeBaseReaderOptions): KnowledgeBaseReader => {
  const { db, log } = options;
  const maxAttempts = options.maxAttempts ?? 4;

  /** Takes the knowledge base's lock; false when it was deleted meanwhile. */
  const lockIfPresent = (tx: Tx, base: { workspaceId: string; id: string }) =>
    lockKnowledgeBase(tx, base).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return false;
        throw error;
      },
    );

  const readText = async (source: ClaimedSource): Promise<string> => {
    if (source.type === 'url') {
      const page = await fetchPage(source.url ?? '', { ...options.fetch, maxBytes: knowledgeBaseLimits.pageBytes });
      const kind = kindOfContentType(page.contentType);
      if (kind === null)
        throw new UnreadableDocumentError(`The page is ${page.contentType.split(';')[0]}, not text, HTML or PDF`);
      return extractDocumentText(kind, page.bytes);
    }
    const kind: FileKind = source.type === 'text' ? 'text' : (kindOfContentType(source.content_type ?? '') ?? 'text');
    return extractDocumentText(kind, Buffer.from(source.content ?? new Uint8Array()));
  };

  /**
   * Stores a source's outcome with its knowledge base locked: on success its passages, replacing
   * an earlier read's (on a failure those stay searchable); nothing when the source was queued
   * again or deleted meanwhile.
   */
  const record = async ({ item: source, result, payload: chunks }: Recorded<ClaimedSource, string[]>) => {
    const base = baseOf(source);
    await db.transaction(async (tx) => {
      if (!(await lockIfPresent(tx, base))) return;
      const settled = await sources.settle(tx, [{ item: source, result }]);
      if (settled.length === 0) return;
      if (result.outcome === 'done') {
        await tx.execute(sql`delete from knowledge_base_chunks where source_id = ${source.id}`);
        for (let start = 0; start < (chunks ?? []).length; start += INSERT_BATCH) {
          const values = chunks!
            .slice(start, start + INSERT_BATCH)
            .map(
              (content, offset) =>
                sql`(${source.workspace_id}, ${source.id}, ${start + offset}, ${source.knowledge_base_id}, ${content})`,
            );
          await tx.execute(sql`insert into knowledge_base_chunks
              (workspace_id, source_id, ordinal, knowledge_base_id, content)
            values ${sql.join(values, sql`, `)}`);
        }
      }
      await settleKnowledgeBase(tx, base);
    });
  };

  /** Knowledge bases with nothing left to read that still say in_progress (a new, empty one). */
  const settleIdle = async () => {
    const rows = rowsOf<{ workspace_id: string; id: string }>(
      await db.execute(sql`select kb.workspace_id, kb.id from knowledge_bases kb where kb.status = 'in_progress'
        and not exists (select 1 from knowledge_base_sources s where s.knowledge_base_id = kb.id and s.status = 'pending')`),
    );
    for (const row of rows) {
      const base = { workspaceId: row.workspace_id, id: row.id };
      await db.transaction(async (tx) => {
        if (await lockIfPresent(tx, base)) await settleKnowledgeBase(tx, base);
      });
    }
  };

  const read = async (source: ClaimedSource): Promise<ItemResult & { payload?: string[] }> => {
    try {
      const text = await readText(source);
      return { outcome: 'done', data: { text_length: text.length }, payload: chunkText(text) };
    } catch (error) {
      const isExpected = error instanceof UnreadableDocumentError || error instanceof TransientFetchError;
      if (!isExpected) {
        const failure = { workspaceId: source.workspace_id, sourceId: source.id, failure: { message: String(error) } };
        log.error(failure, 'knowledge base source failed');
      }
      const isPermanent = !(error instanceof TransientFetchError);
      return { outcome: 'failure', reason: reasonOf(error).slice(0, 500), isPermanent };
    }
  };

  const worker = createQueueWorker<ClaimedSource, string[]>({
    db,
    queue: sources,
    batchSize: 1,
    leaseMs: options.leaseMs,
    policy: { maxAttempts, backoffMs: exponentialBackoff({ baseMs: 30_000, maxMs: 60 * 60_000 }) },
    handle: read,
    record: async (settled) => {
      for (const one of settled) await record(one);
    },
    onFailure: (source, outcome) =>
      log.warn(
        { workspaceId: source.workspace_id, sourceId: source.id, attempt: source.attempts, reason: outcome.reason },
        outcome.outcome === 'failed' ? 'knowledge base source unreadable' : 'knowledge base source will be read again',
      ),
    onEmpty: settleIdle,
    intervalMs: options.pollMs,
    log,
    failureMessage: 'knowledge base reading failed',
  });

  // Due auto refreshes join the queue on every poll.
  let refreshTimer: NodeJS.Timeout | null = null;
  const queueDueRefreshes = async () => {
    const ids = await queueRefresh(
      db,
      sql`kb.enable_auto_refresh and kb.next_refresh_at <= now()`,
      options.refreshIntervalMs,
    );
    // A knowledge base with auto refresh but no web pages waits for the next interval.
    await db.execute(sql`update knowledge_bases set next_refresh_at = now() + ${`${options.refreshIntervalMs} milliseconds`}::interval
      where enable_auto_refresh and next_refresh_at <= now()`);
    if (ids.length > 0) worker.kick();
  };
  return {
    ...worker,
    // After the current request's answer is on its way: reading runs in this process, and on PGlite
    // (which runs in this thread) a large document would otherwise hold the answer back.
    kick: () => {
      setImmediate(worker.kick);
    },
    start: () => {
      worker.start();
      if (refreshTimer) return;
      refreshTimer = setInterval(() => {
        queueDueRefreshes().catch((error: unknown) =>
          log.error({ failure: { message: String(error) } }, 'knowledge base refresh scheduling failed'),
        );
      }, options.pollMs);
      refreshTimer.unref();
    },
    stop: async () => {
      if (refreshTimer) clearInterval(refreshTimer);
      refreshTimer = null;
      await worker.stop();
    },
  };
};
