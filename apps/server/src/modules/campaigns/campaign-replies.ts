import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignReplies } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newMessageId, type Mailer } from '../../mail/mailer.ts';
import { recordOutboundMessage } from '../../mail/mail-store.ts';
import { composeReplyMail } from './campaign-content.ts';
import { findCampaign, type InWorkspace } from './campaigns.service.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { workspaceSender } from '../../mail/workspace-address.ts';

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

/**
 * Inbound mails of the workspace answering a campaign mail of the workspace (In-Reply-To or
 * References) and not answered yet: a reply that reached another workspace is never matched.
 */
const findUnanswered = async (db: Db, workspaceId: string, campaignId?: string): Promise<PendingReply[]> =>
  rowsOf<PendingReply>(
    await db.execute(sql`
      select distinct on (m.id) m.id as inbound_id, m.thread_id, m.message_id, m.references_ids, m.from_address, m.from_name,
        m.subject, m.text_body, c.id as campaign_id, c.campaign_name, c.attachment_uri, c.intent, c.send_static_content,
        c.subject as campaign_subject, c.body
      from mail_messages m
      join campaign_recipients r on r.workspace_id = m.workspace_id and r.message_id is not null
        and (m.in_reply_to = r.message_id or r.message_id = any(m.references_ids))
      join campaigns c on c.id = r.campaign_id and c.workspace_id = r.workspace_id
      where m.direction = 'in' and m.workspace_id = ${workspaceId}
        ${campaignId ? sql`and c.id = ${campaignId}` : sql``}
        and not exists (select 1 from campaign_replies a where a.inbound_message_id = m.id)
      order by m.id
      limit 500`),
  );

/**
 * Answers each reply that came back to the workspace's campaigns (or one campaign) exactly once: the
 * answer is queued in the outbox and recorded in the thread in the same transaction as the
 * campaign_replies row whose key is the inbound message.
 */
export const sendCampaignReplies = async (
  options: InWorkspace & { db: Db; mailer: Mailer; campaignId?: string },
): Promise<{ replied: number }> => {
  const { db, mailer, workspaceId, campaignId } = options;
  if (campaignId) {
    const campaign = await findCampaign(db, { workspaceId, campaignId });
    if (!campaign.triggeredAt) throw new HttpError(400, 'Send the campaign before sending replies');
  }
  const pending = await findUnanswered(db, workspaceId, campaignId);
  // From the workspace's own address, so the contact's next mail comes back to this workspace.
  const from = (await workspaceSender({ db, defaultFrom: mailer.defaultFrom, workspaceId })).line ?? mailer.defaultFrom;
  let replied = 0;
  for (const reply of pending) {
    const isNew = await db.transaction(async (tx) => {
      const messageId = newMessageId(from);
      const claimed = await tx
        .insert(campaignReplies)
        .values({
          workspaceId,
          inboundMessageId: reply.inbound_id,
          campaignId: reply.campaign_id,
          replyMessageId: messageId,
        })
        .onConflictDoNothing()
        .returning({ id: campaignReplies.inboundMessageId });
      if (claimed.length === 0) return false;
      const mail = composeReplyMail(
        {
          campaignName: reply.campaign_name,
          attachmentUri: reply.attachment_uri,
          intent: reply.intent,
          sendStaticContent: reply.send_static_content,
          subject: reply.campaign_subject,
          body: reply.body,
        },
        { subject: reply.subject, fromName: reply.from_name, text: reply.text_body },
      );
      const references = [...reply.references_ids, reply.message_id];
      const queued = await mailer.enqueue(
        {
          workspaceId,
          kind: 'campaign-reply',
          to: reply.from_address,
          subject: mail.subject,
          text: mail.text,
          from,
          messageId,
          inReplyTo: reply.message_id,
          references,
        },
        tx,
      );
      await recordOutboundMessage(tx, {
        workspaceId,
        threadId: reply.thread_id,
        fromAddress: from,
        toAddress: reply.from_address,
        toName: reply.from_name,
        subject: mail.subject,
        text: mail.text,
        messageId,
        inReplyTo: reply.message_id,
        references,
        outboxMailId: queued.id,
      });
      await tx.execute(
        sql`update campaign_replies set outbox_mail_id = ${queued.id} where inbound_message_id = ${reply.inbound_id} and workspace_id = ${workspaceId}`,
      );
      return true;
    });
    if (isNew) replied += 1;
  }
  return { replied };
};
