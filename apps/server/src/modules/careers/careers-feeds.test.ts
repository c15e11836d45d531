import { gunzipSync } from 'node:zlib';
import { careersPaths, jobPaths, type Job } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { INJECTION, useCareersSite, validate } from '../../test/careers-site-testing.ts';
import { apiAs, jsonLdOf, makeJob, onSiteJob, remoteJob } from './careers-testing.ts';

// The careers site's feeds (parsed back by an independent XML parser), jobs closed or past their
// deadline leaving the site and the feeds, and text that tries to break out of a page or a feed.

const site = useCareersSite();
const { get } = site;

describe('the careers feeds', () => {
  it('takes a closed job off its page, the index and both feeds at once', async () => {
    const t = site.t();
    const token = site.token();
    const workspace = site.workspace();
    const job = await makeJob(t, token, { ...onSiteJob, title: 'Field Sales Executive' });
    const xmlBefore = await get(careersPaths.xmlFeed(workspace));
    expect(xmlBefore.body).toContain('Field Sales Executive');
    const etag = String(xmlBefore.headers['etag']);
    expect((await get(careersPaths.xmlFeed(workspace), { 'if-none-match': etag })).statusCode).toBe(304);
    await apiAs(t, token)('POST', jobPaths.close(job.job_id));
    expect((await get(job.careers_path)).statusCode).toBe(404);
    expect((await get(careersPaths.index(workspace))).body).not.toContain('Field Sales Executive');
    const xmlAfter = await get(careersPaths.xmlFeed(workspace), { 'if-none-match': etag });
    expect(xmlAfter.statusCode).toBe(200);
    expect(xmlAfter.body).not.toContain('Field Sales Executive');
    expect((await get(careersPaths.jsonFeed(workspace))).body).not.toContain('Field Sales Executive');
  });

  it('closes a job once its deadline has passed, which takes it off the site: it takes applications through the deadline’s day', async () => {
    const t = site.t();
    const token = site.token();
    const workspace = site.workspace();
    const job = await makeJob(t, token, { ...onSiteJob, title: 'Collections Officer' });
    const deadline = async (days: number) =>
      t.database.db.execute(
        sql`update jobs set application_deadline = (now() at time zone 'UTC')::date + ${days}::int where id = ${job.job_id}`,
      );
    await deadline(0);
    expect(await t.app.deadlineCloser.runOnce()).not.toContain(job.job_id);
    expect((await get(job.careers_path)).statusCode).toBe(200);
    expect((await get(careersPaths.index(workspace))).body).toContain('Collections Officer');
    await deadline(-1);
    expect(await t.app.deadlineCloser.runOnce()).toEqual([job.job_id]);
    const closed = (await apiAs(t, token)('GET', jobPaths.job(job.job_id))).json().data as Job;
    expect(closed.status).toBe('closed');
    expect(new Date(closed.closed_timestamp!).toISOString()).toBe(
      `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
    );
    expect((await get(job.careers_path)).statusCode).toBe(404);
    expect((await get(careersPaths.index(workspace))).body).not.toContain('Collections Officer');
    expect((await get(careersPaths.xmlFeed(workspace))).body).not.toContain('Collections Officer');
    expect((await get(careersPaths.jsonFeed(workspace))).body).not.toContain('Collections Officer');
    const apply = await t.app.inject({ method: 'POST', url: `${job.careers_path}/apply` });
    expect(apply.statusCode).toBe(410);
  });

  it('serves the feeds: Indeed XML parsed back, and JSON Feed 1.1 with each JobPosting; short caching with ETags', async () => {
    const t = site.t();
    const remote = site.remote();
    const onSite = site.onSite();
    const workspace = site.workspace();
    const xml = await get(careersPaths.xmlFeed(workspace));
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const feed = new XMLParser({ isArray: (name) => name === 'job', parseTagValue: false }).parse(xml.body) as {
      source: { publisher: string; publisherurl: string; job: Record<string, string>[] };
    };
    expect(feed.source.publisher).toBe('Acme Lending');
    expect(feed.source.publisherurl).toBe(`${t.config.publicUrl}${careersPaths.index(workspace)}`);
    const remoteItem = feed.source.job.find((job) => job['referencenumber'] === remote.job_id);
    expect(remoteItem).toMatchObject({
      title: 'Senior Backend Engineer',
      url: `${t.config.publicUrl}${remote.careers_path}`,
      company: 'Acme Lending',
      country: 'IN',
      jobtype: 'fulltime',
      category: 'Engineering',
      experience: 'Senior',
      remotetype: 'Fully remote',
      salary: '₹20,00,000 – ₹32,00,000 per year',
      expirationdate: '2031-12-31',
      date: new Date(remote.posted_timestamp!).toUTCString(),
    });
    expect(remoteItem!['description']).toContain('<h3>Responsibilities</h3>');
    expect(feed.source.job.find((job) => job['referencenumber'] === onSite.job_id)).toMatchObject({
      city: 'Pune',
      country: 'IN',
      remotetype: '',
    });

    const json = await get(careersPaths.jsonFeed(workspace));
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const body = json.json<{
      version: string;
      items: { id: string; url: string; title: string; _job_posting: Record<string, unknown> }[];
    }>();
    expect(body.version).toBe('https://jsonfeed.org/version/1.1');
    expect(body.items.find((item) => item.id === remote.job_id)).toMatchObject({
      title: 'Senior Backend Engineer',
      _job_posting: { '@type': 'JobPosting', directApply: true },
    });

    // Gzipped for a client that takes it, the same bytes once unpacked.
    const gzipped = await get(careersPaths.xmlFeed(workspace), { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toBe('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(xml.body);
    expect(gzipped.rawPayload.length).toBeLessThan(xml.rawPayload.length / 3);
  });

  it('makes a feed again as soon as a posted job is edited (and not before)', async () => {
    const t = site.t();
    const token = site.token();
    const workspace = site.workspace();
    const job = await makeJob(t, token, { ...onSiteJob, title: 'Branch Manager' });
    const before = await get(careersPaths.jsonFeed(workspace));
    expect(
      (await get(careersPaths.jsonFeed(workspace), { 'if-none-match': String(before.headers['etag']) })).statusCode,
    ).toBe(304);
    await apiAs(t, token)('PUT', jobPaths.job(job.job_id), { title: 'Regional Branch Manager' });
    const after = await get(careersPaths.jsonFeed(workspace), { 'if-none-match': String(before.headers['etag']) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Regional Branch Manager');
    expect(after.body).not.toContain('"title":"Branch Manager"');
  });

  it('keeps a title made to break out as text: in the page, the JSON-LD, the XML and the JSON feed', async () => {
    const t = site.t();
    const token = site.token();
    const workspace = site.workspace();
    const job = await makeJob(t, token, {
      ...remoteJob,
      title: INJECTION,
      summary: `${INJECTION}\n\n<img src=x onerror=alert(2)>`,
      skills: ['</li><script>'],
    });
    const html = (await get(job.careers_path)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; ]]&gt; &quot;quoted&quot;');
    // One script element only, the JSON-LD, ending where it should.
    expect(html.match(/<script/g)).toHaveLength(1);
    const [ld] = jsonLdOf(html);
    expect(ld).not.toMatch(/[<>]/);
    expect((JSON.parse(ld!) as { title: string }).title).toBe(INJECTION);
    expect(await validate(html)).toEqual([]);

    const xml = (await get(careersPaths.xmlFeed(workspace))).body;
    const jobs = (
      new XMLParser({ isArray: (name) => name === 'job', parseTagValue: false }).parse(xml) as {
        source: { job: Record<string, string>[] };
      }
    ).source.job;
    const item = jobs.find((entry) => entry['referencenumber'] === job.job_id)!;
    expect(item['title']).toBe(INJECTION);
    expect(item['description']).toContain('&lt;img src=x onerror=alert(2)&gt;');
    const feed = (await get(careersPaths.jsonFeed(workspace))).json<{ items: { id: string; title: string }[] }>();
    expect(feed.items.find((entry) => entry.id === job.job_id)!.title).toBe(INJECTION);
  });
});
