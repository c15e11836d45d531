import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { defineOutbox, exponentialBackoff, reasonOf } from '../lib/durable-queue.ts';
import { createQueueWorker, type ItemResult } from '../lib/queue-worker.ts';
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

/** The outbox row of a claimed mail, as the claim answers it. */
type OutboxItem = {
  id: string;
  workspace_id: string | null;
  from_address: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  message_id: string | null;
  in_reply_to: string | null;
  references_ids: string[];
  ical_method: 'REQUEST' | 'CANCEL' | null;
  ical_content: string | null;
  attachment_count: number;
  /** A single-use secret written into the text at sending (mail-secret.ts); cleared once settled. */
  secret: string | null;
  attempts: number;
};

/** A claimed mail not settled within this time is picked up again (the sender died). */
const LEASE_MS = 5 * 60_000;
/** Mails claimed at once; their outcomes are written together. */
const BATCH = 10;
const policy = { maxAttempts: 6, backoffMs: exponentialBackoff({ baseMs: 60_000, maxMs: 60 * 60_000 }) };

/** The outbox of mails (lib/durable-queue.ts). */
const outbox = defineOutbox<OutboxItem>({
  table: 'outbox_mails',
  key: { id: 'uuid' },
  done: 'sent',
  returning: sql`q.id, q.workspace_id, q.from_address, q.to_address, q.subject, q.text_body, q.html_body, q.message_id,
    q.in_reply_to, q.references_ids, q.ical_method, q.ical_content, q.attachment_count, q.secret`,
  settleSet: sql`sent_at = case when v.outcome = 'done' then now() else q.sent_at end`,
});

/** Outbound mail: a durable outbox table drained by a small worker over SMTP (nodemailer). */
export const createMailer = (options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}): Mailer => {
  const { db, smtpUrl, from, log } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  /** A claimed mail's files, in order; none looked up for a mail that has none. */
  const attachmentsOf = async (mail: OutboxItem) => {
    if (mail.attachment_count === 0 || mail.workspace_id === null) return [];
    return db
      .select({
        filename: outboxMailAttachments.filename,
        contentType: outboxMailAttachments.contentType,
        bytes: outboxMailAttachments.bytes,
      })
      .from(outboxMailAttachments)
      .where(
        and(eq(outboxMailAttachments.workspaceId, mail.workspace_id), eq(outboxMailAttachments.outboxMailId, mail.id)),
      )
      .orderBy(asc(outboxMailAttachments.ordinal));
  };

  // Claimed with a lease and sent outside any transaction (PGlite has a single connection, and an
  // SMTP round trip must not hold it); the outcomes are recorded together.
  const send = async (mail: OutboxItem): Promise<ItemResult> => {
    try {
      const attachments = await attachmentsOf(mail);
      await transport!.sendMail({
        from: mail.from_address ?? from,
        to: mail.to_address,
        subject: mail.subject,
        text: revealSecret(mail.text_body, mail.secret),
        html: revealSecret(mail.html_body, mail.secret) ?? undefined,
        messageId: mail.message_id ? bracket(mail.message_id) : undefined,
        inReplyTo: mail.in_reply_to ? bracket(mail.in_reply_to) : undefined,
        references: mail.references_ids.length > 0 ? mail.references_ids.map(bracket) : undefined,
        icalEvent:
          mail.ical_method && mail.ical_content !== null
            ? { method: mail.ical_method, filename: 'invite.ics', content: mail.ical_content }
            : undefined,
        attachments:
          attachments.length > 0
            ? attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.bytes,
              }))
            : undefined,
      });
      return { outcome: 'done' };
    } catch (error) {
      const responseCode = (error as { responseCode?: number }).responseCode ?? 0;
      return { outcome: 'failure', reason: reasonOf(error), isPermanent: responseCode >= 500 };
    }
  };

  const worker = createQueueWorker({
    db,
    queue: outbox,
    batchSize: BATCH,
    leaseMs: LEASE_MS,
    policy,
    handle: send,
    onFailure: (mail, outcome) =>
      log.warn(
        { mailId: mail.id, attempt: mail.attempts, reason: outcome.reason },
        outcome.outcome === 'failed' ? 'mail failed permanently' : 'mail delivery failed, will retry',
      ),
    isEnabled: transport !== null,
    intervalMs: options.pollMs ?? 5_000,
    log,
    failureMessage: 'mail worker failed',
  });

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
      const id = tx
        ? await insert(tx)
        : files.length > 0
          ? await db.transaction((inner) => insert(inner))
          : await insert(db);
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
