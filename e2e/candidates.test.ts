import { candidateMessages, FIT_EXCLUDED_TEXT, type Job } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  backendJob,
  middleResume,
  resumeAsPdf,
  strongResume,
  weakResume,
} from '../apps/server/src/test/candidates-testing.ts';
import { violations } from './axe.ts';
import { clippedLines } from './clipped-lines.ts';
import { ownWorkspaceSuite } from './own-workspace.ts';
import { noSidewaysScroll, screenshotter } from './page-checks.ts';

// Candidate Shortlisting (#17 item 4) in a workspace of its own: a job picked, three résumés
// (PDF, text, Markdown) uploaded and watched being scored, the best fit's explanation, a bookmark,
// a stage change, j / k, a screening call (no voice provider is configured here), and the page at
// 1440 and 375 px.
const suite = ownWorkspaceSuite();
/** Where screenshots go when CANDIDATES_SCREENSHOTS names a folder (to look at the pages). */
const shotsDir = process.env['CANDIDATES_SCREENSHOTS'];

const api = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => suite.api<T>(method, path, body);

const names = (page: Page) => page.getByTestId('candidate-name').allTextContents();
const openName = (page: Page) => page.getByTestId('candidate-detail-name').textContent();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const shoot = screenshotter(shotsDir);

describe('candidate shortlisting', () => {
  let job: Job;
  let longJob: Job;
  beforeAll(async () => {
    // A title long enough to be cut in the picker on a phone.
    longJob = (
      await api<Job>('POST', '/job-description/', {
        ...backendJob,
        title: 'Senior Backend Engineer, Payments Platform and Settlement Services',
        location: 'Bengaluru, Karnataka, India',
      })
    ).data;
    // The hiring area is the recruiting agent's: the new workspace gets zara first.
    expect((await api('POST', '/agents', { agent_id: 'zara', agent_name: 'Zara', role: 'recruiting' })).status).toBe(
      201,
    );
    await api<Job>('POST', '/job-description/', {
      ...backendJob,
      title: 'Product Designer',
      requirements: [],
      skills: ['Figma'],
    });
    job = (await api<Job>('POST', '/job-description/', backendJob)).data;
    expect((await api('PUT', `/job-description/${job.job_id}`, { status: 'open' })).status).toBe(200);
  });

  it('uploads three résumés, watches them scored, explains the best, bookmarks, moves a stage, steps with j / k and asks for a screening call', () =>
    suite.withPage(async (page) => {
      // From the job's page, to its candidates.
      await page.goto(`/zara/job-listings/${job.job_id}`);
      await page.getByTestId('job-candidates-link').click();
      await page.waitForURL(`**/zara/candidate-shortlisting?job=${job.job_id}`);
      await page.getByText('No candidates for this job yet').waitFor();
      expect(await page.getByRole('combobox', { name: 'Job' }).textContent()).toContain('Backend Engineer');

      await page.getByTestId('upload-resumes').click();
      const dialog = page.getByRole('dialog', { name: 'Upload résumés' });
      await dialog.locator('input[type="file"]').setInputFiles([
        { name: 'meera-shah.pdf', mimeType: 'application/pdf', buffer: resumeAsPdf(strongResume) },
        { name: 'kabir-rao.txt', mimeType: 'text/plain', buffer: Buffer.from(middleResume) },
        { name: 'tara-das.md', mimeType: 'text/markdown', buffer: Buffer.from(weakResume) },
      ]);
      await dialog.getByRole('button', { name: 'Upload 3 résumés' }).click();
      await page.getByText(candidateMessages.uploaded(3)).waitFor();
      const progress = page.getByTestId('scoring-progress');
      await expect.poll(() => progress.getAttribute('data-done'), { timeout: 60_000 }).toBe('true');
      expect(
        await progress
          .getByTestId('scoring-file')
          .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-status'))),
      ).toEqual(['scored', 'scored', 'scored']);
      await expect.poll(() => names(page)).toEqual(['Meera Shah', 'Kabir Rao', 'Tara Das']);
      expect(await page.getByTestId('candidates-total').textContent()).toBe('3 candidates, best fit first');
      // Every row reads whole: no line cut off (the headline's descenders).
      expect(await clippedLines(page.getByTestId('candidate-row'))).toEqual([]);

      // The best fit is open beside the list, its score explained part by part.
      await expect.poll(() => openName(page)).toBe('Meera Shah');
      const explanation = page.getByTestId('fit-explanation');
      await explanation.waitFor();
      expect(await explanation.getByTestId('fit-part').count()).toBeGreaterThan(3);
      expect(await explanation.getByTestId('fit-part-result').first().textContent()).toBe('Matched');
      expect(await explanation.getByTestId('fit-part-evidence').first().textContent()).toMatch(/^“.+”$/);
      expect(await page.getByTestId('fit-excluded').textContent()).toBe(FIT_EXCLUDED_TEXT);
      expect(await page.getByTestId('resume-profile').textContent()).toContain('meera.shah@example.in');

      // Bookmark her; the row's star turns too.
      const detail = page.getByTestId('candidate-detail');
      await detail.getByRole('button', { name: 'Bookmark Meera Shah' }).click();
      await page.getByText(candidateMessages.bookmarked).waitFor();
      await expect
        .poll(() =>
          page
            .getByTestId('candidate-row')
            .first()
            .getByRole('button', { name: 'Bookmark Meera Shah' })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');

      // Shortlist her from the stage menu, by keyboard.
      await detail.getByTestId('stage-menu').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Shortlisted' }).click();
      await page.getByText(candidateMessages.moved(1, 'shortlisted')).waitFor();
      await expect
        .poll(() => page.getByTestId('candidate-row').first().getByTestId('candidate-stage').textContent())
        .toBe('Shortlisted');
      await expect.poll(() => page.getByTestId('stage-filter-shortlisted').textContent()).toBe('Shortlisted1');
      await page.getByTestId('stage-history').getByText('New → Shortlisted').waitFor();

      // j and k move through the list.
      await page.locator('body').click({ position: { x: 5, y: 400 } });
      await page.keyboard.press('j');
      await expect.poll(() => openName(page)).toBe('Kabir Rao');
      await page.keyboard.press('j');
      await expect.poll(() => openName(page)).toBe('Tara Das');
      await page.keyboard.press('k');
      await expect.poll(() => openName(page)).toBe('Kabir Rao');
      expect(query(page)['candidate']).toBeDefined();

      // No voice provider is configured in this run: the page says so, and where to set it up. The
      // button sits under the toasts of the steps above until they leave (3 s each, paused while the
      // pointer is over them): pressed meanwhile, the pointer over the toaster would spread them over
      // it, and on a loaded machine the press landed on a toast.
      await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
      await page.getByTestId('screening-call').click();
      const problem = page.getByTestId('screening-problem');
      await problem.waitFor();
      expect(await problem.textContent()).toContain(candidateMessages.noProvider);

      await shoot(page, 'candidates-1440');
      expect(await violations(page)).toEqual([]);
      // The rest of the candidate: the résumé, the history, the data.
      await page.getByTestId('stage-history').scrollIntoViewIfNeeded();
      await shoot(page, 'candidates-1440-resume');
    }));

  it('is one column at 375 px: the list, then the candidate in its place with Back, without sideways scrolling', () =>
    suite.withPage(
      async (page) => {
        await page.goto(`/zara/candidate-shortlisting?job=${job.job_id}`);
        await expect.poll(() => names(page)).toEqual(['Meera Shah', 'Kabir Rao', 'Tara Das']);
        expect(await page.getByTestId('candidate-detail').count()).toBe(0);
        await noSidewaysScroll(page, 375);
        expect(await clippedLines(page.getByTestId('candidate-row'))).toEqual([]);
        await shoot(page, 'candidates-375-list');
        expect(await violations(page)).toEqual([]);

        await page.getByTestId('candidate-link').first().click();
        await expect.poll(() => openName(page)).toBe('Meera Shah');
        expect(await page.getByTestId('candidate-list').isVisible()).toBe(false);
        await noSidewaysScroll(page, 375);
        await shoot(page, 'candidates-375-detail');
        expect(await violations(page)).toEqual([]);
        await page.getByTestId('candidate-back').click();
        await page.getByTestId('candidate-list').waitFor();

        // Erasure, asked first: the candidate is gone from the list.
        await page.getByTestId('candidate-link').last().click();
        await expect.poll(() => openName(page)).toBe('Tara Das');
        await page.getByRole('button', { name: 'Erase candidate' }).click();
        const eraseDialog = page.getByRole('dialog', { name: 'Erase Tara Das?' });
        // Never called: no choice about calls; the dialog says what stays.
        expect(await eraseDialog.getByRole('radiogroup').count()).toBe(0);
        expect(await eraseDialog.getByTestId('erasure-what-stays').textContent()).toBe(
          'What stays, without their name: the stage history (no reasons), the hiring counts, their interviews’ rounds and times, and the audit log.',
        );
        await eraseDialog.getByRole('button', { name: 'Erase' }).click();
        await page.getByText(candidateMessages.erased).waitFor();
        await expect.poll(() => names(page)).toEqual(['Meera Shah', 'Kabir Rao']);

        // A long job name is cut in its picker, never scrolling the page sideways.
        await page.goto(`/zara/candidate-shortlisting?job=${longJob.job_id}`);
        await expect
          .poll(() => page.getByRole('combobox', { name: 'Job' }).textContent())
          .toContain('Payments Platform');
        await noSidewaysScroll(page, 375);
        const picker = await page.getByRole('combobox', { name: 'Job' }).boundingBox();
        expect(picker!.x + picker!.width).toBeLessThanOrEqual(375);
      },
      { width: 375, height: 812 },
    ));
});
