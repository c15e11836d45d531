import { knowledgeBaseLimits } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { createDrainWorker, type DrainWorker } from '../lib/drain-worker.ts';
import { chunkText } from '../modules/knowledge-base/chunk-text.ts';
import { fetchPage, TransientFetchError, type FetchPageOptions } from '../modules/knowledge-base/fetch-page.ts';
import { queueRefresh } from '../modules/knowledge-base/knowledge-base-sources.ts';
import { lockKnowledgeBase, settleKnowledgeBase } from '../modules/knowledge-base/knowledge-base.service.ts';
import type { Tx } from '../db/sql-helpers.ts';
import { HttpError } from '../lib/http-error.ts';
import { extractDocumentText, kindOfContentType, UnreadableDocumentError, type FileKind } from '../lib/document-text.ts';

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
const RETRY_BASE_MS = 30_000;

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

  const claim = async (): Promise<ClaimedSource | null> => {
    const [row] = rowsOf<ClaimedSource>(
      await db.execute(sql`update knowledge_base_sources
        set lease_until = now() + ${`${options.leaseMs} milliseconds`}::interval, attempts = attempts + 1
        where id = (
          select id from knowledge_base_sources
          where status = 'pending' and next_attempt_at <= now() and (lease_until is null or lease_until < now())
          order by next_attempt_at, id
          limit 1
          for update skip locked
        )
        returning workspace_id, id, knowledge_base_id, type, url, content_type, content, generation, attempts`),
    );
    return row ?? null;
  };

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
      if (kind === null) throw new UnreadableDocumentError(`The page is ${page.contentType.split(';')[0]}, not text, HTML or PDF`);
      return extractDocumentText(kind, page.bytes);
    }
    const kind: FileKind = source.type === 'text' ? 'text' : (kindOfContentType(source.content_type ?? '') ?? 'text');
    return extractDocumentText(kind, Buffer.from(source.content ?? new Uint8Array()));
  };

  /** Stores the passages and marks the source ready, unless it was queued again or deleted meanwhile. */
  const recordText = async (source: ClaimedSource, text: string) => {
    const chunks = chunkText(text);
    const base = baseOf(source);
    await db.transaction(async (tx) => {
      if (!(await lockIfPresent(tx, base))) return;
      const [current] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from knowledge_base_sources
          where id = ${source.id} and workspace_id = ${source.workspace_id} and generation = ${source.generation} and status = 'pending' for update`),
      );
      if (!current) return;
      await tx.execute(sql`delete from knowledge_base_chunks where source_id = ${source.id}`);
      for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
        const values = chunks
          .slice(start, start + INSERT_BATCH)
          .map((content, offset) => sql`(${source.workspace_id}, ${source.id}, ${start + offset}, ${source.knowledge_base_id}, ${content})`);
        await tx.execute(sql`insert into knowledge_base_chunks (workspace_id, source_id, ordinal, knowledge_base_id, content) values ${sql.join(values, sql`, `)}`);
      }
      await tx.execute(sql`update knowledge_base_sources
        set status = 'ready', error = null, text_length = ${text.length}, last_read_at = now(), lease_until = null
        where id = ${source.id} and workspace_id = ${source.workspace_id}`);
      await settleKnowledgeBase(tx, base);
    });
  };

  const recordFailure = async (source: ClaimedSource, error: unknown) => {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const isFinal = !(error instanceof TransientFetchError) || source.attempts >= maxAttempts;
    log.warn({ workspaceId: source.workspace_id, sourceId: source.id, attempt: source.attempts, reason }, isFinal ? 'knowledge base source unreadable' : 'knowledge base source will be read again');
    const delay = Math.min(RETRY_BASE_MS * 2 ** (source.attempts - 1), 60 * 60_000);
    const base = baseOf(source);
    await db.transaction(async (tx) => {
      if (!(await lockIfPresent(tx, base))) return;
      // The passages of an earlier read stay searchable when a refresh fails.
      await tx.execute(sql`update knowledge_base_sources
        set status = ${isFinal ? 'error' : 'pending'}, error = ${isFinal ? reason : null}, lease_until = null,
          next_attempt_at = now() + ${`${delay} milliseconds`}::interval
        where id = ${source.id} and workspace_id = ${source.workspace_id} and generation = ${source.generation} and status = 'pending'`);
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

  const claimOne = async () => {
    const source = await claim();
    if (source === null) {
      await settleIdle();
      return null;
    }
    try {
      await recordText(source, await readText(source));
    } catch (error) {
      if (!(error instanceof UnreadableDocumentError) && !(error instanceof TransientFetchError)) log.error({ workspaceId: source.workspace_id, sourceId: source.id, failure: { message: String(error) } }, 'knowledge base source failed');
      await recordFailure(source, error);
    }
    return source.id;
  };

  const worker = createDrainWorker({ isEnabled: true, claimOne, intervalMs: options.pollMs, log, failureMessage: 'knowledge base reading failed' });

  // Due auto refreshes join the queue on every poll.
  let refreshTimer: NodeJS.Timeout | null = null;
  const queueDueRefreshes = async () => {
    const ids = await queueRefresh(db, sql`kb.enable_auto_refresh and kb.next_refresh_at <= now()`, options.refreshIntervalMs);
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
        queueDueRefreshes().catch((error: unknown) => log.error({ failure: { message: String(error) } }, 'knowledge base refresh scheduling failed'));
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
