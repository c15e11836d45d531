import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

// A password set for someone rather than by them: by an owner or admin from the Members page, or on
// the server (npm run reset-password). Only the hash is kept; every session of the account ends.

// Letters and digits that read and type unambiguously (no 0/O, 1/l/I).
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A temporary password: 16 characters in four groups (80 bits), easy to read out and type. */
export const newTemporaryPassword = (): string =>
  Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join(
    '-',
  );

/** Ends every open session of an account (each API process hears of it through the sessions trigger). */
export const revokeAllSessions = (db: Db, userId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });

/**
 * Stores a new password hash for an account and ends its sessions (in the caller's transaction).
 * Returns how many sessions ended.
 */
export const overridePassword = async (
  db: Db,
  { userId, passwordHash, by }: { userId: string; passwordHash: string; by: string | null },
): Promise<number> => {
  await db.update(users).set({ passwordHash, updatedAt: new Date(), updatedBy: by }).where(eq(users.id, userId));
  return (await revokeAllSessions(db, userId)).length;
};
