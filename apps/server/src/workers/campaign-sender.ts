import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withoutArrival } from '../db/fair-queue.ts';
import { exponentialBackoff, reasonOf } from '../lib/durable-queue.ts';
import { createGroupWriter } from '../lib/group-writer.ts';
import { createClaimFeed, type ClaimFeed } from '../lib/claim-feed.ts';
import { runItems, type ItemResult, type Recorded } from '../lib/queue-worker.ts';
import { workspaceSender } from '../mail/workspace-address.ts';
import { composeCampaignMail, type MailWriter } from '../modules/campaigns/campaign-content.ts';
import { createCampaignTransport, type CampaignTransport } from './campaign-transport.ts';
import { rowsOf } from '../db/rows-of.ts';
import {
  batchSizeFor,
  claimRecipients,
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
 * Sends triggered campaigns: per campaign, no_of_thread workers share a feed of claimed recipients
 * (lib/claim-feed.ts: one statement claims and leases a batch for all of them, the next claimed
 * while they send) and send each over SMTP with its deterministic Message-ID. A mail's 'sent' is
 * recorded right after the server's 250; the worker meanwhile begins its next mail (envelope and
 * body), whose end of data, and so its delivery, waits until that record is written
 * (campaign-transport.ts). The threads record together (group commit), so statements are shared,
 * and each thread has at most one mail sent and unrecorded. A process killed mid-send leaves rows
 * 'sending' whose lease expires; they are claimed again on start and resent with the same
 * Message-ID, so a receiver sees at most a duplicate of one message per worker. Rows claimed but
 * not begun go back when the sender stops.
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
    transport: CampaignTransport | null,
    sender: string,
    previousRecorded: Promise<void>,
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
      await transport.send(
        { from: mail.from, to: row.email, subject: mail.subject, text: mail.text, messageId: bracket(row.message_id) },
        previousRecorded,
      );
    } catch (error) {
      return { outcome: 'failure', reason: reasonOf(error).slice(0, 500), isPermanent: isPermanentSmtpFailure(error) };
    }
    return { outcome: 'done', status: 'sent', payload: mail };
  };

  type Run = {
    sender: string;
    feed: ClaimFeed<ClaimedRow>;
    recordTogether: (settled: readonly Recorded<ClaimedRow, SentMail>[]) => Promise<void>;
  };

  const work = async ({ sender, feed, recordTogether }: Run) => {
    // One SMTP connection per worker, reused for its whole share of the campaign.
    const transport = smtpUrl
      ? createCampaignTransport(smtpUrl, { socketTimeoutMs: Math.max(5_000, options.leaseMs / 2) })
      : null;
    try {
      await runItems({
        next: feed.next,
        policy,
        isStopping: () => isStopping,
        // Each mail goes out while the previous one is recorded; only its end waits for that record.
        overlap: true,
        handle: (row, recorded) => sendOne(row, transport, sender, recorded),
        record: (settled) =>
          recordTogether(settled).catch((error: unknown) =>
            // The rows stay claimed; their leases expire and they are tried again.
            log.error(
              { recipientIds: settled.map(({ item }) => item.id), failure: { message: reasonOf(error) } },
              'campaign mail not recorded',
            ),
          ),
        onFailure: (row, outcome) =>
          log.warn(
            { workspaceId: row.workspace_id, recipientId: row.id, attempt: row.attempts, reason: outcome.reason },
            outcome.outcome === 'failed' ? 'campaign mail failed' : 'campaign mail will be retried',
          ),
      });
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
    const claimSize = batchSizeFor(campaign.due, threads) * threads;
    // The threads share one feed of claimed recipients: one claim statement for all of them, made
    // ahead while they send, and each recipient to whichever thread is free.
    const feed = createClaimFeed<ClaimedRow>({
      claim: (limit) =>
        claimRecipients(db, { limit, leaseMs: options.leaseMs, where: sql`campaign_id = ${campaignId}` }),
      release: (rows) => recipients.release(db, rows),
      claimSize,
      lowWater: Math.ceil(claimSize / 2),
      leaseMs: options.leaseMs,
    });
    const run = {
      sender: await senderOf(campaign.workspace_id),
      feed,
      recordTogether: createGroupWriter((settled: Recorded<ClaimedRow, SentMail>[]) =>
        recordCampaignMails(db, settled, { asyncCommit: options.asyncCommit }),
      ),
    };
    // allSettled: a worker that fails (database gone) must not let the campaign count as idle while
    // the others still run, or a kick would start extra workers.
    const results = await Promise.allSettled(Array.from({ length: threads }, () => work(run)));
    // Recipients claimed but not begun (the sender stopping) go back for the next start; should that
    // fail, their leases run out.
    await feed
      .close()
      .catch((error: unknown) =>
        log.error({ campaignId, failure: { message: reasonOf(error) } }, 'campaign recipients not released'),
      );
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
