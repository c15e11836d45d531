import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignReplies } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newMessageId, type Mailer } from '../../mail/mailer.ts';
import { recordOutboundMessage } from '../../mail/mail-store.ts';
import { composeReplyMail } from './campaign-content.ts';
import { findOwnedCampaign } from './campaigns.service.ts';
import { rowsOf } from '../../db/rows-of.ts';

type PendingReply = {
  inbound_id: string;
  thread_id: string;
  message_id: string;
  references_ids: string[];
  from_address: string;
  from_name: string;
  subject: string;
  text_body: string;
  campaign_id: string;
  campaign_name: string;
  attachment_uri: string;
  intent: string;
  send_static_content: boolean;
  campaign_subject: string;
  body: string;
};


/** Inbound mails answering a campaign mail of the user (In-Reply-To or References) and not answered yet. */
const findUnanswered = async (db: Db, userId: string, campaignId?: string): Promise<PendingReply[]> =>
  rowsOf<PendingReply>(
    await db.execute(sql`
      select distinct on (m.id) m.id as inbound_id, m.thread_id, m.message_id, m.references_ids, m.from_address, m.from_name,
        m.subject, m.text_body, c.id as campaign_id, c.campaign_name, c.attachment_uri, c.intent, c.send_static_content,
        c.subject as campaign_subject, c.body
      from mail_messages m
      join campaign_recipients r on r.message_id is not null and (m.in_reply_to = r.message_id or r.message_id = any(m.references_ids))
      join campaigns c on c.id = r.campaign_id
      where m.direction = 'in' and c.user_id = ${userId}
        ${campaignId ? sql`and c.id = ${campaignId}` : sql``}
        and not exists (select 1 from campaign_replies a where a.inbound_message_id = m.id)
      order by m.id
      limit 500`),
  );

/**
 * Answers each reply that came back to the user's campaigns (or one campaign) exactly once: the
 * answer is queued in the outbox and recorded in the thread in the same transaction as the
 * campaign_replies row whose key is the inbound message.
 */
export const sendCampaignReplies = async (options: { db: Db; mailer: Mailer; userId: string; campaignId?: string }): Promise<{ replied: number }> => {
  const { db, mailer, userId, campaignId } = options;
  if (campaignId) {
    const campaign = await findOwnedCampaign(db, { userId, campaignId });
    if (!campaign.triggeredAt) throw new HttpError(400, 'Send the campaign before sending replies');
  }
  const pending = await findUnanswered(db, userId, campaignId);
  let replied = 0;
  for (const reply of pending) {
    const isNew = await db.transaction(async (tx) => {
      const from = mailer.defaultFrom;
      const messageId = newMessageId(from);
      const claimed = await tx
        .insert(campaignReplies)
        .values({ inboundMessageId: reply.inbound_id, campaignId: reply.campaign_id, replyMessageId: messageId })
        .onConflictDoNothing()
        .returning({ id: campaignReplies.inboundMessageId });
      if (claimed.length === 0) return false;
      const mail = composeReplyMail(
        { campaignName: reply.campaign_name, attachmentUri: reply.attachment_uri, intent: reply.intent, sendStaticContent: reply.send_static_content, subject: reply.campaign_subject, body: reply.body },
        { subject: reply.subject, fromName: reply.from_name, text: reply.text_body },
      );
      const references = [...reply.references_ids, reply.message_id];
      const queued = await mailer.enqueue({ kind: 'campaign-reply', to: reply.from_address, subject: mail.subject, text: mail.text, from, messageId, inReplyTo: reply.message_id, references }, tx);
      await recordOutboundMessage(tx, { threadId: reply.thread_id, fromAddress: from, toAddress: reply.from_address, toName: reply.from_name, subject: mail.subject, text: mail.text, messageId, inReplyTo: reply.message_id, references, outboxMailId: queued.id });
      await tx.execute(sql`update campaign_replies set outbox_mail_id = ${queued.id} where inbound_message_id = ${reply.inbound_id}`);
      return true;
    });
    if (isNew) replied += 1;
  }
  return { replied };
};
