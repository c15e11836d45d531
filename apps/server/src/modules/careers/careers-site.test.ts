import { gunzipSync } from 'node:zlib';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { careersLimits, careersPaths, jobPaths, type Job } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { apiAs, jsonLdOf, makeJob, onSiteJob, remoteJob, slugsOf } from './careers-testing.ts';

// The public careers site: pages, JSON-LD (checked by an independent validator of Google's rules),
// the feeds (parsed back by an independent XML parser), and text that tries to break out of them.

const INJECTION = '</script><script>alert(1)</script> & ]]> "quoted"';

/** Google's rich-result rules for the JSON-LD of a page, as @adobe/structured-data-validator applies them. */
const validate = async (html: string) =>
  new Validator().validate(new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html));

describe('the careers site', () => {
  let t: TestApp;
  let token: string;
  let remote: Job;
  let onSite: Job;
  let workspace: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/workspaces/current',
      headers: bearer(token),
      payload: { name: 'Acme Lending' },
    });
    expect(renamed.statusCode).toBe(200);
    onSite = await makeJob(t, token, onSiteJob);
    remote = await makeJob(t, token, remoteJob);
    workspace = slugsOf(remote).workspace;
  });
  afterAll(() => t.close());

  it('lists the published jobs, newest first, with their place, work mode and salary; drafts, unpublished and closed jobs are not there', async () => {
    const unpublished = await makeJob(t, token, { ...onSiteJob, title: 'Unpublished role' }, 'open');
    const hidden = [
      await makeJob(t, token, { ...onSiteJob, title: 'Draft role' }, 'draft'),
      (await apiAs(t, token)('PUT', jobPaths.job(unpublished.job_id), { status: 'draft' })).json().data as Job,
    ];
    await makeJob(t, token, { ...onSiteJob, title: 'Closed role' }, 'closed');
    const response = await get(careersPaths.index(workspace));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    const titles = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(titles).toEqual(['Senior Backend Engineer', 'Data Analyst']);
    expect(html).toContain('Remote (India) · Remote · Full-time');
    expect(html).toContain('Analytics · Pune, India · On-site · Full-time');
    expect(html).toContain('₹20,00,000 – ₹32,00,000');
    expect(html).toContain('2 open positions');
    expect(html).not.toMatch(/Draft role|Unpublished role|Closed role/);
    expect(hidden.every((job) => job.posted_timestamp === null)).toBe(true);
  });

  it('shows the whole job with its title, description, canonical link and Open Graph tags', async () => {
    const response = await get(remote.careers_path);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Senior Backend Engineer at Acme Lending</title>');
    expect(html).toContain(
      '<meta name="description" content="Build the services behind our lending platform. You will own payments end to end.">',
    );
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}${remote.careers_path}">`);
    expect(html).toContain('<meta property="og:title" content="Senior Backend Engineer at Acme Lending">');
    for (const text of [
      'Design and run services',
      'Four years building backend services',
      'Kafka in production',
      'Go',
      'Health insurance for your family',
      '31 Dec 2031',
      'Senior',
      '₹20,00,000 – ₹32,00,000 a year',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(
      `action="${careersPaths.apply(workspace, slugsOf(remote).jobSlug)}" enctype="multipart/form-data"`,
    );
    expect(html).not.toContain('noindex');
  });

  it('carries JobPosting JSON-LD that Google’s rules accept, remote (TELECOMMUTE, India) and on-site alike', async () => {
    const [remoteLd] = jsonLdOf((await get(remote.careers_path)).body);
    const posting = JSON.parse(remoteLd!) as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer',
      datePosted: new Date(remote.posted_timestamp!).toISOString(),
      validThrough: '2031-12-31T23:59:59',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Lending' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 2_000_000, maxValue: 3_200_000, unitText: 'YEAR' },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: remote.job_id },
      url: `${t.config.publicUrl}${remote.careers_path}`,
    });
    expect(posting['description']).toContain('<li>Design and run services</li>');
    expect(await validate((await get(remote.careers_path)).body)).toEqual([]);

    const onSitePosting = JSON.parse(jsonLdOf((await get(onSite.careers_path)).body)[0]!) as Record<string, unknown>;
    expect(onSitePosting['jobLocation']).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' },
    });
    const issues = await validate((await get(onSite.careers_path)).body);
    // What Google recommends only for remote jobs is all that is left.
    expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
    expect(issues.flatMap((issue) => issue.fieldNames).sort()).toEqual([
      'applicantLocationRequirements',
      'jobLocationType',
    ]);
  });

  it('gives a remote job open to a region the countries of that region, as Google asks of every remote job', async () => {
    const europe = await makeJob(t, token, { ...remoteJob, title: 'Growth Marketer', location: 'Remote (Europe)' });
    const posting = JSON.parse(jsonLdOf((await get(europe.careers_path)).body)[0]!) as {
      applicantLocationRequirements: { '@type': string; name: string }[];
    };
    const names = posting.applicantLocationRequirements.map((country) => country.name);
    expect(names).toEqual(expect.arrayContaining(['Germany', 'France', 'Poland', 'United Kingdom', 'Norway']));
    expect(names).not.toContain('India');
    expect(posting.applicantLocationRequirements.every((country) => country['@type'] === 'Country')).toBe(true);
    expect(await validate((await get(europe.careers_path)).body)).toEqual([]);

    const eu = await makeJob(t, token, { ...remoteJob, title: 'EU Support Agent', location: 'Remote, EU' });
    const euNames = (
      JSON.parse(jsonLdOf((await get(eu.careers_path)).body)[0]!) as {
        applicantLocationRequirements: { name: string }[];
      }
    ).applicantLocationRequirements.map((country) => country.name);
    expect(euNames).toHaveLength(27);
    expect(euNames).not.toContain('United Kingdom');
  });

  it('answers an unknown workspace, a draft or an unpublished job with a 404 page that asks not to be indexed', async () => {
    const draft = await makeJob(t, token, onSiteJob, 'draft');
    const published = await makeJob(t, token, { ...onSiteJob, title: 'Loan Officer' }, 'open');
    expect((await get(published.careers_path)).statusCode).toBe(200);
    const unpublished = (await apiAs(t, token)('PUT', jobPaths.job(published.job_id), { status: 'draft' })).json()
      .data as Job;
    expect(unpublished).toMatchObject({
      status: 'draft',
      posted_timestamp: null,
      careers_path: published.careers_path,
    });
    for (const url of [
      '/careers/no-such-workspace',
      '/careers/NOT_A_SLUG',
      `/careers/${workspace}/${slugsOf(draft).jobSlug}`,
      published.careers_path,
      `/careers/${workspace}/nope`,
      '/careers',
      `/careers/${workspace}/x.y`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
    expect((await get('/careers/no-such-workspace/feed.xml')).statusCode).toBe(404);
    expect((await get(`/careers/${workspace}?after=%25%25`)).statusCode).toBe(400);
  });

  it('takes a closed job off its page, the index and both feeds at once', async () => {
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

  it('sends an address with a trailing slash to the page itself', async () => {
    const index = await get(`${careersPaths.index(workspace)}/?cursor=x`);
    expect([index.statusCode, index.headers['location']]).toEqual([301, `${careersPaths.index(workspace)}?cursor=x`]);
    const page = await get(`${onSite.careers_path}/`);
    expect([page.statusCode, page.headers['location']]).toEqual([301, onSite.careers_path]);
  });

  it('serves the feeds: Indeed XML parsed back, and JSON Feed 1.1 with each JobPosting; short caching with ETags', async () => {
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
    const body = json.json() as {
      version: string;
      items: { id: string; url: string; title: string; _job_posting: Record<string, unknown> }[];
    };
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
    const feed = (await get(careersPaths.jsonFeed(workspace))).json() as { items: { id: string; title: string }[] };
    expect(feed.items.find((entry) => entry.id === job.job_id)!.title).toBe(INJECTION);
  });

  it('answers odd addresses and bodies with a page, never a failure of ours', async () => {
    const odd = [
      'x',
      '0',
      'ü',
      "'; drop table jobs;--",
      'a'.repeat(150),
      '..%2F..%2Fetc%2Fpasswd',
      'UPPER',
      '-',
      'a--b',
    ];
    const urls = odd.flatMap((value) => {
      const part = value.includes('%') ? value : encodeURIComponent(value);
      return [
        `/careers/${part}`,
        `/careers/${part}/feed.xml`,
        `/careers/${part}/feed.json`,
        `/careers/${workspace}/${part}`,
        `/careers/${workspace}/${part}/applied`,
        `/careers/${workspace}?after=${part}`,
      ];
    });
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
    for (const value of odd) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/careers/${workspace}/${encodeURIComponent(value)}/apply`,
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.statusCode, value).toBeLessThan(500);
    }
  });

  it(`pages the index ${careersLimits.indexPageSize} jobs at a time with a link to the older ones`, async () => {
    const [owner] = rowsOf<{ workspace_id: string }>(
      await t.database.db.execute(sql`select workspace_id from jobs where id = ${remote.job_id}`),
    );
    await t.database.db.execute(sql`insert into jobs (workspace_id, id, title, status, source, published_at, posted_at)
      select ${owner!.workspace_id}, 'job_bulk_' || i, 'Bulk role ' || i, 'open', 'form', now(), now() - make_interval(days => i) from generate_series(1, 60) as i`);
    const first = (await get(careersPaths.index(workspace))).body;
    expect(first.match(/class="job"/g)).toHaveLength(careersLimits.indexPageSize);
    const next = /href="([^"]+)" rel="next"/.exec(first)![1]!;
    const second = (await get(next.replaceAll('&amp;', '&'))).body;
    expect(second).toContain('Newest positions');
    expect(second).toContain('Bulk role 60');
    expect(second).not.toContain('rel="next"');
  });
});
