import {
  hiringHomeLimits,
  recruitingPaths,
  weekInZone,
  type HiringHome,
  type RecruitingAnalytics,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, makeJob } from '../../test/api-testing.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { backendJob } from '../../test/candidates-testing.ts';
import {
  addInterview,
  DAY,
  deliverCall,
  makeApplicant,
  moveApplicant,
  screeningCall,
} from '../../test/recruiting-testing.ts';

// #18 item 7: the hiring home's lists on a hand-made workspace, their limits, and nothing of
// another workspace.

const now = Date.now();

describe('hiring home', () => {
  let t: TestApp;
  let token: string;
  let workspaceId: string;
  let openJob: string;
  let home: HiringHome;

  beforeAll(async () => {
    t = await createTestApp({ CANDIDATE_POLL_MS: '3600000', RETELL_API_KEY: 'test-webhook-key-0123456789' });
    const owner = await signUpUser(t.app);
    token = owner.token;
    workspaceId = owner.client_id;
    openJob = (await makeJob(t, token, backendJob, 'open')).job_id;
    const draftJob = (await makeJob(t, token, { ...backendJob, title: 'Draft role' }, 'draft')).job_id;
    const db = t.database.db;
    const make = (name: string, daysAgo: number, jobId = openJob) =>
      makeApplicant(db, { workspaceId, jobId, name, source: 'careers', daysAgo, now });
    const waiting = await make('Waiting Long', 9);
    await moveApplicant(db, workspaceId, waiting, 'shortlisted', 8, now);
    const booked = await make('Booked Already', 6);
    await moveApplicant(db, workspaceId, booked, 'shortlisted', 5, now);
    await addInterview(db, { workspaceId, applicant: booked, id: 'int_future', inDays: 20, now });
    const recent = await make('Waiting Short', 3);
    await moveApplicant(db, workspaceId, recent, 'shortlisted', 1, now);
    const interviewed = await make('Held Interview', 12);
    await moveApplicant(db, workspaceId, interviewed, 'interview', 10, now);
    await addInterview(db, { workspaceId, applicant: interviewed, id: 'int_past', inDays: -8, now });
    await addInterview(db, { workspaceId, applicant: interviewed, id: 'int_scored', inDays: -9, now });
    await db.execute(
      sql`update interviews set status = 'completed', scorecard = '{}'::jsonb where workspace_id = ${workspaceId} and id = 'int_scored'`,
    );
    const week = weekInZone(now, 'UTC');
    await addInterview(db, {
      workspaceId,
      applicant: interviewed,
      id: 'int_week',
      inDays: (week.from + 3_600_000 - now) / DAY,
      now,
      status: 'completed',
    });
    await make('Draft Applicant', 2, draftJob);
    await db.execute(sql`insert into candidate_calls (workspace_id, candidate_id, call_id, application_id, created_at)
      select workspace_id, candidate_id, 'call_screen', id, now() - interval '1 hour' from job_applications where workspace_id = ${workspaceId} and id = ${waiting.applicationId}`);
    await deliverCall(t, 'call_analyzed', screeningCall('call_screen', { call_successful: true }));
    const response = await apiAs(t, token)('GET', `${recruitingPaths.hiringHome}?tz=UTC`);
    expect(response.statusCode, response.body).toBe(200);
    home = response.json().data;
  }, 480_000);
  afterAll(() => t.close());

  it('lists the open jobs with their candidates per stage', () => {
    expect(home.open_jobs.items).toHaveLength(1);
    expect(home.open_jobs.items[0]).toMatchObject({
      id: openJob,
      title: 'Backend Engineer',
      applicant_count: 4,
      stage_counts: { new: 0, shortlisted: 3, interview: 1, hired: 0 },
    });
    expect(home.open_jobs.more).toBe(false);
  });

  it('lists the shortlisted candidates with no interview booked, longest waiting first', () => {
    expect(home.needs_action.shortlisted_without_interview.items.map((item) => item.candidate_name)).toEqual([
      'Waiting Long',
      'Waiting Short',
    ]);
    expect(home.needs_action.shortlisted_without_interview.items[0]!.since).toBeCloseTo(now - 8 * DAY, -3);
  });

  it('lists the interviews past without a scorecard, and this week’s', () => {
    expect(home.needs_action.missing_scorecards.items.map((item) => item.id)).toEqual(['int_past']);
    expect(home.interviews_this_week.items.map((item) => item.id)).toContain('int_week');
    expect(home.interviews_this_week.items.every((item) => item.starts_at >= weekInZone(now, 'UTC').from)).toBe(true);
  });

  it('lists zara’s screening calls with the candidate and the outcome', () => {
    expect(home.screening_calls.items).toEqual([
      expect.objectContaining({
        call_id: 'call_screen',
        candidate_name: 'Waiting Long',
        job_id: openJob,
        job_title: 'Backend Engineer',
        successful: true,
      }),
    ]);
  });

  it('cuts each list at its limit', async () => {
    const db = t.database.db;
    for (let i = 0; i < hiringHomeLimits.actions + 2; i += 1) {
      const applicant = await makeApplicant(db, {
        workspaceId,
        jobId: openJob,
        name: `Many ${i}`,
        source: 'upload',
        daysAgo: 1,
        now,
      });
      await moveApplicant(db, workspaceId, applicant, 'shortlisted', 0.5, now);
    }
    const data = (await apiAs(t, token)('GET', recruitingPaths.hiringHome)).json().data as HiringHome;
    expect(data.needs_action.shortlisted_without_interview.items).toHaveLength(hiringHomeLimits.actions);
    expect(data.needs_action.shortlisted_without_interview.more).toBe(true);
  });

  it('shows another workspace nothing of this one', async () => {
    const other = await signUpUser(t.app);
    const data = (await apiAs(t, other.token)('GET', recruitingPaths.hiringHome)).json().data as HiringHome;
    expect(data.open_jobs.items).toEqual([]);
    expect(data.interviews_this_week.items).toEqual([]);
    expect(data.screening_calls.items).toEqual([]);
    expect(data.needs_action.shortlisted_without_interview.items).toEqual([]);
    expect(data.needs_action.missing_scorecards.items).toEqual([]);
  });

  it('counts this week’s interviews as the recruiting analytics do: the same week, in the user’s zone, and the same statuses', async () => {
    const other = await signUpUser(t.app);
    const job = (await makeJob(t, other.token, backendJob, 'open')).job_id;
    const db = t.database.db;
    const person = await makeApplicant(db, {
      workspaceId: other.client_id,
      jobId: job,
      name: 'Week Person',
      source: 'careers',
      daysAgo: 20,
      now,
    });
    const zone = 'Asia/Kolkata';
    const week = weekInZone(now, zone);
    const MINUTE = 60_000;
    // [minutes from the week's start in Kolkata, status, counted this week?]
    const cases: [number, string, boolean][] = [
      [-30, 'completed', false],
      [30, 'completed', true],
      [2 * 24 * 60, 'no_show', true],
      [3 * 24 * 60, 'cancelled', false],
      [4 * 24 * 60, 'scheduled', true],
      [(week.to - week.from) / MINUTE - 30, 'scheduled', true],
      [(week.to - week.from) / MINUTE + 30, 'scheduled', false],
    ];
    for (const [index, [minutes, status]] of cases.entries()) {
      await addInterview(db, {
        workspaceId: other.client_id,
        applicant: person,
        id: `int_w${index}`,
        inDays: (week.from + minutes * MINUTE - now) / DAY,
        now,
        status,
      });
    }
    const expected = cases.filter(([, , isCounted]) => isCounted).length;
    for (const tz of [zone, 'America/Los_Angeles']) {
      const home = (
        await apiAs(t, other.token)('GET', `${recruitingPaths.hiringHome}?tz=${encodeURIComponent(tz)}`)
      ).json().data as HiringHome;
      const analytics = (
        await apiAs(t, other.token)('GET', `${recruitingPaths.analytics}?period=7days&tz=${encodeURIComponent(tz)}`)
      ).json().data as RecruitingAnalytics;
      expect(analytics.interviews.this_week, tz).toBe(home.interviews_this_week.total);
      expect(analytics.interviews.weeks.at(-1)!.week_start, tz).toBe(
        new Date(weekInZone(now, tz).from + 12 * 3_600_000).toISOString().slice(0, 10),
      );
      expect(home.interviews_this_week.items.map((item) => item.id).sort(), tz).toHaveLength(
        home.interviews_this_week.total,
      );
      if (tz === zone) expect(home.interviews_this_week.total).toBe(expected);
    }
  });
});
