import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, workspaceChatHooks } from '../../db/schema.ts';

export type WorkspaceChatHook = { url: string; secret: string };

const newSecret = () => `chsec_${randomBytes(24).toString('hex')}`;

/** The workspace's own chat hook, or null when it has none. */
export const readWorkspaceChatHook = async (db: Db, workspaceId: string): Promise<WorkspaceChatHook | null> => {
  const [row] = await db
    .select({ url: workspaceChatHooks.url, secret: workspaceChatHooks.secret })
    .from(workspaceChatHooks)
    .where(eq(workspaceChatHooks.workspaceId, workspaceId));
  return row ?? null;
};

/**
 * Sets the workspace's chat hook URL. The first one gets a new signing secret; changing the URL
 * keeps the secret (the receiver's verification keeps working), a removal and a new hook make a new one.
 */
export const saveWorkspaceChatHook = async (
  db: Db,
  { workspaceId, userId, url }: { workspaceId: string; userId: string; url: string },
): Promise<WorkspaceChatHook> => {
  const [row] = await db
    .insert(workspaceChatHooks)
    .values({ workspaceId, url, secret: newSecret(), updatedBy: userId })
    .onConflictDoUpdate({
      target: workspaceChatHooks.workspaceId,
      set: { url, updatedBy: userId, updatedAt: new Date() },
    })
    .returning({ url: workspaceChatHooks.url, secret: workspaceChatHooks.secret });
  return row!;
};

/** Removes the workspace's chat hook; false when it had none. */
export const deleteWorkspaceChatHook = async (db: Db, workspaceId: string): Promise<boolean> => {
  const gone = await db
    .delete(workspaceChatHooks)
    .where(eq(workspaceChatHooks.workspaceId, workspaceId))
    .returning({ workspaceId: workspaceChatHooks.workspaceId });
  return gone.length > 0;
};

export const HOOK_REMOVED_REASON = 'The chat hook was removed before this reply was delivered';

/** Fails the workspace's replies still waiting for a hook (it has none now): they would wait forever. */
export const failPendingReplies = async (db: Db, workspaceId: string): Promise<number> => {
  const failed = await db
    .update(chatMessages)
    .set({ status: 'failed', error: HOOK_REMOVED_REASON })
    .where(and(eq(chatMessages.workspaceId, workspaceId), eq(chatMessages.status, 'pending')))
    .returning({ id: chatMessages.id });
  return failed.length;
};
