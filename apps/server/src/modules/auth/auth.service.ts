import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SessionUser, UserRecord, WorkspaceRole } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-error.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';
import { revokeAllSessions } from './password-override.ts';
import { signSessionToken } from './session-token.ts';
import { acceptInvitation, createWorkspace, recordAudit, workspaceForSignIn } from '../workspaces/index.ts';

/** `invite-only`: only invitations make accounts (the first account of an empty instance excepted). */
export type SignupMode = 'open' | 'invite-only';
export type AuthSettings = { secret: string; tokenTtlSeconds: number; passwordCost: number; signupMode?: SignupMode };
export type AuthOptions = { db: Db; settings: AuthSettings };
/** Who a request is from, and the workspace (with their role in it) the session works in. */
export type AuthenticatedUser = { userId: string; sessionId: string; workspaceId: string; role: WorkspaceRole };

type UserRow = typeof users.$inferSelect;

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

// client_id is the workspace the session works in (SPEC §3's client_id is the workspace).
const toUserRecord = (row: UserRow, isLoggedIn: boolean, workspaceId: string): UserRecord => ({
  id: row.id,
  email: row.email,
  username: row.username,
  ott: row.ott,
  is_verified: row.isVerified,
  is_active: row.isActive,
  is_logged_in: isLoggedIn,
  is_deprecated: row.isDeprecated,
  client_id: workspaceId,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

/** A server-side session row plus the JWT that names it. */
const startSession = async (db: Db, settings: AuthSettings, userId: string, workspaceId: string): Promise<string> => {
  const expiresAt = new Date(Date.now() + settings.tokenTtlSeconds * 1000);
  const [session] = await db.insert(sessions).values({ userId, workspaceId, expiresAt }).returning({ id: sessions.id });
  return signSessionToken({ secret: settings.secret, userId, sessionId: session!.id, expiresAt });
};

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

export const INVITE_ONLY_MESSAGE =
  'Sign-up is by invitation only. Ask an admin of your workspace to invite you, then open the link in the e-mail.';

export const signUp = async ({
  db,
  settings,
  input,
}: AuthOptions & {
  input: { username: string; email: string; password: string; invitation_token?: string | undefined };
}): Promise<SessionUser> => {
  if (settings.signupMode === 'invite-only' && !input.invitation_token) {
    // The very first account of an empty instance becomes its owner.
    const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
    if (anyone) throw forbidden(INVITE_ONLY_MESSAGE);
  }
  const passwordHash = await hashPassword(input.password, settings.passwordCost);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ email: users.email })
        .from(users)
        .where(or(eq(users.email, input.email), sql`lower(${users.username}) = lower(${input.username})`))
        .limit(1);
      if (existing) {
        throw conflict(
          existing.email === input.email
            ? 'An account with this email already exists'
            : 'This username is already taken',
        );
      }
      const [created] = await tx
        .insert(users)
        .values({ email: input.email, username: input.username, passwordHash })
        .returning();
      // Through an invitation the account joins the inviting workspace; otherwise it starts in a new,
      // empty workspace of its own.
      const workspaceId = input.invitation_token
        ? (
            await acceptInvitation(tx, {
              token: input.invitation_token,
              user: { id: created!.id, email: created!.email },
            })
          ).workspaceId
        : await createWorkspace(tx, { name: `${input.username}'s workspace`, ownerId: created!.id });
      const [row] = await tx.update(users).set({ clientId: workspaceId }).where(eq(users.id, created!.id)).returning();
      const token = await startSession(tx, settings, row!.id, workspaceId);
      return { ...toUserRecord(row!, true, workspaceId), token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this email or username already exists');
    throw error;
  }
};

export const signIn = async ({
  db,
  settings,
  input,
  ip = '',
}: AuthOptions & { input: { email: string; password: string }; ip?: string }): Promise<SessionUser> => {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, input.email), sql`lower(${users.username}) = lower(${input.email})`))
    .limit(1);
  if (!row) {
    await verifyPassword(input.password, await getDummyHash(settings.passwordCost));
    throw unauthorized('Invalid email or password');
  }
  if (!(await verifyPassword(input.password, row.passwordHash))) {
    // The account's workspace learns of the attempt (its admins see it in the audit log).
    const workspaceId = await workspaceForSignIn(db, row, { create: false });
    if (workspaceId)
      await recordAudit(db, { workspaceId, actor: { userId: row.id, email: row.email }, action: 'sign_in_failed', ip });
    throw unauthorized('Invalid email or password');
  }
  if (!row.isActive || row.isDeprecated) throw unauthorized('This account is disabled');

  if (needsRehash(row.passwordHash, settings.passwordCost)) {
    const passwordHash = await hashPassword(input.password, settings.passwordCost);
    await db.update(users).set({ passwordHash }).where(eq(users.id, row.id));
  }
  const workspaceId = await workspaceForSignIn(db, row);
  const token = await startSession(db, settings, row.id, workspaceId);
  await recordAudit(db, { workspaceId, actor: { userId: row.id, email: row.email }, action: 'sign_in', ip });
  return { ...toUserRecord(row, true, workspaceId), token };
};

export const signOut = async ({ db, sessionId }: { db: Db; sessionId: string }) => {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
};

const findUser = async (db: Db, userId: string): Promise<UserRow> => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw unauthorized();
  return row;
};

export const getUser = async ({
  db,
  userId,
  workspaceId,
}: {
  db: Db;
  userId: string;
  workspaceId: string;
}): Promise<UserRecord> => toUserRecord(await findUser(db, userId), true, workspaceId);

export const updateUser = async ({
  db,
  userId,
  workspaceId,
  input,
}: {
  db: Db;
  userId: string;
  workspaceId: string;
  input: { username: string };
}): Promise<UserRecord> => {
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
      return toUserRecord(row, true, workspaceId);
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
  workspaceId,
  input,
}: AuthOptions & {
  userId: string;
  workspaceId: string;
  input: { email: string; old_password: string; new_password: string };
}): Promise<SessionUser> => {
  const row = await findUser(db, userId);
  if (row.email !== input.email) throw badRequest('Email does not match the signed-in account');
  if (!(await verifyPassword(input.old_password, row.passwordHash))) throw badRequest(WRONG_CURRENT_PASSWORD);
  if (input.old_password === input.new_password)
    throw badRequest('New password must be different from the current password');
  const passwordHash = await hashPassword(input.new_password, settings.passwordCost);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), updatedBy: userId })
      .where(eq(users.id, userId))
      .returning();
    await revokeAllSessions(tx, userId);
    const token = await startSession(tx, settings, userId, workspaceId);
    return { ...toUserRecord(updated!, true, workspaceId), token };
  });
};

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a single-use reset token for a known e-mail (stored hashed, 30 minutes).
 * Returns null for an unknown e-mail; the caller answers both cases alike.
 */
export const createPasswordReset = async ({
  db,
  email,
}: {
  db: Db;
  email: string;
}): Promise<{ token: string; email: string } | null> => {
  const [row] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
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
    const workspaceId = await workspaceForSignIn(tx, updated!);
    const token = await startSession(tx, settings, reset.userId, workspaceId);
    return { ...toUserRecord(updated!, true, workspaceId), token };
  });
};
