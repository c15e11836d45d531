import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createDrainWorker, type DrainWorker } from './drain-worker.ts';
import {
  failureOutcome,
  reasonOf,
  type Claimed,
  type DurableQueue,
  type Outcome,
  type Settlement,
} from './durable-queue.ts';

/** What handling one item came to. */
export type ItemResult =
  | { outcome: 'done'; status?: string; data?: Record<string, unknown> }
  /** Failed this time: retried after its backoff, or failed for good when permanent or the last attempt. */
  | { outcome: 'failure'; reason: string; isPermanent: boolean }
  /** Neither: the item waits for its lease to run out (what it needs is missing for now). */
  | { outcome: 'left' };

/** The attempts an item gets and the wait after each failed one. */
export type RetryPolicy = { maxAttempts: number; backoffMs: (attempt: number) => number };

/** A settled item with what its handler made that is not a column (passages to store, a mail to record). */
export type Recorded<Item extends Claimed, Payload> = Settlement & { item: Item; payload: Payload | undefined };

export type BatchRun<Item extends Claimed, Payload> = {
  items: readonly Item[];
  leaseMs: number;
  policy: RetryPolicy;
  isStopping: () => boolean;
  /**
   * Handles one item; a throw counts as a failure that may pass (retried). `recorded` settles when
   * the previous item's outcome is written (at once without `overlap`).
   */
  handle: (item: Item, recorded: Promise<void>) => Promise<ItemResult & { payload?: Payload }>;
  /**
   * Writes settled items (one statement, or one transaction where more is written with them). It is
   * called after each item, before the next begins, so a process that dies has at most the item in
   * hand done and unrecorded; workers that run side by side write together through a group writer.
   */
  record: (settled: Recorded<Item, Payload>[]) => Promise<void>;
  /**
   * The next item is begun while the previous one is written, and its handler must hold back the
   * step that makes it done (a mail's final end-of-data) until `recorded`: so a process that dies
   * still has at most one item done and unrecorded, while the rest of the work overlaps the write.
   * Writes stay one at a time and in order.
   */
  overlap?: boolean;
  /** Puts items not begun back in the queue. */
  release: (items: Item[]) => Promise<void>;
  /** Told of each failed attempt and what follows (for the log). */
  onFailure?: (item: Item, outcome: Extract<Outcome, { reason: string }>) => void;
};

const outcomeOf = (item: Claimed, result: ItemResult, policy: RetryPolicy): Outcome | null => {
  if (result.outcome === 'left') return null;
  if (result.outcome === 'done')
    return {
      outcome: 'done',
      ...(result.status ? { status: result.status } : {}),
      ...(result.data ? { data: result.data } : {}),
    };
  return failureOutcome(item.attempts, result, policy);
};

/** A run over items handed out one at a time by `next` (null: none left), not a batch in hand. */
export type ItemsRun<Item extends Claimed, Payload> = Omit<BatchRun<Item, Payload>, 'items' | 'leaseMs' | 'release'> & {
  next: () => Promise<Item | null>;
};

/**
 * Works through items one at a time, writing each outcome before the next item (or, with
 * `overlap`, before the next item may take effect), until `next` has none or the run is stopping.
 * Answers how many items it handled.
 */
export const runItems = async <Item extends Claimed, Payload = undefined>(
  run: ItemsRun<Item, Payload>,
): Promise<number> => {
  let handled = 0;
  // The write of the previous item's outcome; a failed write still rejects out of the run below.
  let writing: Promise<void> = Promise.resolve();
  try {
    for (;;) {
      const item = run.isStopping() ? null : await run.next();
      if (!item) break;
      // The handler waits on the write, never fails with it: a failed write is reported by the loop.
      const recorded = writing.then(
        () => undefined,
        () => undefined,
      );
      const result = await run
        .handle(item, recorded)
        .catch((error: unknown): ItemResult => ({ outcome: 'failure', reason: reasonOf(error), isPermanent: false }));
      handled += 1;
      await writing;
      const outcome = outcomeOf(item, result, run.policy);
      if (outcome === null) continue;
      if (outcome.outcome !== 'done') run.onFailure?.(item, outcome);
      writing = run.record([{ item, result: outcome, payload: 'payload' in result ? result.payload : undefined }]);
      if (!run.overlap) await writing;
    }
  } finally {
    await writing;
  }
  return handled;
};

/**
 * Handles a claimed batch all at once and writes its outcomes in one statement: for work that waits
 * on others (webhook deliveries), where one slow receiver must not hold up the rest. A process that
 * dies mid-batch may have the whole batch done and unrecorded, so the items are done at least once.
 */
export const runBatchAtOnce = async <Item extends Claimed, Payload = undefined>(
  run: Pick<BatchRun<Item, Payload>, 'items' | 'policy' | 'handle' | 'record' | 'onFailure'>,
): Promise<number> => {
  const results = await Promise.all(
    run.items.map((item) =>
      run
        .handle(item, Promise.resolve())
        .catch((error: unknown): ItemResult => ({ outcome: 'failure', reason: reasonOf(error), isPermanent: false })),
    ),
  );
  const settled = run.items.flatMap((item, index): Recorded<Item, Payload>[] => {
    const result = results[index]!;
    const outcome = outcomeOf(item, result, run.policy);
    if (outcome === null) return [];
    if (outcome.outcome !== 'done') run.onFailure?.(item, outcome);
    return [{ item, result: outcome, payload: 'payload' in result ? result.payload : undefined }];
  });
  if (settled.length > 0) await run.record(settled);
  return run.items.length;
};

/**
 * Works through a claimed batch (runItems). It stops after the item in hand when asked to, or when
 * half the lease has gone (the rest would outlive it), and puts the items it has not begun back.
 */
export const runBatch = async <Item extends Claimed, Payload = undefined>(
  run: BatchRun<Item, Payload>,
): Promise<number> => {
  const began = Date.now();
  let index = 0;
  const next = async () => {
    if (index >= run.items.length) return null;
    if (run.isStopping() || Date.now() - began > run.leaseMs / 2) {
      await run.release(run.items.slice(index));
      index = run.items.length;
      return null;
    }
    return run.items[index++]!;
  };
  // Stopping is seen by `next`, which puts the rest back.
  return runItems({ ...run, isStopping: () => false, next });
};

export type QueueWorkerOptions<Item extends Claimed, Payload> = {
  db: Db;
  queue: DurableQueue<Item>;
  /** Items claimed at once. */
  batchSize: number;
  leaseMs: number;
  policy: RetryPolicy;
  handle: BatchRun<Item, Payload>['handle'];
  /** Writes settled items; the queue's one settle statement unless the queue writes more with them. */
  record?: BatchRun<Item, Payload>['record'];
  /** Which due items this worker may claim now (a condition over the table's columns), else all. */
  claimable?: () => Promise<SQL | undefined>;
  onFailure?: BatchRun<Item, Payload>['onFailure'];
  /** Runs when a claim finds nothing due (a tidy-up for an empty queue). */
  onEmpty?: () => Promise<void>;
  /** Each claimed batch is handled all at once and recorded together (runBatchAtOnce), not item by item. */
  isAtOnce?: boolean;
  isEnabled?: boolean;
  intervalMs: number;
  log: FastifyBaseLogger;
  failureMessage: string;
};

/** A durable queue's worker: claims a batch, handles it item by item, settles it, on a timer and on a kick. */
export const createQueueWorker = <Item extends Claimed, Payload = undefined>(
  options: QueueWorkerOptions<Item, Payload>,
): DrainWorker => {
  const { db, queue } = options;
  const record = options.record ?? (async (settled) => void (await queue.settle(db, settled)));
  return createDrainWorker({
    isEnabled: options.isEnabled ?? true,
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: options.failureMessage,
    claimBatch: async (isStopping) => {
      const where = options.claimable ? await options.claimable() : undefined;
      const items = await queue.claim(db, { limit: options.batchSize, leaseMs: options.leaseMs, where });
      if (items.length === 0) {
        await options.onEmpty?.();
        return null;
      }
      if (options.isAtOnce)
        return runBatchAtOnce({
          items,
          policy: options.policy,
          handle: options.handle,
          record,
          ...(options.onFailure ? { onFailure: options.onFailure } : {}),
        });
      return runBatch({
        items,
        leaseMs: options.leaseMs,
        policy: options.policy,
        isStopping,
        handle: options.handle,
        record,
        release: (rest) => queue.release(db, rest),
        ...(options.onFailure ? { onFailure: options.onFailure } : {}),
      });
    },
  });
};
