import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoutePattern } from './spa-html.ts';
import { spaPlugin } from './spa.plugin.ts';

// A build as `npm start` leaves it (index.html, hashed assets with .br and .gz copies, and the
// route-preloads.json the Vite build writes), served by the plugin alone: no database involved.

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-A1b2C3.js"></script></head><body><div id="root"></div></body></html>';
const ROUTE_PRELOADS = {
  '/analytics': ['/assets/app-layout-D4e5F6.js', '/assets/analytics-route-G7h8I9.js'],
  '/:role': ['/assets/role-outlet-J1k2L3.js'],
  '/:role/job-listings': ['/assets/role-outlet-J1k2L3.js', '/assets/job-listings-route-M4n5O6.js'],
};
const SCRIPT = 'export const answer = 42;\n'.repeat(40);

describe('the SPA plugin', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'agentdesk-spa-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
    const script = join(root, 'assets/analytics-route-G7h8I9.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    app = Fastify();
    await app.register(spaPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves a page's HTML with a modulepreload link for each chunk its route loads, compressed", async () => {
    const response = await app.inject({ url: '/analytics?period=30days', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toContain('accept-encoding');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/analytics-route-G7h8I9.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-layout-D4e5F6.js">');
    // In the head, so they are asked for before the body is read.
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('picks the literal route over a parameter and gzips for a browser without brotli', async () => {
    const response = await app.inject({ url: '/zara/job-listings', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(response.rawPayload).toString();
    expect(html).toContain('/assets/job-listings-route-M4n5O6.js');
    expect(html).not.toContain('analytics-route');
  });

  it('serves an unknown path the bare index.html (the app redirects it)', async () => {
    const response = await app.inject({ url: '/no/such/page/here' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets compressed and cached as immutable', async () => {
    const brotli = await app.inject({
      url: '/assets/analytics-route-G7h8I9.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await app.inject({ url: '/assets/analytics-route-G7h8I9.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers an unknown API path 404 in JSON, not with the page', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error_message: 'Not found' });
  });
});

describe('matchRoutePattern', () => {
  const patterns = ['/analytics', '/:role', '/:role/analytics', '/:role/job-listings/:jobId'];
  it('matches as the router does', () => {
    expect(matchRoutePattern(patterns, '/analytics')).toBe('/analytics');
    expect(matchRoutePattern(patterns, '/analytics/')).toBe('/analytics');
    expect(matchRoutePattern(patterns, '/zara')).toBe('/:role');
    expect(matchRoutePattern(patterns, '/zara/analytics')).toBe('/:role/analytics');
    expect(matchRoutePattern(patterns, '/zara/job-listings/j-1')).toBe('/:role/job-listings/:jobId');
    expect(matchRoutePattern(patterns, '/zara/unknown')).toBeNull();
    expect(matchRoutePattern(patterns, '/')).toBeNull();
  });
});
