import fp from 'fastify-plugin';
import { createKnowledgeBaseReader, type KnowledgeBaseReader } from '../workers/knowledge-base-reader.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable reading of knowledge-base sources (workers/knowledge-base-reader.ts). */
    knowledgeBaseReader: KnowledgeBaseReader;
  }
}

/** Knowledge-base sources read in the background, and their auto refreshes. */
export const knowledgeBaseReaderPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const knowledgeBaseReader = createKnowledgeBaseReader({
      db: database.db,
      log: app.log,
      pollMs: config.KB_POLL_MS,
      leaseMs: config.KB_READ_LEASE_MS,
      refreshIntervalMs: config.KB_REFRESH_INTERVAL_MS,
      fetch: { timeoutMs: config.KB_FETCH_TIMEOUT_MS, allowPrivate: config.KB_ALLOW_PRIVATE_URLS },
    });
    app.decorate('knowledgeBaseReader', knowledgeBaseReader);
    // Sources left unread by a restart (pending, expired leases) are read from here; auto refreshes are due from here.
    app.addHook('onReady', async () => knowledgeBaseReader.start());
    app.addHook('onClose', async () => knowledgeBaseReader.stop());
  },
  { name: 'knowledge-base-reader' },
);
