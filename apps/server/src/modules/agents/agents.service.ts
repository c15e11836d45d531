import { and, asc, eq } from 'drizzle-orm';
import type { Agent } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';

export const listAgents = async ({ db, workspaceId }: { db: Db; workspaceId: string }): Promise<Agent[]> => {
  const rows = await db.select({ record: agents.record }).from(agents).where(eq(agents.workspaceId, workspaceId)).orderBy(asc(agents.agentName));
  return rows.map((r) => r.record);
};

/** One agent of the workspace; another workspace's agent is not found. */
export const getAgent = async ({ db, workspaceId, agentId }: { db: Db; workspaceId: string; agentId: string }): Promise<Agent> => {
  const [row] = await db
    .select({ record: agents.record })
    .from(agents)
    .where(and(eq(agents.workspaceId, workspaceId), eq(agents.agentId, agentId)))
    .limit(1);
  if (!row) throw notFound(`Agent '${agentId}' not found`);
  return row.record;
};

/** Inserts or replaces the workspace's agents by id (sample data, and later the provider's agent sync). */
export const upsertAgents = async ({ db, workspaceId, records }: { db: Db; workspaceId: string; records: Agent[] }) => {
  for (const record of records) {
    const values = {
      workspaceId,
      agentId: record.agent_id,
      agentName: record.agent_name,
      record,
      lastModificationTimestamp: record.last_modification_timestamp,
    };
    await db.insert(agents).values(values).onConflictDoUpdate({ target: [agents.workspaceId, agents.agentId], set: values });
  }
};
