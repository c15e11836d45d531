import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, launchBrowser, newPage, storeSession } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const signedInPage = async (viewport?: { width: number; height: number }) => {
  const { context, page } = await newPage(browser, viewport);
  const account = await createAccount();
  await storeSession(page, account);
  return { context, page, account };
};

const navLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

describe('layout', () => {
  it('keeps the compressed side navigation across a reload', async () => {
    const { context, page } = await signedInPage();
    try {
      await page.goto('/analytics');
      await page.getByRole('button', { name: 'Compress sidebar' }).click();
      expect(await page.evaluate(() => localStorage.getItem('isSidebarCompressed'))).toBe('true');
      await page.reload();
      await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      expect(await page.evaluate(() => localStorage.getItem('isSidebarCompressed'))).toBe('false');
      await page.reload();
      await page.getByRole('button', { name: 'Compress sidebar' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('opens the mobile menu at 375 px, locks scrolling, and closes when the window grows', async () => {
    const { context, page } = await signedInPage({ width: 375, height: 800 });
    try {
      await page.goto('/analytics');
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.click();
      await page.getByRole('button', { name: 'Close menu' }).first().waitFor();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await navLink(page, 'Inbox').waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.setViewportSize({ width: 1024, height: 800 });
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('chooses zara, lands on /zara/job-listings with the hiring menu, and deselects back to /analytics', async () => {
    const { context, page, account } = await signedInPage();
    try {
      await page.goto('/analytics');
      await navLink(page, 'Knowledge Base').waitFor();
      await page.getByRole('combobox', { name: 'Select agent', exact: true }).click();
      await page.getByRole('option', { name: /Zara/ }).click();
      await page.waitForURL('**/zara/job-listings');
      await expect.poll(() => page.title()).toBe('Job Listings · AgentDesk');
      for (const label of ['Job Listings', 'Candidate Shortlisting', 'Interview Scheduling', 'Analytics', 'Conversations']) {
        await navLink(page, label).waitFor();
      }
      expect(await navLink(page, 'Knowledge Base').count()).toBe(0);
      expect(await navLink(page, 'Job Listings').getAttribute('aria-current')).toBe('page');
      // The active item's icon takes the brand blue #2563EB (SPEC §2, §9); the others do not.
      const iconColour = (label: string) => navLink(page, label).locator('svg').first().evaluate((svg) => getComputedStyle(svg).color);
      expect(await iconColour('Job Listings')).toBe('rgb(37, 99, 235)');
      expect(await iconColour('Interview Scheduling')).not.toBe('rgb(37, 99, 235)');
      const iconSize = await navLink(page, 'Job Listings').locator('svg').first().boundingBox();
      expect([iconSize?.width, iconSize?.height]).toEqual([20, 20]);

      await page.getByRole('button', { name: 'Deselect agent' }).click();
      await page.waitForURL('**/analytics');
      await navLink(page, 'Knowledge Base').waitFor();
      await expect.poll(() => page.title()).toBe('Analytics · AgentDesk');

      // The account menu: its items, with 24 px icons (SPEC §2).
      await page.getByRole('button', { name: new RegExp(account.username) }).click();
      const items = page.getByRole('menuitem');
      await items.first().waitFor();
      // Members and Audit log (an admin's: e2e accounts are admins of the demo workspace) are the further items SPEC §2 allows.
      expect(await items.allTextContents()).toEqual(['Members', 'Audit log', 'Profile', 'Change Password', 'Log Out']);
      for (const box of await Promise.all((await items.all()).map((item) => item.locator('svg').first().boundingBox()))) {
        expect([box?.width, box?.height]).toEqual([24, 24]);
      }
      await page.keyboard.press('Escape');

      // The selection follows the path.
      await page.goto('/zara/analytics');
      await navLink(page, 'Candidate Shortlisting').waitFor();
    } finally {
      await context.close();
    }
  });

  it('forces the compressed navigation on Conversations and Inbox, with their headers', async () => {
    const { context, page } = await signedInPage();
    try {
      await page.goto('/conversations');
      await page.getByRole('heading', { name: 'Conversations' }).first().waitFor();
      expect(await page.title()).toBe('Conversations · AgentDesk');
      expect(await page.evaluate(() => localStorage.getItem('isSidebarCompressed'))).not.toBe('true');
      await page.goto('/inbox');
      await page.getByRole('heading', { name: 'Inbox' }).first().waitFor();
      expect(await page.title()).toBe('Inbox · AgentDesk');
    } finally {
      await context.close();
    }
  });
});
