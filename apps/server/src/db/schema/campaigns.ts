import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { mailMessages, outboxMails } from './mail.ts';
import { workspaceIdColumn } from './workspaces.ts';

/** An e-mail campaign (see migration 0006). */
export const campaigns = pgTable(
  'campaigns',
  {
    workspaceId: workspaceIdColumn(),
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
  (t) => [
    index('campaigns_workspace_idx').on(t.workspaceId, t.createdAt.desc()),
    unique('campaigns_workspace_id_key').on(t.workspaceId, t.id),
  ],
);

/** A recipient, and after the trigger its durable delivery (status, lease, attempts). */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').notNull(),
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
    // In its campaign's workspace (migration 0017).
    foreignKey({
      name: 'campaign_recipients_workspace_fkey',
      columns: [t.workspaceId, t.campaignId],
      foreignColumns: [campaigns.workspaceId, campaigns.id],
    }).onDelete('cascade'),
  ],
);

/** Inbound replies answered once each. */
export const campaignReplies = pgTable(
  'campaign_replies',
  {
    workspaceId: workspaceIdColumn(),
    inboundMessageId: uuid('inbound_message_id')
      .primaryKey()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').notNull(),
    replyMessageId: text('reply_message_id').notNull(),
    outboxMailId: uuid('outbox_mail_id').references(() => outboxMails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // In its campaign's workspace (migration 0017).
  (t) => [
    foreignKey({
      name: 'campaign_replies_workspace_fkey',
      columns: [t.workspaceId, t.campaignId],
      foreignColumns: [campaigns.workspaceId, campaigns.id],
    }).onDelete('cascade'),
  ],
);
