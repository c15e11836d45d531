import type { InboxDetail, InboxTab, MailAttachmentInfo, UpdateInboxItemBody } from '@agentdesk/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  calls,
  chatMessages,
  chatThreads,
  mailMessages,
  mailThreads,
  outboxMailAttachments,
  outboxMails,
  whatsappCalls,
} from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { getCall } from '../calls/index.ts';
import { sanitizeMailHtml } from '../../mail/sanitize-mail-html.ts';
import {
  callsPageSql,
  chatThreadsPageSql,
  runSql,
  type CallRow,
  type ChatThreadRow,
  type MailThreadRow,
} from './inbox.queries.ts';
import { toInboxCall, toInboxChat, toInboxMail } from './inbox-rows.ts';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A mail thread of the workspace; null when it has none with this id. */
const mailThreadRow = async ({ db, workspaceId, id }: { db: Db; workspaceId: string; id: string }) => {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(mailThreads)
    .where(and(eq(mailThreads.workspaceId, workspaceId), eq(mailThreads.id, id)));
  return row ?? null;
};

type ItemOptions = { db: Db; workspaceId: string; id: string };

/** The files of some of the workspace's queued mails, by mail, in order. */
export const attachmentsOfMails = async (
  db: Db,
  workspaceId: string,
  outboxMailIds: string[],
): Promise<Map<string, MailAttachmentInfo[]>> => {
  const byMail = new Map<string, MailAttachmentInfo[]>();
  if (outboxMailIds.length === 0) return byMail;
  const rows = await db
    .select({
      mailId: outboxMailAttachments.outboxMailId,
      filename: outboxMailAttachments.filename,
      contentType: outboxMailAttachments.contentType,
      size: outboxMailAttachments.sizeBytes,
    })
    .from(outboxMailAttachments)
    .where(
      and(
        eq(outboxMailAttachments.workspaceId, workspaceId),
        inArray(outboxMailAttachments.outboxMailId, outboxMailIds),
      ),
    )
    .orderBy(asc(outboxMailAttachments.outboxMailId), asc(outboxMailAttachments.ordinal));
  for (const row of rows)
    byMail.set(row.mailId, [
      ...(byMail.get(row.mailId) ?? []),
      { filename: row.filename, content_type: row.contentType, size_bytes: row.size },
    ]);
  return byMail;
};

const getMailThread = async ({
  db,
  workspaceId,
  id,
  allowRemoteImages,
}: ItemOptions & { allowRemoteImages: boolean }): Promise<InboxDetail> => {
  const thread = await mailThreadRow({ db, workspaceId, id });
  if (!thread) throw notFound('No mail conversation with this id');
  const messages = await db
    .select({
      message: mailMessages,
      deliveryStatus: outboxMails.status,
      deliveryError: outboxMails.error,
      attachmentCount: outboxMails.attachmentCount,
    })
    .from(mailMessages)
    .leftJoin(outboxMails, eq(outboxMails.id, mailMessages.outboxMailId))
    .where(and(eq(mailMessages.workspaceId, workspaceId), eq(mailMessages.threadId, id)))
    .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id));
  const files = await attachmentsOfMails(
    db,
    workspaceId,
    messages.flatMap(({ message, attachmentCount }) =>
      message.outboxMailId !== null && (attachmentCount ?? 0) > 0 ? [message.outboxMailId] : [],
    ),
  );
  const row: MailThreadRow = {
    id: thread.id,
    contact_name: thread.contactName,
    contact_email: thread.contactEmail,
    subject: thread.subject,
    summary: thread.summary,
    platform: thread.platform,
    state: thread.state,
    is_read: thread.isRead,
    last_message_at: thread.lastMessageAt,
    cursor_at: '',
  };
  return {
    ...toInboxMail(row),
    messages: messages.map(({ message: m, deliveryStatus, deliveryError }) => {
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
        delivery_error: m.direction === 'out' && deliveryStatus !== 'sent' ? (deliveryError ?? null) : null,
        attachments: (m.outboxMailId !== null ? files.get(m.outboxMailId) : undefined) ?? [],
      };
    }),
  };
};

const getChatThread = async ({ db, workspaceId, id }: ItemOptions): Promise<InboxDetail> => {
  if (!isUuid(id)) throw notFound('No chat with this id');
  const [row] = await runSql<ChatThreadRow>(db, chatThreadsPageSql({ workspaceId, id }, null, 1));
  if (!row) throw notFound('No chat with this id');
  const messages = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.workspaceId, workspaceId), eq(chatMessages.threadId, id)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return {
    ...toInboxChat(row),
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      text: m.text,
      created_at: m.createdAt.getTime(),
      delivery_status: m.status,
      delivery_error: m.status === 'failed' || m.status === 'pending' ? m.error : null,
      agent_name: m.agentName,
    })),
  };
};

const getCallItem = async ({ db, workspaceId, id, secret }: ItemOptions & { secret: string }): Promise<InboxDetail> => {
  const [row] = await runSql<CallRow>(db, callsPageSql({ workspaceId, id }, null, 1));
  if (!row) throw notFound('No call with this id');
  // A voice call's transcript and (signed) recording as the Conversations page has them, read in
  // the workspace (the calls module takes the workspace as it scopes its reads).
  const callOfWorkspace = { db, workspaceId, callId: id, secret };
  const voice = row.platform === 'voice' ? await getCall(callOfWorkspace) : null;
  return {
    ...toInboxCall(row),
    transcript: voice?.transcript ?? '',
    recording_url: voice?.recording_url ?? null,
    agent_id: voice?.agent_id ?? null,
  };
};

/** GET /inbox/:id: the whole thread of a mail or chat of the workspace, or a call with its analysis. */
export const getInboxItem = (
  options: ItemOptions & { tab: InboxTab; allowRemoteImages: boolean; secret: string },
): Promise<InboxDetail> => {
  if (options.tab === 'mails') return getMailThread(options);
  if (options.tab === 'chats') return getChatThread(options);
  return getCallItem(options);
};

/** PATCH /inbox/:id: lifecycle state (and, for chats, read) of an item of the workspace. */
export const updateInboxItem = async ({
  db,
  workspaceId,
  id,
  body,
}: ItemOptions & { body: UpdateInboxItemBody }): Promise<void> => {
  const { tab, state, read } = body;
  let changed = 0;
  if (tab === 'mails') {
    if (!isUuid(id)) throw notFound('No mail conversation with this id');
    const thread = and(eq(mailThreads.workspaceId, workspaceId), eq(mailThreads.id, id));
    const rows = await db
      .update(mailThreads)
      .set({ ...(state ? { state: state as 'unread' } : {}), ...(read !== undefined ? { isRead: read } : {}) })
      .where(thread)
      .returning({ id: mailThreads.id });
    changed = rows.length;
  } else if (tab === 'chats') {
    if (!isUuid(id)) throw notFound('No chat with this id');
    const rows = await db
      .update(chatThreads)
      .set({ ...(state ? { state: state as 'new' } : {}), ...(read === true ? { unreadCount: 0 } : {}) })
      .where(and(eq(chatThreads.workspaceId, workspaceId), eq(chatThreads.id, id)))
      .returning({ id: chatThreads.id });
    changed = rows.length;
  } else if (state) {
    const voice = await db
      .update(calls)
      .set({ inboxState: state as 'new' })
      .where(and(eq(calls.workspaceId, workspaceId), eq(calls.callId, id)))
      .returning({ id: calls.callId });
    const whatsapp =
      voice.length > 0
        ? []
        : await db
            .update(whatsappCalls)
            .set({ state: state as 'new' })
            .where(and(eq(whatsappCalls.workspaceId, workspaceId), eq(whatsappCalls.id, id)))
            .returning({ id: whatsappCalls.id });
    changed = voice.length + whatsapp.length;
  } else {
    // A call's `read` alone changes nothing, but the call must be the workspace's.
    changed = (await runSql(db, callsPageSql({ workspaceId, id }, null, 1))).length;
  }
  if (changed === 0) throw notFound(`No ${tab.slice(0, -1)} with this id`);
};

export { mailThreadRow, isUuid };
