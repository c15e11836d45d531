import { careersLimits, careersPaths, jobPaths, type Job } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { useCareersSite, validate } from '../../test/careers-site-testing.ts';
import { apiAs, jsonLdOf, makeJob, onSiteJob, remoteJob, slugsOf } from './careers-testing.ts';

// The public careers site: the index and job pages, their JSON-LD (checked by an independent validator
// of Google's rules), pages not found and odd addresses. The feeds: careers-feeds.test.ts.

const site = useCareersSite();
const { get } = site;

describe('the careers site', () => {
  it('lists the published jobs, newest first, with their place, work mode and salary; drafts, unpublished and closed jobs are not there', async () => {
    const t = site.t();
    const token = site.token();
    const workspace = site.workspace();
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
    const t = site.t();
    const remote = site.remote();
    const workspace = site.workspace();
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
    const t = site.t();
    const remote = site.remote();
    const onSite = site.onSite();
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
    const t = site.t();
    const token = site.token();
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
    const t = site.t();
    const token = site.token();
    const workspace = site.workspace();
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

  it('sends an address with a trailing slash to the page itself', async () => {
    const onSite = site.onSite();
    const workspace = site.workspace();
    const index = await get(`${careersPaths.index(workspace)}/?cursor=x`);
    expect([index.statusCode, index.headers['location']]).toEqual([301, `${careersPaths.index(workspace)}?cursor=x`]);
    const page = await get(`${onSite.careers_path}/`);
    expect([page.statusCode, page.headers['location']]).toEqual([301, onSite.careers_path]);
  });

  it('answers odd addresses and bodies with a page, never a failure of ours', async () => {
    const t = site.t();
    const workspace = site.workspace();
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
    const t = site.t();
    const remote = site.remote();
    const workspace = site.workspace();
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
