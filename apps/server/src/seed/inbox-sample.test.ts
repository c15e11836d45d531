import { inboxStates, inboxSubFilters, inboxTabs } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countInbox, listInbox } from '../modules/inbox/inbox.service.ts';
import { listInboxQuerySchema } from '@agentdesk/shared';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDatabase } from './seed.ts';

let a: TestApp;
let b: TestApp;
const NOW = Date.UTC(2026, 10, 20, 12);

beforeAll(async () => {
  // One after the other: made at once, one app's database load blocks the event loop while the
  // other's plugins are starting, and a busy machine then outlasts Fastify's plugin timeout.
  a = await createTestApp();
  b = await createTestApp();
  await seedDatabase({ db: a.database.db, passwordCost: 10, now: NOW });
  await seedDatabase({ db: b.database.db, passwordCost: 10, now: NOW });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('inbox sample data', () => {
  it('fills every tab, platform and lifecycle state', async () => {
    for (const tab of inboxTabs) {
      const counts = await countInbox(a.database.db, tab);
      for (const platform of inboxSubFilters[tab]) expect(counts.platforms[platform], `${tab} ${platform}`).toBeGreaterThan(0);
      for (const state of inboxStates[tab]) expect(counts.states[state], `${tab} ${state}`).toBeGreaterThan(0);
    }
    for (const folder of ['sent', 'drafts'] as const) {
      const page = await listInbox({ db: a.database.db, query: listInboxQuerySchema.parse({ folder }) });
      expect(page.total, folder).toBeGreaterThan(0);
    }
  });

  it('is the same on every start for the same moment', async () => {
    for (const tab of inboxTabs) {
      const strip = (items: unknown[]) => JSON.stringify(items).replace(/"(id|thread_id)":"[0-9a-f-]{36}"/g, '');
      const [x, y] = await Promise.all([a, b].map((t) => listInbox({ db: t.database.db, query: listInboxQuerySchema.parse({ tab, limit: 200 }) })));
      expect(strip(x!.data)).toBe(strip(y!.data));
    }
  });
});
