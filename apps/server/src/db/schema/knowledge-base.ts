import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea } from './column-types.ts';
import { workspaceIdColumn } from './workspaces.ts';

/** A knowledge base (see migration 0011). */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    workspaceId: workspaceIdColumn(),
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status', { enum: ['in_progress', 'complete', 'error'] })
      .notNull()
      .default('in_progress'),
    enableAutoRefresh: boolean('enable_auto_refresh').notNull().default(false),
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userModifiedAt: timestamp('user_modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_bases_list_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    unique('knowledge_bases_workspace_id_key').on(t.workspaceId, t.id),
  ],
);

/** A source of a knowledge base, and its durable reading (status, lease, generation). */
export const knowledgeBaseSources = pgTable(
  'knowledge_base_sources',
  {
    workspaceId: workspaceIdColumn(),
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    knowledgeBaseId: text('knowledge_base_id').notNull(),
    type: text('type', { enum: ['document', 'url', 'text'] }).notNull(),
    filename: text('filename').notNull(),
    url: text('url'),
    contentType: text('content_type'),
    content: bytea('content'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    status: text('status', { enum: ['pending', 'ready', 'error'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    textLength: integer('text_length').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    generation: integer('generation').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [
    index('knowledge_base_sources_kb_idx').on(t.knowledgeBaseId, t.seq),
    unique('knowledge_base_sources_workspace_id_key').on(t.workspaceId, t.id),
    // In its knowledge base's workspace (migration 0017).
    foreignKey({
      name: 'knowledge_base_sources_workspace_fkey',
      columns: [t.workspaceId, t.knowledgeBaseId],
      foreignColumns: [knowledgeBases.workspaceId, knowledgeBases.id],
    }).onDelete('cascade'),
  ],
);
