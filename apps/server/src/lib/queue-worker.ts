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
  /** Handles one item; a throw counts as a failure that may pass (retried). */
  handle: (item: Item) => Promise<ItemResult & { payload?: Payload }>;
  /**
   * Writes settled items (one statement, or one transaction where more is written with them). It is
   * called after each item, before the next begins, so a process that dies has at most the item in
   * hand done and unrecorded; workers that run side by side write together through a group writer.
   */
  record: (settled: Recorded<Item, Payload>[]) => Promise<void>;
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

/**
 * Works through a claimed batch one item at a time, writing each outcome before the next item. It
 * stops after the item in hand when asked to, or when half the lease has gone (the rest would
 * outlive it), and puts the items it has not begun back. Answers how many items it handled.
 */
export const runBatch = async <Item extends Claimed, Payload = undefined>(
  run: BatchRun<Item, Payload>,
): Promise<number> => {
  const began = Date.now();
  let handled = 0;
  for (const [index, item] of run.items.entries()) {
    if (run.isStopping() || Date.now() - began > run.leaseMs / 2) {
      await run.release(run.items.slice(index));
      return handled;
    }
    const result = await run
      .handle(item)
      .catch((error: unknown): ItemResult => ({ outcome: 'failure', reason: reasonOf(error), isPermanent: false }));
    handled += 1;
    const outcome = outcomeOf(item, result, run.policy);
    if (outcome === null) continue;
    if (outcome.outcome !== 'done') run.onFailure?.(item, outcome);
    await run.record([{ item, result: outcome, payload: 'payload' in result ? result.payload : undefined }]);
  }
  return handled;
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
