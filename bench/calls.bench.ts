import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { ProviderCall } from '@agentdesk/shared';
import Papa from 'papaparse';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { deriveCallColumns } from '../apps/server/src/modules/calls/call-merge.ts';
import { importCalls } from '../apps/server/src/modules/calls/calls.service.ts';
import { signWebhook } from '../apps/server/src/modules/calls/webhook-signature.ts';
import { iterateCalls } from '../apps/server/src/seed/call-generator.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import type { BenchRow } from './report.ts';
import { percentile, round, timeRepeated } from './stats.ts';

const COUNT = Number(process.env['CALLS_BENCH_COUNT'] ?? 1_000_000);
const BATCH = 10_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';
const generatorOptions = { count: COUNT, seed: 42, now: NOW, days: 90, transcriptDetail: 'compact' as const };

function* batches(): Generator<ProviderCall[]> {
  let batch: ProviderCall[] = [];
  for (const call of iterateCalls(generatorOptions)) {
    batch.push(call);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const copyColumns = ['call_id', 'agent_id', 'call_status', 'direction', 'from_number', 'to_number', 'start_timestamp', 'end_timestamp', 'duration_ms', 'disconnection_reason', 'call_successful', 'sentiment', 'call_summary', 'has_recording', 'record'];
const csvOf = (calls: ProviderCall[]) =>
  `${Papa.unparse(
    calls.map((c) => {
      const d = deriveCallColumns(c);
      return [c.call_id, d.agentId, d.callStatus, d.direction, d.fromNumber, d.toNumber, d.startTimestamp, d.endTimestamp, d.durationMs, d.disconnectionReason, d.callSuccessful, d.sentiment, d.callSummary, d.hasRecording, JSON.stringify(c)];
    }),
  )}\n`;

/** A plain COPY of the same rows into a table shaped like calls (same indexes, same generated column). */
const copyAll = async (database: Database) => {
  await database.rawTransaction((tx) => tx.exec('DROP TABLE IF EXISTS calls_copy; CREATE TABLE calls_copy (LIKE calls INCLUDING ALL)'));
  const began = performance.now();
  for (const batch of batches()) {
    const csv = csvOf(batch);
    if (database.native.kind === 'pglite') {
      await database.native.client.query(`COPY calls_copy (${copyColumns.join(',')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
    } else {
      const client = await database.native.pool.connect();
      try {
        await pipeline(Readable.from([csv]), client.query(copyFrom(`COPY calls_copy (${copyColumns.join(',')}) FROM STDIN WITH (FORMAT csv)`)));
      } finally {
        client.release();
      }
    }
  }
  const seconds = (performance.now() - began) / 1000;
  await database.rawTransaction((tx) => tx.exec('DROP TABLE calls_copy'));
  return seconds;
};

const listSql = (extra: string, params: unknown[]) => ({
  rows: `select call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms, disconnection_reason, call_successful, sentiment, call_summary, has_recording
    from calls where start_timestamp >= $1 ${extra} order by start_timestamp desc, call_id desc limit 51`,
  count: `select count(*)::int as n from calls where start_timestamp >= $1`,
  params,
});

const rawQuery = async (database: Database, text: string, params: unknown[]) =>
  database.native.kind === 'pglite' ? database.native.client.query(text, params) : database.native.pool.query(text, params);

type KindResult = { rows: BenchRow[] };

const benchKind = async (kind: 'pglite' | 'postgres'): Promise<KindResult> => {
  const rows: BenchRow[] = [];
  const label = (metric: string) => `${kind}: ${metric}`;
  const dataDir = mkdtempSync(join(tmpdir(), `agentdesk-bench-calls-${kind}-`));
  const dbName = `agentdesk_bench_${process.pid}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    databaseUrl = adminUrl.replace(/\/[^/]+$/, `/${dbName}`);
  }
  try {
    let database = kind === 'pglite' ? await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') }) : await openDatabase({ kind: 'postgres', url: databaseUrl! });
    await migrate(database);

    // Import through the product's path, batch by batch.
    let began = performance.now();
    for (const batch of batches()) await importCalls({ db: database.db, items: batch });
    const importSeconds = (performance.now() - began) / 1000;
    const copySeconds = await copyAll(database);
    rows.push({ metric: label(`import ${COUNT.toLocaleString('en-US')} calls`), value: Math.round(COUNT / importSeconds), unit: 'rows/s', note: `${round(importSeconds)} s` });
    rows.push({ metric: label('plain COPY of the same rows'), value: Math.round(COUNT / copySeconds), unit: 'rows/s', note: `${round(copySeconds)} s; import/COPY time ${round(importSeconds / copySeconds, 2)}×` });
    await rawQuery(database, 'ANALYZE calls', []);

    // Raw SQL of the list queries, timed in-process.
    const from = NOW - 90 * 24 * 3600_000;
    const first = listSql('', [from]);
    const deepRow = (await rawQuery(database, 'select start_timestamp, call_id from calls where start_timestamp >= $1 order by start_timestamp desc, call_id desc offset 499999 limit 1', [from])).rows[0] as { start_timestamp: string | number; call_id: string };
    const deepCursor = Buffer.from(JSON.stringify({ s: Number(deepRow.start_timestamp), id: deepRow.call_id })).toString('base64url');
    const deep = listSql('and (start_timestamp < $2 or (start_timestamp = $2 and call_id < $3))', [from, Number(deepRow.start_timestamp), deepRow.call_id]);
    const runList = (q: ReturnType<typeof listSql>) => Promise.all([rawQuery(database, q.rows, q.params), rawQuery(database, q.count, [from])]);
    const rawFirst = await timeRepeated(50, () => runList(first));
    const rawDeep = await timeRepeated(50, () => runList(deep));
    const fts = await timeRepeated(20, () => rawQuery(database, `select call_id from calls where search @@ websearch_to_tsquery('english', $1) order by start_timestamp desc, call_id desc limit 51`, ['settlement']));
    const ftsCount = await timeRepeated(10, () => rawQuery(database, `select count(*) from calls where search @@ websearch_to_tsquery('english', $1)`, ['settlement']));
    const ilike = await timeRepeated(5, () => rawQuery(database, `select call_id from calls where record->>'transcript' ilike $1 order by start_timestamp desc, call_id desc limit 51`, ['%settlement%']));
    const ilikeCount = await timeRepeated(3, () => rawQuery(database, `select count(*) from calls where record->>'transcript' ilike $1`, ['%settlement%']));
    await database.close();

    // The API, as a separate server process on the same data.
    const server = await startServerProcess({
      dataDir,
      command: 'server',
      env: { DATABASE_URL: databaseUrl ?? '', SEED: 'false', AUTH_RATE_LIMIT: '100000', PASSWORD_HASH_COST: '12', LOG_LEVEL: 'warn', RETELL_API_KEY: 'bench-webhook-key-0123456789' },
    });
    try {
      const signup = await fetch(`${server.baseUrl}/api/user/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench', email: 'bench@example.com', password: 'bench-password' }),
      });
      const token = ((await signup.json()) as { data: { token: string } }).data.token;
      const get = (query: string) =>
        fetch(`${server.baseUrl}/api/call/calls?${query}`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => {
          if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
          return r.arrayBuffer();
        });
      const apiFirst = await timeRepeated(50, () => get(`from=${from}&limit=50`));
      const apiDeep = await timeRepeated(50, () => get(`from=${from}&limit=50&cursor=${deepCursor}`));
      const apiSearch = await timeRepeated(20, () => get(`from=${from}&limit=50&search=settlement`));
      const row = (metric: string, xs: number[], note?: string) => {
        rows.push({ metric: label(`${metric} p50`), value: round(percentile(xs, 50)), unit: 'ms', note });
        rows.push({ metric: label(`${metric} p99`), value: round(percentile(xs, 99)), unit: 'ms' });
      };
      row('first page, API', apiFirst, `API/raw p50 ${round(percentile(apiFirst, 50) / percentile(rawFirst, 50), 2)}×`);
      row('first page, raw SQL', rawFirst);
      row('page 10,000 deep, API', apiDeep, `API/raw p50 ${round(percentile(apiDeep, 50) / percentile(rawDeep, 50), 2)}×; deep/first ${round(percentile(apiDeep, 50) / percentile(apiFirst, 50), 2)}×`);
      row('page 10,000 deep, raw SQL', rawDeep);
      row('search "settlement", API (page + total)', apiSearch);
      rows.push({ metric: label('full-text page (index) p50'), value: round(percentile(fts, 50)), unit: 'ms' });
      rows.push({ metric: label('ILIKE page (scan) p50'), value: round(percentile(ilike, 50)), unit: 'ms', note: `ILIKE/full-text ${round(percentile(ilike, 50) / percentile(fts, 50), 1)}×` });
      rows.push({ metric: label('full-text count p50'), value: round(percentile(ftsCount, 50)), unit: 'ms' });
      rows.push({ metric: label('ILIKE count p50'), value: round(percentile(ilikeCount, 50)), unit: 'ms', note: `ILIKE/full-text ${round(percentile(ilikeCount, 50) / percentile(ftsCount, 50), 1)}×` });

      // Signed webhook events through HTTP, 8 concurrent senders for 10 s.
      let sent = 0;
      const end = performance.now() + 10_000;
      began = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async (_, w) => {
          for (let i = 0; performance.now() < end; i += 1) {
            const body = JSON.stringify({ event: 'call_ended', call: { call_id: `bench_${w}_${i}`, agent_id: 'zara', start_timestamp: NOW, duration_ms: 60000, direction: 'inbound', transcript: 'Agent: Hello\nUser: Hi' } });
            const response = await fetch(`${server.baseUrl}/api/webhooks/calls/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-retell-signature': signWebhook(body, 'bench-webhook-key-0123456789', Date.now()) },
              body,
            });
            await response.arrayBuffer();
            if (response.status === 204) sent += 1;
          }
        }),
      );
      rows.push({ metric: label('signed webhook events through HTTP (8 senders)'), value: Math.round(sent / ((performance.now() - began) / 1000)), unit: 'events/s' });
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      rows.push({ metric: label('server memory (RSS) while serving'), value: Math.round(rss), unit: 'MiB' });
    } finally {
      await server.stop('SIGTERM');
    }
    database = undefined as unknown as Database;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
      await admin.end();
    }
  }
  return { rows };
};

export const runCallsBench = async (): Promise<BenchRow[]> => {
  const kinds = (process.env['CALLS_BENCH_DB'] ?? 'postgres,pglite').split(',') as ('pglite' | 'postgres')[];
  const rows: BenchRow[] = [];
  for (const kind of kinds) rows.push(...(await benchKind(kind)).rows);
  return rows;
};
