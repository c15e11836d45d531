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
  /** A key stored before keys were sealed; the server seals it at start and clears this (migration 0061). */
  apiKey: text('api_key'),
  /** The key, sealed (lib/secret-box.ts). */
  apiKeySealed: text('api_key_sealed'),
  /** The key's last four characters: all that is ever shown of it. */
  keyHint: text('key_hint').notNull().default(''),
  /** The caller number (E.164) of the workspace's outbound calls; none: its account places no calls. */
  fromNumber: text('from_number'),
  /** The provider's agent per call type (call_type → agent id). */
  callAgents: jsonb('call_agents').$type<Record<string, string>>().notNull().default({}),
  fromEnvironment: boolean('from_environment').notNull().default(false),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  syncError: text('sync_error'),
  nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
});
