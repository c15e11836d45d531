import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agents, users } from '../db/schema.ts';
import { upsertAgents } from '../modules/agents/agents.service.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { sampleAgents } from './sample-agents.ts';

/** The demo account of the sample data set (also in the README). */
export const DEMO_ACCOUNT = { email: 'demo@agentdesk.local', username: 'demo', password: 'agentdesk-demo' } as const;

export type SeedReport = { demoUser: boolean; agents: number };

/** Loads each part of the sample data set into an empty table; a filled table is left alone. */
export const seedDatabase = async ({ db, passwordCost }: { db: Db; passwordCost: number }): Promise<SeedReport> => {
  const report: SeedReport = { demoUser: false, agents: 0 };

  const [userCount] = await db.select({ n: count() }).from(users);
  if (userCount?.n === 0) {
    const passwordHash = await hashPassword(DEMO_ACCOUNT.password, passwordCost);
    await db.insert(users).values({ email: DEMO_ACCOUNT.email, username: DEMO_ACCOUNT.username, passwordHash, isVerified: true }).onConflictDoNothing();
    report.demoUser = true;
  }

  const [agentCount] = await db.select({ n: count() }).from(agents);
  if (agentCount?.n === 0) {
    await upsertAgents({ db, records: sampleAgents });
    report.agents = sampleAgents.length;
  }
  return report;
};
