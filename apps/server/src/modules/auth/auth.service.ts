import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SessionUser, UserRecord } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';
import type { SessionCache } from './session-cache.ts';
import { signSessionToken, verifySessionToken } from './session-token.ts';

export type AuthSettings = { secret: string; tokenTtlSeconds: number; passwordCost: number };
export type AuthOptions = { db: Db; settings: AuthSettings };
export type AuthenticatedUser = { userId: string; sessionId: string };

type UserRow = typeof users.$inferSelect;

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

const toUserRecord = (row: UserRow, isLoggedIn: boolean): UserRecord => ({
  id: row.id,
  email: row.email,
  username: row.username,
  ott: row.ott,
  is_verified: row.isVerified,
  is_active: row.isActive,
  is_logged_in: isLoggedIn,
  is_deprecated: row.isDeprecated,
  client_id: row.clientId,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

/** A server-side session row plus the JWT that names it. */
const startSession = async (db: Db, settings: AuthSettings, userId: string): Promise<string> => {
  const expiresAt = new Date(Date.now() + settings.tokenTtlSeconds * 1000);
  const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return signSessionToken({ secret: settings.secret, userId, sessionId: session!.id, expiresAt });
};

const revokeAllSessions = (db: Db, userId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

// A hash of a random password with the configured cost: signing in with an unknown
// e-mail spends the same time as with a known one.
let dummyHash: Promise<string> | null = null;
const getDummyHash = (cost: number) => (dummyHash ??= hashPassword(randomBytes(16).toString('hex'), cost));

export const signUp = async ({ db, settings, input }: AuthOptions & { input: { username: string; email: string; password: string } }): Promise<SessionUser> => {
  const passwordHash = await hashPassword(input.password, settings.passwordCost);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ email: users.email })
        .from(users)
        .where(or(eq(users.email, input.email), sql`lower(${users.username}) = lower(${input.username})`))
        .limit(1);
      if (existing) {
        throw conflict(existing.email === input.email ? 'An account with this email already exists' : 'This username is already taken');
      }
      const [row] = await tx.insert(users).values({ email: input.email, username: input.username, passwordHash }).returning();
      const token = await startSession(tx, settings, row!.id);
      return { ...toUserRecord(row!, true), token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this email or username already exists');
    throw error;
  }
};

export const signIn = async ({ db, settings, input }: AuthOptions & { input: { email: string; password: string } }): Promise<SessionUser> => {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, input.email), sql`lower(${users.username}) = lower(${input.email})`))
    .limit(1);
  if (!row) {
    await verifyPassword(input.password, await getDummyHash(settings.passwordCost));
    throw unauthorized('Invalid email or password');
  }
  if (!(await verifyPassword(input.password, row.passwordHash))) throw unauthorized('Invalid email or password');
  if (!row.isActive || row.isDeprecated) throw unauthorized('This account is disabled');

  if (needsRehash(row.passwordHash, settings.passwordCost)) {
    const passwordHash = await hashPassword(input.password, settings.passwordCost);
    await db.update(users).set({ passwordHash }).where(eq(users.id, row.id));
  }
  const token = await startSession(db, settings, row.id);
  return { ...toUserRecord(row, true), token };
};

/** Resolves a bearer token to its user, refusing bad signatures, expired and revoked sessions. */
// Every authenticated request runs this lookup: prepared once per database (a named statement,
// so PostgreSQL plans it once per connection and drizzle builds its SQL once).
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
const prepareSessionLookup = (db: Db) =>
  db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
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
export const authenticate = async ({ db, settings, token, cache }: AuthOptions & { token: string; cache?: SessionCache }): Promise<AuthenticatedUser | null> => {
  const claims = await verifySessionToken(token, settings.secret);
  if (!claims) return null;
  if (cache?.get(claims.sessionId) === claims.userId) return { userId: claims.userId, sessionId: claims.sessionId };
  const ticket = cache?.begin() ?? 0;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [session] = await lookup.execute({ sessionId: claims.sessionId, userId: claims.userId });
  if (!session) return null;
  cache?.set(ticket, claims.sessionId, claims.userId, session.expiresAt.getTime());
  return { userId: claims.userId, sessionId: claims.sessionId };
};

export const signOut = async ({ db, sessionId }: { db: Db; sessionId: string }) => {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
};

const findUser = async (db: Db, userId: string): Promise<UserRow> => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthorized();
  return row;
};

export const getUser = async ({ db, userId }: { db: Db; userId: string }): Promise<UserRecord> =>
  toUserRecord(await findUser(db, userId), true);

export const updateUser = async ({ db, userId, input }: { db: Db; userId: string; input: { username: string } }): Promise<UserRecord> => {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${input.username})`, sql`${users.id} <> ${userId}`))
        .limit(1);
      if (taken) throw conflict('This username is already taken');
      const [row] = await tx
        .update(users)
        .set({ username: input.username, updatedAt: new Date(), updatedBy: userId })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw unauthorized();
      return toUserRecord(row, true);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This username is already taken');
    throw error;
  }
};

/** Checks the current password, stores the new one, revokes every session and opens a fresh one. */
export const changePassword = async ({
  db,
  settings,
  userId,
  input,
}: AuthOptions & { userId: string; input: { email: string; old_password: string; new_password: string } }): Promise<SessionUser> => {
  const row = await findUser(db, userId);
  if (row.email !== input.email) throw badRequest('Email does not match the signed-in account');
  if (!(await verifyPassword(input.old_password, row.passwordHash))) throw badRequest('Current password is incorrect');
  if (input.old_password === input.new_password) throw badRequest('New password must be different from the current password');
  const passwordHash = await hashPassword(input.new_password, settings.passwordCost);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), updatedBy: userId })
      .where(eq(users.id, userId))
      .returning();
    await revokeAllSessions(tx, userId);
    const token = await startSession(tx, settings, userId);
    return { ...toUserRecord(updated!, true), token };
  });
};

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a single-use reset token for a known e-mail (stored hashed, 30 minutes).
 * Returns null for an unknown e-mail; the caller answers both cases alike.
 */
export const createPasswordReset = async ({ db, email }: { db: Db; email: string }): Promise<{ token: string; email: string } | null> => {
  const [row] = await db.select({ id: users.id, email: users.email, isActive: users.isActive }).from(users).where(eq(users.email, email)).limit(1);
  if (!row || !row.isActive) return null;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Only the newest link works: earlier unused ones are spent.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, row.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: row.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  return { token, email: row.email };
};

export const confirmPasswordReset = async ({
  db,
  settings,
  input,
}: AuthOptions & { input: { token: string; new_password: string } }): Promise<SessionUser> => {
  const passwordHash = await hashPassword(input.new_password, settings.passwordCost);
  return db.transaction(async (tx) => {
    // Spending the token and reading it in one statement makes a second use fail even when concurrent.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashResetToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw badRequest('This reset link is invalid or has expired');
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), updatedBy: reset.userId })
      .where(eq(users.id, reset.userId))
      .returning();
    await revokeAllSessions(tx, reset.userId);
    const token = await startSession(tx, settings, reset.userId);
    return { ...toUserRecord(updated!, true), token };
  });
};
