import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agents, calls, onboardingDocuments, users } from '../db/schema.ts';
import { importCalls } from '../modules/calls/import-calls.ts';
import { generateCalls } from './call-generator.ts';
import { upsertAgents } from '../modules/agents/agents.service.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { sampleAgents } from './sample-agents.ts';
import { seedInbox, type InboxSeedReport } from './inbox-sample.ts';
import { seedKnowledgeBases } from './knowledge-base-sample.ts';
import { seedOnboardingDocuments } from './onboarding-sample.ts';
import { seedJobs } from './jobs-sample.ts';

/** The demo account of the sample data set (also in the README). */
export const DEMO_ACCOUNT = { email: 'demo@agentdesk.local', username: 'demo', password: 'agentdesk-demo' } as const;

/** Size of the sample call history: 90 days across the sample agents. */
export const SAMPLE_CALL_COUNT = 400;

export type SeedReport = { demoUser: boolean; agents: number; calls: number; inbox: InboxSeedReport; knowledgeBases: number; onboardingDocuments: number; jobs: number };

/** Loads each part of the sample data set into an empty table; a filled table is left alone. */
export const seedDatabase = async ({ db, passwordCost, now = Date.now() }: { db: Db; passwordCost: number; now?: number }): Promise<SeedReport> => {
  const report: SeedReport = { demoUser: false, agents: 0, calls: 0, inbox: { mails: 0, chats: 0, whatsappCalls: 0 }, knowledgeBases: 0, onboardingDocuments: 0, jobs: 0 };

  const [userCount] = await db.select({ n: count() }).from(users);
  if (userCount?.n === 0) {
    const passwordHash = await hashPassword(DEMO_ACCOUNT.password, passwordCost);
    const [demo] = await db
      .insert(users)
      .values({ email: DEMO_ACCOUNT.email, username: DEMO_ACCOUNT.username, passwordHash, isVerified: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    report.demoUser = true;
    // Knowledge bases and jobs can be deleted or closed, so they are seeded with the fresh database only, never again.
    report.knowledgeBases = await seedKnowledgeBases({ db, userId: demo?.id ?? null });
    report.jobs = await seedJobs({ db, userId: demo?.id ?? null });
  }

  const [agentCount] = await db.select({ n: count() }).from(agents);
  if (agentCount?.n === 0) {
    await upsertAgents({ db, records: sampleAgents });
    report.agents = sampleAgents.length;
  }

  // Deterministic for a given day: the same seed, ending at the time of seeding.
  const [callCount] = await db.select({ n: count() }).from(calls);
  if (callCount?.n === 0) {
    const result = await importCalls({ db, items: generateCalls({ count: SAMPLE_CALL_COUNT, seed: 1, now, days: 90 }) });
    report.calls = result.imported;
  }
  const [documentCount] = await db.select({ n: count() }).from(onboardingDocuments);
  if (documentCount?.n === 0) report.onboardingDocuments = await seedOnboardingDocuments({ db, now });
  // After the calls: the inbox spreads them over its lifecycle states.
  report.inbox = await seedInbox({ db, now });
  return report;
};
