import fp from 'fastify-plugin';
import { createInboxNotices, type InboxNotices } from '../modules/inbox/inbox-notices.ts';
import { readInboxPulse } from '../modules/inbox/inbox-pulse.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes requests waiting on a workspace's inbox pulse (migrations 0010, 0016). */
    inboxNotices: InboxNotices;
  }
}

/** The database's notices that the inbox moved, for the requests long-polling its pulse. */
export const inboxNoticesPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const inboxNotices = createInboxNotices({
      database,
      log: app.log,
      readPulse: (workspaceId) => readInboxPulse({ db: database.db, workspaceId }),
      fallbackPollMs: config.INBOX_FALLBACK_POLL_MS,
    });
    app.decorate('inboxNotices', inboxNotices);
    app.addHook('onReady', async () => inboxNotices.start());
    // Before the server waits for open requests to finish: the pulse requests still waiting answer now.
    app.addHook('preClose', async () => inboxNotices.stop());
  },
  { name: 'inbox-notices' },
);
