import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Agent } from '@agentdesk/shared';
import { workspaceIdColumn } from './workspaces.ts';

/** Agents as the voice-agent provider defines them; the full record is kept as sent. */
export const agents = pgTable('agents', {
    workspaceId: workspaceIdColumn(),
  agentId: text('agent_id').notNull(),
  agentName: text('agent_name').notNull(),
  record: jsonb('record').$type<Agent>().notNull(),
  lastModificationTimestamp: bigint('last_modification_timestamp', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.workspaceId, t.agentId] })]);
