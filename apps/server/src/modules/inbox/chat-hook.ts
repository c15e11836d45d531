import type { FastifyBaseLogger } from 'fastify';
import type { ChatHookSettings } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { defineOutbox, exponentialBackoff, reasonOf } from '../../lib/durable-queue.ts';
import { createQueueWorker, type ItemResult } from '../../lib/queue-worker.ts';
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

/** A chat reply as its claim answers it: the message with its thread's contact. */
type ChatItem = {
  id: string;
  workspace_id: string;
  text: string;
  agent_id: string | null;
  agent_name: string | null;
  created_ms: string | number;
  platform: string;
  contact_ref: string;
  contact_name: string;
  attempts: number;
};

const LEASE_MS = 60_000;
/** Replies claimed at once: at 10 s a hook at most, a batch ends well within its lease. */
const BATCH = 10;
const policy = { maxAttempts: 6, backoffMs: exponentialBackoff({ baseMs: 30_000, maxMs: 30 * 60_000 }) };

/** Chat replies waiting for their hook, as an outbox (lib/durable-queue.ts). */
const replies = defineOutbox<ChatItem>({
  table: 'chat_messages',
  key: { id: 'uuid' },
  done: 'sent',
  join: { from: sql`chat_threads t`, on: sql`t.id = q.thread_id` },
  returning: sql`q.id, q.workspace_id, q.text, q.agent_id, q.agent_name, ${epochMs(sql`q.created_at`)} as created_ms,
    t.platform, t.contact_ref, t.contact_name`,
});
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

  const hookFor = async (
    workspaceId: string,
  ): Promise<{ url: string; key: string; source: 'workspace' | 'environment' } | null> => {
    const own = await readWorkspaceChatHook(db, workspaceId);
    if (own) return { url: own.url, key: own.secret, source: 'workspace' };
    if (url !== undefined && (await environmentWorkspace()) === workspaceId) return { url, key, source: 'environment' };
    return null;
  };

  /** Replies of workspaces with a hook: their own, or the environment's for the first workspace. */
  const served = async () => {
    const environmentId = await environmentWorkspace();
    const environment = environmentId === null ? sql`` : sql` or workspace_id = ${environmentId}`;
    return sql`(workspace_id in (select workspace_id from workspace_chat_hooks)${environment})`;
  };

  const deliver = async (reply: ChatItem): Promise<ItemResult> => {
    // Its hook removed since the claim: the message waits (pending) for a hook to be set again.
    const hook = await hookFor(reply.workspace_id);
    if (hook === null) return { outcome: 'left' };
    const body = JSON.stringify({
      event: 'reply',
      workspace_id: reply.workspace_id,
      platform: reply.platform,
      message_id: reply.id,
      contact: { id: reply.contact_ref, name: reply.contact_name },
      text: reply.text,
      agent: reply.agent_id ? { id: reply.agent_id, name: reply.agent_name } : null,
      timestamp: Number(reply.created_ms),
    });
    try {
      const status = await postJson(new URL(hook.url), body, {
        headers: { [CHAT_HOOK_SIGNATURE_HEADER]: signWebhook(body, hook.key, Date.now()) },
        timeoutMs: 10_000,
        // The environment's hook is the operator's own; a workspace's is checked where it connects.
        allowPrivate: hook.source === 'environment' || allowPrivate,
        ...(resolve ? { resolve } : {}),
      });
      if (status >= 200 && status < 300) return { outcome: 'done' };
      const isPermanent = status >= 400 && status < 500 && status !== 429;
      return { outcome: 'failure', reason: `Hook answered ${status}`, isPermanent };
    } catch (error) {
      // A hook that points into a private network stays refused however often it is tried.
      return { outcome: 'failure', reason: reasonOf(error), isPermanent: error instanceof PrivateAddressError };
    }
  };

  // Always on: any workspace's admin may set a hook at any time. A removal of the hook meanwhile has
  // failed a message for good: the settle leaves it so (only waiting messages are settled).
  const worker = createQueueWorker({
    db,
    queue: replies,
    batchSize: BATCH,
    leaseMs: LEASE_MS,
    policy,
    claimable: served,
    handle: deliver,
    onFailure: (reply, outcome) =>
      log.warn(
        { chatMessageId: reply.id, attempt: reply.attempts, reason: outcome.reason },
        outcome.outcome === 'failed' ? 'chat reply failed permanently' : 'chat reply delivery failed, will retry',
      ),
    intervalMs: 5_000,
    log,
    failureMessage: 'chat hook worker failed',
  });

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
