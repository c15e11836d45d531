import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { authenticate, type AuthenticatedUser, type AuthSettings } from './auth.service.ts';
import type { SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard. */
    auth: AuthenticatedUser | null;
    /** The signed-in user of a request that passed the guard (401 otherwise): `request.user().userId`. */
    user: () => AuthenticatedUser;
  }
}

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** A preHandler that admits only requests with a valid, unrevoked session token. */
export const createRequireAuth =
  (options: { db: Db; settings: AuthSettings; cache?: SessionCache }) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required');
    const auth = await authenticate({ ...options, token });
    if (!auth) throw unauthorized('Your session has expired or was signed out. Please sign in again.');
    request.auth = auth;
  };

/** `request.user()`, decorated on every request by the sessions plugin. */
export const signedInUser = function (this: FastifyRequest): AuthenticatedUser {
  if (!this.auth) throw unauthorized();
  return this.auth;
};
