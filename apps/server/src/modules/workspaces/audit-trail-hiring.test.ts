import {
  candidatePaths,
  interviewPaths,
  jobPaths,
  weekdays,
  type AuditEvent,
  type CandidateFitItem,
  type InterviewPlan,
  type Interviewer,
  type Job,
  type Slot,
} from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, makeJob, multipartForm } from '../../test/api-testing.ts';
import { backendJob, middleResume, strongResume } from '../../test/candidates-testing.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// #26 item 10, hiring: every write that matters is in the audit log with the readable name of what
// it was done to, which stays when the thing is renamed or deleted; an erased candidate's name
// leaves the log.

describe('the audit trail of hiring', () => {
  let t: TestApp;
  let token: string;
  let api: ReturnType<typeof apiAs>;
  let job: Job;
  let applications: CandidateFitItem[];

  const log = async (query = ''): Promise<AuditEvent[]> => {
    const response = await t.app.inject({
      url: `/api/workspaces/current/audit?limit=200${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.events as AuditEvent[];
  };
  const latest = async (action: AuditEvent['action']) => (await log(`&action=${action}`))[0];
  const candidate = (name: string) => applications.find((application) => application.name === name)!;

  beforeAll(async () => {
    t = await createTestApp({ CANDIDATE_POLL_MS: '3600000' });
    token = (await signUpUser(t.app, { email: 'recruiter@example.com' })).token;
    api = apiAs(t, token);
    job = await makeJob(t, token, { ...backendJob, title: 'Backend Engineer' }, 'posted');
    const form = multipartForm({ job_id: job.job_id }, [
      { field: 'files', filename: 'meera.txt', content: strongResume },
      { field: 'files', filename: 'kabir.txt', content: middleResume },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api${candidatePaths.scoreCandidates}`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    await t.app.candidateScorer.deliverDue();
    applications = (await api('GET', `${candidatePaths.fitScores}?job_id=${job.job_id}`)).json().data.candidates;
  });
  afterAll(() => t.close());

  it('records a job created and published (posting an open job again records nothing), by its title, and keeps the title after a rename', async () => {
    const entries = (await log('&kind=jobs')).filter((event) => event.target_id === job.job_id);
    expect(entries.map((event) => [event.action, event.target, event.target_type, event.actor_email])).toEqual([
      ['job_published', 'Backend Engineer', 'job', 'recruiter@example.com'],
      ['job_created', 'Backend Engineer', 'job', 'recruiter@example.com'],
    ]);
    // An edit that does not change the status is not in the log; the earlier entries keep the title they had.
    expect(
      (await api('PUT', jobPaths.job(job.job_id), { title: 'Platform Engineer', status: 'open' })).statusCode,
    ).toBe(200);
    const after = (await log('&kind=jobs')).filter((event) => event.target_id === job.job_id);
    expect(after).toHaveLength(2);
    expect(after.every((event) => event.target === 'Backend Engineer')).toBe(true);
  });

  it('records a deletion with the title, and the entries of the deleted job still read it', async () => {
    const temp = (await api('POST', jobPaths.create, { ...backendJob, title: 'Temporary role' })).json().data as Job;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api${jobPaths.job(temp.job_id)}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    const entries = (await log('&kind=jobs')).filter((event) => event.target_id === temp.job_id);
    expect(entries.map((event) => [event.action, event.target])).toEqual([
      ['job_deleted', 'Temporary role'],
      ['job_created', 'Temporary role'],
    ]);
  });

  it('records closing once, and each job of a bulk close, by title', async () => {
    const one = await makeJob(t, token, { ...backendJob, title: 'Data Analyst' }, 'open');
    const two = await makeJob(t, token, { ...backendJob, title: 'QA Lead' }, 'draft');
    expect((await api('POST', jobPaths.close(one.job_id))).statusCode).toBe(200);
    expect((await api('POST', jobPaths.close(one.job_id))).statusCode).toBe(200);
    expect((await api('POST', jobPaths.closeMany, { job_ids: [one.job_id, two.job_id] })).json().data.closed).toEqual([
      two.job_id,
    ]);
    const closed = await log('&action=job_closed');
    expect(closed.map((event) => event.target).sort()).toEqual(['Data Analyst', 'QA Lead']);
  });

  it('records a copy as a job created under its own title', async () => {
    const copy = (await api('POST', jobPaths.copy(job.job_id))).json().data as Job;
    expect(await latest('job_created')).toMatchObject({ target: 'Copy of Platform Engineer', target_id: copy.job_id });
  });

  it('records stage moves with the candidate, the job and the stages; the same stage is no move', async () => {
    const meera = candidate('Meera Shah');
    expect(
      (await api('POST', candidatePaths.stage, { application_ids: [meera.application_id], stage: 'shortlisted' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api('POST', candidatePaths.stage, { application_ids: [meera.application_id], stage: 'shortlisted' }))
        .statusCode,
    ).toBe(200);
    const moves = await log('&action=candidate_stage_changed');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      target: 'Meera Shah',
      target_type: 'application',
      details: { job: 'Platform Engineer', from: 'new', to: 'shortlisted' },
    });
  });

  it('records interviews booked, moved and cancelled with the candidate, round, job and times', async () => {
    const everyDay = Object.fromEntries(weekdays.map((day) => [day, [{ start: '00:00', end: '24:00' }]]));
    const asha = (
      await api('POST', interviewPaths.interviewers, {
        name: 'Asha Rao',
        email: 'asha@example.in',
        time_zone: 'UTC',
        working_hours: everyDay,
      })
    ).json().data as Interviewer;
    const plan = (
      await api('PUT', interviewPaths.plan, {
        job_id: job.job_id,
        window_days: 7,
        min_notice_hours: 0,
        rounds: [{ name: 'Technical', duration_minutes: 45, interviewer_ids: [asha.interviewer_id] }],
      })
    ).json().data as InterviewPlan;
    const meera = candidate('Meera Shah');
    const roundId = plan.rounds[0]!.round_id;
    const slots = (
      await api('GET', `${interviewPaths.slots}?application_id=${meera.application_id}&round_id=${roundId}&limit=3`)
    ).json().data.slots as Slot[];
    const booked = await api('POST', interviewPaths.interviews, {
      application_id: meera.application_id,
      round_id: roundId,
      start_timestamp: slots[0]!.start_timestamp,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const interviewId = booked.json().data.interview_id as string;
    expect(
      (await api('POST', interviewPaths.reschedule(interviewId), { start_timestamp: slots[2]!.start_timestamp }))
        .statusCode,
    ).toBe(200);
    expect((await api('POST', interviewPaths.cancel(interviewId), {})).statusCode).toBe(200);

    const [cancelled, moved, made] = await log('&kind=interviews');
    const about = {
      target: 'Meera Shah',
      target_type: 'interview',
      target_id: interviewId,
      actor_email: 'recruiter@example.com',
    };
    const starts = (at: number) => new Date(at).toISOString();
    expect(made).toMatchObject({
      ...about,
      action: 'interview_booked',
      details: { job: 'Platform Engineer', round: 'Technical', starts_at: starts(slots[0]!.start_timestamp) },
    });
    expect(moved).toMatchObject({
      ...about,
      action: 'interview_rescheduled',
      details: { starts_at: starts(slots[2]!.start_timestamp), from: starts(slots[0]!.start_timestamp) },
    });
    expect(cancelled).toMatchObject({
      ...about,
      action: 'interview_cancelled',
      details: { round: 'Technical', starts_at: starts(slots[2]!.start_timestamp) },
    });
  });

  it('records a booking the candidate made through a link, with no user and no address', async () => {
    const kabir = candidate('Kabir Rao');
    const plan = (await api('GET', `${interviewPaths.plan}?job_id=${job.job_id}`)).json().data as InterviewPlan;
    const { url } = (
      await api('POST', interviewPaths.bookingLinks, {
        application_id: kabir.application_id,
        round_id: plan.rounds[0]!.round_id,
      })
    ).json().data as { url: string };
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    // The page's first time links to its confirm step (…&start=<ms>); posting it books.
    const start = Number(
      /data-testid="time" href="[^"]*start=(\d+)"/.exec((await t.app.inject({ url: path })).body)![1],
    );
    const booked = await t.app.inject({
      method: 'POST',
      url: path,
      payload: `start=${start}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await latest('interview_booked')).toMatchObject({
      target: 'Kabir Rao',
      actor_email: '',
      ip: '',
      details: { by: 'candidate', round: 'Technical' },
    });
  });

  it('records the exports: the candidates of a job as CSV, and one candidate’s data by name', async () => {
    const csv = await t.app.inject({
      url: `/api${candidatePaths.fitScoresCsv}?job_id=${job.job_id}`,
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(await latest('export')).toMatchObject({
      target_type: 'candidates_csv',
      target: 'Platform Engineer',
      target_id: job.job_id,
      details: { rows: 2 },
    });
    const meera = candidate('Meera Shah');
    expect(
      (await t.app.inject({ url: `/api${candidatePaths.candidateExport(meera.candidate_id)}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(await latest('export')).toMatchObject({
      target_type: 'candidate',
      target: 'Meera Shah',
      target_id: meera.candidate_id,
    });
  });

  it('an erasure is recorded without the name, and the name leaves every entry that held it', async () => {
    const meera = candidate('Meera Shah');
    const before = await log();
    expect(before.filter((event) => event.target === 'Meera Shah').length).toBeGreaterThanOrEqual(5);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api${candidatePaths.candidate(meera.candidate_id)}?calls=anonymise`,
      headers: bearer(token),
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await log();
    expect(after[0]).toMatchObject({
      action: 'candidate_erased',
      target: '',
      target_type: 'candidate',
      details: { applications: 1, calls_choice: 'anonymise' },
    });
    expect(JSON.stringify(after)).not.toContain('Meera');
    // The same entries are still there, each blank where the name was; the job and round they name stay.
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((event) => event.action === 'candidate_stage_changed')).toMatchObject({
      target: '',
      details: { job: 'Platform Engineer', to: 'shortlisted' },
    });
    const csv = await t.app.inject({ url: '/api/workspaces/current/audit.csv', headers: bearer(token) });
    expect(csv.body).not.toContain('Meera');
    // Another candidate's entries keep their name.
    expect(after.some((event) => event.target === 'Kabir Rao')).toBe(true);
  });

  it('filters by kind, and refuses an unknown one', async () => {
    const interviews = await log('&kind=interviews');
    expect(new Set(interviews.map((event) => event.action))).toEqual(
      new Set(['interview_booked', 'interview_rescheduled', 'interview_cancelled']),
    );
    const exports = await log('&kind=exports');
    expect(exports.every((event) => event.action === 'export')).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/workspaces/current/audit?kind=everything', headers: bearer(token) })).statusCode,
    ).toBe(400);
  });
});
