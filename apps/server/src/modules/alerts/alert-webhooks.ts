import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DrainWorker } from '../../lib/drain-worker.ts';
import { OUTBOUND_SIGNATURE_HEADER } from '../../lib/signed-delivery.ts';
import { createSignedWebhookWorker } from '../../lib/signed-webhook-worker.ts';

/** The header an alert webhook's signature comes in (the same scheme as the chat hook's). */
export const ALERT_SIGNATURE_HEADER = OUTBOUND_SIGNATURE_HEADER;

/** Alert webhooks from their outbox (lib/signed-webhook-worker.ts). */
export const createAlertWebhooks = (options: {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  pollMs: number;
}): DrainWorker =>
  createSignedWebhookWorker({ ...options, table: 'alert_deliveries', batchSize: 10, what: 'alert webhook' });
