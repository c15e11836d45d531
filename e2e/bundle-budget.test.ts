import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInSuite } from './browser.ts';

const { withPage } = signedInSuite();

/** Gzip bytes (level 9, what the wire would carry) of every script a visit loads. */
const scriptBytes = async (page: Page, path: string) => {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A navigation cancelled the body.
    }
  });
  await page.goto(path, { waitUntil: 'load' });
  return sizes;
};

describe('JavaScript budgets', () => {
  it('a fresh signed-in visit to /analytics loads at most 250 KB of script (gzip), charts included', () =>
    withPage(async (page) => {
      const sizes = await scriptBytes(page, '/analytics');
      await page.getByTestId('chart-calls-over-time').locator('svg').waitFor();
      const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
      expect(total / 1024).toBeLessThanOrEqual(250);
    }));

  it('/authentication loads at most 150 KB of script (gzip)', () =>
    withPage(async (page) => {
      await page.context().clearCookies();
      await page.addInitScript(() => localStorage.clear());
      const sizes = await scriptBytes(page, '/authentication');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
      expect(total / 1024).toBeLessThanOrEqual(150);
    }));
});
