import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlertComparator, AlertMetric, AlertState } from '@agentdesk/shared';
import { workspaceIdColumn } from './workspaces.ts';

/** A workspace's alert rules and the state each is in (migration 0025). */
export const alertRules = pgTable(
  'alert_rules',
  {
    workspaceId: workspaceIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    metric: text('metric').$type<AlertMetric>().notNull(),
    comparator: text('comparator').$type<AlertComparator>().notNull(),
    threshold: doublePrecision('threshold').notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    agentId: text('agent_id'),
    /** The scorecard a QA metric watches, and the criterion of a failure rate (migration 0067). */
    scorecardId: uuid('scorecard_id'),
    criterionId: uuid('criterion_id'),
    emails: text('emails').array().notNull().default([]),
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    state: text('state').$type<AlertState>().notNull().default('ok'),
    lastValue: doublePrecision('last_value'),
    stateSince: timestamp('state_since', { withTimezone: true }).notNull().defaultNow(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] })],
);

/** Each firing and clearing of a rule. */
export const alertEvents = pgTable(
  'alert_events',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    ruleId: uuid('rule_id').notNull(),
    state: text('state').$type<'fired' | 'cleared'>().notNull(),
    value: doublePrecision('value'),
    threshold: doublePrecision('threshold').notNull(),
    comparator: text('comparator').$type<AlertComparator>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] })],
);

/** The outbox of signed alert webhooks. */
export const alertDeliveries = pgTable('alert_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  workspaceId: workspaceIdColumn(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  body: text('body').notNull(),
  status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
});
