import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { workspaceIdColumn } from './workspaces.ts';

/** A job description of the hiring area (see migration 0013). */
export const jobs = pgTable(
  'jobs',
  {
    workspaceId: workspaceIdColumn(),
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    department: text('department').notNull().default(''),
    location: text('location').notNull().default(''),
    employmentType: text('employment_type', { enum: ['full_time', 'part_time', 'contract', 'temporary', 'internship'] })
      .notNull()
      .default('full_time'),
    workplaceType: text('workplace_type', { enum: ['on_site', 'hybrid', 'remote'] })
      .notNull()
      .default('on_site'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default(''),
    summary: text('summary').notNull().default(''),
    responsibilities: jsonb('responsibilities').$type<string[]>().notNull().default([]),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'open', 'closed'] })
      .notNull()
      .default('draft'),
    source: text('source', { enum: ['form', 'text', 'file', 'copy'] }).notNull(),
    // A job of the same workspace, set to null when it is deleted (migration 0017: FOREIGN KEY
    // (workspace_id, copied_from) ... ON DELETE SET NULL (copied_from), which Drizzle cannot spell).
    copiedFrom: text('copied_from'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // Migration 0026: the rest of a job, its careers-site address (set by a trigger) and its applicants.
    seniority: text('seniority').notNull().default(''),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    niceToHave: jsonb('nice_to_have').$type<string[]>().notNull().default([]),
    applicationDeadline: date('application_deadline'),
    openings: integer('openings').notNull().default(1),
    hiringManager: text('hiring_manager').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    // Left out of inserts: a trigger sets it from the title (migration 0026).
    slug: text('slug')
      .notNull()
      .default(sql`null`),
    applicantCount: integer('applicant_count').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_list_idx').on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    index('jobs_status_list_idx').on(t.workspaceId, t.status, t.createdAt.desc(), t.id.desc()),
    unique('jobs_workspace_id_key').on(t.workspaceId, t.id),
  ],
);
