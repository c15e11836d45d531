import { listInboxQuerySchema, type InboxCall } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows-of.ts';
import { listInbox } from '../modules/inbox/inbox.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { recordedCallDetails } from './call-scripts.ts';
import { hiringRoles, screenedRoles } from './hiring-roles.ts';
import { seedDatabase } from './seed.ts';

// The sample data tells one story: a call, a job or a candidate named on one page is the same
// record on every other page.

let t: TestApp;
let workspaceId: string;
const NOW = Date.UTC(2026, 10, 20, 12);

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase({ db: t.database.db, passwordCost: 10, now: NOW });
  const [row] = rowsOf<{ workspace_id: string }>(await t.database.db.execute(sql`select workspace_id from calls limit 1`));
  workspaceId = row!.workspace_id;
});
afterAll(() => t.close());

describe('the sample data tells one story', () => {
  it("every job zara's calls talk about is a published job of Job Listings, with the budget the call quotes", async () => {
    const jobs = rowsOf<{ title: string; status: string; salary_max: number }>(
      await t.database.db.execute(sql`select title, status, salary_max from jobs where workspace_id = ${workspaceId}`),
    );
    const calls = rowsOf<{ summary: string; transcript: string }>(
      await t.database.db.execute(sql`select call_summary as summary, record->>'transcript' as transcript from calls where workspace_id = ${workspaceId} and agent_id = 'zara'`),
    );
    expect(calls.length).toBeGreaterThan(20);
    const published = new Map(jobs.filter((job) => job.status !== 'draft').map((job) => [job.title, job]));
    const named = new Set<string>();
    for (const call of calls) {
      const titles = [...`${call.summary} ${call.transcript}`.matchAll(/the ([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*) (?:role|position|process|application)/g)].map((match) => match[1]!);
      for (const title of titles) named.add(title);
    }
    expect(named.size).toBeGreaterThan(2);
    for (const title of named) expect(published.has(title), `${title} is in Job Listings`).toBe(true);
    for (const role of screenedRoles) expect(Number(published.get(role.title)?.salary_max)).toBe(role.budgetLakh * 100_000);
  });

  it("the candidates zara's recorded calls name applied for the job each call talks about, at the address the call gives; none manages hiring", async () => {
    const applications = rowsOf<{ name: string; email: string; title: string }>(
      await t.database.db.execute(sql`select c.name, c.email, j.title from job_applications a join jobs j on j.id = a.job_id
        join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id where a.workspace_id = ${workspaceId}`),
    );
    const zaraCalls = Object.values(recordedCallDetails).filter((call) => call.callType.startsWith('zara_'));
    expect(zaraCalls.length).toBeGreaterThan(1);
    for (const call of zaraCalls) {
      const role = hiringRoles.find((candidate) => call.summary.includes(candidate.title));
      expect(role, call.summary).toBeDefined();
      const application = applications.find((row) => row.name === call.customerName);
      expect(application, `${call.customerName} applied`).toMatchObject({ title: role!.title, ...(call.email === null ? {} : { email: call.email }) });
      expect(hiringRoles.map((candidate) => candidate.hiringManager)).not.toContain(call.customerName);
    }
  });

  it("the inbox's calls are the calls of Conversations, with the same outcome", async () => {
    const inbox = await listInbox({ db: t.database.db, workspaceId, query: listInboxQuerySchema.parse({ tab: 'calls', subFilter: 'voice', limit: 100 }) });
    const rows = inbox.data as InboxCall[];
    expect(rows.length).toBe(100);
    const calls = new Map(
      rowsOf<{ call_id: string; call_successful: boolean | null; from_number: string }>(
        await t.database.db.execute(sql`select call_id, call_successful, from_number from calls where workspace_id = ${workspaceId}`),
      ).map((call) => [call.call_id, call]),
    );
    for (const row of rows) {
      const call = calls.get(row.id);
      expect(call, row.id).toBeDefined();
      expect(row.from).toBe(call!.from_number);
      // 'successfully' exactly when Conversations shows Successful; never 'No recording' for a judged call.
      if (call!.call_successful === true) expect(row.status, row.id).toBe('completed');
      if (call!.call_successful === false) expect(row.status, row.id).toBe('missed');
      if (row.status === 'cancelled') expect(call!.call_successful).toBeNull();
    }
  });
});
