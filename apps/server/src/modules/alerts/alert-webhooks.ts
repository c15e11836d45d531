import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertDeliveries } from '../../db/schema.ts';
import { createDrainWorker, type DrainWorker } from '../../lib/drain-worker.ts';
import { postJson } from '../../lib/post-json.ts';
import { PrivateAddressError } from '../../lib/public-address.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';

/** The header an alert webhook's signature comes in (the same scheme as the chat hook's). */
export const ALERT_SIGNATURE_HEADER = 'x-agentdesk-signature';

const MAX_ATTEMPTS = 6;
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000);

/**
 * Alert webhooks from their outbox: claimed with a lease, POSTed as JSON signed with the rule's
 * secret, retried with backoff on a 5xx or no answer; a 4xx, a URL on a private network (unless
 * allowed) or the last attempt fails the delivery for good.
 */
export const createAlertWebhooks = (options: { db: Db; log: FastifyBaseLogger; allowPrivate: boolean; pollMs: number }): DrainWorker => {
  const { db, log, allowPrivate } = options;

  const claimOne = async () => {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(alertDeliveries)
        .where(and(eq(alertDeliveries.status, 'pending'), lte(alertDeliveries.nextAttemptAt, sql`now()`)))
        .orderBy(asc(alertDeliveries.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx.update(alertDeliveries).set({ nextAttemptAt: new Date(Date.now() + LEASE_MS), attempts: row.attempts + 1 }).where(eq(alertDeliveries.id, row.id));
      return { ...row, attempts: row.attempts + 1 };
    });
    if (!claimed) return null;
    let outcome: { status: 'delivered' } | { status: 'retry' | 'failed'; error: string };
    try {
      const status = await postJson(new URL(claimed.url), claimed.body, {
        headers: { [ALERT_SIGNATURE_HEADER]: signWebhook(claimed.body, claimed.secret, Date.now()) },
        timeoutMs: TIMEOUT_MS,
        allowPrivate,
      });
      if (status >= 200 && status < 300) outcome = { status: 'delivered' };
      else if (status >= 400 && status < 500) outcome = { status: 'failed', error: `The hook answered ${status}` };
      else outcome = { status: 'retry', error: `The hook answered ${status}` };
    } catch (error) {
      outcome = error instanceof PrivateAddressError ? { status: 'failed', error: error.message } : { status: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.status === 'retry' && claimed.attempts >= MAX_ATTEMPTS) outcome = { status: 'failed', error: outcome.error };
    await db
      .update(alertDeliveries)
      .set(
        outcome.status === 'delivered'
          ? { status: 'delivered', lastError: null }
          : outcome.status === 'failed'
            ? { status: 'failed', lastError: outcome.error }
            : { lastError: outcome.error, nextAttemptAt: new Date(Date.now() + backoffMs(claimed.attempts)) },
      )
      .where(eq(alertDeliveries.id, claimed.id));
    if (outcome.status !== 'delivered') log.warn({ delivery: claimed.id, outcome: outcome.status }, 'alert webhook not delivered');
    return claimed.id;
  };

  return createDrainWorker({ isEnabled: true, claimOne, intervalMs: options.pollMs, log, failureMessage: 'alert webhook delivery failed' });
};
