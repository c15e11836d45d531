import fp from 'fastify-plugin';
import { createChatHook, type ChatHook } from '../modules/inbox/chat-hook.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat replies to each workspace's hook (its own, or CHAT_OUTBOUND_URL for the first workspace). */
    chatHook: ChatHook;
  }
}

/** Chat replies delivered to the outbound hook in the background, retried until they land. */
export const chatHookPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const chatHook = createChatHook({
      db: database.db,
      url: config.CHAT_OUTBOUND_URL,
      key: config.webhookKey,
      log: app.log,
      allowPrivate: config.CHAT_HOOK_ALLOW_PRIVATE_URLS,
    });
    app.decorate('chatHook', chatHook);
    app.addHook('onReady', async () => chatHook.start());
    app.addHook('onClose', async () => chatHook.stop());
  },
  { name: 'chat-hook' },
);
