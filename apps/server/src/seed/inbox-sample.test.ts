import { inboxStates, inboxSubFilters, inboxTabs, listInboxQuerySchema } from '@agentdesk/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { mailMessages, memberships, users, workspaces } from '../db/schema.ts';
import { countInbox, listInbox } from '../modules/inbox/inbox.service.ts';
import { deliverTestMail } from '../test/inbound-test-mail.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedInbox } from './inbox-sample.ts';
import { DEMO_ACCOUNT, seedDatabase } from './seed.ts';

let a: TestApp;
let b: TestApp;
const NOW = Date.UTC(2026, 10, 20, 12);

/** The demo account's workspace, where the seed loads the sample data. */
const demoWorkspaceOf = async (db: Db): Promise<string> => {
  const [row] = await db
    .select({ workspaceId: memberships.workspaceId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, DEMO_ACCOUNT.email))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return row!.workspaceId;
};

const list = (t: TestApp, workspaceId: string, query: Record<string, unknown>) =>
  listInbox({ db: t.database.db, workspaceId, query: listInboxQuerySchema.parse(query) });

beforeAll(async () => {
  // One after the other: made at once, one app's database load blocks the event loop while the
  // other's plugins are starting, and a busy machine then outlasts Fastify's plugin timeout.
  a = await createTestApp();
  b = await createTestApp();
  await seedDatabase({ db: a.database.db, passwordCost: 10, now: NOW });
  await seedDatabase({ db: b.database.db, passwordCost: 10, now: NOW });
  // Two apps and two whole sample sets (400 calls, the inbox, jobs, candidates, 36 onboarding
  // documents each): the heaviest set-up of the suite, longer than the default hook time on a busy machine.
}, 900_000);
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('inbox sample data', () => {
  it('fills every tab, platform and lifecycle state', async () => {
    const workspaceId = await demoWorkspaceOf(a.database.db);
    for (const tab of inboxTabs) {
      const counts = await countInbox({ db: a.database.db, workspaceId, tab });
      for (const platform of inboxSubFilters[tab])
        expect(counts.platforms[platform], `${tab} ${platform}`).toBeGreaterThan(0);
      for (const state of inboxStates[tab]) expect(counts.states[state], `${tab} ${state}`).toBeGreaterThan(0);
    }
    for (const folder of ['sent', 'drafts'] as const) {
      const page = await list(a, workspaceId, { folder });
      expect(page.total, folder).toBeGreaterThan(0);
    }
  });

  it('is the same on every start for the same moment', async () => {
    const [workspaceA, workspaceB] = await Promise.all([
      demoWorkspaceOf(a.database.db),
      demoWorkspaceOf(b.database.db),
    ]);
    for (const tab of inboxTabs) {
      const strip = (items: unknown[]) => JSON.stringify(items).replace(/"(id|thread_id)":"[0-9a-f-]{36}"/g, '');
      const [x, y] = await Promise.all([
        list(a, workspaceA, { tab, limit: 200 }),
        list(b, workspaceB, { tab, limit: 200 }),
      ]);
      expect(strip(x.data)).toBe(strip(y.data));
    }
  });

  it('fills another workspace of the same database with its own copy, whose mail ids it shares with no one', async () => {
    const db = a.database.db;
    const demo = await demoWorkspaceOf(db);
    const before = await Promise.all(inboxTabs.map((tab) => list(a, demo, { tab })));
    const [other] = await db.insert(workspaces).values({ name: 'Second business' }).returning({ id: workspaces.id });
    const report = await seedInbox({ db, workspaceId: other!.id, now: NOW });
    expect(report.mails).toBeGreaterThan(0);
    expect(report.chats).toBeGreaterThan(0);

    // The demo workspace holds what it held; the other one its own mails and chats.
    const after = await Promise.all(inboxTabs.map((tab) => list(a, demo, { tab })));
    expect(after.map((page) => page.total)).toEqual(before.map((page) => page.total));
    const mails = await list(a, other!.id, { tab: 'mails', limit: 200 });
    expect(mails.total).toBe(before[inboxTabs.indexOf('mails')]!.total);
    const demoIds = new Set(before.flatMap((page) => page.data.map((item) => item.id)));
    expect(mails.data.some((item) => demoIds.has(item.id))).toBe(false);

    // A reply to the other workspace's sample mail reaches that workspace, in that thread, only.
    const [sent] = await db
      .select({ messageId: mailMessages.messageId, threadId: mailMessages.threadId })
      .from(mailMessages)
      .where(and(eq(mailMessages.workspaceId, other!.id), eq(mailMessages.direction, 'out')))
      .limit(1);
    const delivered = await deliverTestMail(db, {
      from: 'Sample Contact <contact@gmail.com>',
      subject: 'Re: sample',
      text: 'Answering the sample',
      inReplyTo: sent!.messageId,
    });
    expect(delivered).toEqual([{ outcome: 'stored', threadId: sent!.threadId, workspaceId: other!.id }]);
  });
});
