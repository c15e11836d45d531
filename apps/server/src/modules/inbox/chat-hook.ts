import type { FastifyBaseLogger } from 'fastify';
import type { ChatHookSettings } from '@agentdesk/shared';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createDrainWorker } from '../../lib/drain-worker.ts';
import { chatMessages, chatThreads, workspaceChatHooks } from '../../db/schema.ts';
import { postJson } from '../../lib/post-json.ts';
import { PrivateAddressError, type Resolve } from '../../lib/public-address.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { webhookWorkspace } from '../workspaces/index.ts';
import { readWorkspaceChatHook } from './chat-hook-settings.ts';

export const CHAT_HOOK_SIGNATURE_HEADER = 'x-agentdesk-signature';

export type ChatHook = {
  /** Whether the workspace's chat replies go to a hook (else they stay local). */
  isConfiguredFor: (workspaceId: string) => Promise<boolean>;
  /** The hook that serves the workspace: its own, the environment's (first workspace), or none. */
  settingsOf: (workspaceId: string) => Promise<ChatHookSettings>;
  deliverDue: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

const MAX_ATTEMPTS = 6;
const LEASE_MS = 60_000;
const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000);

/**
 * Chat replies to each workspace's outbound hook: durable in chat_messages, claimed with a lease,
 * POSTed as signed JSON (the same scheme as the incoming webhooks), retried with backoff; a 4xx
 * answer, or a workspace's hook that points into a private network, fails the message for good.
 *
 * A workspace's own hook (workspace_chat_hooks, set by its admins) is signed with its own secret.
 * Without one, the first workspace uses the environment's hook (CHAT_OUTBOUND_URL, signed with the
 * environment's key, so a one-business installation needs no change); any other workspace's
 * replies stay local: none is ever sent to another business's hook.
 */
export const createChatHook = (options: {
  db: Db;
  url?: string;
  key: string;
  log: FastifyBaseLogger;
  /** A workspace's hook may be on loopback or a private network (tests, an in-house relay). */
  allowPrivate: boolean;
  /** How hook host names are resolved (dns.lookup unless a test gives its own). */
  resolve?: Resolve;
}): ChatHook => {
  const { db, url, key, log, allowPrivate, resolve } = options;
  /** The workspace the environment's hook serves: the first one (as the environment's webhook key does). */
  const environmentWorkspace = async () => (url === undefined ? null : webhookWorkspace(db, undefined));

  const hookFor = async (workspaceId: string): Promise<{ url: string; key: string; source: 'workspace' | 'environment' } | null> => {
    const own = await readWorkspaceChatHook(db, workspaceId);
    if (own) return { url: own.url, key: own.secret, source: 'workspace' };
    if (url !== undefined && (await environmentWorkspace()) === workspaceId) return { url, key, source: 'environment' };
    return null;
  };

  const claimOne = async () => {
    const environmentId = await environmentWorkspace();
    const served = or(
      inArray(chatMessages.workspaceId, db.select({ id: workspaceChatHooks.workspaceId }).from(workspaceChatHooks)),
      environmentId === null ? undefined : eq(chatMessages.workspaceId, environmentId),
    );
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ message: chatMessages, platform: chatThreads.platform, contactRef: chatThreads.contactRef, contactName: chatThreads.contactName })
        .from(chatMessages)
        .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
        .where(and(served, eq(chatMessages.status, 'pending'), lte(chatMessages.nextAttemptAt, sql`now()`)))
        .orderBy(asc(chatMessages.nextAttemptAt))
        .limit(1)
        .for('update', { of: chatMessages, skipLocked: true });
      if (!row) return null;
      await tx.update(chatMessages).set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) }).where(eq(chatMessages.id, row.message.id));
      return row;
    });
    if (!claimed) return null;
    const workspaceId = claimed.message.workspaceId;
    // Its hook removed since the claim: the message waits (pending) for a hook to be set again.
    const hook = await hookFor(workspaceId);
    if (hook === null) return claimed;
    const attempt = claimed.message.attempts + 1;
    const body = JSON.stringify({
      event: 'reply',
      workspace_id: workspaceId,
      platform: claimed.platform,
      message_id: claimed.message.id,
      contact: { id: claimed.contactRef, name: claimed.contactName },
      text: claimed.message.text,
      agent: claimed.message.agentId ? { id: claimed.message.agentId, name: claimed.message.agentName } : null,
      timestamp: claimed.message.createdAt.getTime(),
    });
    let failure: { reason: string; isPermanent: boolean } | null = null;
    try {
      const status = await postJson(new URL(hook.url), body, {
        headers: { [CHAT_HOOK_SIGNATURE_HEADER]: signWebhook(body, hook.key, Date.now()) },
        timeoutMs: 10_000,
        // The environment's hook is the operator's own; a workspace's is checked where it connects.
        allowPrivate: hook.source === 'environment' || allowPrivate,
        ...(resolve ? { resolve } : {}),
      });
      if (status < 200 || status >= 300) failure = { reason: `Hook answered ${status}`, isPermanent: status >= 400 && status < 500 && status !== 429 };
    } catch (error) {
      // A hook that points into a private network stays refused however often it is tried.
      failure = { reason: error instanceof Error ? error.message : String(error), isPermanent: error instanceof PrivateAddressError };
    }
    if (failure === null) {
      await db.update(chatMessages).set({ status: 'sent', attempts: attempt, error: null }).where(eq(chatMessages.id, claimed.message.id));
    } else {
      const isPermanent = failure.isPermanent || attempt >= MAX_ATTEMPTS;
      log.warn({ chatMessageId: claimed.message.id, attempt, reason: failure.reason }, isPermanent ? 'chat reply failed permanently' : 'chat reply delivery failed, will retry');
      await db
        .update(chatMessages)
        .set({ status: isPermanent ? 'failed' : 'pending', attempts: attempt, error: failure.reason, nextAttemptAt: new Date(Date.now() + backoffMs(attempt)) })
        // Still waiting: a removal of the hook meanwhile has failed it for good.
        .where(and(eq(chatMessages.id, claimed.message.id), eq(chatMessages.status, 'pending')));
    }
    return claimed;
  };

  // Always on: any workspace's admin may set a hook at any time.
  const worker = createDrainWorker({ isEnabled: true, claimOne, intervalMs: 5_000, log, failureMessage: 'chat hook worker failed' });

  return {
    isConfiguredFor: async (workspaceId) => (await hookFor(workspaceId)) !== null,
    settingsOf: async (workspaceId) => {
      const hook = await hookFor(workspaceId);
      if (hook === null) return { url: null, signing_secret: null, source: 'none' };
      // The environment's key signs the first workspace's webhooks too: it is never shown.
      return { url: hook.url, signing_secret: hook.source === 'workspace' ? hook.key : null, source: hook.source };
    },
    deliverDue: worker.deliverDue,
    start: worker.start,
    stop: worker.stop,
  };
};
