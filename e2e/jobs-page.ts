import type { Job } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// What the job descriptions suite (jobs.test.ts) reads and does on its pages, and a description to paste.

/** The jobs API as the account of `token`, through the page's own request context (same origin, no cookies needed). */
export const jobsApi = (page: Page, token: string) => {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`/api${path}`, {
      method,
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    create: (title: string, fields: Partial<Job> = {}) => call<Job>('POST', '/job-description/', { title, ...fields }),
    get: (jobId: string) => call<Job>('GET', `/job-description/${jobId}`),
    publish: (jobId: string) => call<Job>('PUT', `/job-description/${jobId}`, { status: 'open' }),
  };
};

/** Jobs are shared by the workspace: each test finds its own by a tag in the title. */
export const tagged = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
export const jobIdOfPage = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
export const detailStatus = (page: Page) => page.getByTestId('job-detail').getAttribute('data-status');
export const showing = (page: Page) => page.getByTestId('jobs-showing').textContent();
export const noHorizontalOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

export const PASTED = (title: string) =>
  [
    title,
    'Department: Operations',
    'Location: Leeds, UK',
    'Salary: £30,000 - £35,000',
    'Employment type: Part-time',
    '',
    'About the role',
    'Lead the night shift in our busiest warehouse.',
    '',
    'Responsibilities',
    '- Plan the shift rota',
    '- Train new pickers',
    '',
    'Requirements',
    '- Two years leading a team',
    '',
    'Skills',
    'Forklift, Scheduling',
  ].join('\n');
