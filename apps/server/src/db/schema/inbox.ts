import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { mailThreads } from './mail.ts';
import { bytea } from './column-types.ts';
import { workspaceIdColumn, workspaces } from './workspaces.ts';
import { users } from './auth.ts';

/** One chat conversation per contact and platform (see migration 0005). */
export const chatThreads = pgTable(
  'chat_threads',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform', { enum: ['whatsapp', 'linkedin'] }).notNull(),
    contactRef: text('contact_ref').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    state: text('state', { enum: ['new', 'active', 'closed'] })
      .notNull()
      .default('new'),
    lastMessage: text('last_message').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    unreadCount: integer('unread_count').notNull().default(0),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_threads_contact_key').on(t.workspaceId, t.platform, t.contactRef),
    index('chat_threads_last_idx').on(t.workspaceId, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    externalId: text('external_id'),
    text: text('text').notNull(),
    status: text('status', { enum: ['received', 'pending', 'local', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    agentId: text('agent_id'),
    agentName: text('agent_name'),
  },
  (t) => [index('chat_messages_thread_idx').on(t.threadId, t.createdAt)],
);

export const whatsappCalls = pgTable(
  'whatsapp_calls',
  {
    workspaceId: workspaceIdColumn(),
    id: text('id').notNull(),
    contactRef: text('contact_ref').notNull(),
    contactName: text('contact_name').notNull().default(''),
    businessNumber: text('business_number').notNull().default(''),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    status: text('status', { enum: ['completed', 'missed', 'cancelled'] }).notNull(),
    startTimestamp: bigint('start_timestamp', { mode: 'number' }).notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
    summary: text('summary').notNull().default(''),
    state: text('state', { enum: ['new', 'follow_up', 'completed'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('whatsapp_calls_start_idx').on(t.workspaceId, t.startTimestamp.desc(), t.id.desc()),
  ],
);

export const mailDrafts = pgTable('mail_drafts', {
  workspaceId: workspaceIdColumn(),
  id: uuid('id').primaryKey().defaultRandom(),
  threadId: uuid('thread_id').references(() => mailThreads.id, { onDelete: 'set null' }),
  toAddress: text('to_address').notNull().default(''),
  subject: text('subject').notNull().default(''),
  textBody: text('text_body').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailQuarantine = pgTable('mail_quarantine', {
  workspaceId: workspaceIdColumn(),
  id: uuid('id').primaryKey().defaultRandom(),
  reason: text('reason').notNull(),
  envelopeFrom: text('envelope_from').notNull().default(''),
  envelopeTo: text('envelope_to').array().notNull().default([]),
  messageId: text('message_id'),
  subject: text('subject').notNull().default(''),
  sizeBytes: integer('size_bytes').notNull(),
  raw: bytea('raw').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A workspace's own outbound chat hook: URL and signing secret (migration 0020). */
export const workspaceChatHooks = pgTable('workspace_chat_hooks', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
