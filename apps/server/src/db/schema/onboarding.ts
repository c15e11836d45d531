import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';
import { workspaceIdColumn } from './workspaces.ts';

/** An onboarding document and its extracted data (see migrations 0012, 0017: its id is unique per workspace; 0035: processing; 0036: sample truth, pages read, kept preview). */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    workspaceId: workspaceIdColumn(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    fileType: text('file_type').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    data: jsonb('data').notNull().default({}),
    confidence: jsonb('confidence').notNull().default({}),
    processedAt: timestamp('processed_at', { withTimezone: true }).defaultNow(),
    status: text('status').notNull().default('done'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    pageCount: integer('page_count'),
    textContent: text('text_content'),
    fields: jsonb('fields').notNull().default({}),
    corrections: jsonb('corrections').notNull().default([]),
    uploadedBy: uuid('uploaded_by'),
    truth: jsonb('truth'),
    sampleVariant: text('sample_variant'),
    pagesRead: integer('pages_read').notNull().default(0),
    readWith: text('read_with'),
    preview: bytea('preview'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('onboarding_documents_created_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
  ],
);
