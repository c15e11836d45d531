import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';


/** An onboarding document and its extracted data (see migration 0012). */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    fileType: text('file_type').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    data: jsonb('data').notNull().default({}),
    confidence: jsonb('confidence').notNull().default({}),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('onboarding_documents_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
