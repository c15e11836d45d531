import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DrainWorker } from '../../lib/drain-worker.ts';
import { defineOutbox, exponentialBackoff } from '../../lib/durable-queue.ts';
import { createQueueWorker } from '../../lib/queue-worker.ts';
import { postSignedDelivery } from '../../lib/signed-delivery.ts';

const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
/** Deliveries claimed at once: at 10 s a hook at most, a batch ends well within its lease. */
const BATCH = 20;
const policy = { maxAttempts: 6, backoffMs: exponentialBackoff({ baseMs: 30_000, maxMs: 30 * 60_000 }) };

type DeliveryItem = { id: string | number; url: string; body: string; secret: string; attempts: number };

/** The outbox of call_reviewed webhooks (migration 0067, lib/durable-queue.ts). */
const deliveries = defineOutbox<DeliveryItem>({
  table: 'qa_webhook_deliveries',
  key: { id: 'bigint' },
  done: 'delivered',
  errorColumn: 'last_error',
  returning: sql`q.id, q.url, q.body, q.secret`,
});

/**
 * call_reviewed webhooks from their outbox, as alert webhooks are sent (lib/signed-delivery.ts):
 * claimed in batches with a lease (SKIP LOCKED), signed with the scorecard's secret, retried with
 * backoff on a 5xx or no answer, failed for good on a 4xx, a private address (unless allowed) or
 * the last attempt. Kicked by the call measurer when a batch queued deliveries; polled otherwise.
 */
export const createQaWebhooks = (options: {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  pollMs: number;
}): DrainWorker => {
  const { db, log, allowPrivate } = options;
  return createQueueWorker({
    db,
    queue: deliveries,
    batchSize: BATCH,
    leaseMs: LEASE_MS,
    policy,
    handle: (delivery) => postSignedDelivery(delivery, { allowPrivate, timeoutMs: TIMEOUT_MS }),
    onFailure: (delivery, outcome) =>
      log.warn({ delivery: delivery.id, outcome: outcome.outcome }, 'call_reviewed webhook not delivered'),
    intervalMs: options.pollMs,
    log,
    failureMessage: 'call_reviewed webhook delivery failed',
  });
};
