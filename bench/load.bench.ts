import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProviderCall } from '@agentdesk/shared';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DataDirInUseError, lockDataDir } from '../apps/server/src/db/data-dir-lock.ts';
import { rowsOf } from '../apps/server/src/db/rows-of.ts';
import { generateCalls } from '../apps/server/src/seed/call-generator.ts';
import { DEMO_ACCOUNT } from '../apps/server/src/seed/seed.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { sql } from 'drizzle-orm';
import { createBenchDatabase } from './bench-database.ts';
import { runImportUnderLoad } from './load-import.ts';
import { LOAD_CALL_PREFIX, runLoadMix, summarise, type LoadKind } from './load-mix.ts';
import type { BenchRow } from './report.ts';
import { round } from './stats.ts';

// `npm run bench -- load`: 50 connections for 60 s by default; LOAD_SECONDS, LOAD_CONNECTIONS and
// LOAD_DATABASES (postgres,pglite) make quicker runs; LOAD_TRACE=FILE writes every request's
// kind, start and latency (ms since the load began) as JSON, to set against a server trace.
// Then, on LOAD_IMPORT_DATABASES (pglite), the mix with LOAD_IMPORT_CONNECTIONS (10) clients while an
// import of LOAD_IMPORT_CALLS (100,000; 0: none) calls runs (load-import.ts).
const seconds = Number(process.env['LOAD_SECONDS'] ?? 60);
const connections = Number(process.env['LOAD_CONNECTIONS'] ?? 50);
const databases = (process.env['LOAD_DATABASES'] ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
// The demo workspace's sample data (400 calls over 90 days), plus LOAD_SEED_CALLS generated ones of the last 30 days.
const SEED_CALLS = Number(process.env['LOAD_SEED_CALLS'] ?? 0);
const DAY_MS = 86_400_000;
const IMPORT_CALLS = Number(process.env['LOAD_IMPORT_CALLS'] ?? 100_000);
const importDatabases = (process.env['LOAD_IMPORT_DATABASES'] ?? 'pglite').split(',');
const importConnections = Number(process.env['LOAD_IMPORT_CONNECTIONS'] ?? 10);
// The import is measured until it ends, or for this long at most (on a busy machine it takes long).
const importMaxSeconds = Number(process.env['LOAD_IMPORT_MAX_SECONDS'] ?? 3600);

const postJson = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

/** One import of `calls` through the API, waited for to the end. */
export const importAndWait = async (baseUrl: string, token: string, calls: ProviderCall[]) => {
  const { id } = await postJson<{ id: string }>(`${baseUrl}/api/call/calls/import`, calls, token);
  for (;;) {
    const response = await fetch(`${baseUrl}/api/call/calls/imports/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as { data: { status: string } };
    if (data.status === 'complete') return;
    if (data.status === 'failed') throw new Error(`The import of the seed calls failed: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/**
 * Signs in as the demo account (its workspace holds the sample data), adds a few thousand
 * generated calls of the last 30 days through the import endpoint, and reads the workspace's
 * webhook address and key as its admin would.
 */
const prepareWorkspace = async (baseUrl: string) => {
  const { token } = await postJson<{ token: string }>(`${baseUrl}/api/user/login`, {
    username: DEMO_ACCOUNT.email,
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  const calls = generateCalls({
    count: SEED_CALLS,
    seed: 14,
    now: Date.now() - DAY_MS,
    days: 30,
    transcriptDetail: 'compact',
  });
  if (calls.length > 0) await importAndWait(baseUrl, token, calls);
  const connection = await fetch(`${baseUrl}/api/webhooks/calls/connection`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await connection.json()) as { data: { webhook_url: string; signing_key: string } };
  const webhookUrl = new URL(data.webhook_url);
  // The address names the public URL; the load goes to the port the server listens on.
  const callTemplates: ProviderCall[] = generateCalls({ count: 500, seed: 15, now: Date.now(), days: 1 });
  return {
    token,
    webhookUrl: `${baseUrl}${webhookUrl.pathname}${webhookUrl.search}`,
    signingKey: data.signing_key,
    workspaceId: webhookUrl.searchParams.get('workspace')!,
    callTemplates,
  };
};

/** The load-test calls stored in the workspace, read from the database once the server stopped. */
const storedLoadCalls = async (
  kind: 'postgres' | 'pglite',
  location: string,
  workspaceId: string,
): Promise<Set<string>> => {
  // `npm` exits before the server it started has closed PGlite: wait for the server's lock.
  let lock: { release: () => void } | null = null;
  while (kind === 'pglite' && !lock) {
    try {
      lock = lockDataDir(location);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const database =
    kind === 'pglite'
      ? await openDatabase({ kind, dataDir: join(location, 'pgdata') })
      : await openDatabase({ kind, url: location, max: 1 });
  try {
    const rows = rowsOf<{ call_id: string }>(
      await database.db.execute(
        sql`select call_id from calls where workspace_id = ${workspaceId} and call_id like ${`${LOAD_CALL_PREFIX}%`}`,
      ),
    );
    return new Set(rows.map((r) => r.call_id));
  } finally {
    await database.close();
    lock?.release();
  }
};

/** The answers that were not 2xx, by kind and status (` (webhook 500 ×1)`). */
const failures = (samples: { kind: LoadKind; status: number }[]) => {
  const counts = new Map<string, number>();
  for (const s of samples)
    if (s.status < 200 || s.status >= 300)
      counts.set(`${s.kind} ${s.status}`, (counts.get(`${s.kind} ${s.status}`) ?? 0) + 1);
  return counts.size === 0 ? '' : ` (${[...counts].map(([what, n]) => `${what} ×${n}`).join(', ')})`;
};

const runOn = async (kind: 'postgres' | 'pglite', only?: 'import'): Promise<BenchRow[]> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-load-'));
  const scratch = kind === 'postgres' ? await createBenchDatabase('agentdesk_load') : null;
  const label = (metric: string) => `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${metric}`;
  try {
    const server = await startServerProcess({
      dataDir,
      command: 'npm-start',
      timeoutMs: 600_000,
      env: {
        DATABASE_URL: scratch?.url ?? '',
        SMTP_URL: '',
        AUTH_RATE_LIMIT: '100000',
        // The import of 100,000 calls is a little over the default 200 MiB.
        IMPORT_LIMIT_BYTES: String(512 * 1024 * 1024),
        LOG_LEVEL: process.env['LOAD_LOG_LEVEL'] ?? 'warn',
      },
      onOutput: process.env['LOAD_SERVER_OUTPUT'] ? (chunk) => process.stderr.write(chunk) : undefined,
    });
    let outcome: Awaited<ReturnType<typeof runLoadMix>>;
    let workspaceId: string;
    let target: Awaited<ReturnType<typeof prepareWorkspace>>;
    try {
      target = await prepareWorkspace(server.baseUrl);
      if (only === 'import') {
        const rows = await runImportUnderLoad(
          { baseUrl: server.baseUrl, ...target },
          { calls: IMPORT_CALLS, connections: importConnections, maxSeconds: importMaxSeconds, label },
        );
        rows[0]!.note = `${rows[0]!.note}; load average ${round(loadavg()[0]!, 2)} at the end`;
        return rows;
      }
      workspaceId = target.workspaceId;
      const before = loadavg()[0]!;
      outcome = await runLoadMix({ baseUrl: server.baseUrl, ...target }, { connections, seconds, timeoutSeconds: 30 });
      const after = loadavg()[0]!;
      const all = summarise(outcome.samples, outcome.seconds);
      const machine = `load average ${round(before, 2)} before, ${round(after, 2)} after; sample data + ${SEED_CALLS} generated calls`;
      if (process.env['LOAD_TRACE'])
        writeFileSync(`${process.env['LOAD_TRACE']}.${kind}.json`, JSON.stringify(outcome.samples));
      const rows: BenchRow[] = [
        {
          metric: label(`requests/s (${connections} connections, ${seconds} s)`),
          value: round(all.rps),
          unit: 'req/s',
          note: machine,
        },
        { metric: label('latency p50'), value: round(all.p50), unit: 'ms' },
        {
          metric: label('latency p99'),
          value: round(all.p99),
          unit: 'ms',
          budget: '≤ 3× p50',
          note: `${round(all.p99OverP50, 2)}× p50`,
        },
        { metric: label('slowest request'), value: round(all.max), unit: 'ms', budget: '≤ 2000 ms' },
        {
          metric: label('requests over 2 s'),
          value: all.over2s,
          unit: 'requests',
          budget: '0',
          note: `of ${all.count}; ${outcome.errors} errors (${outcome.timeouts} timeouts), ${outcome.non2xx} non-2xx${failures(outcome.samples)}`,
        },
      ];
      for (const k of ['list', 'analytics', 'webhook'] as LoadKind[]) {
        const of = summarise(
          outcome.samples.filter((s) => s.kind === k),
          outcome.seconds,
        );
        rows.push({
          metric: label(`${k} p50 / p99 / max`),
          value: round(of.p50),
          unit: 'ms',
          note: `p99 ${round(of.p99)} ms, max ${round(of.max)} ms, ${of.count} requests`,
        });
      }
      if (IMPORT_CALLS > 0 && importDatabases.includes(kind))
        rows.push(
          ...(await runImportUnderLoad(
            { baseUrl: server.baseUrl, ...target },
            { calls: IMPORT_CALLS, connections: importConnections, maxSeconds: importMaxSeconds, label },
          )),
        );
      await server.stop('SIGTERM');
      const stored = await storedLoadCalls(kind, scratch?.url ?? dataDir, workspaceId);
      const lost = [...outcome.acknowledged].filter((id) => !stored.has(id));
      rows.push({
        metric: label('acknowledged webhooks stored'),
        value: outcome.acknowledged.size - lost.length,
        unit: 'calls',
        budget: 'all',
        note: `of ${outcome.acknowledged.size} acknowledged; ${lost.length} missing`,
      });
      if (lost.length > 0) console.error(`${label('acknowledged but not stored')}: ${lost.slice(0, 20).join(', ')}`);
      return rows;
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
};

/** `npm run bench -- load-import`: only the import under load, on PGlite (LOAD_IMPORT_* as above). */
export const runLoadImportBench = async (): Promise<BenchRow[]> => runOn('pglite', 'import');

export const runLoadBench = async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  for (const kind of databases) rows.push(...(await runOn(kind)));
  return rows;
};
