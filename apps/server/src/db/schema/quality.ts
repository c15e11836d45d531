import {
  date,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QaCriterionConfig, QaCriterionKind, QaEvidence, QaOutcome } from '@agentdesk/shared';
import { calls } from './calls.ts';
import { workspaceIdColumn } from './workspaces.ts';

/** A workspace's scorecards (migration 0064); backfill_after is the cursor of its calls' reviewing again. */
export const qaScorecards = pgTable(
  'qa_scorecards',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    agentIds: text('agent_ids').array().notNull(),
    agentVersions: integer('agent_versions').array(),
    version: integer('version').notNull().default(1),
    backfillAfter: text('backfill_after').default(''),
    /** The optional call_reviewed webhook and its signing secret (migration 0067). */
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] })],
);

export const qaCriteria = pgTable(
  'qa_criteria',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    scorecardId: uuid('scorecard_id').notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    weight: integer('weight').notNull(),
    kind: text('kind').$type<QaCriterionKind>().notNull(),
    config: jsonb('config').$type<QaCriterionConfig>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      columns: [t.workspaceId, t.scorecardId],
      foreignColumns: [qaScorecards.workspaceId, qaScorecards.id],
    }).onDelete('cascade'),
  ],
);

/** One call reviewed against one scorecard. */
export const qaCallReviews = pgTable(
  'qa_call_reviews',
  {
    workspaceId: workspaceIdColumn(),
    callId: text('call_id').notNull(),
    scorecardId: uuid('scorecard_id').notNull(),
    scorecardVersion: integer('scorecard_version').notNull(),
    agentId: text('agent_id').notNull(),
    agentVersion: integer('agent_version'),
    callStartedAt: timestamp('call_started_at', { withTimezone: true }).notNull(),
    score: numeric('score', { precision: 4, scale: 1 }),
    passed: integer('passed').notNull(),
    failed: integer('failed').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.callId, t.scorecardId] }),
    foreignKey({ columns: [t.workspaceId, t.callId], foreignColumns: [calls.workspaceId, calls.callId] }).onDelete(
      'cascade',
    ),
  ],
);

export const qaReviewResults = pgTable(
  'qa_review_results',
  {
    workspaceId: workspaceIdColumn(),
    callId: text('call_id').notNull(),
    scorecardId: uuid('scorecard_id').notNull(),
    criterionId: uuid('criterion_id').notNull(),
    outcome: text('outcome').$type<QaOutcome>().notNull(),
    detail: text('detail').notNull(),
    evidence: jsonb('evidence').$type<QaEvidence>().notNull(),
    callStartedAt: timestamp('call_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.callId, t.scorecardId, t.criterionId] })],
);

/** Reviews and scores per scorecard, agent, version and UTC day of the call (incremental). */
export const qaScoreStats = pgTable(
  'qa_score_stats',
  {
    workspaceId: workspaceIdColumn(),
    scorecardId: uuid('scorecard_id').notNull(),
    day: date('day').notNull(),
    agentId: text('agent_id').notNull(),
    agentVersion: integer('agent_version').notNull(),
    reviews: integer('reviews').notNull().default(0),
    scored: integer('scored').notNull().default(0),
    scoreSum: numeric('score_sum').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.scorecardId, t.day, t.agentId, t.agentVersion] })],
);

/** Passes and failures per criterion, agent and UTC day of the call (incremental). */
export const qaCriterionStats = pgTable(
  'qa_criterion_stats',
  {
    workspaceId: workspaceIdColumn(),
    scorecardId: uuid('scorecard_id').notNull(),
    criterionId: uuid('criterion_id').notNull(),
    day: date('day').notNull(),
    agentId: text('agent_id').notNull(),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.scorecardId, t.criterionId, t.day, t.agentId] })],
);
