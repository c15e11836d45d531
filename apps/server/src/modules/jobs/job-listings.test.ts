import {
  closeJobsMessage,
  defaultJobOrder,
  jobMessages,
  jobPaths,
  jobSorts,
  jobStatusRank,
  sortOrders,
  type Job,
  type JobSort,
  type JobStatus,
  type SortOrder,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { recordApplication } from '../careers/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';

// Issue #16 item 5, Job Listings: every sort in both orders walked page by page through its
// cursors, the filters, the page sizes, delete (never a job someone applied to) and bulk close.

const api = (path: string) => `/api${path}`;

type Seed = { title: string; department: string; location: string; status: JobStatus; applicants: number; day: number };

// Words that order the same in every collation (no spaces or punctuation that one would weigh), with
// ties in each column: same title but for its case, same department, location, applicants and time.
const seeds: Seed[] = [
  { title: 'Accountant', department: 'Finance', location: 'London', status: 'open', applicants: 3, day: 1 },
  { title: 'Backend Engineer', department: 'Engineering', location: 'Berlin', status: 'open', applicants: 12, day: 2 },
  { title: 'backend engineer', department: 'engineering', location: 'berlin', status: 'draft', applicants: 0, day: 2 },
  { title: 'Cook', department: '', location: 'Pune', status: 'closed', applicants: 3, day: 3 },
  { title: 'Designer', department: 'Design', location: '', status: 'draft', applicants: 0, day: 4 },
  { title: 'Electrician', department: 'Facilities', location: 'London', status: 'open', applicants: 7, day: 4 },
  { title: 'Forklift Operator', department: 'Operations', location: 'Leeds', status: 'closed', applicants: 1, day: 5 },
  { title: 'Gardener', department: 'Facilities', location: 'Leeds', status: 'draft', applicants: 0, day: 6 },
  { title: 'Hygienist', department: 'Clinic', location: 'Pune', status: 'open', applicants: 3, day: 7 },
  { title: 'Illustrator', department: 'Design', location: 'Berlin', status: 'open', applicants: 0, day: 8 },
  { title: 'Janitor', department: 'Facilities', location: 'Mumbai', status: 'draft', applicants: 2, day: 8 },
  { title: 'Kitchen Porter', department: 'Operations', location: 'Mumbai', status: 'closed', applicants: 0, day: 8 },
  { title: 'Lifeguard', department: 'Operations', location: 'London', status: 'open', applicants: 5, day: 9 },
];

type Listed = Job & { day: number };
type Page = { total: number; data: { jobs: Job[]; next_cursor: string | null; counts: Record<JobStatus, number> } };

/** The value a sort orders by, as the database compares it. */
const keyOf = (job: Listed, sort: JobSort): string | number => {
  if (sort === 'status') return jobStatusRank[job.status];
  if (sort === 'applicants') return job.applicant_count;
  if (sort === 'created') return job.day;
  return job[sort].toLowerCase();
};

/** The whole list in the order asked: the key, then the id, both in the same direction. */
const expectedOrder = (jobs: Listed[], sort: JobSort, order: SortOrder) =>
  [...jobs]
    .sort((a, b) => {
      const [ka, kb] = [keyOf(a, sort), keyOf(b, sort)];
      const byKey = ka < kb ? -1 : ka > kb ? 1 : a.job_id < b.job_id ? -1 : a.job_id > b.job_id ? 1 : 0;
      return order === 'asc' ? byKey : -byKey;
    })
    .map((job) => job.title);

describe('Job Listings: sorts, filters, pages, delete and bulk close', () => {
  let t: TestApp;
  let own: Record<string, string>;
  let workspaceId: string;
  let jobs: Listed[];
  const get = (query: string) => t.app.inject({ method: 'GET', url: api(`${jobPaths.list}${query}`), headers: own });
  const call = (method: 'POST' | 'DELETE' | 'GET', path: string, payload?: object, headers = own) =>
    t.app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) });

  /** Every page of a query from the first, through the cursors; the titles in the order given. */
  const walk = async (query: string, limit: number) => {
    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`?${query}&limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as Page;
      expect(body.data.jobs.length).toBeLessThanOrEqual(limit);
      titles.push(...body.data.jobs.map((job) => job.title));
      cursor = body.data.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 50);
    return titles;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { token } = await signUpUser(t.app);
    own = bearer(token);
    workspaceId = await workspaceOf(t.app, token);
    jobs = [];
    for (const seed of seeds) {
      const job = (
        await call('POST', jobPaths.create, { title: seed.title, department: seed.department, location: seed.location })
      ).json().data as Job;
      // The time, the applicants and the status set in the database: ties of each on purpose.
      const created = new Date(Date.UTC(2026, 0, seed.day, 9)).toISOString();
      await t.database.db
        .execute(sql`update jobs set created_at = ${created}::timestamptz, applicant_count = ${seed.applicants}, status = ${seed.status},
        posted_at = case when ${seed.status} = 'open' then now() end where id = ${job.job_id}`);
      jobs.push({ ...job, status: seed.status, applicant_count: seed.applicants, day: seed.day });
    }
  });
  afterAll(() => t.close());

  it.each(jobSorts.flatMap((sort) => sortOrders.map((order) => [sort, order] as const)))(
    'sorts by %s %s, ties by id, the same whatever the page size',
    async (sort, order) => {
      const expected = expectedOrder(jobs, sort, order);
      for (const limit of [1, 4, 10, 20])
        expect(await walk(`sort=${sort}&order=${order}`, limit), `limit ${limit}`).toEqual(expected);
    },
  );

  it("sorts in the column's own order unless told, newest first by default", async () => {
    expect(await walk('', 50)).toEqual(expectedOrder(jobs, 'created', 'desc'));
    for (const sort of jobSorts)
      expect(await walk(`sort=${sort}`, 5), sort).toEqual(expectedOrder(jobs, sort, defaultJobOrder[sort]));
  });

  it('filters by status, department and location exactly whatever the case, and by search, with the total of the filter and every count', async () => {
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
      const body = response.json() as Page;
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
      const body = (await get(`?limit=${limit}`)).json() as Page;
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
    const byTitle = ((await get('?sort=title&limit=2')).json() as Page).data.next_cursor!;
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
      ((await get(`?sort=title&order=asc&limit=2&cursor=${byTitle}`)).json() as Page).data.jobs.map((job) => job.title),
    ).toEqual(expectedOrder(jobs, 'title', 'asc').slice(2, 4));
  });

  it('gives the departments and locations to filter by, each once whatever its case, A to Z', async () => {
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
      t.database.db.transaction((tx) =>
        recordApplication(tx, {
          workspaceId,
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
        await t.app.inject({
          method: 'PUT',
          url: api(jobPaths.job(job.job_id)),
          headers: own,
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
      const countsBefore = ((await get('?limit=1')).json() as Page).data.counts;
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
      expect(((await get('?limit=1')).json() as Page).data.counts).toEqual(countsBefore);
    });
  });
});
