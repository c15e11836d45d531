import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Agent } from '@agentdesk/shared';

/** Agents as the voice-agent provider defines them; the full record is kept as sent. */
export const agents = pgTable('agents', {
  agentId: text('agent_id').primaryKey(),
  agentName: text('agent_name').notNull(),
  record: jsonb('record').$type<Agent>().notNull(),
  lastModificationTimestamp: bigint('last_modification_timestamp', { mode: 'number' }).notNull(),
});
