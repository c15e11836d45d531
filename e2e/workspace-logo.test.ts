import { interviewPaths, weekdays, type Job } from '@agentdesk/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendJob, strongResume } from '../apps/server/src/test/candidates-testing.ts';
import { disguisedFiles, logoImage } from '../apps/server/src/test/logo-testing.ts';
import { violations } from './axe.ts';
import { hiringApi, scoredApplications } from './hiring-api.ts';
import { baseUrl, createAccount, launchBrowser, newPage, storeSession, type Account } from './browser.ts';
import { noSidewaysScroll, screenshotter } from './page-checks.ts';

// #30 item 3: the owner uploads the workspace's logo in the workspace settings (through the file
// input, from the keyboard), and the candidate's self-booking page shows it, loaded, in its fixed box.

const shoot = screenshotter(process.env['WORKSPACE_LOGO_SCREENSHOTS']);
const COMPANY = 'Acme Robotics & Co';

describe('the workspace logo, from the settings to the candidate’s booking page', () => {
  let browser: Browser;
  let owner: Account;
  let bookingUrl: string;
  const api = hiringApi(() => owner);

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await createAccount('e2e-password-1', { workspace: 'own' });
    expect((await api('PATCH', '/workspaces/current', { name: COMPANY })).status).toBe(200);
    const job = (await api<Job>('POST', '/job-description/', backendJob)).data;
    expect((await api('PUT', `/job-description/${job.job_id}`, { status: 'open' })).status).toBe(200);
    const applications = await scoredApplications(owner, job.job_id, { 'meera.txt': strongResume });
    const ben = await api<{ interviewer_id: string }>('POST', interviewPaths.interviewers, {
      name: 'Ben Cole',
      email: 'ben@example.co.uk',
      time_zone: 'Europe/London',
      working_hours: Object.fromEntries(weekdays.map((day) => [day, [{ start: '09:00', end: '17:00' }]])),
    });
    const plan = await api<{ rounds: { round_id: string }[] }>('PUT', interviewPaths.plan, {
      job_id: job.job_id,
      window_days: 14,
      min_notice_hours: 0,
      rounds: [{ name: 'Technical', duration_minutes: 45, interviewer_ids: [ben.data.interviewer_id] }],
    });
    const made = await api<{ url: string }>('POST', interviewPaths.bookingLinks, {
      application_id: applications[0]!.application_id,
      round_id: plan.data.rounds[0]!.round_id,
    });
    expect(made.status).toBe(201);
    const url = new URL(made.data.url);
    bookingUrl = `${baseUrl()}${url.pathname}${url.search}&tz=Europe%2FLondon`;
  }, 480_000);
  afterAll(() => browser.close());

  const withSettings = async (width: number, fn: (page: Page) => Promise<void>) => {
    const { context, page } = await newPage(browser, { width, height: 900 });
    try {
      await storeSession(page, owner);
      await page.goto('/members');
      await page.getByRole('heading', { name: 'Logo', level: 2 }).waitFor();
      await fn(page);
    } finally {
      await context.close();
    }
  };
  /** The image is loaded (its natural size known) and laid out in its box. */
  const loadedImage = async (page: Page, testId: string) => {
    const image = page.getByTestId(testId);
    await page.waitForFunction(
      (id) => {
        const element = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`);
        return element !== null && element.complete && element.naturalWidth > 0;
      },
      testId,
      { timeout: 10_000 },
    );
    return {
      natural: await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
      box: (await image.boundingBox())!,
    };
  };

  it('is uploaded from the keyboard in the settings; a refused file shows the server’s sentence', () =>
    withSettings(1440, async (page) => {
      const input = page.getByLabel('Upload logo');
      // The file input is what the keyboard reaches (the label is its visible face).
      await input.focus();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('workspace-logo');
      await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(disguisedFiles.svg) });
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'PNG, JPEG or WebP' }).count()).toBe(1);

      await input.setInputFiles({
        name: 'acme.png',
        mimeType: 'image/png',
        buffer: logoImage('png', { width: 128, height: 128 }),
      });
      await page.getByText('Logo saved').waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'PNG, JPEG or WebP' }).count()).toBe(0);
      const { natural, box } = await loadedImage(page, 'workspace-logo-preview');
      expect(natural).toBe(128);
      expect([box.width, box.height]).toEqual([64, 64]);
      expect(await page.getByTestId('workspace-logo-preview').getAttribute('alt')).toBe(COMPANY);
      await page.getByLabel('Replace logo').waitFor();
      await page.getByRole('button', { name: 'Remove logo' }).waitFor();
      await noSidewaysScroll(page, 1440);
      expect(await violations(page)).toEqual([]);
      await page.getByTestId('workspace-logo-field').evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shoot(page, 'workspace-logo-settings-1440');
    }));

  it('shows at 375 px', () =>
    withSettings(375, async (page) => {
      await loadedImage(page, 'workspace-logo-preview');
      await page.getByRole('heading', { name: 'Logo', level: 2 }).scrollIntoViewIfNeeded();
      await noSidewaysScroll(page, 375);
      await shoot(page, 'workspace-logo-settings-375');
    }));

  for (const width of [1440, 375])
    it(`is on the candidate’s booking page, loaded, in its 40 px box, at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'Europe/London' });
      try {
        const page = await context.newPage();
        await page.goto(bookingUrl);
        await page.getByRole('heading', { name: 'Book your Technical interview', level: 1 }).waitFor();
        const { natural, box } = await loadedImage(page, 'company-logo');
        expect(natural).toBe(128);
        expect([box.width, box.height]).toEqual([40, 40]);
        // The name follows the logo, so the image itself says nothing more (alt="").
        expect(await page.getByTestId('company-logo').getAttribute('alt')).toBe('');
        expect(await page.getByTestId('company').textContent()).toBe(COMPANY);
        expect(await page.locator('.company .initial').count()).toBe(0);
        // The header's logo beside the name.
        const header = await loadedImage(page, 'site-logo');
        expect([header.box.width, header.box.height]).toEqual([32, 32]);
        await noSidewaysScroll(page, width);
        expect(await violations(page)).toEqual([]);
        await shoot(page, `workspace-logo-booking-${width}`);
      } finally {
        await context.close();
      }
    });

  it('is removed in the settings: the booking page shows the initial again', async () => {
    await withSettings(1440, async (page) => {
      await page.getByRole('button', { name: 'Remove logo' }).click();
      await page.getByText('Logo removed').waitFor();
      expect(await page.getByTestId('workspace-logo-preview').count()).toBe(0);
      await page.getByLabel('Upload logo').waitFor();
    });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(bookingUrl);
      await page.getByRole('heading', { name: 'Book your Technical interview', level: 1 }).waitFor();
      expect(await page.getByTestId('company-logo').count()).toBe(0);
      expect(await page.locator('.company .initial').textContent()).toBe('A');
    } finally {
      await context.close();
    }
  });
});
