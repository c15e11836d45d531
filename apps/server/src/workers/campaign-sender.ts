import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { withoutArrival } from '../db/fair-queue.ts';
import { exponentialBackoff, reasonOf } from '../lib/durable-queue.ts';
import { createGroupWriter } from '../lib/group-writer.ts';
import { runBatch, type ItemResult, type Recorded } from '../lib/queue-worker.ts';
import { workspaceSender } from '../mail/workspace-address.ts';
import { composeCampaignMail, type MailWriter } from '../modules/campaigns/campaign-content.ts';
import { rowsOf } from '../db/rows-of.ts';
import {
  batchSizeFor,
  recipients,
  recordCampaignMails,
  type ClaimedRow,
  type SentMail,
} from './campaign-recipients.ts';

export type CampaignSenderOptions = {
  db: Db;
  /** The record's commit need not wait for the disk: true only on a PostgreSQL server of its own (recordCampaignMails). */
  asyncCommit: boolean;
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

const bracket = (id: string) => `<${id}>`;

/** Transient: a 4xx answer or no answer at all (connection refused, reset, timeout). */
export const isPermanentSmtpFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

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
  const policy = {
    maxAttempts: options.maxAttempts,
    backoffMs: exponentialBackoff({ baseMs: options.retryBaseMs, maxMs: 60 * 60_000 }),
  };

  // Each workspace sends from its own address (mail/workspace-address.ts), so replies come back to it.
  const senderOf = async (workspaceId: string) =>
    (await workspaceSender({ db, defaultFrom: from, workspaceId })).line ?? from;

  const sendOne = async (
    row: ClaimedRow,
    transport: Transporter | null,
    sender: string,
  ): Promise<ItemResult & { payload?: SentMail }> => {
    const composed = await composeCampaignMail(
      {
        campaignName: row.campaign_name,
        attachmentUri: row.attachment_uri,
        intent: row.intent,
        sendStaticContent: row.send_static_content,
        subject: row.subject,
        body: row.body,
      },
      { email: row.email, info: row.info },
      options.writer,
    );
    const mail = { ...composed, from: sender };
    if (!transport) return { outcome: 'done', status: 'local', payload: mail };
    try {
      await transport.sendMail({
        from: mail.from,
        to: row.email,
        subject: mail.subject,
        text: mail.text,
        messageId: bracket(row.message_id),
      });
    } catch (error) {
      return { outcome: 'failure', reason: reasonOf(error).slice(0, 500), isPermanent: isPermanentSmtpFailure(error) };
    }
    return { outcome: 'done', status: 'sent', payload: mail };
  };

  type Run = {
    campaignId: string;
    sender: string;
    batchSize: number;
    recordTogether: (settled: readonly Recorded<ClaimedRow, SentMail>[]) => Promise<void>;
  };

  const work = async ({ campaignId, sender, batchSize, recordTogether }: Run) => {
    // One pooled SMTP connection per worker, reused for its whole share of the campaign.
    const transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          pool: true,
          maxConnections: 1,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: Math.max(5_000, options.leaseMs / 2),
        })
      : null;
    try {
      while (!isStopping) {
        const rows = await recipients.claim(db, {
          limit: batchSize,
          leaseMs: options.leaseMs,
          where: sql`campaign_id = ${campaignId}`,
        });
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
              log.error(
                { recipientIds: settled.map(({ item }) => item.id), failure: { message: reasonOf(error) } },
                'campaign mail not recorded',
              ),
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
    const run = {
      campaignId,
      sender: await senderOf(campaign.workspace_id),
      batchSize: batchSizeFor(campaign.due, threads),
      recordTogether: createGroupWriter((settled: Recorded<ClaimedRow, SentMail>[]) =>
        recordCampaignMails(db, settled, { asyncCommit: options.asyncCommit }),
      ),
    };
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
      .catch((error: unknown) =>
        log.error(
          { campaignId, failure: { message: error instanceof Error ? error.message : String(error) } },
          'campaign sender failed',
        ),
      )
      .finally(() => running.delete(campaignId));
    running.set(campaignId, job);
  };

  /** Campaigns with work due now: pending rows whose time came, or leases that expired. */
  const kickDue = async () => {
    const due = rowsOf<{ campaign_id: string }>(
      await db.execute(sql`select distinct campaign_id from campaign_recipients where ${recipients.due}`),
    );
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
