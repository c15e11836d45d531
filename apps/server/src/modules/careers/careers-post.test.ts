import { careersMessages, jobMessages, jobPaths, type Job, type JobApplication } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { seedCareers } from '../../seed/careers-sample.ts';
import { seedJobs } from '../../seed/jobs-sample.ts';
import { expectRefused } from '../../test/expect-refused.ts';
import { addWorkspaceMember, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { apiAs, applicant, apply, makeJob, onSiteJob, remoteJob } from './careers-testing.ts';

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
    viewer = apiAs(t, (await addWorkspaceMember(t, { workspaceId: await workspaceOf(t.app, a.token), role: 'viewer' })).token);
  });
  afterAll(() => t.close());

  it('posts an open job, answering it with posted_timestamp; posting it again keeps the time', async () => {
    const job = await makeJob(t, ownerToken, remoteJob, 'open');
    expect(job.posted_timestamp).toBeNull();
    const first = await owner('POST', jobPaths.postToAts, { job_id: job.job_id });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(careersMessages.posted);
    const posted = first.json().data as Job;
    expect(posted.posted_timestamp).toBeGreaterThan(0);
    expect(posted.careers_path).toMatch(/^\/careers\/[a-z0-9-]+\/senior-backend-engineer(-\d+)?$/);
    const again = await owner('POST', jobPaths.postToAts, { job_id: job.job_id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: careersMessages.alreadyPosted, data: { posted_timestamp: posted.posted_timestamp } });
    expect((await owner('GET', jobPaths.job(job.job_id))).json().data.posted_timestamp).toBe(posted.posted_timestamp);
  });

  it('refuses a draft and a closed job (409), an unknown one (404) and a bad body (400)', async () => {
    const draft = await makeJob(t, ownerToken, remoteJob, 'draft');
    const closed = await makeJob(t, ownerToken, remoteJob, 'closed');
    expectRefused({ draft: await owner('POST', jobPaths.postToAts, { job_id: draft.job_id }) }, 409, careersMessages.draft);
    expectRefused({ closed: await owner('POST', jobPaths.postToAts, { job_id: closed.job_id }) }, 409, jobMessages.closed);
    expectRefused({ unknown: await owner('POST', jobPaths.postToAts, { job_id: 'job_0000000000000000' }) }, 404, jobMessages.notFound);
    for (const body of [{}, { job_id: '' }, { job_id: 7 }, { job_id: 'x'.repeat(101) }]) {
      const response = await owner('POST', jobPaths.postToAts, body);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().error_message).toBe('string');
    }
    const [row] = rowsOf<{ posted_at: string | null }>(await t.database.db.execute(sql`select posted_at from jobs where id = ${draft.job_id}`));
    expect(row!.posted_at).toBeNull();
  });

  it('answers 404 to another workspace, 403 to a viewer and 401 without a session, posting nothing', async () => {
    const job = await makeJob(t, ownerToken, onSiteJob, 'open');
    expectRefused({ outsider: await outsider('POST', jobPaths.postToAts, { job_id: job.job_id }) }, 404, jobMessages.notFound);
    expectRefused({ viewer: await viewer('POST', jobPaths.postToAts, { job_id: job.job_id }) }, 403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api${jobPaths.postToAts}`, payload: { job_id: job.job_id } });
    expect(anonymous.statusCode).toBe(401);
    expect((await owner('GET', jobPaths.job(job.job_id))).json().data.posted_timestamp).toBeNull();
  });

  it('lists a job’s applications newest first, a page at a time, and downloads each résumé as an attachment', async () => {
    const job = await makeJob(t, ownerToken, remoteJob);
    for (const [index, name] of ['Ananya Iyer', 'Rohan Mehta', 'Kavya Nair'].entries()) {
      // Other e-mails and phones: three people (the same phone would make them one candidate).
      const response = await apply(t, job, { ...applicant, name, email: `applicant${index}@example.in`, phone: `+91 98765 4321${index}` }, undefined, `198.51.100.${index + 1}`);
      expect(response.statusCode).toBe(303);
    }
    const first = await owner('GET', `${jobPaths.applications(job.job_id)}?limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(3);
    const page = first.json().data as { applications: JobApplication[]; next_cursor: string };
    expect(page.applications.map((application) => application.name)).toEqual(['Kavya Nair', 'Rohan Mehta']);
    expect(page.applications[0]).toMatchObject({ job_id: job.job_id, email: 'applicant2@example.in', phone: '+919876543212', resume_filename: 'ananya-iyer.pdf', resume_content_type: 'application/pdf' });
    const second = await viewer('GET', `${jobPaths.applications(job.job_id)}?limit=2&cursor=${page.next_cursor}`);
    expect(second.json().data).toMatchObject({ applications: [{ name: 'Ananya Iyer' }], next_cursor: null });
    expect((await owner('GET', jobPaths.job(job.job_id))).json().data.applicant_count).toBe(3);

    const resume = await viewer('GET', jobPaths.resume(job.job_id, page.applications[0]!.application_id));
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toBe(`attachment; filename="ananya-iyer.pdf"; filename*=UTF-8''ananya-iyer.pdf`);
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(resume.rawPayload.length).toBe(page.applications[0]!.resume_bytes);

    // Another workspace, an unknown application, another job's application, a forged cursor.
    const id = page.applications[0]!.application_id;
    const other = await makeJob(t, ownerToken, onSiteJob);
    expectRefused(
      { list: await outsider('GET', jobPaths.applications(job.job_id)), resume: await outsider('GET', jobPaths.resume(job.job_id, id)) },
      404,
      jobMessages.notFound,
    );
    expectRefused({ unknown: await owner('GET', jobPaths.resume(job.job_id, 'app_0')), otherJob: await owner('GET', jobPaths.resume(other.job_id, id)) }, 404, careersMessages.applicationNotFound);
    expect((await owner('GET', `${jobPaths.applications(job.job_id)}?cursor=nonsense`)).statusCode).toBe(400);
    expect((await owner('GET', `${jobPaths.applications(job.job_id)}?limit=0`)).statusCode).toBe(400);
  });

  it('posts the open sample jobs to the careers site and gives two of them applications, each with a PDF résumé', async () => {
    const user = await signUpUser(t.app);
    await seedJobs({ db: t.database.db, workspaceId: user.client_id, userId: null });
    expect(await seedCareers({ db: t.database.db, workspaceId: user.client_id })).toBe(6);
    const jobs = (await apiAs(t, user.token)('GET', `${jobPaths.list}?limit=100`)).json().data.jobs as Job[];
    // Posted when published, as a recruiter does: the site's dates tell the listings' story.
    expect(jobs.filter((job) => job.status === 'open').every((job) => job.posted_timestamp !== null && job.posted_timestamp === job.published_timestamp)).toBe(true);
    expect(jobs.filter((job) => job.status !== 'open').every((job) => job.posted_timestamp === null)).toBe(true);
    expect(Object.fromEntries(jobs.filter((job) => job.applicant_count > 0).map((job) => [job.title, job.applicant_count]))).toEqual({ 'Senior Backend Engineer': 4, 'Data Analyst': 2 });
    const backend = jobs.find((job) => job.title === 'Senior Backend Engineer')!;
    const [newest] = (await apiAs(t, user.token)('GET', jobPaths.applications(backend.job_id))).json().data.applications as JobApplication[];
    expect(newest).toMatchObject({ name: 'Vikram Reddy', resume_filename: 'vikram-reddy-resume.pdf', resume_content_type: 'application/pdf' });
    const resume = await apiAs(t, user.token)('GET', jobPaths.resume(backend.job_id, newest!.application_id));
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists nothing for a job without applications', async () => {
    const job = await makeJob(t, ownerToken, onSiteJob, 'draft');
    const response = await owner('GET', jobPaths.applications(job.job_id));
    expect(response.json()).toMatchObject({ total: 0, data: { applications: [], next_cursor: null } });
  });
});
