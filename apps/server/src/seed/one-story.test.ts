import {
  candidatePaths,
  careersPaths,
  listInboxQuerySchema,
  type CandidateFitDetail,
  type InboxCall,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows-of.ts';
import { getHiringHome } from '../modules/hiring-home/hiring-home.service.ts';
import { listInbox } from '../modules/inbox/inbox.service.ts';
import { getRecruitingAnalytics } from '../modules/recruiting-analytics/recruiting-analytics.service.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../test/test-app.ts';
import { recordedCallDetails } from './call-scripts.ts';
import { sampleCandidateByPhone } from './candidates-sample.ts';
import { hiringRoles, SAMPLE_COMPANY, SAMPLE_INTERVIEW_MINUTES, screenedRoles } from './hiring-roles.ts';
import { sampleKnowledgeBases } from './knowledge-base-sample.ts';
import { DEMO_ACCOUNT, nameSampleWorkspace, seedDatabase } from './seed.ts';

// The sample data tells one story: a call, a job or a candidate named on one page is the same
// record on every other page.

let t: TestApp;
let workspaceId: string;
const NOW = Date.UTC(2026, 10, 20, 12);

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase({ db: t.database.db, passwordCost: 10, now: NOW });
  const [row] = rowsOf<{ workspace_id: string }>(
    await t.database.db.execute(sql`select workspace_id from calls limit 1`),
  );
  workspaceId = row!.workspace_id;
});
afterAll(() => t.close());

describe('the sample data tells one story', () => {
  it("every job zara's calls talk about is a published job of Job Listings, with the budget the call quotes", async () => {
    const jobs = rowsOf<{ title: string; status: string; salary_max: number }>(
      await t.database.db.execute(sql`select title, status, salary_max from jobs where workspace_id = ${workspaceId}`),
    );
    const calls = rowsOf<{ summary: string; transcript: string }>(
      await t.database.db.execute(
        sql`select call_summary as summary, record->>'transcript' as transcript from calls where workspace_id = ${workspaceId} and agent_id = 'zara'`,
      ),
    );
    expect(calls.length).toBeGreaterThan(20);
    const published = new Map(jobs.filter((job) => job.status !== 'draft').map((job) => [job.title, job]));
    const named = new Set<string>();
    for (const call of calls) {
      const titles = [
        ...`${call.summary} ${call.transcript}`.matchAll(
          /the ([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*) (?:role|position|process|application)/g,
        ),
      ].map((match) => match[1]!);
      for (const title of titles) named.add(title);
    }
    expect(named.size).toBeGreaterThan(2);
    for (const title of named) expect(published.has(title), `${title} is in Job Listings`).toBe(true);
    for (const role of screenedRoles)
      expect(Number(published.get(role.title)?.salary_max)).toBe(role.budgetLakh * 100_000);
  });

  it("the candidates zara's recorded calls name applied for the job each call talks about, at the address the call gives; none manages hiring", async () => {
    const applications = rowsOf<{ name: string; email: string; title: string }>(
      await t.database.db
        .execute(sql`select c.name, c.email, j.title from job_applications a join jobs j on j.id = a.job_id
        join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id where a.workspace_id = ${workspaceId}`),
    );
    const zaraCalls = Object.values(recordedCallDetails).filter((call) => call.callType.startsWith('zara_'));
    expect(zaraCalls.length).toBeGreaterThan(1);
    for (const call of zaraCalls) {
      const role = hiringRoles.find((candidate) => call.summary.includes(candidate.title));
      expect(role, call.summary).toBeDefined();
      const application = applications.find((row) => row.name === call.customerName);
      expect(application, `${call.customerName} applied`).toMatchObject({
        title: role!.title,
        ...(call.email === null ? {} : { email: call.email }),
      });
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
      for (const [, title] of call.text.matchAll(
        /the ([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*) (?:role|position|process|application|interview)/g,
      ))
        expect(title, call.call_id).toBe(candidate!.jobTitle);
    }
  });

  it('every zara call is linked to its candidate, whose application is to the job the call talks about; the scorer ranks them', async () => {
    const unlinked = rowsOf<{ call_id: string }>(
      await t.database.db
        .execute(sql`select k.call_id from calls k where k.workspace_id = ${workspaceId} and k.agent_id = 'zara'
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
    for (const call of linked)
      expect(
        call.summary.includes(call.name) || call.summary.includes(call.title) || !/ role| position/.test(call.summary),
        call.summary,
      ).toBe(true);
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
      await t.database.db
        .execute(sql`select distinct on (l.candidate_id) k.call_id, k.record->'call_analysis'->>'date_time' as at, j.hiring_manager as manager
        from candidate_calls l join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
        join job_applications a on a.workspace_id = l.workspace_id and a.id = l.application_id join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
        where l.workspace_id = ${workspaceId} and k.record->'metadata'->>'call_type' = 'zara_interview_scheduling' and (k.record->'call_analysis'->>'appointment_booked')::boolean
        order by l.candidate_id, k.start_timestamp desc`),
    );
    expect(booked.length).toBeGreaterThan(2);
    const interviews = rowsOf<{ call_id: string; starts_ms: string; name: string }>(
      await t.database.db
        .execute(sql`select i.call_id, (extract(epoch from i.starts_at) * 1000)::bigint as starts_ms, v.name from interviews i
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

  it('shows every interview zara booked on a sample call on the candidate, with the call it was booked on', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_ACCOUNT.email, username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const token = signIn.json().data.token as string;
    const interviews = rowsOf<{ id: string; application_id: string; call_id: string }>(
      await t.database.db.execute(
        sql`select id, application_id, call_id from interviews where workspace_id = ${workspaceId} and booked_by = 'zara'`,
      ),
    );
    expect(interviews.length).toBeGreaterThan(2);
    for (const interview of interviews) {
      const detail = (
        await t.app.inject({
          url: `/api${candidatePaths.fitScore(interview.application_id)}`,
          headers: bearer(token),
        })
      ).json().data as CandidateFitDetail;
      expect(detail.interviews, detail.name).toContainEqual(
        expect.objectContaining({ interview_id: interview.id, booked_by: 'zara', call_id: interview.call_id }),
      );
      expect(
        detail.calls.map((call) => call.call_id),
        detail.name,
      ).toContain(interview.call_id);
    }
  });

  it("the inbox's calls are the calls of Conversations, with the same outcome", async () => {
    const inbox = await listInbox({
      db: t.database.db,
      workspaceId,
      query: listInboxQuerySchema.parse({ tab: 'calls', subFilter: 'voice', limit: 100 }),
    });
    const rows = inbox.data as InboxCall[];
    expect(rows.length).toBe(100);
    const calls = new Map(
      rowsOf<{ call_id: string; call_successful: boolean | null; from_number: string }>(
        await t.database.db.execute(
          sql`select call_id, call_successful, from_number from calls where workspace_id = ${workspaceId}`,
        ),
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

  it('is about one business: the workspace, its careers site and every call zara makes name the same company', async () => {
    const [workspace] = rowsOf<{ name: string; slug: string }>(
      await t.database.db.execute(sql`select name, slug from workspaces where id = ${workspaceId}`),
    );
    expect(workspace!.name).toBe(SAMPLE_COMPANY);
    const careers = await t.app.inject({ method: 'GET', url: careersPaths.index(workspace!.slug) });
    expect(careers.body).toContain(`Open positions at ${SAMPLE_COMPANY}`);
    const transcripts = rowsOf<{ transcript: string }>(
      await t.database.db.execute(
        sql`select record->>'transcript' as transcript from calls where workspace_id = ${workspaceId} and agent_id = 'zara'`,
      ),
    ).map((call) => call.transcript);
    const introductions = transcripts.filter((text) => /this is Zara|calling .+ careers/.test(text));
    expect(introductions.length).toBeGreaterThan(20);
    for (const text of introductions) expect(text, text.slice(0, 200)).toContain(SAMPLE_COMPANY);
  });

  it('names a workspace after the company when the sample data loads into it, unless a person named it', async () => {
    const fresh = await signUpUser(t.app);
    expect(await nameSampleWorkspace(t.database.db, fresh.client_id)).toBe(true);
    const named = await signUpUser(t.app);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/workspaces/current',
      headers: bearer(named.token),
      payload: { name: 'Acme Lending' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await nameSampleWorkspace(t.database.db, named.client_id)).toBe(false);
    const names = rowsOf<{ id: string; name: string }>(
      await t.database.db.execute(
        sql`select id, name from workspaces where id in (${fresh.client_id}, ${named.client_id})`,
      ),
    );
    expect(Object.fromEntries(names.map((row) => [row.id, row.name]))).toEqual({
      [fresh.client_id]: SAMPLE_COMPANY,
      [named.client_id]: 'Acme Lending',
    });
  });

  it(`gives the hiring-manager interview one length, ${SAMPLE_INTERVIEW_MINUTES} minutes: the handbook, the calls, the plans and the calendar`, async () => {
    const handbook = sampleKnowledgeBases.flatMap((base) => base.texts.map((text) => text.text)).join('\n');
    const said = (text: string) =>
      [...text.matchAll(/(\d+)-minute (?:video )?interview/g)].map((match) => Number(match[1]));
    expect(said(handbook)).toEqual([SAMPLE_INTERVIEW_MINUTES]);
    const calls = rowsOf<{ transcript: string }>(
      await t.database.db.execute(
        sql`select record->>'transcript' as transcript from calls where workspace_id = ${workspaceId} and agent_id = 'zara'`,
      ),
    );
    const lengths = new Set(calls.flatMap((call) => said(call.transcript)));
    expect([...lengths]).toEqual([SAMPLE_INTERVIEW_MINUTES]);
    const plans = rowsOf<{ minutes: number }>(
      await t.database.db.execute(
        sql`select (r->>'duration_minutes')::int as minutes from interview_plans p, jsonb_array_elements(p.rounds) r where p.workspace_id = ${workspaceId}`,
      ),
    );
    expect(plans.length).toBeGreaterThan(2);
    expect(new Set(plans.map((plan) => Number(plan.minutes)))).toEqual(new Set([SAMPLE_INTERVIEW_MINUTES]));
    const interviews = rowsOf<{ minutes: number }>(
      await t.database.db.execute(
        sql`select (extract(epoch from ends_at - starts_at) / 60)::int as minutes from interviews where workspace_id = ${workspaceId}`,
      ),
    );
    expect(interviews.length).toBeGreaterThan(2);
    expect(new Set(interviews.map((row) => Number(row.minutes)))).toEqual(new Set([SAMPLE_INTERVIEW_MINUTES]));
  });

  it("counts this week's interviews the same on the hiring home and in the recruiting analytics, in any zone", async () => {
    let interviewsSeen = 0;
    for (const tz of ['UTC', 'Asia/Kolkata', 'America/Los_Angeles']) {
      const home = await getHiringHome({ db: t.database.db, workspaceId, tz, now: NOW });
      const analytics = await getRecruitingAnalytics({
        db: t.database.db,
        workspaceId,
        query: { period: '30days', tz },
        now: NOW,
      });
      expect(analytics.interviews.this_week, tz).toBe(home.interviews_this_week.total);
      interviewsSeen += home.interviews_this_week.total;
    }
    expect(interviewsSeen).toBeGreaterThan(0);
  });

  it('shows every candidate zara screened as screened, with the outcome the call gave, and the stage agrees with it', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_ACCOUNT.email, username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const token = signIn.json().data.token as string;
    const screened = rowsOf<{
      application_id: string;
      name: string;
      stage: string;
      reason: string | null;
      reached_interview: boolean;
      outcome: string;
      call_id: string;
    }>(
      await t.database.db
        .execute(sql`select distinct on (a.id) a.id as application_id, c.name, a.stage, a.rejection_reason as reason,
          exists (select 1 from application_stage_events e where e.workspace_id = a.workspace_id and e.application_id = a.id and e.to_stage = 'interview') as reached_interview,
          k.record->'call_analysis'->'custom_analysis_data'->>'screening_outcome' as outcome, k.call_id
        from job_applications a join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
        join candidate_calls l on l.workspace_id = a.workspace_id and l.application_id = a.id
        join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
        where a.workspace_id = ${workspaceId} and k.record->'metadata'->>'call_type' = 'zara_screening'
          and k.record->'call_analysis'->'custom_analysis_data' ? 'screening_outcome'
        order by a.id, k.start_timestamp desc, k.call_id desc`),
    );
    expect(screened.length).toBeGreaterThan(10);
    expect(screened.map((row) => row.name)).toContain('Sana Sheikh');
    for (const row of screened) {
      const detail = (
        await t.app.inject({ url: `/api${candidatePaths.fitScore(row.application_id)}`, headers: bearer(token) })
      ).json().data as CandidateFitDetail;
      expect(detail.screening, row.name).toMatchObject({
        call_id: row.call_id,
        status: 'completed',
        call_successful: row.outcome === 'passed',
        outcome: row.outcome,
      });
      // One record (#30 item 5): the list's screening score is the panel's, and the stage already
      // agrees with the outcome, so nothing is left to propose.
      expect(detail.screening_score, row.name).toBe(detail.screening!.score);
      expect(detail.stage_proposal, row.name).toBeNull();
      if (row.outcome === 'passed') expect(row.reached_interview, row.name).toBe(true);
      if (row.stage === 'screening') expect(row.outcome, row.name).toBe('callback');
      if (row.outcome === 'withdrew')
        expect([row.stage, row.reason], row.name).toEqual(['rejected', expect.stringMatching(/^No longer looking/)]);
      if (row.outcome === 'declined')
        expect([row.stage, row.reason], row.name).toEqual(['rejected', expect.stringMatching(/^Salary/)]);
      if (row.outcome === 'callback') expect(['screening', 'rejected'], row.name).toContain(row.stage);
    }
    // A screening call moves a candidate to Screening: nobody before it has one; no summary says 'shortlisted' of a screening.
    const early = rowsOf<{ name: string }>(
      await t.database.db
        .execute(sql`select c.name from job_applications a join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
        where a.workspace_id = ${workspaceId} and a.stage in ('new', 'shortlisted') and exists (select 1 from candidate_calls l join calls k on k.workspace_id = l.workspace_id
          and k.call_id = l.call_id where l.workspace_id = a.workspace_id and l.application_id = a.id and k.record->'metadata'->>'call_type' = 'zara_screening')`),
    );
    expect(early).toEqual([]);
    const shortlisted = rowsOf<{ call_id: string }>(
      await t.database.db.execute(
        sql`select call_id from calls where workspace_id = ${workspaceId} and record->'metadata'->>'call_type' = 'zara_screening' and call_summary ilike '%shortlisted%'`,
      ),
    );
    expect(shortlisted).toEqual([]);
  });
});
