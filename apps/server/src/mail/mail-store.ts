import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailMessages, mailThreads } from '../db/schema.ts';

export type MailPlatform = 'gmail' | 'outlook';

const outlookDomains = /@(outlook|hotmail|live|msn)\.[a-z.]+$/i;

/** The inbox sub-filter a mail belongs to: Microsoft's consumer domains are outlook, the rest gmail. */
export const platformOf = (address: string, headers?: { xMailer?: string; messageId?: string }): MailPlatform => {
  if (outlookDomains.test(address)) return 'outlook';
  if (headers?.xMailer && /outlook|microsoft/i.test(headers.xMailer)) return 'outlook';
  if (headers?.messageId && /\.(outlook|prod\.outlook)\.com$|namprd|eurprd/i.test(headers.messageId)) return 'outlook';
  return 'gmail';
};

/** First 200 characters of a body on one line, for list rows. */
export const summaryOf = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 200);

export type OutboundRecord = {
  /** The workspace that sends it: the thread and the message are its own. */
  workspaceId: string;
  /** Reply within this thread (of the same workspace); a new thread with the recipient when absent. */
  threadId?: string;
  fromAddress: string;
  fromName?: string;
  toAddress: string;
  toName?: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  inReplyTo?: string;
  references?: string[];
  outboxMailId?: string;
  createdAt?: Date;
};

/**
 * Records an outbound mail in the conversation store (what the inbox's Sent folder and threads
 * show). Call it in the same transaction that queues or records the delivery.
 */
export const recordOutboundMessage = async (
  tx: Db,
  mail: OutboundRecord,
): Promise<{ threadId: string; messageRowId: string }> => {
  const at = mail.createdAt ?? new Date();
  let threadId = mail.threadId;
  if (!threadId) {
    const [thread] = await tx
      .insert(mailThreads)
      .values({
        workspaceId: mail.workspaceId,
        subject: mail.subject,
        contactName: mail.toName ?? '',
        contactEmail: mail.toAddress,
        platform: platformOf(mail.toAddress),
        state: 'closed',
        summary: summaryOf(mail.text),
        lastMessageAt: at,
        createdAt: at,
      })
      .returning({ id: mailThreads.id });
    threadId = thread!.id;
  } else {
    await tx
      .update(mailThreads)
      .set({
        summary: summaryOf(mail.text),
        lastMessageAt: sql`greatest(${mailThreads.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(and(eq(mailThreads.workspaceId, mail.workspaceId), eq(mailThreads.id, threadId)));
  }
  const [row] = await tx
    .insert(mailMessages)
    .values({
      workspaceId: mail.workspaceId,
      threadId,
      direction: 'out',
      messageId: mail.messageId,
      inReplyTo: mail.inReplyTo ?? null,
      referencesIds: mail.references ?? [],
      fromAddress: mail.fromAddress,
      fromName: mail.fromName ?? '',
      toAddress: mail.toAddress,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      outboxMailId: mail.outboxMailId ?? null,
      createdAt: at,
    })
    .returning({ id: mailMessages.id });
  return { threadId, messageRowId: row!.id };
};
