import type { ComposeMailBody, SaveDraftBody } from '@agentdesk/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailDrafts, mailMessages, mailThreads } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordOutboundMessage } from '../../mail/mail-store.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { isUuid } from './inbox-detail.service.ts';
import type { ReplyAgent } from './reply-agent.ts';

/** The address and display name of a From line such as `AgentDesk <no-reply@agentdesk.local>`. */
export const parseFromLine = (line: string): { address: string; name: string } => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(line);
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: line.trim() };
};

/** A From line with a display name, quoted so commas or brackets in the name stay part of it. */
export const formatFromLine = ({ name, address }: { name: string; address: string }): string =>
  name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;

const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/** References of a reply: the parent's references then the parent, at most the last 20 (RFC 5322 §3.6.4). */
const replyReferences = (parent: { messageId: string; referencesIds: string[] }) =>
  [...new Set([...parent.referencesIds, parent.messageId])].slice(-20);

/**
 * Replies in a mail thread: a real mail, threaded by In-Reply-To and References to the newest
 * message, queued in the outbox and recorded in the thread in one transaction.
 */
export const replyToMailThread = async ({
  db,
  mailer,
  threadId,
  text,
  agent,
}: {
  db: Db;
  mailer: Mailer;
  threadId: string;
  text: string;
  agent?: ReplyAgent | null;
}) => {
  if (!isUuid(threadId)) throw notFound('No mail conversation with this id');
  return db.transaction(async (tx) => {
    const [thread] = await tx.select().from(mailThreads).where(eq(mailThreads.id, threadId)).for('update');
    if (!thread) throw notFound('No mail conversation with this id');
    const [parent] = await tx.select().from(mailMessages).where(eq(mailMessages.threadId, threadId)).orderBy(desc(mailMessages.createdAt)).limit(1);
    const sender = parseFromLine(mailer.defaultFrom);
    // Sent as the chosen agent: its name, the product's address (replies come back to us).
    const from = agent ? { address: sender.address, name: agent.name } : sender;
    const subject = replySubject(parent?.subject || thread.subject);
    const references = parent ? replyReferences(parent) : [];
    const queued = await mailer.enqueue(
      { kind: 'inbox-reply', to: thread.contactEmail, subject, text, inReplyTo: parent?.messageId, references, ...(agent ? { from: formatFromLine(from) } : {}) },
      tx,
    );
    await recordOutboundMessage(tx, {
      threadId,
      fromAddress: from.address,
      fromName: from.name,
      toAddress: thread.contactEmail,
      toName: thread.contactName,
      subject,
      text,
      messageId: queued.messageId,
      inReplyTo: parent?.messageId,
      references,
      outboxMailId: queued.id,
    });
    return { thread_id: threadId, message_id: queued.messageId, is_local: queued.isLocal };
  });
};

/** A new mail from the compose dialog (sending a draft deletes it in the same transaction). */
export const composeMail = async ({ db, mailer, body }: { db: Db; mailer: Mailer; body: ComposeMailBody }) =>
  db.transaction(async (tx) => {
    if (body.draft_id !== undefined) {
      const removed = await tx.delete(mailDrafts).where(eq(mailDrafts.id, body.draft_id)).returning({ id: mailDrafts.id });
      if (removed.length === 0) throw notFound('No draft with this id');
    }
    const from = parseFromLine(mailer.defaultFrom);
    const queued = await mailer.enqueue({ kind: 'inbox-compose', to: body.to, subject: body.subject, text: body.text }, tx);
    const { threadId } = await recordOutboundMessage(tx, {
      fromAddress: from.address,
      fromName: from.name,
      toAddress: body.to,
      subject: body.subject,
      text: body.text,
      messageId: queued.messageId,
      outboxMailId: queued.id,
    });
    return { thread_id: threadId, message_id: queued.messageId, is_local: queued.isLocal };
  });

const draftValues = (body: SaveDraftBody) => ({
  toAddress: body.to,
  subject: body.subject,
  textBody: body.text,
  ...(body.thread_id !== undefined ? { threadId: body.thread_id } : {}),
  updatedAt: new Date(),
});

export const createDraft = async ({ db, body }: { db: Db; body: SaveDraftBody }) => {
  const [row] = await db.insert(mailDrafts).values(draftValues(body)).returning({ id: mailDrafts.id });
  return { id: row!.id };
};

export const updateDraft = async ({ db, id, body }: { db: Db; id: string; body: SaveDraftBody }) => {
  const rows = await db.update(mailDrafts).set(draftValues(body)).where(eq(mailDrafts.id, id)).returning({ id: mailDrafts.id });
  if (rows.length === 0) throw notFound('No draft with this id');
  return { id };
};

export const deleteDraft = async ({ db, id }: { db: Db; id: string }) => {
  const rows = await db.delete(mailDrafts).where(eq(mailDrafts.id, id)).returning({ id: mailDrafts.id });
  if (rows.length === 0) throw notFound('No draft with this id');
};
