import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/sql-helpers.ts';
import type { DrainWorker } from '../lib/drain-worker.ts';
import { defineQueue, exponentialBackoff, failureOutcome, reasonOf, type Outcome } from '../lib/durable-queue.ts';
import { createQueueWorker, type ItemResult, type Recorded, type RetryPolicy } from '../lib/queue-worker.ts';
import { readImportChunk, type ChunkCalls } from './call-import-chunk.ts';
import { upsertCallBatch } from '../modules/calls/call-batch-upsert.ts';
import { failStaleUploads } from '../modules/calls/call-import-upload.ts';

export type CallImporterOptions = {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs: number;
  /** Told of the calls each chunk wrote (the open call lists hear of them). */
  publish: (change: { workspaceId: string; callIds: string[] }) => Promise<void>;
  maxAttempts?: number;
};

type ClaimedImport = {
  id: string;
  workspace_id: string;
  next_chunk: number;
  chunk_count: number;
  attempts: number;
};

/** Reasons kept per import. */
const MAX_ROW_ERRORS = 1000;

const counted = (name: string) => sql.raw(`${name} = q.${name} + coalesce((v.data->>'${name}')::integer, 0)`);

/**
 * The imports' queue is the call_imports table. A claim takes one chunk of one import: the chunk is
 * imported and the import settled back to pending (its next chunk due at once) or complete after
 * the last. A done chunk moves next_chunk on and starts the attempts afresh, so only failures of
 * the same chunk count towards giving up.
 */
const imports = defineQueue<ClaimedImport>({
  table: 'call_imports',
  key: { id: 'uuid' },
  status: { column: 'status', waiting: ['pending'], done: 'complete', failed: 'failed' },
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  leaseUntil: 'lease_until',
  error: { column: 'error', isShownWhileRetrying: false },
  order: sql`next_attempt_at, created_at`,
  returning: sql`q.id, q.workspace_id, q.next_chunk, q.chunk_count`,
  settleSet: sql`${sql.join(['rows_read', 'imported', 'updated', 'unchanged', 'skipped'].map(counted), sql`, `)},
    next_chunk = case when v.outcome = 'done' then q.next_chunk + 1 else q.next_chunk end,
    attempts = case when v.outcome = 'done' then 0 else q.attempts end,
    row_errors = case when jsonb_array_length(coalesce(v.data->'row_errors', '[]'::jsonb)) = 0 then q.row_errors
      else (select coalesce(jsonb_agg(e.value order by e.n), '[]'::jsonb) from jsonb_array_elements(
        q.row_errors || (v.data->'row_errors')) with ordinality as e(value, n) where e.n <= ${MAX_ROW_ERRORS}) end,
    finished_at = case when v.status in ('complete', 'failed') then now() end,
    updated_at = now()`,
});

/** Complete, or failed for good: the upload's chunks are no longer needed. */
const isFinal = (outcome: Outcome) =>
  outcome.outcome === 'failed' || (outcome.outcome === 'done' && outcome.status === 'complete');

const dropUpload = (db: Db | Tx, id: string) => db.execute(sql`delete from call_import_chunks where import_id = ${id}`);

/**
 * Imports uploaded call histories in the background, one chunk of calls per transaction: the
 * chunk's calls are upserted by (workspace, call_id) with the analytics aggregates, the import's
 * progress counted and the chunk deleted, together. Between chunks the database serves everyone
 * else; a process that stops leaves the import at its last committed chunk, resumed on the next
 * claim (its lease runs out).
 */
export const createCallImporter = (options: CallImporterOptions): DrainWorker => {
  const { db, log } = options;
  const policy: RetryPolicy = {
    maxAttempts: options.maxAttempts ?? 5,
    backoffMs: exponentialBackoff({ baseMs: 5_000, maxMs: 5 * 60_000 }),
  };

  const handle = async (item: ClaimedImport): Promise<ItemResult & { payload?: ChunkCalls }> => {
    const chunk = await readImportChunk(db, item.id, item.next_chunk);
    const isLast = item.next_chunk + 1 >= item.chunk_count;
    return { outcome: 'done', status: isLast ? 'complete' : 'pending', payload: chunk };
  };

  /** Writes a chunk and its import's progress in one transaction; nothing when the claim was lost. */
  const writeChunk = async ({ item, result, payload }: Recorded<ClaimedImport, ChunkCalls>) => {
    const changed = await db.transaction(async (tx) => {
      if ((await imports.lockHeld(tx, [item])).length === 0) return [];
      let outcome: Outcome = result;
      let callIds: string[] = [];
      if (result.outcome === 'done' && payload) {
        const written = await upsertCallBatch(tx, item.workspace_id, payload.calls);
        callIds = written.changed.map((call) => call.call_id);
        const { rowsRead, rowErrors } = payload;
        const { imported, updated, unchanged, erased } = written;
        // A call erased with a person is skipped too (it stays erased), without a row error naming it.
        const data = { rows_read: rowsRead, imported, updated, unchanged, skipped: rowErrors.length + erased };
        outcome = { ...result, data: { ...data, row_errors: rowErrors } };
        await tx.execute(
          sql`delete from call_import_chunks where import_id = ${item.id} and ordinal = ${item.next_chunk}`,
        );
      }
      await imports.settle(tx, [{ item, result: outcome }]);
      if (isFinal(outcome)) await dropUpload(tx, item.id);
      return callIds;
    });
    if (changed.length > 0) await options.publish({ workspaceId: item.workspace_id, callIds: changed });
  };

  const record = async (settled: Recorded<ClaimedImport, ChunkCalls>[]) => {
    for (const one of settled) {
      try {
        await writeChunk(one);
      } catch (error) {
        // The chunk's transaction rolled back: the same chunk is tried again after a backoff.
        const reason = `Stopped at row ${(one.payload?.firstRow ?? 0) + 1}: ${reasonOf(error).slice(0, 300)}`;
        const outcome = failureOutcome(one.item.attempts, { reason, isPermanent: false }, policy);
        log.warn({ importId: one.item.id, attempt: one.item.attempts, reason }, 'call import chunk failed');
        const held = await imports.settle(db, [{ item: one.item, result: outcome }]);
        if (held.length > 0 && isFinal(outcome)) await dropUpload(db, one.item.id);
      }
    }
  };

  return createQueueWorker<ClaimedImport, ChunkCalls>({
    db,
    queue: imports,
    batchSize: 1,
    leaseMs: options.leaseMs,
    policy,
    handle,
    record,
    onFailure: (item, outcome) =>
      log.warn({ importId: item.id, reason: outcome.reason }, 'call import will be tried again or has failed'),
    // With nothing to import: uploads a dead process left half kept are given up.
    onEmpty: () => failStaleUploads(db),
    intervalMs: options.pollMs,
    log,
    failureMessage: 'call import failed',
  });
};
