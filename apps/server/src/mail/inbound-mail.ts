import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AddressObject, ParsedMail } from 'mailparser';
import type { Db } from '../db/client.ts';
import { mailMessages, mailQuarantine, mailThreads } from '../db/schema.ts';
import { platformOf, summaryOf } from './mail-store.ts';
import { withoutNul } from '../lib/nul-guard.ts';

// Inbound mail into one workspace's conversation store (inbound-routing.ts chooses the workspace):
// threaded by Message-ID / In-Reply-To / References against every message of that workspace
// (both directions), else a new thread with the sender.

/** Message ids of a header value, without angle brackets: `<a@x> <b@y>` -> ['a@x', 'b@y']. */
export const messageIdsOf = (value: string | string[] | undefined): string[] => {
  if (value === undefined) return [];
  const text = withoutNul(Array.isArray(value) ? value.join(' ') : value);
  const bracketed = [...text.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1]!);
  if (bracketed.length > 0) return bracketed;
  return text.split(/[\s,]+/).filter((id) => id.includes('@'));
};

export const firstAddress = (
  value: AddressObject | AddressObject[] | undefined,
): { address: string; name: string } | null => {
  const list = Array.isArray(value) ? value.flatMap((v) => v.value) : (value?.value ?? []);
  const first = list.find((a) => typeof a.address === 'string' && a.address.includes('@'));
  return first ? { address: withoutNul(first.address!.toLowerCase()), name: withoutNul(first.name ?? '') } : null;
};

/** File types that run code when opened: such mail is quarantined, never shown. */
const dangerousExtensions =
  /\.(exe|com|bat|cmd|scr|pif|msi|msp|jar|js|jse|vbs|vbe|wsf|wsh|ps1|psm1|hta|cpl|dll|lnk|reg|iso|img|vhd|application|gadget|sh)$/i;
const dangerousTypes =
  /^(application\/(x-msdownload|x-msdos-program|x-dosexec|x-ms-installer|x-msi|java-archive|x-sh|hta|x-javascript|javascript|vnd\.microsoft\.portable-executable)|text\/javascript)/i;

/** Why a mail must be quarantined, or null when it is safe to show. */
export const dangerOf = (mail: Pick<ParsedMail, 'attachments'>): string | null => {
  for (const attachment of mail.attachments) {
    const name = attachment.filename ?? '';
    if (dangerousExtensions.test(name)) return `Dangerous attachment: ${name}`;
    if (dangerousTypes.test(attachment.contentType)) return `Dangerous attachment type: ${attachment.contentType}`;
  }
  return null;
};

export class MalformedMailError extends Error {}

export type InboundEnvelope = { from: string; to: string[] };

export type InboundResult =
  | { outcome: 'stored'; threadId: string }
  | { outcome: 'duplicate'; threadId: string }
  | { outcome: 'quarantined'; reason: string };

/**
 * Stores one parsed inbound mail in a workspace (its raw bytes for quarantine). Idempotent per
 * workspace and Message-ID. `isReleased`: someone released it from quarantine, so it is stored like
 * safe mail (attachments are never stored).
 */
export const storeInboundMail = async ({
  db,
  workspaceId,
  parsed,
  raw,
  envelope,
  now = new Date(),
  isReleased = false,
}: {
  db: Db;
  workspaceId: string;
  parsed: ParsedMail;
  raw: Buffer;
  envelope: InboundEnvelope;
  now?: Date;
  isReleased?: boolean;
}): Promise<InboundResult> => {
  const from = firstAddress(parsed.from);
  if (!from) throw new MalformedMailError('Malformed message: no From address');
  const to = firstAddress(parsed.to)?.address ?? envelope.to[0] ?? '';
  // Without a Message-ID, the content's hash: a redelivery still dedupes.
  const messageId =
    messageIdsOf(parsed.messageId)[0] ??
    `${createHash('sha256').update(raw).digest('hex').slice(0, 32)}@inbound.agentdesk.local`;
  const subject = withoutNul(parsed.subject ?? '').slice(0, 998);

  const danger = isReleased ? null : dangerOf(parsed);
  if (danger) {
    await db.insert(mailQuarantine).values({
      workspaceId,
      reason: danger,
      envelopeFrom: envelope.from,
      envelopeTo: envelope.to,
      messageId,
      subject,
      sizeBytes: raw.length,
      raw,
    });
    return { outcome: 'quarantined', reason: danger };
  }

  const inReplyTo = messageIdsOf(parsed.inReplyTo)[0] ?? null;
  const references = messageIdsOf(parsed.references);
  // Mail is taken as sent, but for NULs, which PostgreSQL text cannot hold.
  const text = withoutNul(parsed.text ?? '');
  const html = typeof parsed.html === 'string' ? withoutNul(parsed.html) : null;
  const xMailer = parsed.headers.get('x-mailer');

  return db.transaction(async (tx) => {
    // One inbound mail at a time per workspace and Message-ID (parallel redeliveries).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${workspaceId}:${messageId}`}))`);
    const [existing] = await tx
      .select({ threadId: mailMessages.threadId })
      .from(mailMessages)
      .where(and(eq(mailMessages.workspaceId, workspaceId), eq(mailMessages.messageId, messageId)));
    if (existing) return { outcome: 'duplicate', threadId: existing.threadId } as const;

    const candidates = [...new Set([...(inReplyTo ? [inReplyTo] : []), ...references])];
    const [parent] =
      candidates.length === 0
        ? []
        : await tx
            .select({ threadId: mailMessages.threadId })
            .from(mailMessages)
            .where(and(eq(mailMessages.workspaceId, workspaceId), inArray(mailMessages.messageId, candidates)))
            .orderBy(desc(mailMessages.createdAt))
            .limit(1);

    let threadId = parent?.threadId;
    if (threadId) {
      await tx
        .update(mailThreads)
        .set({
          hasInbound: true,
          state: 'unread',
          isRead: false,
          summary: summaryOf(text),
          lastMessageAt: sql`greatest(${mailThreads.lastMessageAt}, ${now.toISOString()}::timestamptz)`,
          contactName: sql`case when ${mailThreads.contactName} = '' then ${from.name} else ${mailThreads.contactName} end`,
        })
        .where(and(eq(mailThreads.workspaceId, workspaceId), eq(mailThreads.id, threadId)));
    } else {
      const [thread] = await tx
        .insert(mailThreads)
        .values({
          workspaceId,
          subject,
          contactName: from.name,
          contactEmail: from.address,
          platform: platformOf(from.address, { xMailer: typeof xMailer === 'string' ? xMailer : undefined, messageId }),
          state: 'unread',
          summary: summaryOf(text),
          hasInbound: true,
          lastMessageAt: now,
          createdAt: now,
        })
        .returning({ id: mailThreads.id });
      threadId = thread!.id;
    }
    await tx.insert(mailMessages).values({
      workspaceId,
      threadId,
      direction: 'in',
      messageId,
      inReplyTo,
      referencesIds: references,
      fromAddress: from.address,
      fromName: from.name,
      toAddress: to,
      subject,
      textBody: text,
      htmlBody: html,
      createdAt: now,
    });
    return { outcome: 'stored', threadId } as const;
  });
};
