import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createDrainWorker } from '../../lib/drain-worker.ts';
import { chatMessages, chatThreads } from '../../db/schema.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';

export const CHAT_HOOK_SIGNATURE_HEADER = 'x-agentdesk-signature';

export type ChatHook = { isConfigured: boolean; deliverDue: () => Promise<number>; start: () => void; stop: () => Promise<void> };

const MAX_ATTEMPTS = 6;
const LEASE_MS = 60_000;
const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000);

/**
 * Chat replies to the outbound hook URL (CHAT_OUTBOUND_URL): durable in chat_messages, claimed
 * with a lease, POSTed as signed JSON (the same scheme as the incoming webhooks), retried with
 * backoff; a 4xx answer fails the message for good.
 */
export const createChatHook = (options: { db: Db; url?: string; key: string; log: FastifyBaseLogger }): ChatHook => {
  const { db, url, key, log } = options;

  const claimOne = async () => {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ message: chatMessages, platform: chatThreads.platform, contactRef: chatThreads.contactRef, contactName: chatThreads.contactName })
        .from(chatMessages)
        .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
        .where(and(eq(chatMessages.status, 'pending'), lte(chatMessages.nextAttemptAt, sql`now()`)))
        .orderBy(asc(chatMessages.nextAttemptAt))
        .limit(1)
        .for('update', { of: chatMessages, skipLocked: true });
      if (!row) return null;
      await tx.update(chatMessages).set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) }).where(eq(chatMessages.id, row.message.id));
      return row;
    });
    if (!claimed || !url) return claimed;
    const attempt = claimed.message.attempts + 1;
    const body = JSON.stringify({
      event: 'reply',
      platform: claimed.platform,
      message_id: claimed.message.id,
      contact: { id: claimed.contactRef, name: claimed.contactName },
      text: claimed.message.text,
      agent: claimed.message.agentId ? { id: claimed.message.agentId, name: claimed.message.agentName } : null,
      timestamp: claimed.message.createdAt.getTime(),
    });
    let failure: { reason: string; isPermanent: boolean } | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CHAT_HOOK_SIGNATURE_HEADER]: signWebhook(body, key, Date.now()) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) failure = { reason: `Hook answered ${response.status}`, isPermanent: response.status >= 400 && response.status < 500 && response.status !== 429 };
    } catch (error) {
      failure = { reason: error instanceof Error ? error.message : String(error), isPermanent: false };
    }
    if (failure === null) {
      await db.update(chatMessages).set({ status: 'sent', attempts: attempt, error: null }).where(eq(chatMessages.id, claimed.message.id));
    } else {
      const isPermanent = failure.isPermanent || attempt >= MAX_ATTEMPTS;
      log.warn({ chatMessageId: claimed.message.id, attempt, reason: failure.reason }, isPermanent ? 'chat reply failed permanently' : 'chat reply delivery failed, will retry');
      await db
        .update(chatMessages)
        .set({ status: isPermanent ? 'failed' : 'pending', attempts: attempt, error: failure.reason, nextAttemptAt: new Date(Date.now() + backoffMs(attempt)) })
        .where(eq(chatMessages.id, claimed.message.id));
    }
    return claimed;
  };

  const worker = createDrainWorker({ isEnabled: url !== undefined, claimOne, intervalMs: 5_000, log, failureMessage: 'chat hook worker failed' });

  return {
    isConfigured: url !== undefined,
    deliverDue: worker.deliverDue,
    start: worker.start,
    stop: worker.stop,
  };
};
