import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema.ts';
import { recordAudit } from '../workspaces/index.ts';
import { hashPassword } from './password-hash.ts';
import { overridePassword } from './password-override.ts';

export type PasswordSetOnServer = { email: string; sessionsEnded: number; workspaces: number };

/**
 * `npm run reset-password`: sets an account's password on the server (the way back in for an
 * installation that sends no mail), ends every session of the account, and records it in the audit
 * log of each of its workspaces (by the server's operator, never the password). Null for an
 * unknown address.
 */
export const setPasswordOnServer = async ({
  db,
  email,
  password,
  cost,
}: {
  db: Db;
  email: string;
  password: string;
  cost: number;
}): Promise<PasswordSetOnServer | null> => {
  const passwordHash = await hashPassword(password, cost);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update')
      .limit(1);
    if (!user) return null;
    const sessionsEnded = await overridePassword(tx, { userId: user.id, passwordHash, by: null });
    const memberOf = await tx
      .select({ workspaceId: memberships.workspaceId })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    await recordAudit(
      tx,
      memberOf.map(({ workspaceId }) => ({
        workspaceId,
        actor: { userId: null, email: '' },
        action: 'password_reset_on_server' as const,
        target: user.email,
        details: { by: 'server' },
      })),
    );
    return { email: user.email, sessionsEnded, workspaces: memberOf.length };
  });
};
