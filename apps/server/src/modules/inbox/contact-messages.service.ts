import { FOLLOW_UP_SUBJECT, type ContactMessage } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { MailAttachment, Mailer } from '../../mail/mailer.ts';
import type { ChatHook } from './chat-hook.ts';
import { replyToChat } from './chats.service.ts';
import { attachmentsOfMails } from './inbox-detail.service.ts';
import { composeMail, replyToMailThread } from './mail-compose.service.ts';

// What the workspace and one contact wrote each other, by mail (every thread with their address) and
// on WhatsApp (the chat with their number), as the call detail shows it; and the messages it sends
// them. Everything lives in the inbox's own threads, so the inbox shows the same conversation.

/** A contact by address and number (either may be unknown). */
export type ContactKey = { db: Db; workspaceId: string; email: string | null; phone: string | null };

type MessageRow = Omit<ContactMessage, 'created_at' | 'attachments'> & {
  created_at: Date | string;
  outbox_mail_id: string | null;
  attachment_count: number;
};

/** The newest `limit` messages with the contact (or only those of `ids`), oldest first. */
export const listContactMessages = async ({
  db,
  workspaceId,
  email,
  phone,
  ids,
  limit = 200,
}: ContactKey & { ids?: string[]; limit?: number }): Promise<ContactMessage[]> => {
  if (email === null && phone === null) return [];
  const only = (column: string) =>
    ids === undefined
      ? sql`true`
      : sql`${sql.raw(column)}::text in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const mails = sql`select m.id::text as id, 'email' as channel, m.direction, m.thread_id::text as thread_id, m.subject, m.text_body as text, m.created_at,
      case when m.direction = 'in' then coalesce(nullif(m.from_name, ''), m.from_address) else coalesce(nullif(m.from_name, ''), 'You') end as sender,
      case when m.direction = 'in' then 'received' else coalesce(o.status, 'sent') end as delivery_status,
      case when m.direction = 'out' and o.status <> 'sent' then o.error end as delivery_error,
      m.outbox_mail_id::text as outbox_mail_id, coalesce(o.attachment_count, 0) as attachment_count
    from mail_threads t join mail_messages m on m.workspace_id = t.workspace_id and m.thread_id = t.id
    left join outbox_mails o on o.id = m.outbox_mail_id
    where t.workspace_id = ${workspaceId} and lower(t.contact_email) = ${email ?? ''} and ${only('m.id')}`;
  const chats = sql`select cm.id::text as id, 'whatsapp' as channel, cm.direction, cm.thread_id::text as thread_id, null as subject, cm.text, cm.created_at,
      case when cm.direction = 'in' then coalesce(nullif(h.contact_name, ''), h.contact_ref) else coalesce(cm.agent_name, 'You') end as sender,
      cm.status as delivery_status, case when cm.status in ('failed', 'pending') then cm.error end as delivery_error,
      null as outbox_mail_id, 0 as attachment_count
    from chat_threads h join chat_messages cm on cm.workspace_id = h.workspace_id and cm.thread_id = h.id
    where h.workspace_id = ${workspaceId} and h.platform = 'whatsapp' and h.contact_ref in (${phone ?? ''}, ltrim(${phone ?? ''}, '+')) and ${only('cm.id')}`;
  const parts = [...(email === null ? [] : [mails]), ...(phone === null ? [] : [chats])];
  const union = sql.join(parts, sql` union all `);
  const rows = rowsOf<MessageRow>(
    await db.execute(sql`select * from (${union}) x order by created_at desc, id desc limit ${limit}`),
  ).reverse();
  const files = await attachmentsOfMails(
    db,
    workspaceId,
    rows.flatMap((row) =>
      row.outbox_mail_id !== null && Number(row.attachment_count) > 0 ? [row.outbox_mail_id] : [],
    ),
  );
  return rows.map(({ outbox_mail_id: mailId, attachment_count: _count, ...row }) => ({
    ...row,
    created_at: new Date(row.created_at).getTime(),
    attachments: (mailId === null ? undefined : files.get(mailId)) ?? [],
  }));
};

/** The newest mail conversation of the workspace with an address, if there is one. */
const newestThreadWith = async (db: Db, workspaceId: string, email: string): Promise<string | null> => {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`select id::text as id from mail_threads where workspace_id = ${workspaceId} and lower(contact_email) = ${email.toLowerCase()}
      order by last_message_at desc limit 1`),
  );
  return row?.id ?? null;
};

export type SendContactMail = {
  db: Db;
  mailer: Mailer;
  workspaceId: string;
  to: string;
  toName: string | null;
  text: string;
  /** Starts a new conversation with this subject; without one the newest conversation is answered. */
  subject?: string;
  attachments: MailAttachment[];
};

/**
 * A mail to the contact through the outbox: an answer in the newest conversation with them, threaded
 * as an inbox reply is (In-Reply-To, References, 'Re:'), or a new conversation when there is none or a
 * subject asks for one. Answers the message's row id.
 */
export const sendContactMail = async ({
  db,
  mailer,
  workspaceId,
  to,
  toName,
  text,
  subject,
  attachments,
}: SendContactMail): Promise<string> => {
  const threadId = subject === undefined ? await newestThreadWith(db, workspaceId, to) : null;
  const sent =
    threadId !== null
      ? await replyToMailThread({ db, mailer, workspaceId, threadId, text, attachments })
      : await composeMail({
          db,
          mailer,
          workspaceId,
          body: { to, subject: subject ?? FOLLOW_UP_SUBJECT, text },
          toName: toName ?? undefined,
          attachments,
        });
  mailer.kick();
  return sent.message_row_id;
};

export type SendContactChat = {
  db: Db;
  chatHook: ChatHook;
  workspaceId: string;
  phone: string;
  name: string | null;
  text: string;
  /** The chat with the contact's number when there is one (its number may be stored without '+'). */
  threadId: string | null;
};

/**
 * A WhatsApp message to the contact through the workspace's chat hook: in the inbox's chat with their
 * number (opened when there is none yet), queued for the hook's worker. Answers the message's id.
 */
export const sendContactChat = async ({
  db,
  chatHook,
  workspaceId,
  phone,
  name,
  text,
  threadId,
}: SendContactChat): Promise<string> => {
  const sent = await db.transaction(async (tx) => {
    if (threadId !== null) return replyToChat({ db: tx, workspaceId, threadId, text, hasHook: true });
    const [thread] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into chat_threads (workspace_id, platform, contact_ref, contact_name) values (${workspaceId}, 'whatsapp', ${phone}, ${name ?? ''})
        on conflict (workspace_id, platform, contact_ref) do update set contact_name = case when chat_threads.contact_name = '' then excluded.contact_name else chat_threads.contact_name end
        returning id::text as id`),
    );
    return replyToChat({ db: tx, workspaceId, threadId: thread!.id, text, hasHook: true });
  });
  setImmediate(() => void chatHook.deliverDue().catch(() => undefined));
  return sent.message_id;
};
