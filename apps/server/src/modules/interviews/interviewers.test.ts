import { interviewMessages, interviewPaths, type Interviewer, type InterviewPlan } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, makeJob } from '../../test/api-testing.ts';
import { addWorkspaceMember, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { backendJob } from '../../test/candidates-testing.ts';

// #18 items 1, 2 and 8: interviewers with their zone and hours, and each job's plan of rounds.

describe('interviewers and interview plans', () => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
    api = apiAs(t, token);
  });
  afterAll(() => t.close());

  const add = async (form: object) => {
    const response = await api('POST', interviewPaths.interviewers, form);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Interviewer;
  };

  it('adds, edits and deactivates interviewers, in their own zone with weekly hours', async () => {
    const priya = await add({
      name: 'Priya Raman',
      email: 'Priya@Example.in',
      time_zone: 'Asia/Kolkata',
      interview_types: ['Technical'],
    });
    expect(priya).toMatchObject({
      email: 'priya@example.in',
      time_zone: 'Asia/Kolkata',
      is_active: true,
      max_per_day: 4,
      max_per_week: 15,
      working_hours: { mon: [{ start: '09:00', end: '17:00' }], fri: [{ start: '09:00', end: '17:00' }] },
    });
    expect(priya.working_hours.sat).toBeUndefined();
    const split = {
      mon: [
        { start: '13:30', end: '17:00' },
        { start: '09:00', end: '12:30' },
      ],
    };
    const edited = (
      await api('PUT', interviewPaths.interviewer(priya.interviewer_id), { working_hours: split, max_per_day: 2 })
    ).json().data as Interviewer;
    expect(edited.working_hours).toEqual({
      mon: [
        { start: '09:00', end: '12:30' },
        { start: '13:30', end: '17:00' },
      ],
    });
    expect(edited.max_per_day).toBe(2);
    const off = (await api('PUT', interviewPaths.interviewer(priya.interviewer_id), { is_active: false })).json()
      .data as Interviewer;
    expect(off.is_active).toBe(false);
    const active = (await api('GET', `${interviewPaths.interviewers}?active=true`)).json().data
      .interviewers as Interviewer[];
    expect(active.map((i) => i.interviewer_id)).not.toContain(priya.interviewer_id);
  });

  it('refuses an unknown zone (400), hours that end before they start or overlap (400), a second interviewer with one address (409)', async () => {
    const zone = await api('POST', interviewPaths.interviewers, {
      name: 'Tom',
      email: 'tom@example.com',
      time_zone: 'Mars/Olympus',
    });
    expect([zone.statusCode, zone.json().error_message]).toEqual([400, interviewMessages.unknownTimeZone]);
    const backwards = await api('POST', interviewPaths.interviewers, {
      name: 'Tom',
      email: 'tom@example.com',
      time_zone: 'Europe/London',
      working_hours: { tue: [{ start: '17:00', end: '09:00' }] },
    });
    expect([backwards.statusCode, backwards.json().error_message]).toEqual([400, interviewMessages.badHours]);
    const overlap = await api('POST', interviewPaths.interviewers, {
      name: 'Tom',
      email: 'tom@example.com',
      time_zone: 'Europe/London',
      working_hours: {
        tue: [
          { start: '09:00', end: '13:00' },
          { start: '12:00', end: '15:00' },
        ],
      },
    });
    expect(overlap.statusCode).toBe(400);
    expect(
      (
        await api('POST', interviewPaths.interviewers, {
          name: 'Tom',
          email: 'tom@example.com',
          time_zone: 'Europe/London',
          working_hours: { tue: [{ start: '9:00', end: '13:00' }] },
        })
      ).statusCode,
    ).toBe(400);
    await add({ name: 'Tom Hughes', email: 'tom@example.com', time_zone: 'Europe/London' });
    const twice = await api('POST', interviewPaths.interviewers, {
      name: 'Tom H',
      email: 'TOM@example.com',
      time_zone: 'Europe/London',
    });
    expect([twice.statusCode, twice.json().error_message]).toEqual([409, interviewMessages.emailTaken]);
    expect((await api('GET', interviewPaths.interviewer('ivr_nope'))).statusCode).toBe(404);
    expect((await api('PUT', interviewPaths.interviewer('ivr_nope'), { name: 'X' })).statusCode).toBe(404);
  });

  it("saves a job's plan of rounds, keeping each round's id, and refuses another workspace's interviewer", async () => {
    const job = await makeJob(t, token, backendJob, 'open');
    const [a, b, c] = [
      await add({ name: 'Asha Rao', email: 'asha@example.in', time_zone: 'Asia/Kolkata' }),
      await add({ name: 'Ben Cole', email: 'ben@example.co.uk', time_zone: 'Europe/London' }),
      await add({ name: 'Cara Diaz', email: 'cara@example.com', time_zone: 'America/New_York' }),
    ];
    expect((await api('GET', `${interviewPaths.plan}?job_id=${job.job_id}`)).statusCode).toBe(404);
    const form = {
      job_id: job.job_id,
      rounds: [
        {
          name: 'Technical',
          duration_minutes: 60,
          mode: 'pool',
          interviewer_ids: [a.interviewer_id, b.interviewer_id, c.interviewer_id],
          panel_size: 2,
          buffer_after_minutes: 15,
          criteria: ['System design', 'Code quality'],
        },
        { name: 'Hiring manager', duration_minutes: 30, interviewer_ids: [a.interviewer_id], advance_to: 'offer' },
      ],
    };
    const saved = (await api('PUT', interviewPaths.plan, form)).json().data as InterviewPlan;
    expect(saved).toMatchObject({ window_days: 14, min_notice_hours: 24 });
    expect(saved.rounds.map((r) => [r.name, r.mode, r.panel_size, r.advance_to])).toEqual([
      ['Technical', 'pool', 2, 'interview'],
      ['Hiring manager', 'fixed', 1, 'offer'],
    ]);
    // Saving again with the ids keeps them.
    const again = (await api('PUT', interviewPaths.plan, { ...form, rounds: saved.rounds })).json()
      .data as InterviewPlan;
    expect(again.rounds.map((r) => r.round_id)).toEqual(saved.rounds.map((r) => r.round_id));
    const bigPanel = await api('PUT', interviewPaths.plan, { ...form, rounds: [{ ...form.rounds[0], panel_size: 4 }] });
    expect(bigPanel.statusCode).toBe(400);

    const other = await signUpUser(t.app);
    const theirJob = await makeJob(t, other.token, backendJob, 'open');
    const foreign = await apiAs(t, other.token)('PUT', interviewPaths.plan, {
      job_id: theirJob.job_id,
      rounds: [{ name: 'Technical', duration_minutes: 60, interviewer_ids: [a.interviewer_id] }],
    });
    expect([foreign.statusCode, foreign.json().error_message]).toEqual([400, interviewMessages.interviewerNotFound]);
    expect((await apiAs(t, other.token)('GET', `${interviewPaths.plan}?job_id=${job.job_id}`)).statusCode).toBe(404);
    const viewer = apiAs(
      t,
      (await addWorkspaceMember(t, { workspaceId: await workspaceOf(t.app, token), role: 'viewer' })).token,
    );
    expect((await viewer('PUT', interviewPaths.plan, form)).statusCode).toBe(403);
    expect((await viewer('GET', `${interviewPaths.plan}?job_id=${job.job_id}`)).statusCode).toBe(200);
  });
});
