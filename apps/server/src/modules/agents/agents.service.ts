import { asc, eq } from 'drizzle-orm';
import type { Agent } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';

export const listAgents = async ({ db }: { db: Db }): Promise<Agent[]> => {
  const rows = await db.select({ record: agents.record }).from(agents).orderBy(asc(agents.agentName));
  return rows.map((r) => r.record);
};

export const getAgent = async ({ db, agentId }: { db: Db; agentId: string }): Promise<Agent> => {
  const [row] = await db.select({ record: agents.record }).from(agents).where(eq(agents.agentId, agentId)).limit(1);
  if (!row) throw notFound(`Agent '${agentId}' not found`);
  return row.record;
};

/** Inserts or replaces agents by id (seed, and later the provider's agent sync). */
export const upsertAgents = async ({ db, records }: { db: Db; records: Agent[] }) => {
  for (const record of records) {
    const values = {
      agentId: record.agent_id,
      agentName: record.agent_name,
      record,
      lastModificationTimestamp: record.last_modification_timestamp,
    };
    await db.insert(agents).values(values).onConflictDoUpdate({ target: agents.agentId, set: values });
  }
};
