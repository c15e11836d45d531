import { careersMessages, careersPaths, jobMessages, jobPaths, type Job, type JobStatus } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-testing.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// Publishing (#26 item 5): one action puts a job on the careers site and its feeds, unpublishing
// and closing take it off, and Job Listings' open jobs are always the careers site's positions.

describe('publishing a job', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiAs>;
  let workspaceSlug: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiAs(t, (await signUpUser(t.app)).token);
  });
  afterAll(() => t.close());

  const create = async (title: string) =>
    (await call('POST', jobPaths.create, { title, location: 'Pune, India', summary: `${title} for our team.` })).json()
      .data as Job;
  const setStatus = async (job: Job, status: 'open' | 'draft') => call('PUT', jobPaths.job(job.job_id), { status });
  const page = (path: string) => t.app.inject({ method: 'GET', url: path });

  /** What each view says: Job Listings' open count and jobs, and the careers site's index, JSON feed and XML feed. */
  const views = async () => {
    const listed = (await call('GET', `${jobPaths.list}?status=open&limit=100`)).json();
    const index = (await page(careersPaths.index(workspaceSlug))).body;
    const feed = (await page(careersPaths.jsonFeed(workspaceSlug))).json<{ items: { id: string }[] }>();
    const xml = (await page(careersPaths.xmlFeed(workspaceSlug))).body;
    return {
      listedCount: (listed.data.counts as Record<JobStatus, number>).open,
      listed: (listed.data.jobs as Job[]).map((job) => job.job_id).sort(),
      indexCount: Number(/data-testid="careers-total">([\d,]+) open position/.exec(index)?.[1]?.replace(/,/g, '')),
      feed: feed.items.map((item) => item.id).sort(),
      xmlCount: xml.match(/<job>/g)?.length ?? 0,
    };
  };

  /** The two views agree, on `ids` exactly. */
  const expectAgreement = async (ids: string[]) => {
    const seen = await views();
    expect(seen.listed).toEqual([...ids].sort());
    expect(seen.feed).toEqual([...ids].sort());
    expect([seen.listedCount, seen.indexCount, seen.xmlCount]).toEqual([ids.length, ids.length, ids.length]);
  };

  const agreeThrough = 'publish, post-to-ats, unpublish, close and the deadline';
  it(`keeps Job Listings’ open jobs and the careers site’s positions the same through ${agreeThrough}`, async () => {
    const [a, b, c] = [await create('Loan Officer'), await create('Branch Manager'), await create('Credit Analyst')];
    workspaceSlug = a.careers_path.split('/')[2]!;
    await expectAgreement([]);

    const published = await setStatus(a, 'open');
    expect(published.json()).toMatchObject({ message: jobMessages.published, data: { status: 'open' } });
    const live = published.json().data as Job;
    expect(live.posted_timestamp).toBe(live.published_timestamp);
    expect((await page(live.careers_path)).statusCode).toBe(200);
    await expectAgreement([a.job_id]);

    // SPEC §7 post-to-ats is the same action.
    const posted = await call('POST', jobPaths.postToAts, { job_id: b.job_id });
    expect(posted.json()).toMatchObject({ message: careersMessages.posted, data: { status: 'open' } });
    await setStatus(c, 'open');
    await expectAgreement([a.job_id, b.job_id, c.job_id]);
    // Publishing what is published changes nothing.
    const again = await setStatus(a, 'open');
    expect(again.json()).toMatchObject({
      message: jobMessages.saved,
      data: { posted_timestamp: live.posted_timestamp },
    });

    const unpublished = await setStatus(a, 'draft');
    expect(unpublished.json()).toMatchObject({
      message: jobMessages.unpublished,
      data: { status: 'draft', posted_timestamp: null, published_timestamp: live.published_timestamp },
    });
    expect((await page(live.careers_path)).statusCode).toBe(404);
    await expectAgreement([b.job_id, c.job_id]);

    await call('POST', jobPaths.close(b.job_id));
    await expectAgreement([c.job_id]);

    await t.database.db.execute(sql`update jobs set application_deadline = (now() at time zone 'UTC')::date - 1
      where id = ${c.job_id}`);
    expect(await t.app.deadlineCloser.runOnce()).toEqual([c.job_id]);
    expect((await call('GET', jobPaths.job(c.job_id))).json().data.status).toBe('closed');
    await expectAgreement([]);

    // Published again: back on the site at the same address, posted anew.
    const republished = (await setStatus(a, 'open')).json().data as Job;
    expect(republished.careers_path).toBe(live.careers_path);
    expect(republished.posted_timestamp).toBeGreaterThanOrEqual(live.posted_timestamp!);
    await expectAgreement([a.job_id]);
  });

  it('holds one state in the database: an open job is on the site, a draft is not', async () => {
    const job = await create('Collections Officer');
    const refused = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(statement);
        return false;
      } catch {
        return true;
      }
    };
    expect(await refused(sql`update jobs set status = 'open', posted_at = null where id = ${job.job_id}`)).toBe(true);
    await setStatus(job, 'open');
    expect(await refused(sql`update jobs set status = 'draft' where id = ${job.job_id}`)).toBe(true);
  });
});
