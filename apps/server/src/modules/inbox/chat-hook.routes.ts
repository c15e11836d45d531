import { apiPaths, chatHookSchema, envelopeSchema, putChatHookBodySchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { badRequest } from '../../lib/http-error.ts';
import { privateHostReason } from '../../lib/public-address.ts';
import { audited, auditOf } from '../workspaces/index.ts';
import type { ChatHook } from './chat-hook.ts';
import { deleteWorkspaceChatHook, failPendingReplies, saveWorkspaceChatHook } from './chat-hook-settings.ts';

export type ChatHookRoutesOptions = {
  db: Db;
  chatHook: ChatHook;
  /** Hooks on loopback or private networks may be set (tests, an in-house relay). */
  allowPrivate: boolean;
};

/**
 * The workspace's own outbound chat hook (admins only: the signing secret lets its holder forge
 * the workspace's replies, and the URL receives every reply).
 */
export const chatHookRoutes =
  ({ db, chatHook, allowPrivate }: ChatHookRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    const response = { 200: envelopeSchema(chatHookSchema) };

    app.get(apiPaths.inboxChatHook, { schema: { response }, config: { role: 'admin' } }, async (request) => ({
      message: 'Chat hook',
      total: 1,
      data: await chatHook.settingsOf(request.user().workspaceId),
    }));

    app.put(
      apiPaths.inboxChatHook,
      { schema: { body: putChatHookBodySchema, response }, config: { role: 'admin', shortValidationMessage: true } },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const url = new URL(request.body.url);
        // Checked again at each delivery, on the address connected to: a name may resolve differently later.
        const reason = allowPrivate ? null : await privateHostReason(url, { timeoutMs: 2_000 });
        if (reason !== null)
          throw badRequest(`url must be on the public internet, not a loopback or private network address (${reason})`);
        const saving = (tx: Tx) => saveWorkspaceChatHook(tx, { workspaceId, userId, url: url.href });
        await audited(db, saving, () => auditOf(request, 'chat_hook_set', { type: 'chat_hook', name: url.href }));
        return { message: 'Chat hook set', total: 1, data: await chatHook.settingsOf(workspaceId) };
      },
    );

    app.delete(apiPaths.inboxChatHook, { schema: { response }, config: { role: 'admin' } }, async (request) => {
      const { workspaceId } = request.user();
      const removing = (tx: Tx) => deleteWorkspaceChatHook(tx, workspaceId);
      const removal = auditOf(request, 'chat_hook_removed', { type: 'chat_hook' });
      const removed = await audited(db, removing, (done) => (done ? removal : null));
      // Unless the environment's hook serves the workspace, its waiting replies can no longer go out.
      if (removed && !(await chatHook.isConfiguredFor(workspaceId))) await failPendingReplies(db, workspaceId);
      return { message: 'Chat hook removed', total: 1, data: await chatHook.settingsOf(workspaceId) };
    });
  };
