import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { DEMO_ACCOUNT } from '../apps/server/src/seed/seed.ts';
import type { BenchRow } from './report.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Gzip bytes of every script the browser loads for a page (what the wire would carry at gzip -9). */
const measureBundles = async (baseUrl: string) => {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A navigation cancelled the body.
    }
  });
  const total = () => [...scripts.values()].reduce((a, b) => a + b, 0);

  await page.goto('/authentication', { waitUntil: 'networkidle' });
  const authBytes = total();
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/analytics');
  await page.waitForLoadState('networkidle');
  const afterSignIn = total();

  // A fresh visit straight to /analytics with the session already stored.
  const fresh = await context.newPage();
  scripts.clear();
  fresh.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // ignore
    }
  });
  await fresh.goto('/analytics', { waitUntil: 'networkidle' });
  const analyticsBytes = total();
  await browser.close();
  return { authBytes, afterSignIn, analyticsBytes };
};

const measureSignIns = async (baseUrl: string, seconds: number, concurrency: number) => {
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: DEMO_ACCOUNT.email,
          email: DEMO_ACCOUNT.email,
          password: DEMO_ACCOUNT.password,
        }),
      });
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(performance.now() - started);
      else failures += 1;
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - began) / 1000;
  return { rps: latencies.length / elapsed, p50: median(latencies), p99: percentile(latencies, 99), failures };
};

export const runFoundationBench = async (): Promise<BenchRow[]> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-'));
  const env = { AUTH_RATE_LIMIT: '1000000', DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn' };
  const rows: BenchRow[] = [];
  try {
    // First start builds (if needed), migrates and seeds.
    let server = await startServerProcess({ dataDir, env, command: 'npm-start', timeoutMs: 300_000 });
    const bundles = await measureBundles(server.baseUrl);
    rows.push({ metric: 'JS for /authentication (gzip)', value: kb(bundles.authBytes), unit: 'KB', budget: '150 KB' });
    rows.push({
      metric: 'JS for /analytics, fresh visit signed in (gzip)',
      value: kb(bundles.analyticsBytes),
      unit: 'KB',
    });
    rows.push({
      metric: 'JS after signing in from /authentication (gzip)',
      value: kb(bundles.afterSignIn),
      unit: 'KB',
    });

    const hashCost = Number(process.env['PASSWORD_HASH_COST'] ?? 16);
    const signIns = await measureSignIns(server.baseUrl, 8, 4);
    rows.push({
      metric: `sign-in throughput (scrypt N=2^${hashCost}, r=8, p=1; 4 clients)`,
      value: Math.round(signIns.rps * 10) / 10,
      unit: 'req/s',
      note: `${signIns.failures} failed`,
    });
    rows.push({ metric: 'sign-in latency p50', value: Math.round(signIns.p50), unit: 'ms' });
    rows.push({ metric: 'sign-in latency p99', value: Math.round(signIns.p99), unit: 'ms' });
    await server.stop('SIGTERM');

    // Restart on the existing data folder: time from spawning `npm start` to the first 200 of /api/healthz.
    const startups: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const began = performance.now();
      server = await startServerProcess({ dataDir, env, command: 'npm-start' });
      for (;;) {
        const ok = await fetch(`${server.baseUrl}/api/healthz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      startups.push(performance.now() - began);
      await server.stop('SIGTERM');
    }
    rows.push({
      metric: 'npm start → first 200 from /api/healthz (existing data dir, median of 3)',
      value: Math.round(median(startups)),
      unit: 'ms',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
};
