import { mkdirSync } from 'node:fs';
import type { HiringHome, RecruitingAnalytics } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownWorkspaceSuite } from './own-workspace.ts';

// The hiring home and the recruiting analytics (#18 items 6 and 7) in a workspace of its own with
// the sample data: the home shows that workspace's jobs, calls and actions, a stage of a job opens
// the candidate list filtered to it, and the funnel on /zara/analytics does the same; both pages
// at 1440 and 375 px without sideways scrolling.
const suite = ownWorkspaceSuite();
/** Where screenshots go when RECRUITING_SCREENSHOTS names a folder (to look at the pages). */
const shotsDir = process.env['RECRUITING_SCREENSHOTS'];

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const shoot = async (page: Page, name: string, testId?: string) => {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  if (testId === undefined) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
  else await page.getByTestId(testId).screenshot({ path: `${shotsDir}/${name}.png` });
};

describe('hiring home and recruiting analytics', () => {
  let home: HiringHome;
  beforeAll(async () => {
    expect((await suite.api('POST', '/workspaces/current/sample-data', {})).status).toBe(200);
    home = (await suite.api<HiringHome>('GET', '/hiring-home')).data;
    expect(home.open_jobs.items.length).toBeGreaterThan(0);
  });

  it("shows its own workspace's open jobs, screening calls and actions, and a job's stage opens the filtered list", () =>
    suite.withPage(async (page) => {
      await page.goto('/zara');
      await page.getByTestId('home-dashboard').waitFor();
      const titles = await page.getByTestId('home-open-jobs').locator(':scope > li a').first().textContent();
      expect(titles).toBe(home.open_jobs.items[0]!.title);
      expect(await page.getByTestId('home-screening-calls').getByRole('link').count()).toBe(
        home.screening_calls.items.length,
      );
      await shoot(page, 'hiring-home-1440');

      const job = home.open_jobs.items.find((item) => item.stage_counts.interview > 0) ?? home.open_jobs.items[0]!;
      const stage = job.stage_counts.interview > 0 ? 'interview' : 'new';
      await page
        .getByRole('list', { name: `${job.title}: candidates per stage` })
        .getByRole('link', { name: new RegExp(`^${stage}`, 'i') })
        .click();
      await page.waitForURL(/candidate-shortlisting/);
      expect(query(page)).toMatchObject({ job: job.id, stage });
      await page.getByTestId('candidate-row').first().waitFor();
      const stages = await page.getByTestId('candidate-row').getByTestId('candidate-stage').allTextContents();
      expect(stages.length).toBe(job.stage_counts[stage]);
      expect(new Set(stages)).toEqual(new Set([stage === 'interview' ? 'Interview' : 'New']));
    }));

  it('draws the funnel on /zara/analytics, whose stages open the candidate list', () =>
    suite.withPage(async (page) => {
      const analytics = (await suite.api<RecruitingAnalytics>('GET', '/recruiting-analytics?period=90days')).data;
      await page.goto('/zara/analytics?period=90days');
      const funnel = page.getByRole('list', { name: 'Hiring funnel' });
      await funnel.waitFor();
      const shortlisted = funnel.getByRole('link', { name: /Shortlisted/ });
      expect(await shortlisted.textContent()).toContain(String(analytics.funnel[1]!.count));
      // The sample data's interviews (the ones zara booked in its calls) are drawn by week.
      expect(analytics.interviews.total).toBeGreaterThan(0);
      await page.getByTestId('chart-interviews-per-week').waitFor();
      await shoot(page, 'recruiting-analytics-1440', 'recruiting-section');
      await shortlisted.click();
      await page.waitForURL(/candidate-shortlisting/);
      expect(query(page)).toMatchObject({ stage: 'shortlisted' });
    }));

  it('reads at 375 px without sideways scrolling', () =>
    suite.withPage(
      async (page) => {
        await page.goto('/zara');
        await page.getByTestId('home-dashboard').waitFor();
        await noSidewaysScroll(page, 375);
        await shoot(page, 'hiring-home-375');
        await page.goto('/zara/analytics?period=90days');
        await page.getByRole('list', { name: 'Hiring funnel' }).waitFor();
        await noSidewaysScroll(page, 375);
        await shoot(page, 'recruiting-analytics-375', 'recruiting-section');
      },
      { width: 375, height: 812 },
    ));
});
