import { jobMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { signedInSuite } from './browser.ts';
import { detailStatus, jobIdOfPage, jobsApi, noHorizontalOverflow, PASTED, showing, tagged } from './jobs-page.ts';

// Job descriptions in the browser: read from a pasted or uploaded description or written in the form,
// reviewed, published, closed and copied; the list's pages, the home page's counts and the phone layout.

const { suite, withPage } = signedInSuite();

describe('job descriptions', () => {
  it('reads a pasted description into a draft, which after review is published and listed under Open', () =>
    withPage(async (page) => {
      const title = tagged('Warehouse Team Lead');
      await page.goto('/zara/create-job-description');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Job Description');
      await page.getByRole('button', { name: 'Read job description' }).click();
      await page.getByText(jobMessages.textRequired).waitFor();
      await page.getByLabel('Job description', { exact: true }).fill(PASTED(title));
      await page.getByRole('button', { name: 'Read job description' }).click();
      await page.getByText(jobMessages.created).waitFor();
      await page.waitForURL(/draft=/);

      const review = page.getByRole('region', { name: 'Review the job description' });
      await review.waitFor();
      expect(await review.getByLabel('Job title', { exact: true }).inputValue()).toBe(title);
      expect(await review.getByLabel('Department').inputValue()).toBe('Operations');
      expect(await review.getByLabel('Location').inputValue()).toBe('Leeds, UK');
      expect(await review.getByRole('combobox', { name: 'Employment type' }).textContent()).toBe('Part-time');
      expect([
        await review.getByLabel('Minimum salary').inputValue(),
        await review.getByLabel('Maximum salary').inputValue(),
        await review.getByLabel('Currency').inputValue(),
      ]).toEqual(['30000', '35000', 'GBP']);
      expect(await review.getByLabel('Responsibilities').inputValue()).toBe('Plan the shift rota\nTrain new pickers');
      expect(await review.getByLabel('Must-have requirements').inputValue()).toBe('Two years leading a team');
      expect(await review.getByLabel('Skills').inputValue()).toBe('Forklift, Scheduling');
      // A reload keeps the draft under review.
      await page.reload();
      await review.getByLabel('Summary').fill('Lead the night shift in our busiest warehouse, five nights a week.');
      await review.getByRole('button', { name: 'Publish' }).click();
      await page.getByText(jobMessages.published).waitFor();
      await page.waitForURL(/\/zara\/job-listings\/[^/?]+$/);
      await expect.poll(() => detailStatus(page)).toBe('open');
      expect(await page.getByTestId('job-summary').textContent()).toContain('five nights a week');
      expect(await page.getByTestId('job-salary').textContent()).toBe('£30,000 – £35,000');

      await page.getByTestId('job-back').click();
      await page.getByTestId('job-filter-open').click();
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(title);
      expect(new URL(page.url()).searchParams.get('status')).toBe('open');
      const row = page.getByTestId('job-row').filter({ hasText: title });
      await row.waitFor();
      expect(await row.getByTestId('job-status').textContent()).toBe('Open');
      expect(await row.textContent()).toContain('Operations · Leeds, UK');
      expect(await row.textContent()).toContain('Part-time · On-site');
      await page.getByTestId('job-filter-draft').click();
      await page.getByText('No jobs match').waitFor();
    }));

  it('creates a job with the job listing form: the salary error at its field, then fixed', () =>
    withPage(async (page) => {
      const title = tagged('Data Analyst');
      await page.goto('/zara/job-listings');
      await page.getByRole('button', { name: 'New job' }).click();
      const dialog = page.getByRole('dialog', { name: 'New job' });
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await dialog.getByText(jobMessages.titleRequired).waitFor();
      await dialog.getByLabel('Job title', { exact: true }).fill(title);
      await dialog.getByLabel('Department').fill('Finance');
      await dialog.getByRole('combobox', { name: 'Employment type' }).click();
      await page.getByRole('option', { name: 'Contract' }).click();
      await dialog.getByRole('combobox', { name: 'Workplace type' }).click();
      await page.getByRole('option', { name: 'Remote' }).click();
      await dialog.getByLabel('Minimum salary').fill('90000');
      await dialog.getByLabel('Maximum salary').fill('80000');
      await dialog.getByLabel('Responsibilities').fill('Build dashboards\nAnswer questions from the board');
      await dialog.getByLabel('Skills').fill('SQL, dbt, Looker');
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await dialog.getByText(jobMessages.salaryOrder).waitFor();
      expect(await dialog.getByLabel('Minimum salary').getAttribute('aria-invalid')).toBe('true');
      await dialog.getByLabel('Maximum salary').fill('100,000');
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText(jobMessages.created).waitFor();
      await page.waitForURL(/\/zara\/job-listings\/[^/?]+$/);
      await expect.poll(() => detailStatus(page)).toBe('draft');

      const saved = await jobsApi(page, suite.account.token).get(jobIdOfPage(page));
      expect(saved).toMatchObject({
        title,
        department: 'Finance',
        employment_type: 'contract',
        workplace_type: 'remote',
        salary_min: 90_000,
        salary_max: 100_000,
        salary_currency: 'USD',
        source: 'form',
      });
      expect(saved.responsibilities).toEqual(['Build dashboards', 'Answer questions from the board']);
      expect(saved.skills).toEqual(['SQL', 'dbt', 'Looker']);
      expect(await page.getByTestId('job-salary').textContent()).toBe('$90,000 – $100,000');
      expect(await page.getByTestId('job-workplace-type').textContent()).toBe('Remote');
      expect(await violations(page)).toEqual([]);
    }));

  it('uploads a .txt job description after refusing a file of another type', () =>
    withPage(async (page) => {
      const title = tagged('Site Engineer');
      await page.goto('/zara/create-job-description');
      await page.getByRole('tab', { name: 'Upload file' }).click();
      const input = page.locator('input[type="file"]');
      await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await page.getByRole('alert').getByText(jobMessages.fileType).waitFor();
      const text = [
        `Job title: ${title}`,
        'Location: Bristol',
        '',
        'Responsibilities',
        '- Supervise the bridge works',
        '- Keep the site safe',
      ].join('\n');
      await input.setInputFiles({ name: 'site-engineer.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.getByRole('button', { name: 'Upload and read' }).click();
      await page.getByText(jobMessages.created).waitFor();
      const review = page.getByRole('region', { name: 'Review the job description' });
      expect(await review.getByLabel('Job title', { exact: true }).inputValue()).toBe(title);
      expect(await review.getByLabel('Responsibilities').inputValue()).toBe(
        'Supervise the bridge works\nKeep the site safe',
      );
      await review.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText(jobMessages.saved).waitFor();
      await page.waitForURL(/\/zara\/job-listings\/[^/?]+$/);
      await expect.poll(() => detailStatus(page)).toBe('draft');
      expect((await jobsApi(page, suite.account.token).get(jobIdOfPage(page))).source).toBe('file');
    }));

  it('closes a job after asking (read-only afterwards) and copies it into a new draft', () =>
    withPage(async (page) => {
      const title = tagged('Night Nurse');
      const api = jobsApi(page, suite.account.token);
      // A job is posted only with a description and its location's country (#28 item 7).
      const job = await api.create(title, { location: 'Leeds, UK', requirements: ['Registered nurse'] });
      await api.publish(job.job_id);
      await page.goto(`/zara/job-listings/${job.job_id}`);
      await expect.poll(() => detailStatus(page)).toBe('open');
      await page.getByRole('button', { name: 'Close job' }).click();
      const confirm = page.getByRole('dialog', { name: 'Close this job?' });
      await confirm.getByRole('button', { name: 'Close job' }).click();
      await page.getByText(jobMessages.closedDone).waitFor();
      await expect.poll(() => detailStatus(page)).toBe('closed');
      await page.getByText(jobMessages.closed).waitFor();
      for (const action of ['Edit', 'Publish', 'Close job'])
        expect(await page.getByRole('button', { name: action, exact: true }).count()).toBe(0);
      expect((await api.get(job.job_id)).status).toBe('closed');
      expect(await violations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await page.getByText(jobMessages.copied).waitFor();
      await expect.poll(() => jobIdOfPage(page)).not.toBe(job.job_id);
      await expect.poll(() => detailStatus(page)).toBe('draft');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Copy of ${title}`);
      expect(await page.getByTestId('job-requirements').textContent()).toBe('Registered nurse');
      const copy = await api.get(jobIdOfPage(page));
      expect(copy).toMatchObject({
        title: `Copy of ${title}`,
        status: 'draft',
        source: 'copy',
        copied_from: job.job_id,
      });
      await page.getByRole('link', { name: 'A copy of another job' }).click();
      await expect.poll(() => jobIdOfPage(page)).toBe(job.job_id);
    }));

  it('pages through 25 jobs twenty at a time with Next and Previous', () =>
    withPage(async (page) => {
      const tag = tagged('Pager');
      for (let index = 1; index <= 25; index += 1)
        await jobsApi(page, suite.account.token).create(`${tag} ${String(index).padStart(2, '0')}`);
      await page.goto(`/zara/job-listings?search=${encodeURIComponent(tag)}`);
      await expect.poll(() => showing(page)).toBe('Showing 1–20 of 25');
      expect(await page.getByTestId('job-title').first().textContent()).toBe(`${tag} 25`);
      expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => showing(page)).toBe('Showing 21–25 of 25');
      expect(await page.getByTestId('job-title').allTextContents()).toEqual(
        ['05', '04', '03', '02', '01'].map((n) => `${tag} ${n}`),
      );
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

      // Back from a job returns to the page it was opened from.
      await page.getByTestId('job-row').first().click();
      await page.getByTestId('job-detail').waitFor();
      await page.goBack();
      await expect.poll(() => showing(page)).toBe('Showing 21–25 of 25');
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => showing(page)).toBe('Showing 1–20 of 25');
      expect(await page.getByTestId('job-row').count()).toBe(20);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => showing(page)).toBe('Showing 21–25 of 25');
      await page.getByTestId('job-filter-draft').click();
      await expect.poll(() => showing(page)).toBe('Showing 1–20 of 25');
      expect(new URL(page.url()).searchParams.get('status')).toBe('draft');
    }));

  it("counts the jobs by status on the hiring assistant's home page", () =>
    withPage(async (page) => {
      const api = jobsApi(page, suite.account.token);
      const counted = await api.create(tagged('Counted job'), {
        location: 'Leeds, UK',
        summary: 'Counted on the home page.',
      });
      await api.publish(counted.job_id);
      await page.goto('/zara');
      const counts = page.getByTestId('job-counts');
      await counts.waitFor();
      // The sample jobs and every other test's share the workspace: the open ones are at least this one.
      expect(await counts.textContent()).toMatch(/^[1-9]\d* open( · \d+ draft)?( · \d+ closed)?$/);
    }));

  it('is one column at 375 px without horizontal scrolling', () =>
    withPage(
      async (page) => {
        const title = tagged('Mobile Role With A Rather Long Title For Small Screens');
        await jobsApi(page, suite.account.token).create(title, {
          department: 'Customer Operations',
          location: 'Manchester, United Kingdom',
          salary_min: 28_000,
          salary_max: 34_000,
          salary_currency: 'GBP',
          summary: 'Answer customers.',
          skills: ['Zendesk', 'Empathy'],
        });
        await page.goto(`/zara/job-listings?search=${encodeURIComponent(title)}`);
        await page.getByTestId('job-row').first().waitFor();
        await noHorizontalOverflow(page);
        await page.getByTestId('job-row').first().click();
        await expect.poll(() => detailStatus(page)).toBe('draft');
        await noHorizontalOverflow(page);
        const details = await page.getByRole('heading', { name: 'Details' }).boundingBox();
        const summary = await page.getByRole('heading', { name: 'Summary' }).boundingBox();
        expect(
          details !== null && summary !== null && Math.abs(details.x - summary.x) < 1 && summary.y > details.y,
        ).toBe(true);
        expect(await violations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit job' });
        const minimum = await dialog.getByLabel('Minimum salary').boundingBox();
        const maximum = await dialog.getByLabel('Maximum salary').boundingBox();
        expect(minimum !== null && maximum !== null && maximum.y > minimum.y).toBe(true);
        await noHorizontalOverflow(page);
        await dialog.getByRole('button', { name: 'Cancel' }).click();

        await page.goto('/zara/create-job-description');
        await page.getByLabel('Job description', { exact: true }).waitFor();
        await noHorizontalOverflow(page);
      },
      { width: 375, height: 800 },
    ));
});
