import { jobMessages, missingPostingMessage, type Job } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { baseUrl } from './browser.ts';
import { job } from './careers-site.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';

// #28 item 7 in the browser: a contractor's hourly rate is published per hour, and a job whose
// location names no country ("Austin, TX") is published only once the workspace has a default
// country, which the Publish button asks for; the careers page's JobPosting and the feed carry both.
const suite = ownWorkspaceSuite();

const toast = (page: Parameters<Parameters<typeof suite.withPage>[0]>[0], text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('job postings: pay period and the default country', () => {
  it('edits the pay period to per hour, asks for the default country on Publish, and posts both', () =>
    suite.withPage(async (page) => {
      await suite.api('POST', '/agents', { agent_id: 'agent_postings_e2e', agent_name: 'Zara', role: 'recruiting' });
      const fields = job('Field Service Technician', {
        location: 'Austin, TX',
        workplace_type: 'on_site',
        employment_type: 'contract',
        salary_min: 28,
        salary_max: 36,
        salary_currency: 'USD',
      });
      const { data: draft } = await suite.api<Job>('POST', '/job-description/', fields);
      expect(draft.salary_period).toBe('year');

      await page.goto(`/zara/job-listings/${encodeURIComponent(draft.job_id)}`);
      await page.getByTestId('job-detail').waitFor();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.getByRole('dialog', { name: 'Edit job' });
      const period = editor.getByRole('combobox', { name: 'Pay period' });
      expect(await period.textContent()).toBe('Per year');
      await period.click();
      await page.getByRole('option', { name: 'Per hour' }).click();
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await editor.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await suite.api<Job>('GET', `/job-description/${draft.job_id}`)).data.salary_period)
        .toBe('hour');

      // Publishing asks for the country the location does not name, saying why.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const ask = page.getByRole('dialog', { name: 'Which country are your jobs in?' });
      await ask.getByText(missingPostingMessage(['job_country'])).waitFor();
      expect(await violations(page)).toEqual([]);
      // Nothing chosen yet: nothing to save.
      expect(await ask.getByRole('button', { name: 'Save and publish' }).isDisabled()).toBe(true);
      await ask.getByRole('combobox', { name: 'Default country' }).click();
      await page.getByRole('option', { name: /United States$/ }).click();
      await ask.getByRole('button', { name: 'Save and publish' }).click();
      await toast(page, jobMessages.published).waitFor();
      await ask.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('job-careers-state').textContent())
        .toMatch(/^Live on your careers site/);

      // The job seeker's page and the feed: the country from the workspace, the rate per hour.
      const { data: posted } = await suite.api<Job>('GET', `/job-description/${draft.job_id}`);
      await page.goto(`${baseUrl()}${posted.careers_path}`);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
        jobLocation: { address: { addressCountry?: string; addressLocality?: string } };
        baseSalary: { currency: string; value: { minValue: number; maxValue: number; unitText: string } };
      };
      expect(ld.jobLocation.address.addressCountry).toBe('US');
      expect(ld.baseSalary).toMatchObject({
        currency: 'USD',
        value: { minValue: 28, maxValue: 36, unitText: 'HOUR' },
      });
      const index = posted.careers_path.split('/').slice(0, 3).join('/');
      const feed = await (await fetch(`${baseUrl()}${index}/feed.xml`)).text();
      const item = feed.split('<job>').find((part) => part.includes('<title>Field Service Technician</title>'));
      expect(item).toMatch(/<salary>[^<]*28[^<]*36[^<]* per hour<\/salary>/);

      // The workspace's settings show the country it now has.
      await page.goto('/members');
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Default country' }).textContent())
        .toMatch(/United States$/);
    }));
});
