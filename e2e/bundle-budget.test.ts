import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInSuite } from './browser.ts';

const { withPage } = signedInSuite();

const isScript = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

/**
 * Gzip bytes (level 9, what the wire would carry) of every script a visit loads until `isReady` and
 * the scripts in flight then have finished. Every script is counted or the test fails: each body is
 * read before the total is made, and a body that cannot be read, or a script request that failed, is
 * an error, never a zero.
 */
const scriptBytes = async (page: Page, path: string, isReady: () => Promise<unknown>) => {
  const inFlight = new Set<Request>();
  const bodies: Promise<{ url: string; bytes: number } | { url: string; error: string }>[] = [];
  const failed: string[] = [];
  const count = async (request: Request) => {
    try {
      const body = await (await request.response())!.body();
      return { url: request.url(), bytes: gzipSync(body, { level: 9 }).length };
    } catch (error) {
      return { url: request.url(), error: String(error) };
    }
  };
  page.on('request', (request) => {
    if (isScript(request)) inFlight.add(request);
  });
  page.on('requestfinished', (request) => {
    if (inFlight.delete(request)) bodies.push(count(request));
  });
  page.on('requestfailed', (request) => {
    if (inFlight.delete(request)) failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  await page.goto(path, { waitUntil: 'load' });
  await isReady();
  await expect.poll(() => inFlight.size).toBe(0);
  const counted = await Promise.all(bodies);
  expect(failed).toEqual([]);
  expect(counted.filter((script) => 'error' in script)).toEqual([]);
  const sizes = new Map(counted.map((script) => [script.url, 'bytes' in script ? script.bytes : 0]));
  // The entry and the chunks of the page at least: a visit that counted one file counted too little.
  expect(sizes.size).toBeGreaterThan(1);
  return [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
};

describe('JavaScript budgets', () => {
  it('a fresh signed-in visit to /analytics loads at most 250 KB of script (gzip), charts included', () =>
    withPage(async (page) => {
      const total = await scriptBytes(page, '/analytics', () =>
        page.getByTestId('chart-calls-over-time').locator('svg').waitFor(),
      );
      expect(total / 1024).toBeLessThanOrEqual(250);
    }));

  it('/authentication loads at most 150 KB of script (gzip)', () =>
    withPage(async (page) => {
      await page.context().clearCookies();
      await page.addInitScript(() => localStorage.clear());
      const total = await scriptBytes(page, '/authentication', () =>
        page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
      );
      expect(total / 1024).toBeLessThanOrEqual(150);
    }));
});
