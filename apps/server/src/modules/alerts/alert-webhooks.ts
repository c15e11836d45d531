import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DrainWorker } from '../../lib/drain-worker.ts';
import { defineOutbox, exponentialBackoff } from '../../lib/durable-queue.ts';
import { createQueueWorker } from '../../lib/queue-worker.ts';
import { OUTBOUND_SIGNATURE_HEADER, postSignedDelivery } from '../../lib/signed-delivery.ts';

/** The header an alert webhook's signature comes in (the same scheme as the chat hook's). */
export const ALERT_SIGNATURE_HEADER = OUTBOUND_SIGNATURE_HEADER;

const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
/** Deliveries claimed at once: at 10 s a hook at most, a batch ends well within its lease. */
const BATCH = 10;
const policy = { maxAttempts: 6, backoffMs: exponentialBackoff({ baseMs: 30_000, maxMs: 30 * 60_000 }) };

type DeliveryItem = { id: string | number; url: string; body: string; secret: string; attempts: number };

/** The outbox of alert webhooks (lib/durable-queue.ts). */
const deliveries = defineOutbox<DeliveryItem>({
  table: 'alert_deliveries',
  key: { id: 'bigint' },
  done: 'delivered',
  errorColumn: 'last_error',
  returning: sql`q.id, q.url, q.body, q.secret`,
});

/**
 * Alert webhooks from their outbox: claimed with a lease, POSTed as JSON signed with the rule's
 * secret, retried with backoff on a 5xx or no answer; a 4xx, a URL on a private network (unless
 * allowed) or the last attempt fails the delivery for good.
 */
export const createAlertWebhooks = (options: {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  pollMs: number;
}): DrainWorker => {
  const { db, log, allowPrivate } = options;

  const deliver = (delivery: DeliveryItem) => postSignedDelivery(delivery, { allowPrivate, timeoutMs: TIMEOUT_MS });

  return createQueueWorker({
    db,
    queue: deliveries,
    batchSize: BATCH,
    leaseMs: LEASE_MS,
    policy,
    handle: deliver,
    onFailure: (delivery, outcome) =>
      log.warn({ delivery: delivery.id, outcome: outcome.outcome }, 'alert webhook not delivered'),
    intervalMs: options.pollMs,
    log,
    failureMessage: 'alert webhook delivery failed',
  });
};
