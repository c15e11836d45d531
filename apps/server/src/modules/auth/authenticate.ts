import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, sessions, users } from '../../db/schema.ts';
import type { AuthenticatedUser, AuthOptions } from './auth.service.ts';
import type { SessionCache } from './session-cache.ts';
import { verifySessionToken } from './session-token.ts';

/** Resolves a bearer token to its user, refusing bad signatures, expired and revoked sessions. */
// Every authenticated request runs this lookup: prepared once per database (a named statement,
// so PostgreSQL plans it once per connection and drizzle builds its SQL once).
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
const prepareSessionLookup = (db: Db) =>
  db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      workspaceId: memberships.workspaceId,
      role: memberships.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A session works only while its user is a member of its workspace.
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, sessions.workspaceId), eq(memberships.userId, sessions.userId)),
    )
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('authenticate_session');

/**
 * The session a bearer token names, when its signature, expiry and server-side session hold.
 * With a cache, a session the database confirmed is served from memory until a notice drops it.
 */
export const authenticate = async ({
  db,
  settings,
  token,
  cache,
}: AuthOptions & { token: string; cache?: SessionCache }): Promise<AuthenticatedUser | null> => {
  const claims = await verifySessionToken(token, settings.secret);
  if (!claims) return null;
  const cached = cache?.get(claims.sessionId);
  if (cached?.userId === claims.userId)
    return { userId: claims.userId, sessionId: claims.sessionId, workspaceId: cached.workspaceId, role: cached.role };
  const ticket = cache?.begin() ?? 0;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [session] = await lookup.execute({ sessionId: claims.sessionId, userId: claims.userId });
  if (!session) return null;
  const user = {
    userId: claims.userId,
    sessionId: claims.sessionId,
    workspaceId: session.workspaceId,
    role: session.role,
  };
  cache?.set(ticket, claims.sessionId, user, session.expiresAt.getTime());
  return user;
};
