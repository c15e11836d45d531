import {
  closeJobsMessage,
  defaultJobOrder,
  jobMessages,
  jobPaths,
  jobSorts,
  sortOrders,
  type Job,
  type JobSort,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordApplication } from '../careers/index.ts';
import { api, expectedOrder, useJobListingsApp, type Listed, type Page } from '../../test/job-listings-testing.ts';
import { addWorkspaceMember, bearer } from '../../test/test-app.ts';

// Issue #16 item 5, Job Listings: every sort in both orders walked page by page through its
// cursors, the filters, the page sizes, delete (never a job someone applied to) and bulk close.

const listings = useJobListingsApp();
const { get, call, walk } = listings;

describe('Job Listings: sorts, filters, pages, delete and bulk close', () => {
  it.each(jobSorts.flatMap((sort) => sortOrders.map((order) => [sort, order] as const)))(
    'sorts by %s %s, ties by id, the same whatever the page size',
    async (sort, order) => {
      const jobs = listings.jobs();
      const expected = expectedOrder(jobs, sort, order);
      for (const limit of [1, 4, 10, 20])
        expect(await walk(`sort=${sort}&order=${order}`, limit), `limit ${limit}`).toEqual(expected);
    },
  );

  it("sorts in the column's own order unless told, newest first by default", async () => {
    const jobs = listings.jobs();
    expect(await walk('', 50)).toEqual(expectedOrder(jobs, 'created', 'desc'));
    for (const sort of jobSorts)
      expect(await walk(`sort=${sort}`, 5), sort).toEqual(expectedOrder(jobs, sort, defaultJobOrder[sort]));
  });

  it('filters by status, department and location exactly whatever the case, and by search, with the total of the filter and every count', async () => {
    const jobs = listings.jobs();
    const titlesOf = (predicate: (job: Listed) => boolean, sort: JobSort = 'title') =>
      expectedOrder(jobs.filter(predicate), sort, defaultJobOrder[sort]);
    const cases: [string, (job: Listed) => boolean][] = [
      ['status=open', (job) => job.status === 'open'],
      ['department=ENGINEERING', (job) => job.department.toLowerCase() === 'engineering'],
      ['department=Facilities&status=draft', (job) => job.department === 'Facilities' && job.status === 'draft'],
      ['location=london', (job) => job.location === 'London'],
      ['location=Berl', () => false],
      [
        'search=er&location=Berlin',
        (job) =>
          job.location.toLowerCase() === 'berlin' && /er/i.test(`${job.title} ${job.department} ${job.location}`),
      ],
      ['search=operations', (job) => job.department === 'Operations'],
    ];
    for (const [query, predicate] of cases) {
      const response = await get(`?${query}&sort=title&limit=50`);
      const body = response.json<Page>();
      expect(
        body.data.jobs.map((job) => job.title),
        query,
      ).toEqual(titlesOf(predicate));
      expect(body.total, query).toBe(titlesOf(predicate).length);
      expect(body.data.counts).toEqual({ draft: 4, open: 6, closed: 3 });
    }
    // A filtered list pages through its cursors like the whole one.
    expect(await walk('department=facilities&sort=applicants&order=asc', 1)).toEqual(
      expectedOrder(
        jobs.filter((job) => job.department === 'Facilities'),
        'applicants',
        'asc',
      ),
    );
  });

  it('answers pages of 10, 20 and 50 (any size up to 100), and refuses others', async () => {
    for (const [limit, shown, hasMore] of [
      [10, 10, true],
      [20, 13, false],
      [50, 13, false],
      [100, 13, false],
    ] as const) {
      const body = (await get(`?limit=${limit}`)).json<Page>();
      expect([body.data.jobs.length, body.data.next_cursor !== null, body.total]).toEqual([shown, hasMore, 13]);
    }
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=ten',
      'sort=salary',
      'order=up',
      'status=archived',
      `department=${'x'.repeat(121)}`,
    ]) {
      const response = await get(`?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_message, query).toEqual(expect.any(String));
    }
  });

  it('refuses a cursor made for another sort, or forged, with 400', async () => {
    const jobs = listings.jobs();
    const byTitle = (await get('?sort=title&limit=2')).json<Page>().data.next_cursor!;
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const query of [
      `sort=applicants&cursor=${byTitle}`,
      `cursor=${byTitle}`,
      'sort=title&cursor=forged',
      `sort=applicants&cursor=${forged(['applicants', 'many', 'job_x'])}`,
      `sort=created&cursor=${forged(['created', '2026-02-30 25:00:00+00', 'job_x'])}`,
      `sort=title&cursor=${forged(['title', 'a\u0000b', 'job_x'])}`,
      `sort=status&cursor=${forged(['status', '1', ''])}`,
    ]) {
      const response = await get(`?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_message).toBe('Invalid cursor');
    }
    // The same cursor with its own sort, and the order given or not, is the next page.
    expect(
      (await get(`?sort=title&order=asc&limit=2&cursor=${byTitle}`)).json<Page>().data.jobs.map((job) => job.title),
    ).toEqual(expectedOrder(jobs, 'title', 'asc').slice(2, 4));
  });

  it('gives the departments and locations to filter by, each once whatever its case, A to Z', async () => {
    const t = listings.t();
    const response = await call('GET', jobPaths.facets);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      departments: ['Clinic', 'Design', 'Engineering', 'Facilities', 'Finance', 'Operations'],
      locations: ['Berlin', 'Leeds', 'London', 'Mumbai', 'Pune'],
    });
    expect((await t.app.inject({ method: 'GET', url: api(jobPaths.facets) })).statusCode).toBe(401);
  });

  describe('delete', () => {
    const apply = (jobId: string) =>
      listings.t().database.db.transaction((tx) =>
        recordApplication(tx, {
          workspaceId: listings.workspaceId(),
          jobId,
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: '',
          resume: { filename: 'cv.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF') },
        }),
      );
    const make = async (title: string, status?: 'open' | 'closed') => {
      const job = (await call('POST', jobPaths.create, { title })).json().data as Job;
      if (status !== undefined)
        await listings.t().app.inject({
          method: 'PUT',
          url: api(jobPaths.job(job.job_id)),
          headers: listings.own(),
          payload: { status: 'open' },
        });
      if (status === 'closed') await call('POST', jobPaths.close(job.job_id));
      return job;
    };

    it('deletes a draft, an open and a closed job nobody applied to; its copies stay, without the link', async () => {
      const draft = await make('Delete me (draft)');
      const copy = (await call('POST', jobPaths.copy(draft.job_id))).json().data as Job;
      for (const job of [draft, await make('Delete me (open)', 'open'), await make('Delete me (closed)', 'closed')]) {
        const response = await call('DELETE', jobPaths.job(job.job_id));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: jobMessages.deleted, total: 1, data: { job_id: job.job_id } });
        expect((await call('GET', jobPaths.job(job.job_id))).statusCode).toBe(404);
      }
      expect((await call('GET', jobPaths.job(copy.job_id))).json().data).toMatchObject({
        title: 'Copy of Delete me (draft)',
        copied_from: null,
      });
      await call('DELETE', jobPaths.job(copy.job_id));
    });

    it('keeps a job someone applied to (409, close it instead), by its applications or its count', async () => {
      const t = listings.t();
      const applied = await make('Applied to', 'open');
      await apply(applied.job_id);
      const counted = await make('Counted');
      await t.database.db.execute(sql`update jobs set applicant_count = 2 where id = ${counted.job_id}`);
      for (const job of [applied, counted]) {
        const response = await call('DELETE', jobPaths.job(job.job_id));
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error_message: jobMessages.hasApplicants });
        expect((await call('GET', jobPaths.job(job.job_id))).statusCode).toBe(200);
      }
      // Closing is what it takes instead.
      expect((await call('POST', jobPaths.close(applied.job_id))).json().data.status).toBe('closed');
      expect((await call('DELETE', jobPaths.job(applied.job_id))).statusCode).toBe(409);
      await call('POST', jobPaths.closeMany, { job_ids: [counted.job_id] });
    });

    it('answers 404 for an unknown job, and 403 to a viewer, deleting nothing', async () => {
      const t = listings.t();
      const workspaceId = listings.workspaceId();
      const missing = await call('DELETE', jobPaths.job('job_missing'));
      expect([missing.statusCode, missing.json().error_message]).toEqual([404, jobMessages.notFound]);
      const job = await make('Kept from viewers');
      const viewer = bearer((await addWorkspaceMember(t, { workspaceId, role: 'viewer' })).token);
      expect((await call('DELETE', jobPaths.job(job.job_id), undefined, viewer)).statusCode).toBe(403);
      expect((await call('GET', jobPaths.job(job.job_id))).statusCode).toBe(200);
      await call('DELETE', jobPaths.job(job.job_id));
    });
  });

  describe('bulk close', () => {
    it('closes the drafts and open jobs among the ids in one go, and says which were closed, closed before or not found', async () => {
      const t = listings.t();
      const own = listings.own();
      const make = async (title: string) => (await call('POST', jobPaths.create, { title })).json().data as Job;
      const [draft, open, closed] = [await make('Bulk draft'), await make('Bulk open'), await make('Bulk closed')];
      await t.app.inject({
        method: 'PUT',
        url: api(jobPaths.job(open.job_id)),
        headers: own,
        payload: { status: 'open' },
      });
      await call('POST', jobPaths.close(closed.job_id));
      const before = ((await call('GET', jobPaths.job(closed.job_id))).json().data as Job).closed_timestamp;

      const response = await call('POST', jobPaths.closeMany, {
        job_ids: [draft.job_id, open.job_id, closed.job_id, 'job_missing', draft.job_id],
      });
      expect(response.statusCode).toBe(200);
      const result = {
        closed: [draft.job_id, open.job_id],
        already_closed: [closed.job_id],
        not_found: ['job_missing'],
      };
      expect(response.json()).toEqual({ message: closeJobsMessage(result), total: 2, data: result });
      expect(response.json().message).toBe('2 jobs closed; 1 job already closed; 1 job not found.');
      for (const job of [draft, open, closed])
        expect(((await call('GET', jobPaths.job(job.job_id))).json().data as Job).status).toBe('closed');
      expect(((await call('GET', jobPaths.job(closed.job_id))).json().data as Job).closed_timestamp).toBe(before);
      for (const job of [draft, open, closed])
        await t.database.db.execute(sql`delete from jobs where id = ${job.job_id}`);
    });

    it('refuses no ids, more than 100, or ids that are not text, changing nothing', async () => {
      const countsBefore = (await get('?limit=1')).json<Page>().data.counts;
      for (const [payload, message] of [
        [{ job_ids: [] }, jobMessages.chooseJobs],
        [{ job_ids: Array.from({ length: 101 }, (_, index) => `job_${index}`) }, jobMessages.tooManyJobs],
        [{}, jobMessages.chooseJobs],
        [{ job_ids: [42] }, undefined],
        [{ job_ids: [''] }, undefined],
      ] as const) {
        const response = await call('POST', jobPaths.closeMany, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        if (message !== undefined) expect(response.json().error_message).toBe(message);
      }
      expect((await get('?limit=1')).json<Page>().data.counts).toEqual(countsBefore);
    });
  });
});
