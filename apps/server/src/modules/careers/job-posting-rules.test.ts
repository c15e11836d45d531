import {
  careersPaths,
  jobPaths,
  jobPostingMessages,
  missingPostingMessage,
  type Job,
  type JobFormInput,
} from '@agentdesk/shared';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { apiAs, jsonLdOf, makeJob, onSiteJob, remoteJob, slugsOf } from './careers-testing.ts';

// #28 item 7: job postings meet Google's required properties. A location that names no country takes
// the workspace's default country; a remote job's applicant country comes from the job or the
// workspace; a job neither fills is refused (422, saying what is missing). The salary's pay period
// reaches the JSON-LD (baseSalary.value.unitText) and the feeds.

const austin: JobFormInput = { ...onSiteJob, title: 'Field Engineer', location: 'Austin, TX' };
const anywhere: JobFormInput = { ...remoteJob, title: 'Support Lead', location: 'Remote' };

describe('job postings and Google’s required properties', () => {
  let t: TestApp;
  let token: string;
  let call: ReturnType<typeof apiAs>;
  const postingOf = async (job: Job) => {
    const { workspace, jobSlug } = slugsOf(job);
    const page = await t.app.inject({ url: careersPaths.job(workspace, jobSlug) });
    expect(page.statusCode).toBe(200);
    return JSON.parse(jsonLdOf(page.body)[0]!.replace(/\\u003c/g, '<')) as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
    call = apiAs(t, token);
  });
  afterAll(() => t.close());

  it('refuses to publish a job whose country is unknown, saying what is missing, by either publish path', async () => {
    const draft = await makeJob(t, token, austin, 'draft');
    const refused = await call('PUT', jobPaths.job(draft.job_id), { status: 'open' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(missingPostingMessage(['job_country']));
    expect(refused.json().error_message).toContain("set the workspace's default country");
    const viaAts = await call('POST', jobPaths.postToAts, { job_id: draft.job_id });
    expect([viaAts.statusCode, viaAts.json().error_message]).toEqual([422, missingPostingMessage(['job_country'])]);
    const remote = await makeJob(t, token, anywhere, 'draft');
    const remoteRefused = await call('PUT', jobPaths.job(remote.job_id), { status: 'open' });
    expect(remoteRefused.json().error_message).toBe(missingPostingMessage(['applicant_country']));
    const empty = await makeJob(t, token, { title: 'Blank', location: 'Austin, United States' }, 'draft');
    const emptyRefused = await call('PUT', jobPaths.job(empty.job_id), { status: 'open' });
    expect(emptyRefused.json().error_message).toBe(missingPostingMessage(['description']));
    const still = (await call('GET', jobPaths.job(draft.job_id))).json().data as Job;
    expect(still.status).toBe('draft');
  });

  it('fills the country from the workspace default once set, for places and remote applicants', async () => {
    expect((await call('GET', jobPaths.postingSettings)).json().data).toEqual({ default_country: null });
    const wrong = await call('PUT', jobPaths.postingSettings, { default_country: 'XX' });
    expect([wrong.statusCode, wrong.json().error_message]).toEqual([
      400,
      `default_country: ${jobPostingMessages.chooseCountry}`,
    ]);
    const saved = await call('PUT', jobPaths.postingSettings, { default_country: 'US' });
    expect(saved.json()).toMatchObject({ message: jobPostingMessages.saved, data: { default_country: 'US' } });

    const onSite = await postingOf(await makeJob(t, token, austin));
    expect(onSite['jobLocation']).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
    });
    const remote = await postingOf(await makeJob(t, token, anywhere));
    expect(remote['jobLocationType']).toBe('TELECOMMUTE');
    expect(remote['applicantLocationRequirements']).toEqual({ '@type': 'Country', name: 'United States' });
    // A country the job names wins over the default.
    const india = await postingOf(await makeJob(t, token, remoteJob));
    expect(india['applicantLocationRequirements']).toEqual({ '@type': 'Country', name: 'India' });

    // Another workspace has its own default (none).
    const other = (await signUpUser(t.app)).token;
    expect((await apiAs(t, other)('GET', jobPaths.postingSettings)).json().data).toEqual({ default_country: null });
  });

  it('publishes the pay period: hourly in JSON-LD and the feeds, existing jobs yearly', async () => {
    const hourly = await makeJob(t, token, {
      ...onSiteJob,
      title: 'Contract QA <Tester> & "Co"',
      salary_min: 40,
      salary_max: 55,
      salary_currency: 'USD',
      salary_period: 'hour',
    });
    expect(hourly.salary_period).toBe('hour');
    expect((await postingOf(hourly))['baseSalary']).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 40, maxValue: 55, unitText: 'HOUR' },
    });
    const yearly = await makeJob(t, token, { ...onSiteJob, title: 'Yearly Analyst' });
    expect(yearly.salary_period).toBe('year');
    const yearlyValue = (await postingOf(yearly))['baseSalary'] as { value: { unitText: string } };
    expect(yearlyValue.value.unitText).toBe('YEAR');

    const { workspace } = slugsOf(hourly);
    const xml = (await t.app.inject({ url: careersPaths.xmlFeed(workspace) })).body;
    const feed = new XMLParser().parse(xml) as { source: { job: { title: string; salary: string }[] } };
    const jobs = feed.source.job;
    expect(jobs.find((job) => job.title === 'Contract QA <Tester> & "Co"')?.salary).toBe('$40 – $55 per hour');
    expect(jobs.find((job) => job.title === 'Yearly Analyst')?.salary).toMatch(/ per year$/);
    expect(xml).toContain('Contract QA &lt;Tester&gt; &amp;');
    const json = (await t.app.inject({ url: careersPaths.jsonFeed(workspace) })).json<{
      items: { title: string; _job_posting: { baseSalary: { value: { unitText: string } } } }[];
    }>();
    const item = json.items.find((entry) => entry.title === 'Contract QA <Tester> & "Co"');
    expect(item?._job_posting.baseSalary.value.unitText).toBe('HOUR');

    const changed = await call('PUT', jobPaths.job(hourly.job_id), { salary_period: 'month' });
    expect((changed.json().data as Job).salary_period).toBe('month');
    const wrong = await call('PUT', jobPaths.job(hourly.job_id), { salary_period: 'fortnight' });
    expect(wrong.statusCode).toBe(400);
  });
});
