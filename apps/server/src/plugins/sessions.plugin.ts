import fp from 'fastify-plugin';
import { createRequireAuth, signedInUser } from '../modules/auth/auth.guard.ts';
import type { AuthSettings } from '../modules/auth/auth.service.ts';
import { createSessionCache, type SessionCache } from '../modules/auth/session-cache.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that admits only requests with a valid, unrevoked session token. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Sessions the database confirmed, dropped on its notices (migration 0007). */
    sessionCache: SessionCache;
  }
}

/** Who is signed in: the session guard, its in-memory cache, and the notices that keep it true. */
export const sessionsPlugin = fp<PluginOptions & { settings: AuthSettings }>(
  async (app, { database, settings }) => {
    const sessionCache = createSessionCache();
    app.decorate('sessionCache', sessionCache);
    app.decorate('requireAuth', createRequireAuth({ db: database.db, settings, cache: sessionCache }));
    app.decorateRequest('auth', null);
    app.decorateRequest('user', signedInUser);

    // Revocations reach every API process through the database's notices.
    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await database.listen('agentdesk_auth', {
        onMessage: sessionCache.drop,
        onState: sessionCache.setListening,
      });
    });
    app.addHook('onClose', async () => stopListening?.());
  },
  { name: 'sessions' },
);
