import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DrainWorker } from './drain-worker.ts';
import { defineOutbox, exponentialBackoff } from './durable-queue.ts';
import { createQueueWorker } from './queue-worker.ts';
import { postSignedDelivery } from './signed-delivery.ts';

const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
const policy = { maxAttempts: 6, backoffMs: exponentialBackoff({ baseMs: 30_000, maxMs: 30 * 60_000 }) };

type DeliveryItem = { id: string | number; url: string; body: string; secret: string; attempts: number };

/**
 * Signed webhooks sent from an outbox table (id, url, body, secret, delivered, last_error): claimed
 * in batches with a lease (SKIP LOCKED), POSTed at once as JSON signed with the secret
 * (signed-delivery.ts; at least once: a process that dies mid-batch sends the batch again),
 * retried with backoff on a 5xx or no answer; a 4xx, a URL on a private network (unless allowed) or
 * the last attempt fails the delivery for good. Alert webhooks and call_reviewed webhooks use it.
 */
export const createSignedWebhookWorker = (options: {
  /** The outbox table (a constant). */
  table: string;
  /** Deliveries claimed and sent at once (at 10 s a hook at most, well within the lease). */
  batchSize: number;
  /** What is delivered, for the log ("alert webhook"). */
  what: string;
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  pollMs: number;
}): DrainWorker => {
  const { db, log, allowPrivate, what } = options;
  const deliveries = defineOutbox<DeliveryItem>({
    table: options.table,
    key: { id: 'bigint' },
    done: 'delivered',
    errorColumn: 'last_error',
    returning: sql`q.id, q.url, q.body, q.secret`,
  });
  return createQueueWorker({
    db,
    queue: deliveries,
    batchSize: options.batchSize,
    leaseMs: LEASE_MS,
    policy,
    // A batch is POSTed at once: one slow or silent receiver holds up its batch for one timeout,
    // not one timeout per delivery, and the outcomes are written in one statement.
    isAtOnce: true,
    handle: (delivery) => postSignedDelivery(delivery, { allowPrivate, timeoutMs: TIMEOUT_MS }),
    onFailure: (delivery, outcome) =>
      log.warn({ delivery: delivery.id, outcome: outcome.outcome }, `${what} not delivered`),
    intervalMs: options.pollMs,
    log,
    failureMessage: `${what} delivery failed`,
  });
};
