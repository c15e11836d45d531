import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { withoutArrival } from '../db/fair-queue.ts';
import { defineQueue, exponentialBackoff, reasonOf } from '../lib/durable-queue.ts';
import { createGroupWriter } from '../lib/group-writer.ts';
import { runBatch, type ItemResult, type Recorded } from '../lib/queue-worker.ts';
import { platformOf, summaryOf } from '../mail/mail-store.ts';
import { workspaceSender } from '../mail/workspace-address.ts';
import { composeCampaignMail, type MailWriter } from '../modules/campaigns/campaign-content.ts';
import { rowsOf } from '../db/rows-of.ts';

export type CampaignSenderOptions = {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** A claimed recipient not settled within this time is claimed again (its sender died). */
  leaseMs: number;
  /** First retry delay after a transient failure; doubles per attempt. */
  retryBaseMs: number;
  /** Attempts before a recipient that keeps failing transiently is marked failed. */
  maxAttempts: number;
  /** How often unfinished campaigns are looked for (retries due, expired leases). */
  pollMs: number;
  writer?: MailWriter;
};

export type CampaignSender = {
  /** Makes sure the campaign has its workers running. */
  kick: (campaignId: string) => void;
  /** Resolves when no worker of the campaign is running. */
  idle: (campaignId: string) => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

type ClaimedRow = {
  /** The campaign's workspace: the outbox mail and the Sent copy carry it. */
  workspace_id: string;
  id: string;
  campaign_id: string;
  email: string;
  info: string;
  attempts: number;
  message_id: string;
  campaign_name: string;
  attachment_uri: string;
  intent: string;
  send_static_content: boolean;
  subject: string;
  body: string;
};

/** A sent (or locally kept) mail as it is recorded. */
type SentMail = { subject: string; text: string; from: string };

/** Recipients a sender claims at once, at most. */
const MAX_BATCH = 25;

/**
 * A batch a quarter of each thread's share (at most MAX_BATCH): large enough that claims are few,
 * small enough that the threads run out of work together rather than some idling while others end.
 */
const batchSizeFor = (due: number, threads: number) => Math.min(MAX_BATCH, Math.max(1, Math.ceil(due / (threads * 4))));

const bracket = (id: string) => `<${id}>`;

/** Transient: a 4xx answer or no answer at all (connection refused, reset, timeout). */
export const isPermanentSmtpFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/** A campaign's recipients as a queue: 'sending' while claimed, its lease in lease_until, in list order. */
const recipients = defineQueue<ClaimedRow>({
  table: 'campaign_recipients',
  key: { id: 'uuid' },
  status: { column: 'status', waiting: ['pending'], claimed: 'sending', done: 'sent', failed: 'failed' },
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  leaseUntil: 'lease_until',
  error: { column: 'error', isShownWhileRetrying: true },
  order: sql`position`,
  join: { from: sql`campaigns c`, on: sql`c.id = q.campaign_id and c.workspace_id = q.workspace_id` },
  returning: sql`q.workspace_id, q.id, q.campaign_id, q.email, q.info, q.message_id,
    c.campaign_name, c.attachment_uri, c.intent, c.send_static_content, c.subject, c.body`,
  settleSet: sql`sent_at = case when v.outcome = 'done' then now() else q.sent_at end`,
});

/**
 * Sends triggered campaigns: per campaign, no_of_thread workers each claim a batch of recipients
 * (one statement that sets their lease), send them one by one over SMTP with their deterministic
 * Message-IDs, and record each 'sent' right after the server's 250, before the next is sent; the
 * threads record together (group commit), so statements are shared and each thread has at most one
 * mail sent and unrecorded. A process killed mid-send leaves rows 'sending' whose lease expires;
 * they are claimed again on start and resent with the same Message-ID, so a receiver sees at most a
 * duplicate of one message per worker. Rows claimed but not begun go back when the sender stops.
 */
export const createCampaignSender = (options: CampaignSenderOptions): CampaignSender => {
  const { db, smtpUrl, from, log } = options;
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let isStopping = false;
  const policy = { maxAttempts: options.maxAttempts, backoffMs: exponentialBackoff({ baseMs: options.retryBaseMs, maxMs: 60 * 60_000 }) };

  // Each workspace sends from its own address (mail/workspace-address.ts), so replies come back to it.
  const senderOf = async (workspaceId: string) => (await workspaceSender({ db, defaultFrom: from, workspaceId })).line ?? from;

  /**
   * Settles recipients and, for those delivered, writes the outbox copy and the Sent folder's (a
   * thread with the recipient and the message, as mail/mail-store.ts records one) in one statement:
   * one round trip for every mail the threads hand in together. A row whose lease expired and that
   * another worker claimed again (attempts moved on) is not settled here, and that worker records it.
   * Its commit does not wait for the disk (synchronous_commit off, for this statement alone): the
   * record only spares a resend, so a PostgreSQL crash that lost the last fraction of a second of
   * them would resend those mails with their same Message-IDs, as a killed sender does its mail in
   * hand; a killed sender loses nothing.
   */
  const record = async (settled: Recorded<ClaimedRow, SentMail>[]) => {
    const delivered = settled.flatMap(({ item: row, result, payload: mail }) =>
      result.outcome === 'done' && mail
        ? [{ id: row.id, outbox_id: randomUUID(), thread_id: randomUUID(), workspace_id: row.workspace_id, email: row.email, subject: mail.subject, text: mail.text,
            from_address: mail.from, message_id: row.message_id, attempts: row.attempts, status: result.status === 'local' ? 'local' : 'sent',
            platform: platformOf(row.email), summary: summaryOf(mail.text) }]
        : [],
    );
    await db.execute(sql`with settled as (${recipients.settleStatement(settled)}),
      mails as (
        select m.* from jsonb_to_recordset(${JSON.stringify(delivered)}::jsonb) as m(id uuid, outbox_id uuid, thread_id uuid, workspace_id uuid, email text,
          subject text, text text, from_address text, message_id text, attempts integer, status text, platform text, summary text)
        join settled s on s.id = m.id
      ), outbox as (
        insert into outbox_mails (id, workspace_id, kind, to_address, subject, text_body, status, attempts, message_id, from_address, sent_at)
        select outbox_id, workspace_id, 'campaign', email, subject, text, status, attempts, message_id, from_address, now() from mails
      ), threads as (
        insert into mail_threads (id, workspace_id, subject, contact_name, contact_email, platform, state, summary, last_message_at, created_at)
        select thread_id, workspace_id, subject, '', email, platform, 'closed', summary, now(), now() from mails
      )
      insert into mail_messages (workspace_id, thread_id, direction, message_id, from_address, from_name, to_address, subject, text_body, outbox_mail_id, created_at)
      select workspace_id, thread_id, 'out', message_id, from_address, '', email, subject, text, outbox_id, now() from mails
      where (select set_config('synchronous_commit', 'off', true)) = 'off'`);
  };

  const sendOne = async (row: ClaimedRow, transport: Transporter | null, sender: string): Promise<ItemResult & { payload?: SentMail }> => {
    const composed = await composeCampaignMail(
      { campaignName: row.campaign_name, attachmentUri: row.attachment_uri, intent: row.intent, sendStaticContent: row.send_static_content, subject: row.subject, body: row.body },
      { email: row.email, info: row.info },
      options.writer,
    );
    const mail = { ...composed, from: sender };
    if (!transport) return { outcome: 'done', status: 'local', payload: mail };
    try {
      await transport.sendMail({ from: mail.from, to: row.email, subject: mail.subject, text: mail.text, messageId: bracket(row.message_id) });
    } catch (error) {
      return { outcome: 'failure', reason: reasonOf(error).slice(0, 500), isPermanent: isPermanentSmtpFailure(error) };
    }
    return { outcome: 'done', status: 'sent', payload: mail };
  };

  type Run = { campaignId: string; sender: string; batchSize: number; recordTogether: (settled: readonly Recorded<ClaimedRow, SentMail>[]) => Promise<void> };

  const work = async ({ campaignId, sender, batchSize, recordTogether }: Run) => {
    // One pooled SMTP connection per worker, reused for its whole share of the campaign.
    const transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: Math.max(5_000, options.leaseMs / 2) })
      : null;
    try {
      while (!isStopping) {
        const rows = await recipients.claim(db, { limit: batchSize, leaseMs: options.leaseMs, where: sql`campaign_id = ${campaignId}` });
        if (rows.length === 0) return;
        await runBatch({
          items: rows,
          leaseMs: options.leaseMs,
          policy,
          isStopping: () => isStopping,
          handle: (row) => sendOne(row, transport, sender),
          record: (settled) =>
            recordTogether(settled).catch((error: unknown) =>
              // The rows stay claimed; their leases expire and they are tried again.
              log.error({ recipientIds: settled.map(({ item }) => item.id), failure: { message: reasonOf(error) } }, 'campaign mail not recorded'),
            ),
          release: (rest) => recipients.release(db, rest),
          onFailure: (row, outcome) =>
            log.warn(
              { workspaceId: row.workspace_id, recipientId: row.id, attempt: row.attempts, reason: outcome.reason },
              outcome.outcome === 'failed' ? 'campaign mail failed' : 'campaign mail will be retried',
            ),
        });
      }
    } finally {
      transport?.close();
    }
  };

  const runCampaign = async (campaignId: string) => {
    const [campaign] = rowsOf<{ workspace_id: string; no_of_thread: number | null; due: number }>(
      await db.execute(sql`select workspace_id, no_of_thread,
          (select count(*)::int from campaign_recipients where campaign_id = ${campaignId} and ${recipients.due}) as due
        from campaigns where id = ${campaignId}`),
    );
    if (!campaign) return;
    const threads = Math.max(1, campaign.no_of_thread ?? 1);
    const run = { campaignId, sender: await senderOf(campaign.workspace_id), batchSize: batchSizeFor(campaign.due, threads), recordTogether: createGroupWriter(record) };
    // allSettled: a worker that fails (database gone) must not let the campaign count as idle while
    // the others still run, or a kick would start extra workers.
    const results = await Promise.allSettled(Array.from({ length: threads }, () => work(run)));
    const failure = results.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
  };

  const kick = (campaignId: string) => {
    if (isStopping || running.has(campaignId)) return;
    // The sending outlives the request that triggered it: it queues as background work (db/fair-queue.ts).
    const job = withoutArrival(() => runCampaign(campaignId))
      .catch((error: unknown) => log.error({ campaignId, failure: { message: error instanceof Error ? error.message : String(error) } }, 'campaign sender failed'))
      .finally(() => running.delete(campaignId));
    running.set(campaignId, job);
  };

  /** Campaigns with work due now: pending rows whose time came, or leases that expired. */
  const kickDue = async () => {
    const due = rowsOf<{ campaign_id: string }>(await db.execute(sql`select distinct campaign_id from campaign_recipients where ${recipients.due}`));
    due.forEach((row) => kick(row.campaign_id));
  };

  const poll = () => {
    kickDue().catch((error: unknown) => log.error({ failure: { message: String(error) } }, 'campaign poll failed'));
  };

  return {
    kick,
    idle: async (campaignId) => {
      await running.get(campaignId);
    },
    start: () => {
      if (timer) return;
      isStopping = false;
      timer = setInterval(poll, options.pollMs);
      timer.unref();
      poll();
    },
    stop: async () => {
      isStopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(running.values());
    },
  };
};
