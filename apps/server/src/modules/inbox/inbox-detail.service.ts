import type { InboxDetail, InboxTab, UpdateInboxItemBody } from '@agentdesk/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calls, chatMessages, chatThreads, mailMessages, mailThreads, outboxMails, whatsappCalls } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { getCall } from '../calls/index.ts';
import { sanitizeMailHtml } from '../../mail/sanitize-mail-html.ts';
import { callsPageSql, chatThreadsPageSql, runSql, type CallRow, type ChatThreadRow, type MailThreadRow } from './inbox.queries.ts';
import { toInboxCall, toInboxChat, toInboxMail } from './inbox-rows.ts';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const mailThreadRow = async (db: Db, id: string) => {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(mailThreads).where(eq(mailThreads.id, id));
  return row ?? null;
};

const getMailThread = async (db: Db, id: string, allowRemoteImages: boolean): Promise<InboxDetail> => {
  const thread = await mailThreadRow(db, id);
  if (!thread) throw notFound('No mail conversation with this id');
  const messages = await db
    .select({ message: mailMessages, deliveryStatus: outboxMails.status })
    .from(mailMessages)
    .leftJoin(outboxMails, eq(outboxMails.id, mailMessages.outboxMailId))
    .where(eq(mailMessages.threadId, id))
    .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id));
  const row: MailThreadRow = {
    id: thread.id,
    contact_name: thread.contactName,
    contact_email: thread.contactEmail,
    subject: thread.subject,
    summary: thread.summary,
    platform: thread.platform,
    state: thread.state,
    last_message_at: thread.lastMessageAt,
    cursor_at: '',
  };
  return {
    ...toInboxMail(row),
    messages: messages.map(({ message: m, deliveryStatus }) => {
      const html = m.htmlBody === null ? null : sanitizeMailHtml(m.htmlBody, { allowRemoteImages });
      return {
        id: m.id,
        direction: m.direction,
        from_name: m.fromName,
        from_address: m.fromAddress,
        to_address: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        html: html?.html ?? null,
        has_remote_images: html?.hasRemoteImages ?? false,
        created_at: m.createdAt.getTime(),
        delivery_status: m.direction === 'out' ? (deliveryStatus ?? 'sent') : null,
      };
    }),
  };
};

const getChatThread = async (db: Db, id: string): Promise<InboxDetail> => {
  if (!isUuid(id)) throw notFound('No chat with this id');
  const [row] = await runSql<ChatThreadRow>(db, chatThreadsPageSql({ id }, null, 1));
  if (!row) throw notFound('No chat with this id');
  const messages = await db.select().from(chatMessages).where(eq(chatMessages.threadId, id)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return {
    ...toInboxChat(row),
    messages: messages.map((m) => ({ id: m.id, direction: m.direction, text: m.text, created_at: m.createdAt.getTime(), delivery_status: m.status, agent_name: m.agentName })),
  };
};


const getCallItem = async (db: Db, id: string, secret: string): Promise<InboxDetail> => {
  const [row] = await runSql<CallRow>(db, callsPageSql({ id }, null, 1));
  if (!row) throw notFound('No call with this id');
  // A voice call's transcript and (signed) recording as the Conversations page has them.
  const voice = row.platform === 'voice' ? await getCall({ db, callId: id, secret }) : null;
  return {
    ...toInboxCall(row),
    transcript: voice?.transcript ?? '',
    recording_url: voice?.recording_url ?? null,
    agent_id: voice?.agent_id ?? null,
  };
};

/** GET /inbox/:id: the whole thread of a mail or chat, or a call with its analysis. */
export const getInboxItem = (options: { db: Db; tab: InboxTab; id: string; allowRemoteImages: boolean; secret: string }): Promise<InboxDetail> => {
  const { db, tab, id, allowRemoteImages, secret } = options;
  if (tab === 'mails') return getMailThread(db, id, allowRemoteImages);
  if (tab === 'chats') return getChatThread(db, id);
  return getCallItem(db, id, secret);
};

/** PATCH /inbox/:id: lifecycle state (and, for chats, read). */
export const updateInboxItem = async ({ db, id, body }: { db: Db; id: string; body: UpdateInboxItemBody }): Promise<void> => {
  const { tab, state, read } = body;
  let changed = 0;
  if (tab === 'mails') {
    if (!isUuid(id)) throw notFound('No mail conversation with this id');
    // Mails have no read flag apart from their state: `read` alone changes nothing.
    const rows = state
      ? await db.update(mailThreads).set({ state: state as 'unread' }).where(eq(mailThreads.id, id)).returning({ id: mailThreads.id })
      : await db.select({ id: mailThreads.id }).from(mailThreads).where(eq(mailThreads.id, id));
    changed = rows.length;
  } else if (tab === 'chats') {
    if (!isUuid(id)) throw notFound('No chat with this id');
    const rows = await db
      .update(chatThreads)
      .set({ ...(state ? { state: state as 'new' } : {}), ...(read ? { unreadCount: 0 } : {}) })
      .where(eq(chatThreads.id, id))
      .returning({ id: chatThreads.id });
    changed = rows.length;
  } else if (state) {
    const voice = await db.update(calls).set({ inboxState: state as 'new' }).where(eq(calls.callId, id)).returning({ id: calls.callId });
    const whatsapp = voice.length > 0 ? [] : await db.update(whatsappCalls).set({ state: state as 'new' }).where(eq(whatsappCalls.id, id)).returning({ id: whatsappCalls.id });
    changed = voice.length + whatsapp.length;
  } else {
    changed = 1;
  }
  if (changed === 0) throw notFound(`No ${tab.slice(0, -1)} with this id`);
};

export { mailThreadRow, isUuid };
