import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

export type ReplyAgent = { id: string; name: string };

/** The agent a reply is sent as; an id that names no agent is refused (422). */
export const resolveReplyAgent = async (db: Db, agentId: string | undefined): Promise<ReplyAgent | null> => {
  if (agentId === undefined) return null;
  const [row] = await db.select({ id: agents.agentId, name: agents.agentName }).from(agents).where(eq(agents.agentId, agentId)).limit(1);
  if (!row) throw new HttpError(422, `No agent '${agentId}' to reply as`);
  return row;
};
