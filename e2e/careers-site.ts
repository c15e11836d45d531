import { mkdirSync } from 'node:fs';
import type { Job } from '@agentdesk/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { baseUrl, createAccount, launchBrowser, newPage, type Account } from './browser.ts';

// The careers suite's workspace (careers.test.ts): an owner with a recruiting agent and two jobs on
// the careers site, one of them titled to break out of the page; and how the suite reaches them.

export const INJECTION = '</script><script>alert(1)</script> Ops & "Support" <b>Lead</b>';
/** Where screenshots go when CAREERS_SCREENSHOTS names a folder (to look at the pages). */
export const shotsDir = process.env['CAREERS_SCREENSHOTS'];

export const job = (title: string, fields: Partial<Job> = {}) => ({
  title,
  department: 'Engineering',
  location: 'Bengaluru, India',
  employment_type: 'full_time',
  workplace_type: 'hybrid',
  salary_min: 1_800_000,
  salary_max: 2_800_000,
  salary_currency: 'INR',
  summary: 'Build the services behind our lending platform: loan applications, payments and the partner APIs.',
  responsibilities: [
    'Design and run services that handle a million requests a day',
    'Review code and mentor two junior engineers',
  ],
  requirements: ['Four years building backend services in production'],
  nice_to_have: ['Kafka in production'],
  skills: ['Go', 'PostgreSQL', 'AWS'],
  benefits: ['Health insurance for your family'],
  seniority: 'senior',
  application_deadline: '2031-12-31',
  ...fields,
});

/** Registers the suite's beforeAll/afterAll; `site` holds what they made. */
export const careersSuite = () => {
  const site = {} as { browser: Browser; owner: Account; posted: Job; injected: Job };

  const api = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${site.owner.token}`, ...(data ? { 'content-type': 'application/json' } : {}) },
      ...(data ? { body: JSON.stringify(data) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  /** A job made and published through the API (SPEC §7 post-to-ats: the same action as Publish, onto the careers site). */
  const postJob = async (fields: object) => {
    const draft = await api<Job>('POST', '/job-description/', fields);
    return api<Job>('POST', '/job-description/post-to-ats', { job_id: draft.job_id });
  };
  /** A signed-out page (no stored session), failing the test on any dialog a script opens. */
  const signedOut = async (
    fn: (page: Page, dialogs: string[]) => Promise<void>,
    viewport = { width: 1440, height: 900 },
  ) => {
    const { context, page } = await newPage(site.browser, viewport);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await fn(page, dialogs);
    } finally {
      await context.close();
    }
  };
  const noHorizontalScroll = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const shoot = async (page: Page, name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
  };

  beforeAll(async () => {
    site.browser = await launchBrowser();
    site.owner = await createAccount('e2e-password-1', { workspace: 'own' });
    // The hiring area (where the job's page is) belongs to the workspace's recruiting agent.
    await api('POST', '/agents', { agent_id: 'agent_careers_e2e', agent_name: 'Zara', role: 'recruiting' });
    site.injected = await postJob(job(INJECTION, { workplace_type: 'remote', location: 'Remote (India)' }));
    site.posted = await postJob(job('Senior Backend Engineer'));
  });
  afterAll(() => site.browser.close());

  return { site, api, postJob, signedOut, noHorizontalScroll, shoot };
};
