import { bigint, boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Agent, AgentOrigin, AgentRole } from '@agentdesk/shared';
import { workspaceIdColumn } from './workspaces.ts';

/**
 * The workspace's agents: the product's id and name, and the provider's full record as sent when
 * it is known (migration 0022). An agent first seen in a webhook has no record and needs review.
 */
export const agents = pgTable(
  'agents',
  {
    workspaceId: workspaceIdColumn(),
    agentId: text('agent_id').notNull(),
    agentName: text('agent_name').notNull(),
    record: jsonb('record').$type<Agent>(),
    lastModificationTimestamp: bigint('last_modification_timestamp', { mode: 'number' }),
    origin: text('origin').$type<AgentOrigin>().notNull().default('provider'),
    needsReview: boolean('needs_review').notNull().default(false),
    role: text('role').$type<AgentRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.agentId] })],
);

/** A workspace's provider API key and the state of its agent sync (migration 0023). */
export const agentProviderConnections = pgTable('agent_provider_connections', {
  workspaceId: workspaceIdColumn().primaryKey(),
  apiKey: text('api_key').notNull(),
  fromEnvironment: boolean('from_environment').notNull().default(false),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  syncError: text('sync_error'),
  nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
});
