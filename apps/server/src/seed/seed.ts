import type { ProviderCall } from '@agentdesk/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { SAMPLE_RECRUITING_AGENT_ID } from '@agentdesk/shared/navigation';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { agents, calls, memberships, onboardingDocuments, users } from '../db/schema.ts';
import { setRecruitingAgent, upsertAgents } from '../modules/agents/index.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { importCalls } from '../modules/calls/index.ts';
import { createWorkspace } from '../modules/workspaces/index.ts';
import { generateCalls, type GenerateCallsOptions } from './call-generator.ts';
import { linkCandidateCalls, seedCandidates } from './candidates-seed.ts';
import { seedInterviews } from './interviews-seed.ts';
import { seedInbox, type InboxSeedReport } from './inbox-sample.ts';
import { SAMPLE_COMPANY } from './hiring-roles.ts';
import { seedJobs } from './jobs-sample.ts';
import { seedKnowledgeBases } from './knowledge-base-sample.ts';
import { seedOnboardingDocuments } from './onboarding-sample.ts';
import { seedQaScorecards } from './qa-scorecards-seed.ts';
import { sampleAgents } from './sample-agents.ts';

/** The demo account of the sample data set (also in the README). */
export const DEMO_ACCOUNT = { email: 'demo@agentdesk.local', username: 'demo', password: 'agentdesk-demo' } as const;

/** Size of the sample call history: 90 days across the sample agents. */
export const SAMPLE_CALL_COUNT = 400;

/** How the sample call history is generated, ending at `now` (the tests of its stories generate it the same way). */
export const sampleCallOptions = (now: number): GenerateCallsOptions => ({
  count: SAMPLE_CALL_COUNT,
  seed: 1,
  now,
  days: 90,
});

export type SeedReport = {
  demoUser: boolean;
  agents: number;
  qaScorecards: number;
  calls: number;
  inbox: InboxSeedReport;
  knowledgeBases: number;
  onboardingDocuments: number;
  jobs: number;
  candidates: number;
  interviews: number;
};

const emptyReport = (): SeedReport => ({
  demoUser: false,
  agents: 0,
  qaScorecards: 0,
  calls: 0,
  inbox: { mails: 0, chats: 0, whatsappCalls: 0 },
  knowledgeBases: 0,
  onboardingDocuments: 0,
  jobs: 0,
  candidates: 0,
  interviews: 0,
});

const countIn = async (
  db: Db,
  table: typeof agents | typeof calls | typeof onboardingDocuments,
  workspaceId: string,
) => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId));
  return row?.n ?? 0;
};

/**
 * Names the workspace after the sample data's company, whose careers site it then runs and for whom
 * its recruiting agent calls, unless a person named it: only a name the product gave it changes (a
 * sign-up's "<owner>'s workspace", 'Workspace', and 'Demo workspace' of earlier first starts).
 * Answers whether it was renamed.
 */
export const nameSampleWorkspace = async (db: Db, workspaceId: string): Promise<boolean> =>
  rowsOf<{ id: string }>(
    await db.execute(sql`update workspaces w set name = ${SAMPLE_COMPANY} where w.id = ${workspaceId}
      and (w.name in ('Workspace', 'Demo workspace')
        or exists (select 1 from memberships m join users u on u.id = m.user_id
          where m.workspace_id = w.id and m.role = 'owner' and w.name = u.username || '''s workspace'))
      returning w.id`),
  ).length > 0;

/**
 * Loads each part of the sample data set into a workspace where that part is empty; a filled part
 * is left alone. Knowledge bases and jobs can be deleted or closed, so they come with a fresh
 * workspace only (`isFresh`), never again.
 */
export const seedWorkspace = async ({
  db,
  workspaceId,
  userId,
  isFresh,
  now = Date.now(),
}: {
  db: Db;
  workspaceId: string;
  userId: string | null;
  isFresh: boolean;
  now?: number;
}): Promise<SeedReport> => {
  const report = emptyReport();
  await nameSampleWorkspace(db, workspaceId);
  if (isFresh) {
    report.knowledgeBases = await seedKnowledgeBases({ db, workspaceId, userId });
    // Published as a recruiter does: the open sample jobs are on the careers site from that day.
    report.jobs = await seedJobs({ db, workspaceId, userId, now });
    report.candidates = await seedCandidates({ db, workspaceId, userId, now });
  }
  if ((await countIn(db, agents, workspaceId)) === 0) {
    await upsertAgents({ db, workspaceId, records: sampleAgents });
    await setRecruitingAgent({ db, workspaceId, agentId: SAMPLE_RECRUITING_AGENT_ID });
    report.agents = sampleAgents.length;
  }
  // Before the calls, so the measurer reviews each sample call as it first measures it.
  report.qaScorecards = await seedQaScorecards({ db, workspaceId, userId });
  // Deterministic for a given day: the same seed, ending at the time of seeding.
  let sampleCalls: ProviderCall[] = [];
  if ((await countIn(db, calls, workspaceId)) === 0) {
    sampleCalls = generateCalls(sampleCallOptions(now));
    const result = await importCalls({ db, workspaceId, items: sampleCalls });
    report.calls = result.imported;
  }
  // After the calls and the candidates: the zara calls made to each candidate's number.
  await linkCandidateCalls({ db, workspaceId });
  // After the links: the interviews zara booked in those calls, with the jobs' hiring managers.
  report.interviews = await seedInterviews({ db, workspaceId });
  if ((await countIn(db, onboardingDocuments, workspaceId)) === 0)
    report.onboardingDocuments = await seedOnboardingDocuments({ db, workspaceId, now });
  // After the calls: the inbox spreads them over its lifecycle states, and some of their customers write on WhatsApp.
  report.inbox = await seedInbox({ db, workspaceId, now, sampleCalls });
  return report;
};

/**
 * The sample data set of a new installation: on an empty database, the demo account and its
 * workspace; on every start, that workspace's empty parts filled again.
 */
export const seedDatabase = async ({
  db,
  passwordCost,
  now = Date.now(),
}: {
  db: Db;
  passwordCost: number;
  now?: number;
}): Promise<SeedReport> => {
  const [userCount] = await db.select({ n: count() }).from(users);
  if (userCount?.n === 0) {
    const passwordHash = await hashPassword(DEMO_ACCOUNT.password, passwordCost);
    const { userId, workspaceId } = await db.transaction(async (tx) => {
      const [demo] = await tx
        .insert(users)
        .values({ email: DEMO_ACCOUNT.email, username: DEMO_ACCOUNT.username, passwordHash, isVerified: true })
        .returning({ id: users.id });
      const id = await createWorkspace(tx, { name: SAMPLE_COMPANY, ownerId: demo!.id });
      await tx.update(users).set({ clientId: id }).where(eq(users.id, demo!.id));
      return { userId: demo!.id, workspaceId: id };
    });
    return { ...(await seedWorkspace({ db, workspaceId, userId, isFresh: true, now })), demoUser: true };
  }
  const [demo] = await db
    .select({ userId: users.id, workspaceId: memberships.workspaceId })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.role, 'owner')))
    .where(eq(users.email, DEMO_ACCOUNT.email))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (!demo) return emptyReport();
  return seedWorkspace({ db, workspaceId: demo.workspaceId, userId: demo.userId, isFresh: false, now });
};
