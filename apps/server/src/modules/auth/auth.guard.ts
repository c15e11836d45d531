import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasRole, type WorkspaceRole } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import type { AuthenticatedUser, AuthSettings } from './auth.service.ts';
import { authenticate } from './authenticate.ts';
import type { SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role in the workspace a route needs: reads need a viewer, writes a member, unless set. */
    role?: WorkspaceRole;
  }
  interface FastifyRequest {
    /** Set by the guard. */
    auth: AuthenticatedUser | null;
    /**
     * The signed-in user of a request that passed the guard (401 otherwise), with the workspace the
     * session works in: every query of business data is scoped by `request.user().workspaceId`.
     */
    user: () => AuthenticatedUser;
  }
}

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/** The role a route needs: its own setting, else a viewer's for reads and a member's for writes. */
export const neededRole = (request: FastifyRequest): WorkspaceRole =>
  request.routeOptions.config.role ?? (isRead(request.method) ? 'viewer' : 'member');

/**
 * A preHandler that admits only requests with a valid, unrevoked session token whose user is a
 * member of the session's workspace, in a role the route allows (403 otherwise).
 */
export const createRequireAuth =
  (options: { db: Db; settings: AuthSettings; cache?: SessionCache }) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required');
    const auth = await authenticate({ ...options, token });
    if (!auth) throw unauthorized('Your session has expired or was signed out. Please sign in again.');
    request.auth = auth;
    if (!hasRole(auth.role, neededRole(request))) throw forbidden();
  };

/** `request.user()`, decorated on every request by the sessions plugin. */
export const signedInUser = function (this: FastifyRequest): AuthenticatedUser {
  if (!this.auth) throw unauthorized();
  return this.auth;
};
