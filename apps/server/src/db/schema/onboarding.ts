import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';
import { workspaceIdColumn } from './workspaces.ts';


/** An onboarding document and its extracted data (see migrations 0012, 0017: its id is unique per workspace). */
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
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index('onboarding_documents_created_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc())],
);
