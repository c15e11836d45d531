import { recruitingPaths, weekInZone, type RecruitingAnalytics } from '@agentdesk/shared';
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
  type Applicant,
} from '../../test/recruiting-testing.ts';

// #18 item 6: the recruiting analytics on a hand-made set of applications moved through their
// stages at known times; the figures below are worked out by hand from the set, not read off the
// counters.

const now = Date.now();

describe('recruiting analytics', () => {
  let t: TestApp;
  let token: string;
  let workspaceId: string;
  let jobA: string;
  let jobB: string;
  let a: Record<string, Applicant>;

  const get = async (query: string) => {
    const response = await apiAs(t, token)('GET', `${recruitingPaths.analytics}?tz=UTC&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as RecruitingAnalytics;
  };

  beforeAll(async () => {
    t = await createTestApp({ CANDIDATE_POLL_MS: '3600000', RETELL_API_KEY: 'test-webhook-key-0123456789' });
    const owner = await signUpUser(t.app);
    token = owner.token;
    workspaceId = owner.client_id;
    jobA = (await makeJob(t, token, backendJob, 'open')).job_id;
    jobB = (await makeJob(t, token, { ...backendJob, title: 'Data Analyst' }, 'open')).job_id;
    const db = t.database.db;
    const make = (jobId: string, name: string, source: 'careers' | 'upload' | 'manual', daysAgo: number) =>
      makeApplicant(db, { workspaceId, jobId, name, source, daysAgo, now });
    a = {
      a1: await make(jobA, 'Asha One', 'careers', 10),
      a2: await make(jobA, 'Bina Two', 'careers', 10),
      a3: await make(jobA, 'Chitra Three', 'upload', 5),
      a4: await make(jobA, 'Dev Four', 'upload', 5),
      a5: await make(jobA, 'Esha Five', 'manual', 60),
      b1: await make(jobB, 'Farah Six', 'careers', 3),
    };
    const moves: [string, Parameters<typeof moveApplicant>[3], number][] = [
      ['a1', 'shortlisted', 9],
      ['a1', 'screening', 8],
      ['a1', 'interview', 6],
      ['a1', 'offer', 4],
      ['a1', 'hired', 2],
      ['a2', 'shortlisted', 8],
      ['a2', 'screening', 7],
      ['a2', 'rejected', 6],
      // Straight to Interview: it passed Shortlisted and Screening on the way.
      ['a3', 'interview', 3],
      ['a4', 'rejected', 4],
      ['a5', 'shortlisted', 59],
      // Back and forth: Shortlisted counts once, the two stays in New both count.
      ['b1', 'shortlisted', 2],
      ['b1', 'new', 1],
      ['b1', 'shortlisted', 0.5],
    ];
    for (const [key, to, daysAgo] of moves) await moveApplicant(db, workspaceId, a[key]!, to, daysAgo, now);

    await addInterview(db, { workspaceId, applicant: a['a1']!, id: 'int_1', inDays: -6, now, status: 'completed' });
    await addInterview(db, { workspaceId, applicant: a['a3']!, id: 'int_2', inDays: -3, now });
    await db.execute(
      sql`update interviews set status = 'no_show' where workspace_id = ${workspaceId} and id = 'int_2'`,
    );
    await addInterview(db, { workspaceId, applicant: a['a2']!, id: 'int_3', inDays: -5, now, status: 'cancelled' });
    // Upcoming: after the period.
    await addInterview(db, { workspaceId, applicant: a['b1']!, id: 'int_4', inDays: 2, now });
    // Moved, then held: counted once, where it happened.
    await addInterview(db, { workspaceId, applicant: a['a1']!, id: 'int_5', inDays: -4, now });
    await db.execute(
      sql`update interviews set starts_at = starts_at + interval '3 days', status = 'completed' where workspace_id = ${workspaceId} and id = 'int_5'`,
    );

    // Screening calls: linked before the call arrives (as a placed call is), then ended and analysed.
    const link = (callId: string, applicant: Applicant) =>
      db.execute(sql`insert into candidate_calls (workspace_id, candidate_id, call_id, application_id)
        select workspace_id, candidate_id, ${callId}, id from job_applications where workspace_id = ${workspaceId} and id = ${applicant.applicationId}`);
    await link('call_s1', a['a1']!);
    await deliverCall(t, 'call_ended', screeningCall('call_s1'));
    await deliverCall(t, 'call_analyzed', screeningCall('call_s1', { call_successful: true }));
    await deliverCall(t, 'call_analyzed', screeningCall('call_s2', { call_successful: false }));
    await link('call_s2', a['a2']!);
    await deliverCall(t, 'call_ended', screeningCall('call_s3'));
    await link('call_s3', a['b1']!);
    // Not a screening call: not counted.
    await deliverCall(
      t,
      'call_analyzed',
      screeningCall('call_x', { call_successful: true }, 'zara_interview_scheduling'),
    );
    await link('call_x', a['a3']!);
  }, 480_000);
  afterAll(() => t.close());

  it('counts the funnel of the period’s applications with the conversions between stages', async () => {
    const data = await get('period=30days');
    expect(data.funnel).toEqual([
      { stage: 'new', count: 5, conversion: null },
      { stage: 'shortlisted', count: 4, conversion: 0.8 },
      { stage: 'screening', count: 3, conversion: 0.75 },
      { stage: 'interview', count: 2, conversion: 2 / 3 },
      { stage: 'offer', count: 1, conversion: 0.5 },
      { stage: 'hired', count: 1, conversion: 1 },
    ]);
    expect(data.rejected).toBe(2);
    expect(data.sources).toEqual([
      { source: 'careers', applied: 3, hired: 1 },
      { source: 'upload', applied: 2, hired: 0 },
    ]);
  });

  it('follows the period and the job', async () => {
    const counts = (data: RecruitingAnalytics) => data.funnel.map((step) => step.count);
    expect(counts(await get('period=90days'))).toEqual([6, 5, 3, 2, 1, 1]);
    expect(counts(await get('period=7days'))).toEqual([3, 2, 1, 1, 0, 0]);
    const onlyA = await get(`period=30days&job_id=${jobA}`);
    expect(counts(onlyA)).toEqual([4, 3, 3, 2, 1, 1]);
    expect(onlyA.rejected).toBe(2);
    expect(onlyA.job_id).toBe(jobA);
    expect(counts(await get(`period=30days&job_id=${jobB}`))).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it('measures the times to screening and interview and in each stage (medians within 2.5%, exact averages)', async () => {
    const { times } = await get('period=30days');
    const near = (ms: number | null, days: number) =>
      expect(Math.abs((ms ?? 0) - days * DAY) / (days * DAY)).toBeLessThan(0.025);
    expect(times.to_screening.samples).toBe(3);
    near(times.to_screening.median_ms, 2);
    expect(times.to_screening.average_ms).toBe(Math.round((7 / 3) * DAY));
    expect(times.to_interview.samples).toBe(2);
    near(times.to_interview.median_ms, 2);
    expect(times.to_interview.average_ms).toBe(3 * DAY);
    const inStage = Object.fromEntries(times.in_stage.map((s) => [s.stage, s]));
    expect(inStage['new']).toMatchObject({ samples: 6, average_ms: 1.25 * DAY });
    near(inStage['new']!.median_ms, 1);
    expect(inStage['shortlisted']).toMatchObject({ samples: 3, average_ms: DAY });
    expect(inStage['screening']).toMatchObject({ samples: 2, average_ms: 1.5 * DAY });
    near(inStage['screening']!.median_ms, 1);
    expect(inStage['interview']).toMatchObject({ samples: 1, average_ms: 2 * DAY });
    expect(inStage['offer']).toMatchObject({ samples: 1, average_ms: 2 * DAY });
  });

  it('counts interviews per whole week (Monday to Sunday in the zone, this week’s upcoming ones too) by their status now, and the no-shows', async () => {
    const { interviews } = await get('period=30days');
    const week = weekInZone(now, 'UTC');
    const inWeek = (days: number) => now + days * DAY >= week.from && now + days * DAY < week.to;
    // The upcoming interview (in two days) is this week's unless the week ends first.
    const upcoming = inWeek(2) ? 1 : 0;
    const sum = (key: 'scheduled' | 'completed' | 'cancelled' | 'no_show') =>
      interviews.weeks.reduce((total, week) => total + week[key], 0);
    expect([sum('scheduled'), sum('completed'), sum('cancelled'), sum('no_show')]).toEqual([upcoming, 2, 1, 1]);
    // A cancelled interview is not counted.
    expect(interviews.total).toBe(3 + upcoming);
    expect(interviews.this_week).toBe([-6, -3, 2, -1].filter(inWeek).length);
    expect(interviews.no_show).toBe(1);
    expect(interviews.no_show_rate).toBeCloseTo(1 / 3);
    // Consecutive Mondays covering the period, the last this week's.
    for (const [index, week] of interviews.weeks.entries()) {
      expect(new Date(`${week.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
      if (index > 0)
        expect(Date.parse(week.week_start) - Date.parse(interviews.weeks[index - 1]!.week_start)).toBe(7 * DAY);
    }
    expect(interviews.weeks.at(-1)!.week_start).toBe(new Date(week.from).toISOString().slice(0, 10));
    expect(interviews.weeks.length).toBeGreaterThanOrEqual(5);
  });

  it('counts zara’s screening calls by their analysis, following a call as it is analysed', async () => {
    expect((await get('period=7days')).screening).toEqual({ successful: 1, unsuccessful: 1, no_analysis: 1 });
    expect((await get(`period=7days&job_id=${jobB}`)).screening).toEqual({
      successful: 0,
      unsuccessful: 0,
      no_analysis: 1,
    });
    await deliverCall(t, 'call_analyzed', screeningCall('call_s3', { call_successful: true }));
    expect((await get('period=7days')).screening).toEqual({ successful: 2, unsuccessful: 1, no_analysis: 0 });
  });

  it('answers an empty period with zeros and nulls', async () => {
    const other = await signUpUser(t.app);
    const response = await apiAs(t, other.token)('GET', `${recruitingPaths.analytics}?period=30days`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as RecruitingAnalytics;
    expect(data.funnel.every((step) => step.count === 0 && step.conversion === null)).toBe(true);
    expect(data.times.to_screening).toEqual({ median_ms: null, average_ms: null, samples: 0 });
    expect(data.interviews.no_show_rate).toBeNull();
    expect(data.sources).toEqual([]);
    expect((await apiAs(t, other.token)('GET', `${recruitingPaths.analytics}?job_id=${jobA}`)).statusCode).toBe(404);
  });
});
