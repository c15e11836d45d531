import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { withoutArrival } from '../db/fair-queue.ts';
import { outboxMails } from '../db/schema.ts';
import { defineQueue, exponentialBackoff, reasonOf } from '../lib/durable-queue.ts';
import { createGroupWriter } from '../lib/group-writer.ts';
import { runBatch, type ItemResult, type Recorded } from '../lib/queue-worker.ts';
import { recordOutboundMessages } from '../mail/mail-store.ts';
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

/** Recipients a sender claims at once. */
const BATCH = 25;

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

  /** Settles recipients and, for those delivered, the outbox copy and the Sent folder's, in one transaction. */
  const record = async (settled: Recorded<ClaimedRow, SentMail>[]) => {
    await db.transaction(async (tx) => {
      const held = new Set((await recipients.settle(tx, settled)).map((row) => String(row['id'])));
      // A row whose lease expired and that another worker claimed again (attempts moved on) is its to record.
      const delivered = settled.filter(({ item, result }) => result.outcome === 'done' && held.has(item.id));
      if (delivered.length === 0) return;
      const mails = delivered.map(({ item: row, result, payload: mail }) => ({
        row,
        mail: mail!,
        status: result.outcome === 'done' && result.status === 'local' ? ('local' as const) : ('sent' as const),
        outboxMailId: randomUUID(),
      }));
      const sentAt = new Date();
      await tx.insert(outboxMails).values(
        mails.map(({ row, mail, status, outboxMailId }) => ({
          id: outboxMailId,
          workspaceId: row.workspace_id,
          kind: 'campaign',
          toAddress: row.email,
          subject: mail.subject,
          textBody: mail.text,
          status,
          attempts: row.attempts,
          messageId: row.message_id,
          fromAddress: mail.from,
          sentAt,
        })),
      );
      await recordOutboundMessages(
        tx,
        mails.map(({ row, mail, outboxMailId }) => ({
          workspaceId: row.workspace_id,
          fromAddress: mail.from,
          toAddress: row.email,
          subject: mail.subject,
          text: mail.text,
          messageId: row.message_id,
          outboxMailId,
        })),
      );
    });
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

  const work = async (campaignId: string, recordTogether: (settled: readonly Recorded<ClaimedRow, SentMail>[]) => Promise<void>) => {
    // One pooled SMTP connection per worker, reused for its whole share of the campaign.
    const transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: Math.max(5_000, options.leaseMs / 2) })
      : null;
    try {
      while (!isStopping) {
        const rows = await recipients.claim(db, { limit: BATCH, leaseMs: options.leaseMs, where: sql`campaign_id = ${campaignId}` });
        if (rows.length === 0) return;
        // One campaign, one workspace: its sender is looked up once a batch.
        const sender = await senderOf(rows[0]!.workspace_id);
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
    const [campaign] = rowsOf<{ no_of_thread: number | null }>(await db.execute(sql`select no_of_thread from campaigns where id = ${campaignId}`));
    const threads = Math.max(1, campaign?.no_of_thread ?? 1);
    // allSettled: a worker that fails (database gone) must not let the campaign count as idle while
    // the others still run, or a kick would start extra workers.
    const recordTogether = createGroupWriter(record);
    const results = await Promise.allSettled(Array.from({ length: threads }, () => work(campaignId, recordTogether)));
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
