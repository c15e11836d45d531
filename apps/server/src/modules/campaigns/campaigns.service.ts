import {
  campaignMessages,
  isEmailAddress,
  type Campaign,
  type CampaignRecipient,
  type CampaignProgress,
  type Recipient,
  type CreateCampaignInput,
  type UploadRecipientsResult,
} from '@agentdesk/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignRecipients, campaignReplies, campaigns } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';

type CampaignRow = typeof campaigns.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSERT_BATCH = 1000;

/** The workspace whose data a call works on: every query below is scoped by it. */
export type InWorkspace = { workspaceId: string };

/**
 * The workspace's campaign (its members share them), locked for update inside a transaction when
 * asked; 404 otherwise, also for another workspace's campaign.
 */
export const findCampaign = async (
  db: Db,
  options: InWorkspace & { campaignId: string; forUpdate?: boolean },
): Promise<CampaignRow> => {
  if (!uuidPattern.test(options.campaignId)) throw notFound(campaignMessages.campaignNotFound);
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, options.campaignId), eq(campaigns.workspaceId, options.workspaceId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(campaignMessages.campaignNotFound);
  return row;
};

/** A new campaign of the workspace; `userId` is who created it. */
export const createCampaign = async ({
  db,
  workspaceId,
  userId,
  input,
}: InWorkspace & { db: Db; userId: string; input: CreateCampaignInput }): Promise<{ id: string }> => {
  const [row] = await db
    .insert(campaigns)
    .values({
      workspaceId,
      userId,
      category: input.category,
      campaignName: input.campaign_name,
      attachmentUri: input.attachment_uri,
      intent: input.intent,
      sendStaticContent: input.send_static_content,
      subject: input.subject,
      body: input.body,
      step: 2,
    })
    .returning({ id: campaigns.id });
  return { id: row!.id };
};

/** Sent, failed and pending counts of a campaign (pending includes rows being sent). */
export const campaignProgress = async (
  db: Db,
  { workspaceId, campaignId }: InWorkspace & { campaignId: string },
): Promise<CampaignProgress> => {
  const rows = await db
    .select({ status: campaignRecipients.status, n: count() })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.workspaceId, workspaceId)))
    .groupBy(campaignRecipients.status);
  const of = (...statuses: (string | null)[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
  const total = of('pending', 'sending', 'sent', 'local', 'failed', null);
  const pending = of('pending', 'sending', null);
  return {
    total,
    sent: of('sent', 'local'),
    kept_locally: of('local'),
    failed: of('failed'),
    pending,
    is_done: total > 0 && of('pending', 'sending') === 0 && of(null) === 0,
  };
};

const toRecipientView = (r: {
  email: string;
  info: string;
  status: CampaignRecipient['status'];
  error: string | null;
  attempts: number;
}): CampaignRecipient => ({
  RecipientEmail: r.email,
  RecipientInfo: r.info,
  status: r.status,
  error: r.error,
  attempts: r.attempts,
});

export const getCampaign = async ({
  db,
  workspaceId,
  campaignId,
}: InWorkspace & { db: Db; campaignId: string }): Promise<Campaign> => {
  const row = await findCampaign(db, { workspaceId, campaignId });
  const recipientColumns = {
    email: campaignRecipients.email,
    info: campaignRecipients.info,
    status: campaignRecipients.status,
    error: campaignRecipients.error,
    attempts: campaignRecipients.attempts,
  };
  const ofCampaign = and(eq(campaignRecipients.campaignId, row.id), eq(campaignRecipients.workspaceId, workspaceId));
  const [progress, recipients, failures, [replies]] = await Promise.all([
    campaignProgress(db, { workspaceId, campaignId: row.id }),
    db
      .select(recipientColumns)
      .from(campaignRecipients)
      .where(ofCampaign)
      .orderBy(asc(campaignRecipients.position))
      .limit(1000),
    db
      .select(recipientColumns)
      .from(campaignRecipients)
      .where(and(ofCampaign, eq(campaignRecipients.status, 'failed')))
      .orderBy(asc(campaignRecipients.position))
      .limit(500),
    db
      .select({ n: count() })
      .from(campaignReplies)
      .where(and(eq(campaignReplies.campaignId, row.id), eq(campaignReplies.workspaceId, workspaceId))),
  ]);
  return {
    id: row.id,
    category: row.category,
    campaign_name: row.campaignName,
    attachment_uri: row.attachmentUri,
    intent: row.intent,
    send_static_content: row.sendStaticContent,
    subject: row.subject,
    body: row.body,
    step: row.step,
    no_of_thread: row.noOfThread,
    triggered_at: row.triggeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    progress,
    recipients: recipients.map(toRecipientView),
    failures: failures.map(toRecipientView),
    replies_sent: Number(replies?.n ?? 0),
  };
};

/** Checks manual recipients: every address present and well formed (row numbers from 1); duplicates dropped. */
export const checkManualRecipients = (recipients: Recipient[]): { recipients: Recipient[]; duplicates: number } => {
  if (recipients.length === 0) throw new HttpError(400, campaignMessages.addRecipient);
  const missing = recipients.findIndex((r) => r.RecipientEmail === '');
  if (missing >= 0)
    throw new HttpError(400, campaignMessages.emailRequired, {
      invalid: [{ row: missing + 1, value: '', reason: campaignMessages.emailRequired }],
    });
  const invalid = recipients
    .map((r, index) => ({ row: index + 1, value: r.RecipientEmail, reason: 'Invalid email address' }))
    .filter((r) => !isEmailAddress(r.value));
  if (invalid.length > 0) {
    throw new HttpError(
      400,
      `Invalid email address in row ${invalid
        .map((r) => r.row)
        .slice(0, 10)
        .join(', ')}`,
      { invalid },
    );
  }
  const seen = new Set<string>();
  const unique = recipients.filter((r) => {
    const key = r.RecipientEmail.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { recipients: unique, duplicates: recipients.length - unique.length };
};

/** Replaces the campaign's recipients in one transaction and moves it to step 3; 409 once sent. */
export const replaceRecipients = async (
  options: InWorkspace & {
    db: Db;
    campaignId: string;
    recipients: Recipient[];
    duplicates: number;
    invalid?: UploadRecipientsResult['invalid'];
  },
): Promise<UploadRecipientsResult> => {
  const { db, workspaceId, campaignId, recipients } = options;
  if (recipients.length === 0)
    throw new HttpError(400, campaignMessages.addRecipient, { invalid: options.invalid ?? [] });
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, { workspaceId, campaignId, forUpdate: true });
    if (campaign.triggeredAt)
      throw new HttpError(409, 'This campaign has already been sent; its recipients can no longer change');
    await tx
      .delete(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.workspaceId, workspaceId)));
    for (let start = 0; start < recipients.length; start += INSERT_BATCH) {
      await tx.insert(campaignRecipients).values(
        recipients.slice(start, start + INSERT_BATCH).map((r, index) => ({
          workspaceId,
          campaignId,
          position: start + index,
          email: r.RecipientEmail,
          info: r.RecipientInfo,
        })),
      );
    }
    await tx
      .update(campaigns)
      .set({ step: 3 })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.workspaceId, workspaceId)));
  });
  return { accepted: recipients.length, duplicates: options.duplicates, invalid: options.invalid ?? [] };
};

const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'agentdesk.local';

/**
 * Queues one delivery per recipient in one transaction (status pending, a deterministic
 * Message-ID) and moves the campaign to step 4. A second trigger changes nothing.
 */
export const triggerCampaign = async (
  options: InWorkspace & { db: Db; campaignId: string; threads: number; from: string },
) => {
  const { db, workspaceId, campaignId, threads, from } = options;
  const ofCampaign = and(
    eq(campaignRecipients.campaignId, campaignId),
    eq(campaignRecipients.workspaceId, workspaceId),
  );
  const alreadyTriggered = await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, { workspaceId, campaignId, forUpdate: true });
    if (campaign.triggeredAt) return true;
    const [recipients] = await tx.select({ n: count() }).from(campaignRecipients).where(ofCampaign);
    if (Number(recipients?.n ?? 0) === 0) throw new HttpError(400, campaignMessages.addRecipient);
    await tx
      .update(campaignRecipients)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        attempts: 0,
        messageId: sql`'campaign-' || ${campaignRecipients.id}::text || ${`@${domainOf(from)}`}`,
      })
      .where(ofCampaign);
    await tx
      .update(campaigns)
      .set({ triggeredAt: new Date(), noOfThread: threads, step: 4 })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.workspaceId, workspaceId)));
    return false;
  });
  return { alreadyTriggered, progress: await campaignProgress(db, { workspaceId, campaignId }) };
};

/** All recipients with their outcome, for the CSV report. */
export const listRecipientOutcomes = async ({
  db,
  workspaceId,
  campaignId,
}: InWorkspace & { db: Db; campaignId: string }) => {
  await findCampaign(db, { workspaceId, campaignId });
  return db
    .select({
      email: campaignRecipients.email,
      info: campaignRecipients.info,
      status: campaignRecipients.status,
      error: campaignRecipients.error,
    })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.workspaceId, workspaceId)))
    .orderBy(asc(campaignRecipients.position));
};
