import { careersMessages, careersPaths, jobMessages, jobPaths, type Job, type JobApplication } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedDaysAgo, sampleCandidates } from '../../seed/candidates-sample.ts';
import { seedCandidates } from '../../seed/candidates-seed.ts';
import { seedJobs } from '../../seed/jobs-sample.ts';
import { expectRefused } from '../../test/expect-refused.ts';
import { addWorkspaceMember, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { apiAs, applicant, apply, makeJob, onSiteJob, remoteJob, slugsOf } from './careers-testing.ts';

describe('posting to the careers site (SPEC §7 post-to-ats) and the applications it brings', () => {
  let t: TestApp;
  let owner: ReturnType<typeof apiAs>;
  let outsider: ReturnType<typeof apiAs>;
  let viewer: ReturnType<typeof apiAs>;
  let ownerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [a, b] = [await signUpUser(t.app), await signUpUser(t.app)];
    ownerToken = a.token;
    [owner, outsider] = [apiAs(t, a.token), apiAs(t, b.token)];
    viewer = apiAs(
      t,
      (await addWorkspaceMember(t, { workspaceId: await workspaceOf(t.app, a.token), role: 'viewer' })).token,
    );
  });
  afterAll(() => t.close());

  it('publishes a draft (the same action as Publish: on the careers site at once); asking again keeps the time', async () => {
    const job = await makeJob(t, ownerToken, remoteJob, 'draft');
    expect(job.posted_timestamp).toBeNull();
    const first = await owner('POST', jobPaths.postToAts, { job_id: job.job_id });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(careersMessages.posted);
    const posted = first.json().data as Job;
    expect(posted).toMatchObject({ status: 'open', published_timestamp: posted.posted_timestamp });
    expect(posted.posted_timestamp).toBeGreaterThan(0);
    expect(posted.careers_path).toMatch(/^\/careers\/[a-z0-9-]+\/senior-backend-engineer(-\d+)?$/);
    expect((await t.app.inject({ method: 'GET', url: posted.careers_path })).statusCode).toBe(200);
    const again = await owner('POST', jobPaths.postToAts, { job_id: job.job_id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: careersMessages.alreadyPosted,
      data: { posted_timestamp: posted.posted_timestamp },
    });
    expect((await owner('GET', jobPaths.job(job.job_id))).json().data.posted_timestamp).toBe(posted.posted_timestamp);
  });

  it('refuses a closed job (409), an unknown one (404) and a bad body (400)', async () => {
    const closed = await makeJob(t, ownerToken, remoteJob, 'closed');
    expectRefused(
      { closed: await owner('POST', jobPaths.postToAts, { job_id: closed.job_id }) },
      409,
      jobMessages.closed,
    );
    expectRefused(
      { unknown: await owner('POST', jobPaths.postToAts, { job_id: 'job_0000000000000000' }) },
      404,
      jobMessages.notFound,
    );
    for (const body of [{}, { job_id: '' }, { job_id: 7 }, { job_id: 'x'.repeat(101) }]) {
      const response = await owner('POST', jobPaths.postToAts, body);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().error_message).toBe('string');
    }
    expect((await owner('GET', jobPaths.job(closed.job_id))).json().data.status).toBe('closed');
  });

  it('answers 404 to another workspace, 403 to a viewer and 401 without a session, posting nothing', async () => {
    const job = await makeJob(t, ownerToken, onSiteJob, 'draft');
    expectRefused(
      { outsider: await outsider('POST', jobPaths.postToAts, { job_id: job.job_id }) },
      404,
      jobMessages.notFound,
    );
    expectRefused({ viewer: await viewer('POST', jobPaths.postToAts, { job_id: job.job_id }) }, 403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api${jobPaths.postToAts}`,
      payload: { job_id: job.job_id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await owner('GET', jobPaths.job(job.job_id))).json().data.posted_timestamp).toBeNull();
  });

  it('lists a job’s applications newest first, a page at a time, and downloads each résumé as an attachment', async () => {
    const job = await makeJob(t, ownerToken, remoteJob);
    for (const [index, name] of ['Ananya Iyer', 'Rohan Mehta', 'Kavya Nair'].entries()) {
      // Other e-mails and phones: three people (the same phone would make them one candidate).
      const response = await apply(
        t,
        job,
        { ...applicant, name, email: `applicant${index}@example.in`, phone: `+91 98765 4321${index}` },
        undefined,
        `198.51.100.${index + 1}`,
      );
      expect(response.statusCode).toBe(303);
    }
    const first = await owner('GET', `${jobPaths.applications(job.job_id)}?limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(3);
    const page = first.json().data as { applications: JobApplication[]; next_cursor: string };
    expect(page.applications.map((application) => application.name)).toEqual(['Kavya Nair', 'Rohan Mehta']);
    expect(page.applications[0]).toMatchObject({
      job_id: job.job_id,
      email: 'applicant2@example.in',
      phone: '+919876543212',
      resume_filename: 'ananya-iyer.pdf',
      resume_content_type: 'application/pdf',
    });
    const second = await viewer('GET', `${jobPaths.applications(job.job_id)}?limit=2&cursor=${page.next_cursor}`);
    expect(second.json().data).toMatchObject({ applications: [{ name: 'Ananya Iyer' }], next_cursor: null });
    expect((await owner('GET', jobPaths.job(job.job_id))).json().data.applicant_count).toBe(3);

    const resume = await viewer('GET', jobPaths.resume(job.job_id, page.applications[0]!.application_id));
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toBe(
      `attachment; filename="ananya-iyer.pdf"; filename*=UTF-8''ananya-iyer.pdf`,
    );
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(resume.rawPayload.length).toBe(page.applications[0]!.resume_bytes);

    // Another workspace, an unknown application, another job's application, a forged cursor.
    const id = page.applications[0]!.application_id;
    const other = await makeJob(t, ownerToken, onSiteJob);
    expectRefused(
      {
        list: await outsider('GET', jobPaths.applications(job.job_id)),
        resume: await outsider('GET', jobPaths.resume(job.job_id, id)),
      },
      404,
      jobMessages.notFound,
    );
    expectRefused(
      {
        unknown: await owner('GET', jobPaths.resume(job.job_id, 'app_0')),
        otherJob: await owner('GET', jobPaths.resume(other.job_id, id)),
      },
      404,
      careersMessages.applicationNotFound,
    );
    expect((await owner('GET', `${jobPaths.applications(job.job_id)}?cursor=nonsense`)).statusCode).toBe(400);
    expect((await owner('GET', `${jobPaths.applications(job.job_id)}?limit=0`)).statusCode).toBe(400);
  });

  it('has the open sample jobs on the careers site since they were published; the sample candidates applied to the sample jobs, each with a résumé', async () => {
    const user = await signUpUser(t.app);
    await seedJobs({ db: t.database.db, workspaceId: user.client_id, userId: null });
    expect(await seedCandidates({ db: t.database.db, workspaceId: user.client_id, userId: null })).toBe(
      sampleCandidates.length,
    );
    const jobs = (await apiAs(t, user.token)('GET', `${jobPaths.list}?limit=100`)).json().data.jobs as Job[];
    // Posted when published, as a recruiter does: the site's dates tell the listings' story.
    const published = jobs.filter((job) => job.status !== 'draft');
    expect(
      published.every((job) => job.posted_timestamp !== null && job.posted_timestamp === job.published_timestamp),
    ).toBe(true);
    expect(jobs.filter((job) => job.status === 'draft').every((job) => job.posted_timestamp === null)).toBe(true);
    const { workspace } = slugsOf(jobs[0]!);
    const index = await t.app.inject({ method: 'GET', url: careersPaths.index(workspace) });
    expect(index.body).toContain(`${jobs.filter((job) => job.status === 'open').length} open positions`);
    const poolCounts: Record<string, number> = {};
    for (const candidate of sampleCandidates)
      poolCounts[candidate.jobTitle] = (poolCounts[candidate.jobTitle] ?? 0) + 1;
    expect(
      Object.fromEntries(jobs.filter((job) => job.applicant_count > 0).map((job) => [job.title, job.applicant_count])),
    ).toEqual(poolCounts);
    const backend = jobs.find((job) => job.title === 'Senior Backend Engineer')!;
    const newestInPool = sampleCandidates
      .filter((c) => c.jobTitle === backend.title)
      .sort((a, b) => appliedDaysAgo(a) - appliedDaysAgo(b))[0]!;
    const [newest] = (await apiAs(t, user.token)('GET', jobPaths.applications(backend.job_id))).json().data
      .applications as JobApplication[];
    expect(newest).toMatchObject({ name: newestInPool.name, email: newestInPool.email });
    const resume = await apiAs(t, user.token)('GET', jobPaths.resume(backend.job_id, newest!.application_id));
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.length).toBeGreaterThan(100);
  });

  it('lists nothing for a job without applications', async () => {
    const job = await makeJob(t, ownerToken, onSiteJob, 'draft');
    const response = await owner('GET', jobPaths.applications(job.job_id));
    expect(response.json()).toMatchObject({ total: 0, data: { applications: [], next_cursor: null } });
  });
});
