import { eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/modules/auth/password-hash.ts';
import { createWorkspace } from '../apps/server/src/modules/workspaces/index.ts';
import { benchCredentials } from './api-client.ts';

/**
 * The bench user and the workspace the suite loads its calls into, made before the load, as the
 * product has them: the user signs in there (benchApiClient), the lists and analytics read that
 * workspace, and webhooks without a workspace in the address land there (it is the first).
 */
export const createBenchWorkspace = async (db: Db): Promise<string> => {
  const passwordHash = await hashPassword(benchCredentials.password, 12);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: benchCredentials.email, username: benchCredentials.username, passwordHash, isVerified: true })
      .returning({ id: users.id });
    const workspaceId = await createWorkspace(tx, { name: 'Bench workspace', ownerId: user!.id });
    await tx.update(users).set({ clientId: workspaceId }).where(eq(users.id, user!.id));
    return workspaceId;
  });
};
