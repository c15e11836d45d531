import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

export type ReplyAgent = { id: string; name: string };

/** The workspace's agent a reply is sent as; an id that names none of its agents is refused (422). */
export const resolveReplyAgent = async ({
  db,
  workspaceId,
  agentId,
}: {
  db: Db;
  workspaceId: string;
  agentId: string | undefined;
}): Promise<ReplyAgent | null> => {
  if (agentId === undefined) return null;
  const [row] = await db
    .select({ id: agents.agentId, name: agents.agentName })
    .from(agents)
    .where(and(eq(agents.workspaceId, workspaceId), eq(agents.agentId, agentId)))
    .limit(1);
  if (!row) throw new HttpError(422, `No agent '${agentId}' to reply as`);
  return row;
};
