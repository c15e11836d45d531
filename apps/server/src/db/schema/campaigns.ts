import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { mailMessages, outboxMails } from './mail.ts';

/** An e-mail campaign (see migration 0006). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('Sales'),
    campaignName: text('campaign_name').notNull(),
    attachmentUri: text('attachment_uri').notNull(),
    intent: text('intent').notNull().default(''),
    sendStaticContent: boolean('send_static_content').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    step: integer('step').notNull().default(2),
    noOfThread: integer('no_of_thread'),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaigns_user_idx').on(t.userId, t.createdAt.desc())],
);

/** A recipient, and after the trigger its durable delivery (status, lease, attempts). */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    email: text('email').notNull(),
    info: text('info').notNull().default(''),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'local', 'failed'] }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    messageId: text('message_id'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_recipients_email_key').on(t.campaignId, sql`lower(${t.email})`),
    uniqueIndex('campaign_recipients_message_id_key').on(t.messageId),
    index('campaign_recipients_position_idx').on(t.campaignId, t.position),
  ],
);

/** Inbound replies answered once each. */
export const campaignReplies = pgTable('campaign_replies', {
  inboundMessageId: uuid('inbound_message_id')
    .primaryKey()
    .references(() => mailMessages.id, { onDelete: 'cascade' }),
  campaignId: uuid('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  replyMessageId: text('reply_message_id').notNull(),
  outboxMailId: uuid('outbox_mail_id').references(() => outboxMails.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
