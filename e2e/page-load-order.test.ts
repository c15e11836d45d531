import { describe, expect, it } from 'vitest';
import { baseUrl, signedInSuite } from './browser.ts';

// Issue #31: a page's code downloads beside the entry (the server's HTML names its chunks) and its
// first data leaves from the entry, before the page's code has even arrived.

const { withPage } = signedInSuite();

/** The modulepreload links of the HTML the server sends for `path`. */
const preloadedScripts = async (path: string): Promise<string[]> => {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
};

describe('a page load', () => {
  it("the HTML for /analytics preloads the analytics page's chunks, and the sign-in page's none of them", async () => {
    const analytics = await preloadedScripts('/analytics');
    expect(analytics.some((file) => /\/assets\/analytics-route-[\w-]+\.js$/.test(file))).toBe(true);
    expect(analytics.some((file) => /\/assets\/app-layout-[\w-]+\.js$/.test(file))).toBe(true);
    expect(analytics.some((file) => /conversations-route/.test(file))).toBe(false);
    const conversations = await preloadedScripts('/conversations?period=30days');
    expect(conversations.some((file) => /\/assets\/conversations-route-[\w-]+\.js$/.test(file))).toBe(true);
    const signIn = await preloadedScripts('/authentication');
    expect(signIn.some((file) => /analytics|app-layout/.test(file))).toBe(false);
  });

  it('a main page preloads a few dozen scripts at most: small shared modules come folded into a few chunks', async () => {
    // Chromium spends ~6 ms of main thread per preloaded file at 4x CPU before it parses the page;
    // one chunk per set of pages made 111 files for /conversations (vite-route-chunks.ts).
    for (const path of [
      '/analytics',
      '/conversations',
      '/inbox',
      '/knowledge-base',
      '/demo-call',
      '/zara/job-listings',
    ]) {
      const scripts = await preloadedScripts(path);
      expect(scripts.length, path).toBeGreaterThan(3);
      expect(scripts.length, path).toBeLessThanOrEqual(36);
    }
    const signIn = await preloadedScripts('/authentication');
    expect(signIn.some((file) => /\/assets\/common-[\w-]+\.js$/.test(file))).toBe(false);
  });

  it('hashed scripts come compressed and cached for good', async () => {
    const [script] = await preloadedScripts('/analytics');
    const response = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("the session check and the page's first data leave from the entry, while the page's code is held back, once each", () =>
    withPage(async (page) => {
      // The bare index.html (an unknown path) names the entry's own scripts; every other script waits.
      const bare = await (await fetch(`${baseUrl()}/no-such-page`)).text();
      const entryScripts = new Set(
        [...bare.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
      );
      expect(entryScripts.size).toBeGreaterThan(0);
      const asked: string[] = [];
      let isCodeHeld = true;
      const askedWhileHeld: string[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const isFirstData = () => asked.includes('/api/workspaces') && asked.includes('/api/webhooks/analytics/');
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (!pathname.startsWith('/api/')) return;
        asked.push(pathname);
        if (isCodeHeld) askedWhileHeld.push(pathname);
        if (isFirstData()) release();
      });
      // Without the entry's early requests they would wait for this code: let it go after 10 s anyway.
      const timeout = setTimeout(release, 10_000);
      await page.route('**/assets/*.js', async (route) => {
        if (!entryScripts.has(new URL(route.request().url()).pathname)) {
          await released;
          isCodeHeld = false;
        }
        await route.continue();
      });
      await page.goto('/analytics');
      await page.getByTestId('chart-calls-over-time').waitFor();
      clearTimeout(timeout);

      expect(askedWhileHeld).toEqual(expect.arrayContaining(['/api/workspaces', '/api/webhooks/analytics/']));
      // The page's own queries took those answers: nothing was asked twice.
      expect(asked.filter((path) => path === '/api/workspaces')).toHaveLength(1);
      expect(asked.filter((path) => path === '/api/webhooks/analytics/')).toHaveLength(1);
    }));
});
