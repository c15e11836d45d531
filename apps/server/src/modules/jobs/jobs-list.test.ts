import { jobPaths, type Job } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { seedJobs } from '../../seed/jobs-sample.ts';
import { api, forkliftForm } from '../../test/jobs-testing.ts';
import { bearer, createTestApp, signUpUser, workspaceOf } from '../../test/test-app.ts';

// The job list (SPEC §7 /job-description/list): cursor pages, filters and counts by status, and the
// sample jobs seeded in every status. Each test has a workspace of its own, in an app of its own.

describe('the job list', () => {
  it('lists newest first in cursor pages, by status and search, with counts by status', async () => {
    const fresh = await createTestApp();
    try {
      const own = bearer((await signUpUser(fresh.app)).token);
      const get = (query: string) =>
        fresh.app.inject({ method: 'GET', url: api(`${jobPaths.list}${query}`), headers: own });
      const ids: string[] = [];
      for (let index = 0; index < 7; index += 1) {
        const job = (
          await fresh.app.inject({
            method: 'POST',
            url: api(jobPaths.create),
            headers: own,
            payload: { ...forkliftForm, title: `Picker ${index}`, location: index % 2 ? 'Leeds, UK' : 'York, UK' },
          })
        ).json().data as Job;
        ids.push(job.job_id);
      }
      await fresh.app.inject({
        method: 'PUT',
        url: api(jobPaths.job(ids[0]!)),
        headers: own,
        payload: { status: 'open' },
      });
      await fresh.app.inject({ method: 'POST', url: api(jobPaths.close(ids[1]!)), headers: own });

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const body: { total: number; data: { counts: unknown; jobs: Job[]; next_cursor: string | null } } = (
          await get(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
        ).json();
        expect(body.total).toBe(7);
        expect(body.data.counts).toEqual({ draft: 5, open: 1, closed: 1 });
        seen.push(...body.data.jobs.map((job) => job.job_id));
        cursor = body.data.next_cursor;
      } while (cursor !== null);
      expect(seen).toEqual([...ids].reverse());

      expect((await get('?status=open')).json()).toMatchObject({ total: 1, data: { jobs: [{ job_id: ids[0] }] } });
      expect((await get('?status=draft&search=leeds')).json().total).toBe(2);
      expect((await get('?search=%25')).json().total).toBe(0);
      expect((await get('?status=archived')).statusCode).toBe(400);
      expect((await get('?cursor=forged')).json().error_message).toBe('Invalid cursor');
    } finally {
      await fresh.close();
    }
  });

  it('seeds the sample jobs read from their postings, in every status', async () => {
    const fresh = await createTestApp();
    try {
      const { token } = await signUpUser(fresh.app);
      expect(
        await seedJobs({ db: fresh.database.db, workspaceId: await workspaceOf(fresh.app, token), userId: null }),
      ).toBe(12);
      const own = bearer(token);
      const body = (await fresh.app.inject({ method: 'GET', url: api(jobPaths.list), headers: own })).json();
      expect(body.data.counts).toEqual({ draft: 2, open: 8, closed: 2 });
      const backend = (body.data.jobs as Job[]).find((job) => job.title === 'Senior Backend Engineer')!;
      expect(backend).toMatchObject({
        status: 'open',
        workplace_type: 'hybrid',
        salary_min: 2_000_000,
        salary_max: 3_200_000,
        salary_currency: 'INR',
        skills: ['Java', 'Spring Boot', 'Go', 'PostgreSQL', 'Node.js', 'AWS'],
      });
      expect(backend.responsibilities).toHaveLength(3);
      expect((body.data.jobs as Job[]).find((job) => job.title === 'DevOps Engineer')).toMatchObject({
        status: 'closed',
        workplace_type: 'remote',
      });
      expect((body.data.jobs as Job[]).find((job) => job.title === 'Recruitment Coordinator')).toMatchObject({
        status: 'draft',
        workplace_type: 'remote',
        salary_min: 500_000,
        salary_max: 800_000,
      });
    } finally {
      await fresh.close();
    }
  });
});
