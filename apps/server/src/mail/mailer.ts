import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { createDrainWorker } from '../lib/drain-worker.ts';
import { outboxMailAttachments, outboxMails } from '../db/schema.ts';
import { assertSecretPlaced, revealSecret } from './mail-secret.ts';

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Sender; MAIL_FROM when absent. */
  from?: string;
  /** Without angle brackets; generated when absent. Kept so replies can be threaded to it. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  /** The workspace the mail is sent for; none for account mail (password resets). */
  workspaceId?: string | null;
  /**
   * An iCalendar invitation (RFC 5546) for calendar clients: sent as a `text/calendar; method=...`
   * alternative plus an invite.ics attachment, and kept with the queued mail.
   */
  calendar?: MailCalendar;
  /** Files sent with it, already checked (lib/mail-attachments.ts); only a workspace's mail carries them. */
  attachments?: MailAttachment[];
  /**
   * A single-use secret (a reset or invitation token) the text shows as MASKED_SECRET: written in only
   * when the mail is sent, and kept nowhere once it has left (mail-secret.ts); never kept for a local mail.
   */
  secret?: string;
};

export type MailAttachment = { filename: string; contentType: string; bytes: Buffer };

export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; content: string };

/** A new globally unique Message-ID (without angle brackets) in the sender's domain. */
export const newMessageId = (from: string): string => {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'agentdesk.local';
  return `${randomUUID()}@${domain}`;
};

const bracket = (id: string) => `<${id}>`;

export type Mailer = {
  /**
   * Queues a mail in the outbox. Inside the caller's transaction (`tx`) the worker cannot see it
   * until the commit: call `kick` after the transaction; without one it is delivered at once.
   */
  enqueue: (mail: OutgoingMail, tx?: Db) => Promise<{ id: string; messageId: string; isLocal: boolean }>;
  /** Starts delivering what is due now, in the background (after a transaction that queued mail). */
  kick: () => void;
  /** The sender used when a mail names none. */
  defaultFrom: string;
  /** Delivers what is due; returns how many mails were handled. */
  deliverDue: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

const MAX_ATTEMPTS = 6;
/** A claimed mail not settled within this time is picked up again (the sender died). */
const LEASE_MS = 5 * 60_000;
const backoffMs = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 60 * 60_000);

/** Outbound mail: a durable outbox table drained by a small worker over SMTP (nodemailer). */
export const createMailer = (options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger; pollMs?: number }): Mailer => {
  const { db, smtpUrl, from, log } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  /** A claimed mail's files, in order; none looked up for a mail that has none. */
  const attachmentsOf = async (mail: typeof outboxMails.$inferSelect) => {
    if (mail.attachmentCount === 0 || mail.workspaceId === null) return [];
    return db
      .select({ filename: outboxMailAttachments.filename, contentType: outboxMailAttachments.contentType, bytes: outboxMailAttachments.bytes })
      .from(outboxMailAttachments)
      .where(and(eq(outboxMailAttachments.workspaceId, mail.workspaceId), eq(outboxMailAttachments.outboxMailId, mail.id)))
      .orderBy(asc(outboxMailAttachments.ordinal));
  };

  // Claim with a short lease, send outside any transaction (PGlite has a single connection,
  // and an SMTP round trip must not hold it), then record the outcome.
  const claimOne = async () => {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.status, 'pending'), lte(outboxMails.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outboxMails.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx
        .update(outboxMails)
        .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
        .where(eq(outboxMails.id, row.id));
      return row;
    });
    if (!claimed || !transport) return claimed;
    const attempt = claimed.attempts + 1;
    try {
      const attachments = await attachmentsOf(claimed);
      await transport.sendMail({
        from: claimed.fromAddress ?? from,
        to: claimed.toAddress,
        subject: claimed.subject,
        text: revealSecret(claimed.textBody, claimed.secret),
        html: revealSecret(claimed.htmlBody, claimed.secret) ?? undefined,
        messageId: claimed.messageId ? bracket(claimed.messageId) : undefined,
        inReplyTo: claimed.inReplyTo ? bracket(claimed.inReplyTo) : undefined,
        references: claimed.referencesIds.length > 0 ? claimed.referencesIds.map(bracket) : undefined,
        icalEvent: claimed.icalMethod && claimed.icalContent !== null ? { method: claimed.icalMethod, filename: 'invite.ics', content: claimed.icalContent } : undefined,
        attachments: attachments.length > 0 ? attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.bytes })) : undefined,
      });
      await db
        .update(outboxMails)
        .set({ status: 'sent', attempts: attempt, sentAt: new Date(), error: null })
        .where(eq(outboxMails.id, claimed.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const responseCode = (error as { responseCode?: number }).responseCode ?? 0;
      const isPermanent = responseCode >= 500 || attempt >= MAX_ATTEMPTS;
      log.warn({ mailId: claimed.id, attempt, reason }, isPermanent ? 'mail failed permanently' : 'mail delivery failed, will retry');
      await db
        .update(outboxMails)
        .set({
          status: isPermanent ? 'failed' : 'pending',
          attempts: attempt,
          error: reason,
          nextAttemptAt: new Date(Date.now() + backoffMs(attempt)),
        })
        .where(eq(outboxMails.id, claimed.id));
    }
    return claimed;
  };

  const worker = createDrainWorker({ isEnabled: transport !== null, claimOne, intervalMs: options.pollMs ?? 5_000, log, failureMessage: 'mail worker failed' });

  return {
    defaultFrom: from,
    enqueue: async (mail, tx) => {
      const messageId = mail.messageId ?? newMessageId(mail.from ?? from);
      const files = mail.attachments ?? [];
      assertSecretPlaced(mail);
      if (files.length > 0 && !mail.workspaceId) throw new Error('Only a workspace’s mail carries attachments');
      // The mail and its files together: the sender never finds one without the other.
      const insert = async (q: Db) => {
        const [row] = await q
          .insert(outboxMails)
          .values({
            workspaceId: mail.workspaceId ?? null,
            kind: mail.kind,
            fromAddress: mail.from ?? null,
            messageId,
            inReplyTo: mail.inReplyTo ?? null,
            referencesIds: mail.references ?? [],
            toAddress: mail.to,
            subject: mail.subject,
            textBody: mail.text,
            htmlBody: mail.html ?? null,
            icalMethod: mail.calendar?.method ?? null,
            icalContent: mail.calendar?.content ?? null,
            attachmentCount: files.length,
            status: transport ? 'pending' : 'local',
            secret: transport ? (mail.secret ?? null) : null,
          })
          .returning({ id: outboxMails.id });
        if (files.length > 0) {
          await q.insert(outboxMailAttachments).values(
            files.map((file, ordinal) => ({
              workspaceId: mail.workspaceId!,
              outboxMailId: row!.id,
              ordinal,
              filename: file.filename,
              contentType: file.contentType,
              sizeBytes: file.bytes.length,
              bytes: file.bytes,
            })),
          );
        }
        return row!.id;
      };
      const id = tx ? await insert(tx) : files.length > 0 ? await db.transaction((inner) => insert(inner)) : await insert(db);
      if (transport && !tx) setImmediate(worker.kick);
      return { id, messageId, isLocal: !transport };
    },
    kick: () => {
      if (transport) setImmediate(worker.kick);
    },
    deliverDue: worker.deliverDue,
    start: worker.start,
    stop: async () => {
      await worker.stop();
      transport?.close();
    },
  };
};
