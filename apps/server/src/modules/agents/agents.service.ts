import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  Agent,
  AgentRole,
  CreateAgentBody,
  ProviderCall,
  UpdateAgentBody,
  WorkspaceAgent,
} from '@agentdesk/shared';
import { agentCallName } from '@agentdesk/shared/navigation';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { agents } from '../../db/schema.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

type AgentRow = typeof agents.$inferSelect;

const toWorkspaceAgent = (row: AgentRow): WorkspaceAgent => ({
  agent_id: row.agentId,
  agent_name: row.agentName,
  role: row.role ?? null,
  origin: row.origin,
  needs_review: row.needsReview,
  provider_record: row.record ?? null,
  created_at: row.createdAt.getTime(),
});

const ofAgent = (workspaceId: string, agentId: string) =>
  and(eq(agents.workspaceId, workspaceId), eq(agents.agentId, agentId));

const agentNotFound = (agentId: string) => notFound(`Agent '${agentId}' not found`);

/** The workspace's agents by name. */
export const listAgents = async ({ db, workspaceId }: { db: Db; workspaceId: string }): Promise<WorkspaceAgent[]> => {
  const rows = await db
    .select()
    .from(agents)
    .where(eq(agents.workspaceId, workspaceId))
    .orderBy(asc(agents.agentName), asc(agents.agentId));
  return rows.map(toWorkspaceAgent);
};

/** One agent of the workspace; another workspace's agent is not found. */
export const getAgent = async ({
  db,
  workspaceId,
  agentId,
}: {
  db: Db;
  workspaceId: string;
  agentId: string;
}): Promise<WorkspaceAgent> => {
  const [row] = await db.select().from(agents).where(ofAgent(workspaceId, agentId)).limit(1);
  if (!row) throw agentNotFound(agentId);
  return toWorkspaceAgent(row);
};

/** Gives the role to one agent; the workspace's agent that had it loses it (one recruiting agent). */
const assignRole = async (tx: Tx, workspaceId: string, agentId: string, role: AgentRole) => {
  await tx
    .update(agents)
    .set({ role: null })
    .where(and(eq(agents.workspaceId, workspaceId), eq(agents.role, role)));
  await tx.update(agents).set({ role }).where(ofAgent(workspaceId, agentId));
};

/** An admin adds an agent by hand: the provider's id its calls carry, and a name. 409 when the id is taken. */
export const createAgent = async ({
  db,
  workspaceId,
  body,
}: {
  db: Db;
  workspaceId: string;
  body: CreateAgentBody;
}): Promise<WorkspaceAgent> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agents)
      .values({ workspaceId, agentId: body.agent_id, agentName: body.agent_name, origin: 'manual' })
      .onConflictDoNothing()
      .returning({ agentId: agents.agentId });
    if (!row) throw conflict(`Agent '${body.agent_id}' already exists`);
    if (body.role) await assignRole(tx, workspaceId, body.agent_id, body.role);
    const [created] = await tx.select().from(agents).where(ofAgent(workspaceId, body.agent_id));
    return toWorkspaceAgent(created!);
  });

/** Renames an agent, sets or clears its role, or marks it reviewed. Nothing else moves with the role. */
export const updateAgent = async ({
  db,
  workspaceId,
  agentId,
  body,
}: {
  db: Db;
  workspaceId: string;
  agentId: string;
  body: UpdateAgentBody;
}): Promise<WorkspaceAgent> =>
  db.transaction(async (tx) => {
    const [current] = await tx.select().from(agents).where(ofAgent(workspaceId, agentId)).for('update');
    if (!current) throw agentNotFound(agentId);
    const set: Partial<typeof agents.$inferInsert> = {};
    if (body.agent_name !== undefined) set.agentName = body.agent_name;
    if (body.needs_review === false) set.needsReview = false;
    if (body.role === null) set.role = null;
    if (Object.keys(set).length > 0) await tx.update(agents).set(set).where(ofAgent(workspaceId, agentId));
    if (body.role) await assignRole(tx, workspaceId, agentId, body.role);
    const [updated] = await tx.select().from(agents).where(ofAgent(workspaceId, agentId));
    return toWorkspaceAgent(updated!);
  });

/**
 * The provider's agent records (the sample data, and the provider's list): the record is replaced
 * and the agent counts as the provider's. An agent first seen in a call and not yet reviewed takes
 * the provider's name; a reviewed or hand-made one keeps the name an admin gave it, and its role.
 */
export const upsertAgents = async ({
  db,
  workspaceId,
  records,
}: {
  db: Db | Tx;
  workspaceId: string;
  records: Agent[];
}): Promise<{ added: number; updated: number }> => {
  let added = 0;
  // In id order: two syncs of one workspace wait for each other instead of deadlocking.
  const ordered = [...records].sort((a, b) => (a.agent_id < b.agent_id ? -1 : a.agent_id > b.agent_id ? 1 : 0));
  for (const record of ordered) {
    const [row] = await db
      .insert(agents)
      .values({
        workspaceId,
        agentId: record.agent_id,
        agentName: record.agent_name,
        record,
        lastModificationTimestamp: record.last_modification_timestamp,
        origin: 'provider',
      })
      .onConflictDoUpdate({
        target: [agents.workspaceId, agents.agentId],
        set: {
          record,
          lastModificationTimestamp: record.last_modification_timestamp,
          agentName: sql`case when ${agents.origin} = 'webhook' and ${agents.needsReview} then excluded.agent_name else ${agents.agentName} end`,
          origin: 'provider',
          needsReview: false,
        },
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ isNew: sql<boolean>`(xmax = 0)` });
    if (row?.isNew) added += 1;
  }
  return { added, updated: ordered.length - added };
};

/** What people call the workspace's recruiting agent ('Zara', 'Riley'), or null when it has none. */
export const recruitingAgentName = async (db: Db, workspaceId: string): Promise<string | null> => {
  const [row] = rowsOf<{ agent_name: string }>(
    await db.execute(sql`select agent_name from agents where workspace_id = ${workspaceId} and role = 'recruiting'`),
  );
  return row === undefined ? null : agentCallName(row.agent_name);
};

/** Sets the workspace's recruiting agent when that agent exists (the sample data's 'zara'). */
export const setRecruitingAgent = async ({
  db,
  workspaceId,
  agentId,
}: {
  db: Db;
  workspaceId: string;
  agentId: string;
}) => db.transaction((tx) => assignRole(tx, workspaceId, agentId, 'recruiting'));

const AGENT_NAME_MAX = 120;

/** The name a call gives its agent (the provider's `agent_name`), else none. */
const callAgentName = (call: ProviderCall): string | null => {
  const name = (call as { agent_name?: unknown }).agent_name;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed.slice(0, AGENT_NAME_MAX);
};

/**
 * A call's agent that the workspace does not know yet is created on the spot, named after the
 * call's agent_name (else its id) and flagged for an admin to review; a known one is left as is.
 * In the caller's transaction, so the call and its agent are stored together.
 */
export const ensureCallAgents = async (tx: Tx, workspaceId: string, calls: ProviderCall[]) => {
  const seen = new Map<string, string>();
  for (const call of calls) {
    const agentId = call.agent_id;
    if (typeof agentId !== 'string' || agentId === '' || seen.has(agentId)) continue;
    seen.set(agentId, callAgentName(call) ?? agentId);
  }
  if (seen.size === 0) return;
  // In id order: two deliveries naming the same new agents wait for each other instead of deadlocking.
  const values = [...seen]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([agentId, agentName]) => ({
      workspaceId,
      agentId,
      agentName,
      origin: 'webhook' as const,
      needsReview: true,
    }));
  await tx
    .insert(agents)
    .values(values)
    .onConflictDoNothing({ target: [agents.workspaceId, agents.agentId] });
};
