import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';
import { workspaceIdColumn } from './workspaces.ts';

/**
 * Every mail the product sends, queued durably: 'pending' until the SMTP worker delivers it
 * ('sent') or gives up ('failed'). With no SMTP_URL it stays here as 'local' (the local outbox).
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for account mail (password resets): it belongs to no workspace. */
    workspaceId: uuid('workspace_id'),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'local', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    messageId: text('message_id'),
    fromAddress: text('from_address'),
    inReplyTo: text('in_reply_to'),
    referencesIds: text('references_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** An iCalendar part (an interview invitation, migration 0032): its METHOD and its text. */
    icalMethod: text('ical_method', { enum: ['REQUEST', 'CANCEL'] }),
    icalContent: text('ical_content'),
    /** How many files it carries (outbox_mail_attachments, migration 0037). */
    attachmentCount: integer('attachment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A single-use secret the text masks, held only while the mail is pending (migration 0054, mail-secret.ts). */
    secret: text('secret'),
  },
  (t) => [index('outbox_mails_created_at_idx').on(t.createdAt)],
);

/** The files of a queued mail, checked by their bytes (migration 0037). */
export const outboxMailAttachments = pgTable(
  'outbox_mail_attachments',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    outboxMailId: uuid('outbox_mail_id')
      .notNull()
      .references(() => outboxMails.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [uniqueIndex('outbox_mail_attachments_mail_idx').on(t.workspaceId, t.outboxMailId, t.ordinal)],
);

/** One conversation with one contact (see migration 0004). */
export const mailThreads = pgTable(
  'mail_threads',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull(),
    platform: text('platform', { enum: ['gmail', 'outlook'] }).notNull(),
    state: text('state', { enum: ['unread', 'follow_up', 'closed'] })
      .notNull()
      .default('unread'),
    summary: text('summary').notNull().default(''),
    hasInbound: boolean('has_inbound').notNull().default(false),
    /** Read since its last inbound mail (opening it reads it; it can be marked unread). */
    isRead: boolean('is_read').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_threads_last_idx').on(t.workspaceId, t.lastMessageAt.desc(), t.id.desc())],
);

/** Every mail of a thread, in or out; message_id is unique (without angle brackets). */
export const mailMessages = pgTable(
  'mail_messages',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => mailThreads.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    referencesIds: text('references_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull().default(''),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull().default(''),
    textBody: text('text_body').notNull().default(''),
    htmlBody: text('html_body'),
    outboxMailId: uuid('outbox_mail_id').references(() => outboxMails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_messages_message_id_key').on(t.workspaceId, t.messageId),
    index('mail_messages_thread_idx').on(t.threadId, t.createdAt),
  ],
);
