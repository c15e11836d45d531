import { listInboxQuerySchema, type InboxCall } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows-of.ts';
import { listInbox } from '../modules/inbox/inbox.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { recordedCallDetails } from './call-scripts.ts';
import { sampleCandidateByPhone } from './candidates-sample.ts';
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

  it("every person zara's calls name is a sample candidate of the job the call talks about, on their own number", async () => {
    const calls = rowsOf<{ call_id: string; name: string; number: string; text: string }>(
      await t.database.db.execute(sql`select call_id, record->'call_analysis'->'custom_analysis_data'->>'name' as name,
          case when direction = 'inbound' then from_number else to_number end as number,
          concat_ws(' ', call_summary, record->>'transcript') as text
        from calls where workspace_id = ${workspaceId} and agent_id = 'zara'`),
    );
    expect(calls.length).toBeGreaterThan(100);
    for (const call of calls) {
      const candidate = sampleCandidateByPhone(call.number);
      expect(candidate?.name, call.call_id).toBe(call.name);
      for (const [, title] of call.text.matchAll(/the ([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*) (?:role|position|process|application|interview)/g)) expect(title, call.call_id).toBe(candidate!.jobTitle);
    }
  });

  it("every zara call is linked to its candidate, whose application is to the job the call talks about; the scorer ranks them", async () => {
    const unlinked = rowsOf<{ call_id: string }>(
      await t.database.db.execute(sql`select k.call_id from calls k where k.workspace_id = ${workspaceId} and k.agent_id = 'zara'
        and not exists (select 1 from candidate_calls l where l.workspace_id = k.workspace_id and l.call_id = k.call_id)`),
    );
    expect(unlinked).toEqual([]);
    const linked = rowsOf<{ name: string; title: string; summary: string }>(
      await t.database.db.execute(sql`select c.name, j.title, k.call_summary as summary from candidate_calls l
        join candidates c on c.workspace_id = l.workspace_id and c.id = l.candidate_id
        join job_applications a on a.workspace_id = l.workspace_id and a.id = l.application_id
        join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
        join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
        where l.workspace_id = ${workspaceId}`),
    );
    expect(linked.length).toBeGreaterThan(100);
    for (const call of linked) expect(call.summary.includes(call.name) || call.summary.includes(call.title) || !/ role| position/.test(call.summary), call.summary).toBe(true);
    // The background scorer reads every sample résumé and scores each application.
    await t.app.candidateScorer.deliverDue();
    const scores = rowsOf<{ name: string; title: string; fit_status: string; fit_score: number | null }>(
      await t.database.db.execute(sql`select c.name, j.title, a.fit_status, a.fit_score from job_applications a
        join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
        where a.workspace_id = ${workspaceId}`),
    );
    expect(scores.filter((row) => row.fit_status !== 'scored')).toEqual([]);
    expect(scores.find((row) => row.name === 'Rahul Verma')).toMatchObject({ title: 'Senior Backend Engineer' });
    expect(Number(scores.find((row) => row.name === 'Rahul Verma')!.fit_score)).toBeGreaterThanOrEqual(75);
  });

  it('every interview zara booked in a sample call is on the calendar at the time the call names, with the job’s hiring manager', async () => {
    const booked = rowsOf<{ call_id: string; at: string; manager: string }>(
      await t.database.db.execute(sql`select distinct on (l.candidate_id) k.call_id, k.record->'call_analysis'->>'date_time' as at, j.hiring_manager as manager
        from candidate_calls l join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
        join job_applications a on a.workspace_id = l.workspace_id and a.id = l.application_id join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
        where l.workspace_id = ${workspaceId} and k.record->'metadata'->>'call_type' = 'zara_interview_scheduling' and (k.record->'call_analysis'->>'appointment_booked')::boolean
        order by l.candidate_id, k.start_timestamp desc`),
    );
    expect(booked.length).toBeGreaterThan(2);
    const interviews = rowsOf<{ call_id: string; starts_ms: string; name: string }>(
      await t.database.db.execute(sql`select i.call_id, (extract(epoch from i.starts_at) * 1000)::bigint as starts_ms, v.name from interviews i
        join interview_panel p on p.workspace_id = i.workspace_id and p.interview_id = i.id join interviewers v on v.workspace_id = p.workspace_id and v.id = p.interviewer_id
        where i.workspace_id = ${workspaceId}`),
    );
    for (const call of booked) {
      const interview = interviews.find((row) => row.call_id === call.call_id);
      expect(interview, call.call_id).toBeDefined();
      expect(Number(interview!.starts_ms)).toBe(Date.parse(call.at));
      expect(interview!.name).toBe(call.manager);
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
