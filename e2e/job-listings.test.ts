import { jobMessages, type Job } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';

// Job Listings (#16 item 5) in a workspace of its own, so the counts and orders are the suite's:
// sort by a column, filter by department and status (kept through a reload and Back), 10 a page,
// close two jobs at once, delete one nobody applied to, and the list at 375 px.
const suite = ownWorkspaceSuite();

const api = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => suite.api<T>(method, path, body);

const titles = (page: Page) => page.getByTestId('job-title').allTextContents();
const showing = (page: Page) => page.getByTestId('jobs-showing').textContent();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const rowOf = (page: Page, title: string) =>
  page.getByTestId('job-row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Fourteen jobs: seven in Sales (London), seven in Support (Berlin); the even ones published. */
const roles = Array.from({ length: 14 }, (_, index) => ({
  title: `${String.fromCharCode(65 + index)}${['lpha', 'ravo', 'harlie', 'elta', 'cho', 'oxtrot', 'olf', 'otel', 'ndia', 'uliett', 'ilo', 'ima', 'ike', 'ovember'][index]} Role`,
  department: index % 2 === 0 ? 'Sales' : 'Support',
  // A country and a description in each: publishing refuses a job Google would not list (#28 item 7).
  location: index % 2 === 0 ? 'London, UK' : 'Berlin, Germany',
  summary: 'Runs the team day to day and reports to the head of the department.',
}));

describe('job listings', () => {
  const made: Job[] = [];
  beforeAll(async () => {
    // The hiring area is the recruiting agent's: the new workspace gets zara first.
    expect((await api('POST', '/agents', { agent_id: 'zara', agent_name: 'Zara', role: 'recruiting' })).status).toBe(
      201,
    );
    for (const [index, role] of roles.entries()) {
      const { data: job } = await api<Job>('POST', '/job-description/', role);
      if (index % 2 === 0)
        expect((await api('PUT', `/job-description/${job.job_id}`, { status: 'open' })).status).toBe(200);
      made.push(job);
    }
  });

  it('sorts, filters (kept through a reload and Back), pages ten at a time, closes two jobs at once and deletes one', () =>
    suite.withPage(async (page) => {
      const sorted = roles.map((role) => role.title).sort();

      await page.goto('/zara/job-listings');
      await expect.poll(() => showing(page)).toBe('Showing 1–14 of 14');
      // Newest first unless told.
      expect(await titles(page)).toEqual(roles.map((role) => role.title).reverse());

      // Sort by title, then the other way round: each in the address.
      await page.getByRole('button', { name: 'Title', exact: true }).click();
      await expect.poll(() => titles(page)).toEqual(sorted);
      expect(query(page)).toEqual({ sort: 'title' });
      expect(await page.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('ascending');
      await page.getByRole('button', { name: 'Title', exact: true }).click();
      await expect.poll(() => titles(page)).toEqual([...sorted].reverse());
      expect(query(page)).toEqual({ sort: 'title', order: 'desc' });

      // Filter by department and status; a reload keeps them, Back undoes the last.
      await choose(page, 'Department', 'Sales');
      await expect.poll(() => showing(page)).toBe('Showing 1–7 of 7');
      await page.getByTestId('job-filter-open').click();
      await expect
        .poll(() => query(page))
        .toEqual({ sort: 'title', order: 'desc', department: 'Sales', status: 'open' });
      await page.reload();
      await expect.poll(() => showing(page)).toBe('Showing 1–7 of 7');
      expect(await page.getByRole('combobox', { name: 'Department' }).textContent()).toContain('Sales');
      expect(await page.getByTestId('job-filter-open').getAttribute('aria-current')).toBe('page');
      expect((await titles(page))[0]).toBe('Mike Role');
      await page.goBack();
      await expect.poll(() => query(page)).toEqual({ sort: 'title', order: 'desc', department: 'Sales' });
      await page.goForward();
      await expect
        .poll(() => query(page))
        .toEqual({ sort: 'title', order: 'desc', department: 'Sales', status: 'open' });

      // Clear the filters (the sort stays), then ten a page.
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill('no such role');
      await page.getByText('No jobs match').waitFor();
      await page.getByRole('link', { name: 'Clear filters' }).click();
      await expect.poll(() => query(page)).toEqual({ sort: 'title', order: 'desc' });
      await choose(page, 'Rows per page', '10');
      await expect.poll(() => showing(page)).toBe('Showing 1–10 of 14');
      expect(query(page)).toEqual({ sort: 'title', order: 'desc', size: '10' });
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => showing(page)).toBe('Showing 11–14 of 14');
      expect(await titles(page)).toEqual([...sorted].reverse().slice(10));

      // Close two at once: an open job and a draft.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => showing(page)).toBe('Showing 1–10 of 14');
      await rowOf(page, 'November Role').getByRole('checkbox').check();
      await rowOf(page, 'Mike Role').getByRole('checkbox').check();
      await page.getByTestId('job-selection').getByText('2 selected').waitFor();
      await page.getByRole('button', { name: 'Close selected' }).click();
      const confirm = page.getByRole('dialog', { name: 'Close 2 jobs?' });
      await confirm.getByRole('button', { name: 'Close 2 jobs' }).click();
      await page.getByText('2 jobs closed.').waitFor();
      await expect.poll(() => rowOf(page, 'November Role').getByTestId('job-status').textContent()).toBe('Closed');
      expect(await rowOf(page, 'Mike Role').getByTestId('job-status').textContent()).toBe('Closed');
      expect(await rowOf(page, 'Mike Role').getByRole('checkbox').isDisabled()).toBe(true);
      await expect.poll(() => page.getByTestId('job-filter-closed').textContent()).toContain('2');

      // Delete one nobody applied to.
      const lima = made[11]!;
      await page.getByRole('button', { name: 'Actions for Lima Role' }).click();
      await page.getByRole('menuitem', { name: 'See applicants' }).waitFor();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this job?' }).getByRole('button', { name: 'Delete job' }).click();
      await page.getByText(jobMessages.deleted).waitFor();
      await expect.poll(() => rowOf(page, 'Lima Role').count()).toBe(0);
      expect((await api('GET', `/job-description/${lima.job_id}`)).status).toBe(404);
      await expect.poll(() => showing(page)).toBe('Showing 1–10 of 13');
      expect(await violations(page)).toEqual([]);
    }));

  it('is a readable list at 375 px, sorted through its own select, without sideways scrolling', () =>
    suite.withPage(
      async (page) => {
        await page.goto('/zara/job-listings?department=Support');
        await page.getByTestId('job-row').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(await page.getByRole('columnheader', { name: 'Title' }).isVisible()).toBe(false);
        await choose(page, 'Sort by', 'Title A–Z');
        // Lima Role was deleted by the journey above.
        const support = roles
          .filter((role) => role.department === 'Support' && role.title !== 'Lima Role')
          .map((role) => role.title);
        await expect.poll(() => titles(page)).toEqual(support.sort());
        expect(query(page)).toEqual({ department: 'Support', sort: 'title' });
        const row = page.getByTestId('job-row').first();
        expect(await row.textContent()).toContain('Support · Berlin');
        expect(await row.getByRole('button', { name: /^Actions for/ }).isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(await violations(page)).toEqual([]);
      },
      { width: 375, height: 812 },
    ));
});
