import type { ReplyAgent } from './reply-agent.ts';
import type { ChatWebhookBody, WhatsappCallWebhookBody } from '@agentdesk/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatThreads, whatsappCalls } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { summaryOf } from '../../mail/mail-store.ts';
import { isUuid } from './inbox-detail.service.ts';

/**
 * One inbound chat message from the conversations webhook, for the workspace it was addressed to:
 * threaded per contact and platform, counted unread, and idempotent per message_id (deliveries repeat).
 */
export const ingestChatMessage = async ({
  db,
  workspaceId,
  body,
}: {
  db: Db;
  workspaceId: string;
  body: ChatWebhookBody;
}): Promise<{ threadId: string; isDuplicate: boolean }> => {
  const at = new Date(body.timestamp ?? Date.now());
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${workspaceId}:${body.platform}:${body.contact.id}`}))`,
    );
    const [thread] = await tx
      .insert(chatThreads)
      .values({
        workspaceId,
        platform: body.platform,
        contactRef: body.contact.id,
        contactName: body.contact.name,
        contactEmail: body.contact.email,
        lastMessageAt: at,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: [chatThreads.workspaceId, chatThreads.platform, chatThreads.contactRef],
        set: {
          contactName: sql`case when excluded.contact_name = '' then ${chatThreads.contactName} else excluded.contact_name end`,
          contactEmail: sql`case when excluded.contact_email = '' then ${chatThreads.contactEmail} else excluded.contact_email end`,
        },
      })
      .returning({ id: chatThreads.id });
    const threadId = thread!.id;
    const inserted = await tx
      .insert(chatMessages)
      .values({
        workspaceId,
        threadId,
        direction: 'in',
        externalId: body.message_id,
        text: body.text,
        status: 'received',
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: chatMessages.id });
    if (inserted.length === 0) return { threadId, isDuplicate: true };
    await tx
      .update(chatThreads)
      .set({
        unreadCount: sql`${chatThreads.unreadCount} + 1`,
        // A closed conversation the contact writes in again is active again.
        state: sql`case when ${chatThreads.state} = 'closed' then 'active' else ${chatThreads.state} end`,
        lastMessage: sql`case when ${chatThreads.lastMessageAt} <= ${at.toISOString()}::timestamptz then ${summaryOf(body.text)} else ${chatThreads.lastMessage} end`,
        lastMessageAt: sql`greatest(${chatThreads.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(chatThreads.id, threadId));
    return { threadId, isDuplicate: false };
  });
};

/** A WhatsApp call from the same webhook: upserted by workspace and call_id (the inbox state is kept). */
export const ingestWhatsappCall = async ({
  db,
  workspaceId,
  body,
}: {
  db: Db;
  workspaceId: string;
  body: WhatsappCallWebhookBody;
}): Promise<void> => {
  const values = {
    contactRef: body.contact.id,
    contactName: body.contact.name,
    businessNumber: body.business_number,
    direction: body.direction,
    status: body.status,
    startTimestamp: body.start_timestamp,
    durationMs: body.duration_ms,
    summary: body.summary,
  };
  await db
    .insert(whatsappCalls)
    .values({ workspaceId, id: body.call_id, ...values })
    .onConflictDoUpdate({ target: [whatsappCalls.workspaceId, whatsappCalls.id], set: values });
};

/**
 * A reply in a chat of the workspace: stored, and queued for the outbound hook when the workspace
 * has one ('pending', delivered by the chat hook worker); otherwise kept here only ('local').
 * Answering makes the conversation active and read.
 */
export const replyToChat = async (options: {
  db: Db;
  workspaceId: string;
  threadId: string;
  text: string;
  hasHook: boolean;
  agent?: ReplyAgent | null;
}) => {
  const { db, workspaceId, threadId, text, hasHook, agent } = options;
  if (!isUuid(threadId)) throw notFound('No chat with this id');
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(chatThreads)
      .set({
        lastMessage: summaryOf(text),
        lastMessageAt: sql`greatest(${chatThreads.lastMessageAt}, now())`,
        unreadCount: 0,
        state: sql`case when ${chatThreads.state} = 'new' then 'active' else ${chatThreads.state} end`,
      })
      .where(and(eq(chatThreads.workspaceId, workspaceId), eq(chatThreads.id, threadId)))
      .returning({ id: chatThreads.id });
    if (updated.length === 0) throw notFound('No chat with this id');
    const [row] = await tx
      .insert(chatMessages)
      .values({
        workspaceId,
        threadId,
        direction: 'out',
        text,
        status: hasHook ? 'pending' : 'local',
        agentId: agent?.id ?? null,
        agentName: agent?.name ?? null,
      })
      .returning({ id: chatMessages.id, status: chatMessages.status });
    return { thread_id: threadId, message_id: row!.id, delivery_status: row!.status };
  });
};
