import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { withoutArrival } from '../db/fair-queue.ts';
import { campaignRecipients, outboxMails } from '../db/schema.ts';
import { recordOutboundMessage } from '../mail/mail-store.ts';
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

const bracket = (id: string) => `<${id}>`;

/** Transient: a 4xx answer or no answer at all (connection refused, reset, timeout). */
export const isPermanentSmtpFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/**
 * Sends triggered campaigns: per campaign, no_of_thread workers each claim one recipient at a
 * time (an atomic UPDATE ... FOR UPDATE SKIP LOCKED that sets a lease), send it over SMTP with
 * its deterministic Message-ID, and record 'sent' right after the server's 250. A process killed
 * mid-send leaves rows 'sending' whose lease expires; they are claimed again on start and resent
 * with the same Message-ID, so a receiver sees at most a duplicate of one message per worker.
 */
export const createCampaignSender = (options: CampaignSenderOptions): CampaignSender => {
  const { db, smtpUrl, from, log } = options;
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let isStopping = false;

  const claim = async (campaignId: string): Promise<ClaimedRow | null> => {
    const result = await db.execute(sql`
      update campaign_recipients r
      set status = 'sending', lease_until = now() + ${`${options.leaseMs} milliseconds`}::interval, attempts = r.attempts + 1
      from campaigns c
      where c.id = r.campaign_id and c.workspace_id = r.workspace_id and r.id = (
        select id from campaign_recipients
        where campaign_id = ${campaignId}
          and ((status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now()))
        order by position
        limit 1
        for update skip locked
      )
      returning r.workspace_id, r.id, r.campaign_id, r.email, r.info, r.attempts, r.message_id,
        c.campaign_name, c.attachment_uri, c.intent, c.send_static_content, c.subject, c.body`);
    return rowsOf<ClaimedRow>(result)[0] ?? null;
  };

  /** Marks the row delivered and shows it in the inbox's Sent folder, in one transaction. */
  // Each workspace sends from its own address (mail/workspace-address.ts), so replies come back to it.
  const senderOf = async (workspaceId: string) => (await workspaceSender({ db, defaultFrom: from, workspaceId })).line ?? from;

  const recordDelivered = async (row: ClaimedRow, mail: { subject: string; text: string; from: string }, status: 'sent' | 'local') => {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(campaignRecipients)
        .set({ status, sentAt: new Date(), leaseUntil: null, error: null })
        .where(sql`${campaignRecipients.id} = ${row.id} and ${campaignRecipients.status} = 'sending' and ${campaignRecipients.attempts} = ${row.attempts}`)
        .returning({ id: campaignRecipients.id });
      // Our lease expired and another worker claimed the row again (attempts moved on): it records.
      if (updated.length === 0) return;
      const [outbox] = await tx
        .insert(outboxMails)
        .values({ workspaceId: row.workspace_id, kind: 'campaign', toAddress: row.email, subject: mail.subject, textBody: mail.text, status, attempts: row.attempts, messageId: row.message_id, fromAddress: mail.from, sentAt: new Date() })
        .returning({ id: outboxMails.id });
      await recordOutboundMessage(tx, { workspaceId: row.workspace_id, fromAddress: mail.from, toAddress: row.email, subject: mail.subject, text: mail.text, messageId: row.message_id, outboxMailId: outbox!.id });
    });
  };

  const recordFailure = async (row: ClaimedRow, error: unknown) => {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const isFinal = isPermanentSmtpFailure(error) || row.attempts >= options.maxAttempts;
    log.warn({ workspaceId: row.workspace_id, recipientId: row.id, attempt: row.attempts, reason }, isFinal ? 'campaign mail failed' : 'campaign mail will be retried');
    const delay = Math.min(options.retryBaseMs * 2 ** (row.attempts - 1), 60 * 60_000);
    await db
      .update(campaignRecipients)
      .set({ status: isFinal ? 'failed' : 'pending', error: reason, leaseUntil: null, nextAttemptAt: new Date(Date.now() + delay) })
      .where(sql`${campaignRecipients.id} = ${row.id} and ${campaignRecipients.attempts} = ${row.attempts}`);
  };

  const work = async (campaignId: string) => {
    // One pooled SMTP connection per worker, reused for its whole share of the campaign.
    const transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: Math.max(5_000, options.leaseMs / 2) })
      : null;
    try {
      while (!isStopping) {
        const row = await claim(campaignId);
        if (!row) return;
        await sendOne(row, transport).catch((error: unknown) =>
          // The row stays claimed; its lease expires and it is tried again.
          log.error({ recipientId: row.id, failure: { message: error instanceof Error ? error.message : String(error) } }, 'campaign mail not recorded'),
        );
      }
    } finally {
      transport?.close();
    }
  };

  const sendOne = async (row: ClaimedRow, transport: Transporter | null) => {
    const composed = await composeCampaignMail(
      { campaignName: row.campaign_name, attachmentUri: row.attachment_uri, intent: row.intent, sendStaticContent: row.send_static_content, subject: row.subject, body: row.body },
      { email: row.email, info: row.info },
      options.writer,
    );
    const mail = { ...composed, from: await senderOf(row.workspace_id) };
    if (!transport) {
      await recordDelivered(row, mail, 'local');
      return;
    }
    try {
      await transport.sendMail({ from: mail.from, to: row.email, subject: mail.subject, text: mail.text, messageId: bracket(row.message_id) });
    } catch (error) {
      await recordFailure(row, error);
      return;
    }
    await recordDelivered(row, mail, 'sent');
  };

  const runCampaign = async (campaignId: string) => {
    const [campaign] = rowsOf<{ no_of_thread: number | null }>(await db.execute(sql`select no_of_thread from campaigns where id = ${campaignId}`));
    const threads = Math.max(1, campaign?.no_of_thread ?? 1);
    // allSettled: a worker that fails (database gone) must not let the campaign count as idle while
    // the others still run, or a kick would start extra workers.
    const results = await Promise.allSettled(Array.from({ length: threads }, () => work(campaignId)));
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
    const due = rowsOf<{ campaign_id: string }>(
      await db.execute(sql`
        select distinct campaign_id from campaign_recipients
        where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now())`),
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
