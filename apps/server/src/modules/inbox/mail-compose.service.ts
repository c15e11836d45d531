import type { ComposeMailBody, SaveDraftBody } from '@agentdesk/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailDrafts, mailMessages, mailThreads } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordOutboundMessage } from '../../mail/mail-store.ts';
import type { MailAttachment, Mailer } from '../../mail/mailer.ts';
import { workspaceSender } from '../../mail/workspace-address.ts';
import { isUuid, mailThreadRow } from './inbox-detail.service.ts';
import type { ReplyAgent } from './reply-agent.ts';

/** The workspace's draft with this id (another workspace's is not found). */
const ofDraft = ({ workspaceId, id }: { workspaceId: string; id: string }) =>
  and(eq(mailDrafts.workspaceId, workspaceId), eq(mailDrafts.id, id));

const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/** References of a reply: the parent's references then the parent, at most the last 20 (RFC 5322 §3.6.4). */
const replyReferences = (parent: { messageId: string; referencesIds: string[] }) =>
  [...new Set([...parent.referencesIds, parent.messageId])].slice(-20);

/**
 * Replies in a mail thread of the workspace: a real mail, threaded by In-Reply-To and References to
 * the newest message, queued in the outbox and recorded in the thread in one transaction.
 */
export const replyToMailThread = async ({
  db,
  mailer,
  workspaceId,
  threadId,
  text,
  agent,
  attachments,
}: {
  db: Db;
  mailer: Mailer;
  workspaceId: string;
  threadId: string;
  text: string;
  agent?: ReplyAgent | null;
  attachments?: MailAttachment[];
}) => {
  if (!isUuid(threadId)) throw notFound('No mail conversation with this id');
  // Sent as the chosen agent (its name) from the workspace's address: replies come back to it.
  const from = await workspaceSender({ db, defaultFrom: mailer.defaultFrom, workspaceId, name: agent?.name });
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select()
      .from(mailThreads)
      .where(and(eq(mailThreads.workspaceId, workspaceId), eq(mailThreads.id, threadId)))
      .for('update');
    if (!thread) throw notFound('No mail conversation with this id');
    const [parent] = await tx
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.workspaceId, workspaceId), eq(mailMessages.threadId, threadId)))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    const subject = replySubject(parent?.subject || thread.subject);
    const references = parent ? replyReferences(parent) : [];
    const queued = await mailer.enqueue(
      {
        kind: 'inbox-reply',
        workspaceId,
        to: thread.contactEmail,
        subject,
        text,
        inReplyTo: parent?.messageId,
        references,
        from: from.line,
        attachments,
      },
      tx,
    );
    const { messageRowId } = await recordOutboundMessage(tx, {
      workspaceId,
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
    return {
      thread_id: threadId,
      message_id: queued.messageId,
      message_row_id: messageRowId,
      is_local: queued.isLocal,
    };
  });
};

type ComposeMail = {
  db: Db;
  mailer: Mailer;
  workspaceId: string;
  body: ComposeMailBody;
  /** The recipient's name, for the new conversation (the call detail knows it). */
  toName?: string;
  attachments?: MailAttachment[];
};

/** A new mail of the workspace from the compose dialog (sending a draft deletes it in the same transaction). */
export const composeMail = async ({ db, mailer, workspaceId, body, toName, attachments }: ComposeMail) => {
  const from = await workspaceSender({ db, defaultFrom: mailer.defaultFrom, workspaceId });
  return db.transaction(async (tx) => {
    if (body.draft_id !== undefined) {
      const removed = await tx
        .delete(mailDrafts)
        .where(ofDraft({ workspaceId, id: body.draft_id }))
        .returning({ id: mailDrafts.id });
      if (removed.length === 0) throw notFound('No draft with this id');
    }
    const queued = await mailer.enqueue(
      {
        kind: 'inbox-compose',
        workspaceId,
        to: body.to,
        subject: body.subject,
        text: body.text,
        from: from.line,
        attachments,
      },
      tx,
    );
    const { threadId, messageRowId } = await recordOutboundMessage(tx, {
      workspaceId,
      fromAddress: from.address,
      fromName: from.name,
      toAddress: body.to,
      toName,
      subject: body.subject,
      text: body.text,
      messageId: queued.messageId,
      outboxMailId: queued.id,
    });
    return {
      thread_id: threadId,
      message_id: queued.messageId,
      message_row_id: messageRowId,
      is_local: queued.isLocal,
    };
  });
};

const draftValues = (body: SaveDraftBody) => ({
  toAddress: body.to,
  subject: body.subject,
  textBody: body.text,
  ...(body.thread_id !== undefined ? { threadId: body.thread_id } : {}),
  updatedAt: new Date(),
});

type DraftOptions = { db: Db; workspaceId: string };

/** A draft may answer a thread of its own workspace only. */
const checkDraftThread = async ({ db, workspaceId }: DraftOptions, body: SaveDraftBody) => {
  if (body.thread_id && !(await mailThreadRow({ db, workspaceId, id: body.thread_id })))
    throw notFound('No mail conversation with this id');
};

export const createDraft = async ({ db, workspaceId, body }: DraftOptions & { body: SaveDraftBody }) => {
  await checkDraftThread({ db, workspaceId }, body);
  const [row] = await db
    .insert(mailDrafts)
    .values({ workspaceId, ...draftValues(body) })
    .returning({ id: mailDrafts.id });
  return { id: row!.id };
};

export const updateDraft = async ({
  db,
  workspaceId,
  id,
  body,
}: DraftOptions & { id: string; body: SaveDraftBody }) => {
  await checkDraftThread({ db, workspaceId }, body);
  const rows = await db
    .update(mailDrafts)
    .set(draftValues(body))
    .where(ofDraft({ workspaceId, id }))
    .returning({ id: mailDrafts.id });
  if (rows.length === 0) throw notFound('No draft with this id');
  return { id };
};

export const deleteDraft = async ({ db, workspaceId, id }: DraftOptions & { id: string }) => {
  const rows = await db.delete(mailDrafts).where(ofDraft({ workspaceId, id })).returning({ id: mailDrafts.id });
  if (rows.length === 0) throw notFound('No draft with this id');
};
