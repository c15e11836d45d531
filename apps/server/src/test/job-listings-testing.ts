import { jobPaths, jobStatusRank, type Job, type JobSort, type JobStatus, type SortOrder } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, signUpUser, workspaceOf, type TestApp } from './test-app.ts';

// The app of the Job Listings suite (job-listings.test.ts): thirteen jobs with ties in every column,
// their expected order under each sort, and a walk through every page of a query by its cursors.

export const api = (path: string) => `/api${path}`;

export type Seed = {
  title: string;
  department: string;
  location: string;
  status: JobStatus;
  applicants: number;
  day: number;
};

// Words that order the same in every collation (no spaces or punctuation that one would weigh), with
// ties in each column: same title but for its case, same department, location, applicants and time.
export const seeds: Seed[] = [
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

export type Listed = Job & { day: number };
export type Page = {
  total: number;
  data: { jobs: Job[]; next_cursor: string | null; counts: Record<JobStatus, number> };
};

/** The value a sort orders by, as the database compares it. */
export const keyOf = (job: Listed, sort: JobSort): string | number => {
  if (sort === 'status') return jobStatusRank[job.status];
  if (sort === 'applicants') return job.applicant_count;
  if (sort === 'created') return job.day;
  return job[sort].toLowerCase();
};

/** The whole list in the order asked: the key, then the id, both in the same direction. */
export const expectedOrder = (jobs: Listed[], sort: JobSort, order: SortOrder) =>
  [...jobs]
    .sort((a, b) => {
      const [ka, kb] = [keyOf(a, sort), keyOf(b, sort)];
      const byKey = ka < kb ? -1 : ka > kb ? 1 : a.job_id < b.job_id ? -1 : a.job_id > b.job_id ? 1 : 0;
      return order === 'asc' ? byKey : -byKey;
    })
    .map((job) => job.title);

/** Registers the suite's beforeAll/afterAll; the accessors read what they made. */
export const useJobListingsApp = () => {
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
      const body = response.json<Page>();
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

  return { t: () => t, own: () => own, workspaceId: () => workspaceId, jobs: () => jobs, get, call, walk };
};
