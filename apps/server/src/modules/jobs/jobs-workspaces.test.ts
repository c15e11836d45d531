import { jobMessages, jobPaths, type Job, type JobForm } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { seedJobs } from '../../seed/jobs-sample.ts';
import { expectRefused } from '../../test/expect-refused.ts';
import { multipartFiles } from '../../test/multipart.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { createJob } from './jobs.service.ts';

const api = (path: string) => `/api${path}`;
const form = {
  title: 'Forklift Operator',
  department: 'Operations',
  location: 'Bradford',
  summary: 'Move pallets safely.',
  responsibilities: ['Load lorries'],
};
const posting = 'Night Picker\nLocation: Wakefield\n\nResponsibilities\n- Pick orders';

/** Everything stored for a workspace's jobs, to show a refused request changed nothing. */
const stateOf = async (t: TestApp, workspaceId: string) =>
  JSON.stringify(
    rowsOf(await t.database.db.execute(sql`select * from jobs where workspace_id = ${workspaceId} order by id`)),
  );

describe('job descriptions: each workspace sees only its own', () => {
  let t: TestApp;
  let workspaceA: string;
  let workspaceB: string;
  let ownerA: Record<string, string>;
  let viewerA: Record<string, string>;
  let outsider: Record<string, string>;
  let jobA: Job;
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
  ) => t.app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) });
  const upload = (headers: Record<string, string>) => {
    const body = multipartFiles([{ filename: 'night-picker.txt', content: posting, field: 'file' }]);
    return t.app.inject({
      method: 'POST',
      url: api(jobPaths.upload),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [a, b] = [await signUpUser(t.app), await signUpUser(t.app)];
    [workspaceA, workspaceB] = [await workspaceOf(t.app, a.token), await workspaceOf(t.app, b.token)];
    [ownerA, outsider] = [bearer(a.token), bearer(b.token)];
    viewerA = bearer((await addWorkspaceMember(t, { workspaceId: workspaceA, role: 'viewer' })).token);
    await call(ownerA, 'PUT', jobPaths.postingSettings, { default_country: 'GB' });
    jobA = (await call(ownerA, 'POST', jobPaths.create, form)).json().data as Job;
    await call(ownerA, 'PUT', jobPaths.job(jobA.job_id), { status: 'open' });
  });
  afterAll(() => t.close());

  it('lists and counts only the workspace’s jobs', async () => {
    await seedJobs({ db: t.database.db, workspaceId: workspaceB, userId: null });
    const listA = (await call(ownerA, 'GET', jobPaths.list)).json();
    expect(listA).toMatchObject({
      total: 1,
      data: { counts: { draft: 0, open: 1, closed: 0 }, jobs: [{ job_id: jobA.job_id }] },
    });
    const listB = (await call(outsider, 'GET', `${jobPaths.list}?search=operator`)).json();
    expect(listB).toMatchObject({ total: 0, data: { jobs: [], counts: { draft: 2, open: 8, closed: 2 } } });
    expect(
      (await call(outsider, 'GET', `${jobPaths.list}?status=open`)).json().data.jobs.map((job: Job) => job.job_id),
    ).not.toContain(jobA.job_id);
    expect((await call(ownerA, 'GET', jobPaths.facets)).json().data).toEqual({
      departments: ['Operations'],
      locations: ['Bradford'],
    });
    expect((await call(ownerA, 'GET', `${jobPaths.list}?department=operations&sort=title`)).json().total).toBe(1);
    expect((await call(outsider, 'GET', `${jobPaths.list}?location=bradford&sort=applicants`)).json().total).toBe(0);
  });

  it('answers 404 to a member of another workspace on every route with the first workspace’s ids, and writes nothing', async () => {
    const before = await stateOf(t, workspaceA);
    const attempts = {
      get: await call(outsider, 'GET', jobPaths.job(jobA.job_id)),
      update: await call(outsider, 'PUT', jobPaths.job(jobA.job_id), { title: 'Taken over' }),
      publish: await call(outsider, 'PUT', jobPaths.job(jobA.job_id), { status: 'open' }),
      close: await call(outsider, 'POST', jobPaths.close(jobA.job_id)),
      copy: await call(outsider, 'POST', jobPaths.copy(jobA.job_id)),
      delete: await call(outsider, 'DELETE', jobPaths.job(jobA.job_id)),
    };
    expectRefused(attempts, 404, jobMessages.notFound);
    // A bulk close counts the other workspace's ids as not found, and leaves them be.
    const bulk = await call(outsider, 'POST', jobPaths.closeMany, { job_ids: [jobA.job_id] });
    expect(bulk.json().data).toEqual({ closed: [], already_closed: [], not_found: [jobA.job_id] });
    expect(await stateOf(t, workspaceA)).toBe(before);
    const [copies] = rowsOf<{ n: string | number }>(
      await t.database.db.execute(sql`select count(*) as n from jobs where copied_from = ${jobA.job_id}`),
    );
    expect(Number(copies!.n)).toBe(0);
  });

  it('lets a viewer read but not write (403), and writes nothing', async () => {
    expect((await call(viewerA, 'GET', jobPaths.list)).json().total).toBe(1);
    expect((await call(viewerA, 'GET', jobPaths.job(jobA.job_id))).json().data.title).toBe('Forklift Operator');
    const before = await stateOf(t, workspaceA);
    const attempts = {
      create: await call(viewerA, 'POST', jobPaths.create, form),
      text: await call(viewerA, 'POST', jobPaths.uploadText, { text: posting }),
      file: await upload(viewerA),
      update: await call(viewerA, 'PUT', jobPaths.job(jobA.job_id), { title: 'Renamed' }),
      close: await call(viewerA, 'POST', jobPaths.close(jobA.job_id)),
      copy: await call(viewerA, 'POST', jobPaths.copy(jobA.job_id)),
      delete: await call(viewerA, 'DELETE', jobPaths.job(jobA.job_id)),
      closeMany: await call(viewerA, 'POST', jobPaths.closeMany, { job_ids: [jobA.job_id] }),
    };
    expectRefused(attempts, 403);
    expect(await stateOf(t, workspaceA)).toBe(before);
  });

  it('creates in the session’s workspace from a form, a text and a file, and copies within it', async () => {
    const made = [
      (await call(outsider, 'POST', jobPaths.create, form)).json().data as Job,
      (await call(outsider, 'POST', jobPaths.uploadText, { text: posting })).json().data as Job,
      (await upload(outsider)).json().data as Job,
    ];
    const copy = (await call(outsider, 'POST', jobPaths.copy(made[0]!.job_id))).json().data as Job;
    expect(copy.copied_from).toBe(made[0]!.job_id);
    const rows = rowsOf<{ id: string; workspace_id: string }>(
      await t.database.db.execute(
        sql`select id, workspace_id from jobs where id in (${sql.join(
          [...made, copy].map((job) => sql`${job.job_id}`),
          sql`, `,
        )})`,
      ),
    );
    expect(rows.map((row) => row.workspace_id)).toEqual([workspaceB, workspaceB, workspaceB, workspaceB]);
    expect((await call(ownerA, 'GET', jobPaths.job(copy.job_id))).statusCode).toBe(404);
  });

  it('never records a copy of another workspace’s job, in the service or in the database', async () => {
    const copyOf: JobForm = {
      ...form,
      employment_type: 'full_time',
      workplace_type: 'on_site',
      salary_min: null,
      salary_max: null,
      salary_currency: '',
      requirements: [],
      skills: [],
      seniority: null,
      nice_to_have: [],
      benefits: [],
      application_deadline: null,
      openings: 1,
      hiring_manager: '',
    };
    const job = await createJob(t.database.db, {
      workspaceId: workspaceB,
      form: copyOf,
      source: 'copy',
      userId: null,
      copiedFrom: jobA.job_id,
    });
    expect(job.copied_from).toBeNull();
    const smuggled = t.database.db.execute(sql`update jobs set copied_from = ${jobA.job_id} where id = ${job.job_id}`);
    await expect(smuggled).rejects.toMatchObject({
      cause: { message: expect.stringContaining('jobs_copied_from_workspace_fkey') },
    });
  });
});
