import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DrainWorker } from '../../lib/drain-worker.ts';
import { createSignedWebhookWorker } from '../../lib/signed-webhook-worker.ts';

/**
 * call_reviewed webhooks from their outbox (migration 0067), sent as alert webhooks are
 * (lib/signed-webhook-worker.ts). Kicked by the call measurer when a batch queued deliveries;
 * polled otherwise.
 */
export const createQaWebhooks = (options: {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  pollMs: number;
}): DrainWorker =>
  createSignedWebhookWorker({
    ...options,
    table: 'qa_webhook_deliveries',
    // A review step of 50 calls queues up to 50 (one a scorecard with a hook), sent together.
    batchSize: 50,
    what: 'call_reviewed webhook',
  });
