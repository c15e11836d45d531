import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page does not scroll sideways at this width. */
export const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * The browser dialogs (alert, confirm, prompt) a page opens, each dismissed: the product has none
 * (issue #26), so a journey expects this list to stay empty.
 */
export const collectDialogs = (page: Page): string[] => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
};

/** Screenshots into `dir` (a journey's *_SCREENSHOTS folder, to look at the pages); nothing when it is unset. */
export const screenshotter =
  (dir: string | undefined) =>
  async (page: Page, name: string): Promise<void> => {
    if (!dir) return;
    // The page, not the toasts over its header.
    await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, undefined, {
      timeout: 10_000,
    });
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}.png` });
  };
