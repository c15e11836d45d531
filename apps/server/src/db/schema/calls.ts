import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { callSentiments, type CallMeasures, type ProviderCall } from '@agentdesk/shared';
import { workspaceIdColumn } from './workspaces.ts';

export const calls = pgTable(
  'calls',
  {
    workspaceId: workspaceIdColumn(),
    callId: text('call_id').notNull(),
    agentId: text('agent_id'),
    callStatus: text('call_status'),
    direction: text('direction'),
    fromNumber: text('from_number'),
    toNumber: text('to_number'),
    startTimestamp: bigint('start_timestamp', { mode: 'number' }).notNull().default(0),
    endTimestamp: bigint('end_timestamp', { mode: 'number' }),
    durationMs: bigint('duration_ms', { mode: 'number' }),
    disconnectionReason: text('disconnection_reason'),
    callSuccessful: boolean('call_successful'),
    sentiment: text('sentiment', { enum: callSentiments }),
    callSummary: text('call_summary'),
    hasRecording: boolean('has_recording').notNull().default(false),
    /** The provider's agent_version, computed from the record (migration 0024). */
    agentVersion: integer('agent_version').generatedAlwaysAs(
      sql`CASE WHEN jsonb_typeof(record->'agent_version') = 'number' AND (record->>'agent_version')::numeric >= 0 AND (record->>'agent_version')::numeric < 2147483647 THEN round((record->>'agent_version')::numeric)::integer END`,
    ),
    record: jsonb('record').$type<ProviderCall>().notNull(),
    notes: text('notes'),
    endReason: text('end_reason'),
    /** Lifecycle in the inbox's Calls tab (migration 0005). */
    inboxState: text('inbox_state', { enum: ['new', 'follow_up', 'completed'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.callId] }),
    index('calls_start_idx').on(t.workspaceId, t.startTimestamp, t.callId),
    index('calls_agent_start_idx').on(t.workspaceId, t.agentId, t.startTimestamp, t.callId),
  ],
);

export const callEvents = pgTable(
  'call_events',
  {
    workspaceId: workspaceIdColumn(),
    callId: text('call_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.callId, t.event] })],
);

/** Each call's quality measures (migration 0063): the measures, or why they could not be computed. */
export const callMeasures = pgTable(
  'call_measures',
  {
    workspaceId: workspaceIdColumn(),
    callId: text('call_id').notNull(),
    measuresVersion: integer('measures_version').notNull(),
    measures: jsonb('measures').$type<CallMeasures>(),
    failure: text('failure'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.callId] }),
    foreignKey({ columns: [t.workspaceId, t.callId], foreignColumns: [calls.workspaceId, calls.callId] }).onDelete(
      'cascade',
    ),
  ],
);
