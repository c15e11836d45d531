import { jobMessages } from '@agentdesk/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { signedInSuite } from './browser.ts';

// Issue #16 item 2, "Write it for me": a whole job description from a short brief (the started app
// has no LLM_BASE_URL, so the template writes it), edited beside a live preview, saved only then.
// In the demo workspace, whose recruiting agent opens the hiring area (a new workspace has none yet).
const { suite, withPage } = signedInSuite();

const listItems = (page: Page, testId: string) => page.getByTestId(testId).getByRole('listitem').allTextContents();

/** Opens 'Write it for me', types a brief and writes the draft; answers the editor. */
const writeDraft = async (page: Page, title: string) => {
  await page.goto('/zara/create-job-description');
  await page.getByRole('tab', { name: 'Write it for me' }).click();
  const brief = page.getByRole('tabpanel', { name: 'Write it for me' });
  await brief.getByLabel('Job title').fill(title);
  await brief.getByLabel('Department').fill('Engineering');
  await brief.getByLabel('Location').fill('Berlin, Germany');
  await brief.getByRole('combobox', { name: 'Seniority' }).click();
  await page.getByRole('option', { name: 'Senior' }).click();
  await brief.getByRole('combobox', { name: 'Work mode' }).click();
  await page.getByRole('option', { name: 'Hybrid' }).click();
  const skills = brief.getByLabel('Skills');
  await skills.fill('Go');
  await skills.press('Enter');
  await skills.pressSequentially('Kubernetes, Terraform, Rust');
  await brief.getByRole('button', { name: 'Write draft' }).click();
  const editor = page.getByRole('region', { name: 'Edit the draft' });
  await editor.waitFor();
  return editor;
};

describe('Write it for me', () => {
  it('writes a draft from a brief, edited beside a live preview, and saves it with its new fields', () =>
    withPage(async (page) => {
      const title = `Platform Engineer ${Date.now().toString(36)}`;
      const editor = await writeDraft(page, title);
      expect(new URL(page.url()).searchParams.get('mode')).toBe('write');
      await page.getByText(`${jobMessages.draftByTemplate}. Nothing is saved yet`).waitFor();
      expect(await editor.getByLabel('Job title', { exact: true }).inputValue()).toBe(title);
      expect(await editor.getByRole('combobox', { name: 'Seniority' }).textContent()).toBe('Senior');
      expect(await editor.getByLabel('Skills').inputValue()).toBe('Go, Kubernetes, Terraform, Rust');
      expect(await editor.getByLabel('Must-have requirements').inputValue()).toContain(
        '5+ years of experience in software engineering\nHands-on experience with Go, Kubernetes and Terraform',
      );
      expect(await editor.getByLabel('Nice-to-have requirements').inputValue()).toContain('Experience with Rust');
      expect(await editor.getByLabel('Benefits').inputValue()).toContain('30 days of paid holiday');
      expect(await editor.getByLabel('Currency').inputValue()).toBe('EUR');

      // The preview beside the form follows what is typed.
      const preview = page.getByRole('region', { name: 'Preview' });
      const editorBox = await editor.boundingBox();
      const previewBox = await preview.boundingBox();
      expect(editorBox !== null && previewBox !== null && previewBox.x > editorBox.x + editorBox.width - 1).toBe(true);
      expect(await preview.getByTestId('job-preview-title').textContent()).toBe(title);
      await editor.getByLabel('Job title', { exact: true }).fill(`Staff ${title}`);
      await expect.poll(() => preview.getByTestId('job-preview-title').textContent()).toBe(`Staff ${title}`);
      await editor.getByLabel('Nice-to-have requirements').fill('Experience with Rust\nOpen-source contributions');
      await expect
        .poll(() => listItems(page, 'job-nice-to-have'))
        .toEqual(['Experience with Rust', 'Open-source contributions']);
      await editor.getByLabel('Minimum salary').fill('85000');
      await editor.getByLabel('Maximum salary').fill('105000');
      await expect.poll(() => preview.getByTestId('job-salary').textContent()).toBe('€85,000 – €105,000');
      await editor.getByLabel('Openings').fill('3');
      await editor.getByLabel('Application deadline').fill('2026-12-31');
      await editor.getByLabel('Hiring manager').fill('Dana Reyes');
      await expect.poll(() => preview.getByTestId('job-hiring-manager').textContent()).toBe('Dana Reyes');
      expect(await violations(page)).toEqual([]);

      await editor.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText(jobMessages.created).waitFor();
      await page.waitForURL(/\/zara\/job-listings\/[^/?]+$/);
      const detail = page.getByTestId('job-detail');
      await detail.waitFor();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Staff ${title}`);
      expect(await detail.getAttribute('data-status')).toBe('draft');
      expect(await page.getByTestId('job-seniority').textContent()).toBe('Senior');
      expect(await page.getByTestId('job-workplace-type').textContent()).toBe('Hybrid');
      expect(await page.getByTestId('job-salary').textContent()).toBe('€85,000 – €105,000');
      expect(await page.getByTestId('job-openings').textContent()).toBe('3');
      expect(await page.getByTestId('job-deadline').textContent()).toMatch(/2026/);
      expect(await page.getByTestId('job-hiring-manager').textContent()).toBe('Dana Reyes');
      expect(await listItems(page, 'job-nice-to-have')).toEqual(['Experience with Rust', 'Open-source contributions']);
      expect(await listItems(page, 'job-benefits')).toContain('30 days of paid holiday');
      expect(await page.getByTestId('job-authors').textContent()).toBe(
        `Created by ${suite.account.username} · Updated by ${suite.account.username}`,
      );
      expect(await violations(page)).toEqual([]);
    }));

  it('at 375 px shows the form or the preview, without horizontal scrolling', () =>
    withPage(
      async (page) => {
        await page.goto('/zara/create-job-description');
        await page.getByRole('tab', { name: 'Write it for me' }).click();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        const editor = await writeDraft(page, 'Site Reliability Engineer for the Payments Platform Team');
        expect(await page.getByRole('region', { name: 'Preview' }).isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Preview', exact: true }).click();
        const preview = page.getByRole('region', { name: 'Preview' });
        await preview.waitFor();
        expect(await editor.isVisible()).toBe(false);
        expect(await preview.getByTestId('job-preview-title').textContent()).toBe(
          'Site Reliability Engineer for the Payments Platform Team',
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await editor.waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(await violations(page)).toEqual([]);
      },
      { width: 375, height: 800 },
    ));
});
