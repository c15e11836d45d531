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
import { ingestCallEvent, storeCallEvent, upsertCall } from '../apps/server/src/modules/calls/call-ingest.ts';
import { importCalls } from '../apps/server/src/modules/calls/import-calls.ts';
import { signWebhook } from '../apps/server/src/lib/webhook-signature.ts';
import { iterateCalls } from '../apps/server/src/seed/call-generator.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { benchApiClient } from './api-client.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import type { BenchRow } from './report.ts';
import { percentile, round, timeRepeated } from './stats.ts';

const COUNT = Number(process.env['CALLS_BENCH_COUNT'] ?? 1_000_000);
const BATCH = 10_000;
/** Page 10,000 at 50 rows a page (or the middle of a smaller set). */
const DEEP_OFFSET = Math.min(499_999, Math.floor(COUNT / 2));
const DEEP_PAGE = Math.floor(DEEP_OFFSET / 50) + 1;
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

const copyColumns = [
  'workspace_id',
  'call_id',
  'agent_id',
  'call_status',
  'direction',
  'from_number',
  'to_number',
  'start_timestamp',
  'end_timestamp',
  'duration_ms',
  'disconnection_reason',
  'call_successful',
  'sentiment',
  'call_summary',
  'has_recording',
  'record',
];
const csvOf = (workspaceId: string, calls: ProviderCall[]) =>
  `${Papa.unparse(
    calls.map((c) => {
      const d = deriveCallColumns(c);
      return [
        workspaceId,
        c.call_id,
        d.agentId,
        d.callStatus,
        d.direction,
        d.fromNumber,
        d.toNumber,
        d.startTimestamp,
        d.endTimestamp,
        d.durationMs,
        d.disconnectionReason,
        d.callSuccessful,
        d.sentiment,
        d.callSummary,
        d.hasRecording,
        JSON.stringify(c),
      ];
    }),
    { newline: '\n' },
  )}\n`;

/** A plain COPY of the same rows into a table shaped like calls (same indexes, same generated column). */
const copyAll = async (database: Database, workspaceId: string) => {
  await database.rawTransaction((tx) =>
    tx.exec('DROP TABLE IF EXISTS calls_copy; CREATE TABLE calls_copy (LIKE calls INCLUDING ALL)'),
  );
  const began = performance.now();
  for (const batch of batches()) {
    const csv = csvOf(workspaceId, batch);
    if (database.native.kind === 'pglite') {
      await database.native.client.query(
        `COPY calls_copy (${copyColumns.join(',')}) FROM '/dev/blob' WITH (FORMAT csv)`,
        [],
        { blob: new Blob([csv]) },
      );
    } else {
      const client = await database.native.pool.connect();
      try {
        await pipeline(
          Readable.from([csv]),
          client.query(copyFrom(`COPY calls_copy (${copyColumns.join(',')}) FROM STDIN WITH (FORMAT csv)`)),
        );
      } finally {
        client.release();
      }
    }
  }
  const seconds = (performance.now() - began) / 1000;
  await database.rawTransaction((tx) => tx.exec('DROP TABLE calls_copy'));
  return seconds;
};

/** The list's queries as the product runs them: one workspace's calls ($1), from a time ($2). */
const listSql = (extra: string, params: unknown[]) => ({
  rows: `select call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms, disconnection_reason, call_successful, sentiment, call_summary, has_recording
    from calls where workspace_id = $1 and start_timestamp >= $2 ${extra} order by start_timestamp desc, call_id desc limit 51`,
  count: `select count(*)::int as n from calls where workspace_id = $1 and start_timestamp >= $2`,
  params,
});

const rawQuery = async (database: Database, text: string, params: unknown[]) =>
  database.native.kind === 'pglite'
    ? database.native.client.query(text, params)
    : database.native.pool.query(text, params);

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
    let database =
      kind === 'pglite'
        ? await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') })
        : await openDatabase({ kind: 'postgres', url: databaseUrl! });
    await migrate(database);
    const workspaceId = await createBenchWorkspace(database.db);

    // Import through the product's path, batch by batch.
    let began = performance.now();
    for (const batch of batches()) await importCalls({ db: database.db, workspaceId, items: batch });
    const importSeconds = (performance.now() - began) / 1000;
    const copySeconds = await copyAll(database, workspaceId);
    rows.push({
      metric: label(`import ${COUNT.toLocaleString('en-US')} calls`),
      value: Math.round(COUNT / importSeconds),
      unit: 'rows/s',
      note: `${round(importSeconds)} s`,
    });
    rows.push({
      metric: label('plain COPY of the same rows'),
      value: Math.round(COUNT / copySeconds),
      unit: 'rows/s',
      note: `${round(copySeconds)} s; import/COPY time ${round(importSeconds / copySeconds, 2)}×`,
    });
    await rawQuery(database, 'ANALYZE calls', []);

    // Raw SQL of the list queries, timed in-process.
    const from = NOW - 90 * 24 * 3600_000;
    const first = listSql('', [workspaceId, from]);
    const deepRow = (
      await rawQuery(
        database,
        'select start_timestamp, call_id from calls where workspace_id = $1 and start_timestamp >= $2 order by start_timestamp desc, call_id desc offset $3 limit 1',
        [workspaceId, from, DEEP_OFFSET],
      )
    ).rows[0] as { start_timestamp: string | number; call_id: string };
    // As the API hands it out: the position plus the total the first page counted.
    const firstTotal = Number(
      ((await rawQuery(database, first.count, [workspaceId, from])).rows[0] as { n: number }).n,
    );
    const deepCursor = Buffer.from(
      JSON.stringify({ s: Number(deepRow.start_timestamp), id: deepRow.call_id, t: firstTotal }),
    ).toString('base64url');
    const deep = listSql('and (start_timestamp, call_id) < ($3, $4)', [
      workspaceId,
      from,
      Number(deepRow.start_timestamp),
      deepRow.call_id,
    ]);
    const runList = (q: ReturnType<typeof listSql>) =>
      Promise.all([rawQuery(database, q.rows, q.params), rawQuery(database, q.count, [workspaceId, from])]);
    const rawFirst = await timeRepeated(50, () => runList(first));
    // Later pages run only the rows query: the total comes with the cursor.
    const rawDeep = await timeRepeated(50, () => rawQuery(database, deep.rows, deep.params));
    const fts = await timeRepeated(20, () =>
      rawQuery(
        database,
        `select call_id from calls where workspace_id = $1 and search @@ websearch_to_tsquery('english', $2) order by start_timestamp desc, call_id desc limit 51`,
        [workspaceId, 'settlement'],
      ),
    );
    const ftsCount = await timeRepeated(10, () =>
      rawQuery(
        database,
        `select count(*) from calls where workspace_id = $1 and search @@ websearch_to_tsquery('english', $2)`,
        [workspaceId, 'settlement'],
      ),
    );
    const ilike = await timeRepeated(5, () =>
      rawQuery(
        database,
        `select call_id from calls where workspace_id = $1 and record->>'transcript' ilike $2 order by start_timestamp desc, call_id desc limit 51`,
        [workspaceId, '%settlement%'],
      ),
    );
    const ilikeCount = await timeRepeated(3, () =>
      rawQuery(database, `select count(*) from calls where workspace_id = $1 and record->>'transcript' ilike $2`, [
        workspaceId,
        '%settlement%',
      ]),
    );
    // Analytics: the direct scan of the calls table that computes the page's figures.
    const scan = async (fromMs: number) => {
      const where = `workspace_id = '${workspaceId}' and start_timestamp >= ${fromMs} and start_timestamp < ${NOW}`;
      await Promise.all([
        rawQuery(
          database,
          `select count(*), count(*) filter (where duration_ms > 0 and coalesce(disconnection_reason, '') not in ('dial_no_answer','dial_busy','dial_failed')),
          count(*) filter (where call_successful), count(*) filter (where call_successful = false), sum(duration_ms),
          sum((record->'call_cost'->>'combined_cost')::float8), count(*) filter (where sentiment = 'positive'), count(*) filter (where sentiment = 'neutral'),
          count(*) filter (where sentiment = 'negative'), count(*) filter (where (record->'call_analysis'->>'appointment_booked')::boolean),
          count(*) filter (where (record->'call_analysis'->>'in_voicemail')::boolean) from calls where ${where}`,
          [],
        ),
        rawQuery(database, `select disconnection_reason, count(*) from calls where ${where} group by 1`, []),
        rawQuery(database, `select agent_id, count(*), sum(duration_ms) from calls where ${where} group by 1`, []),
        rawQuery(database, `select (start_timestamp / 86400000), count(*) from calls where ${where} group by 1`, []),
        rawQuery(
          database,
          `select m, percentile_disc(array[0.5,0.9,0.95,0.99]) within group (order by v::float8) from calls,
          lateral (values ('e2e', record->'latency'->'e2e'->'values'), ('llm', record->'latency'->'llm'->'values'), ('tts', record->'latency'->'tts'->'values')) as l(m, vals),
          jsonb_array_elements_text(coalesce(vals, '[]'::jsonb)) v where ${where} group by m`,
          [],
        ),
      ]);
    };
    const day = 86_400_000;
    const from7 = Math.floor(NOW / day) * day - 6 * day;
    const from30 = Math.floor(NOW / day) * day - 29 * day;
    const scan7 = await timeRepeated(3, () => scan(from7));
    const scan30 = await timeRepeated(3, () => scan(from30));
    const exact = (
      await rawQuery(
        database,
        `select m, percentile_disc(array[0.5,0.9,0.95,0.99]) within group (order by v::float8) as p from calls,
      lateral (values ('e2e', record->'latency'->'e2e'->'values'), ('llm', record->'latency'->'llm'->'values'), ('tts', record->'latency'->'tts'->'values')) as l(m, vals),
      jsonb_array_elements_text(coalesce(vals, '[]'::jsonb)) v where workspace_id = '${workspaceId}' and start_timestamp >= ${from30} and start_timestamp < ${NOW} group by m`,
        [],
      )
    ).rows as { m: string; p: number[] }[];

    // What keeping the aggregates costs at ingest: the same events, in-process, through the real
    // ingest and through its steps without the aggregates (store the event, upsert the call).
    const ingestRate = async (name: string, ingest: (call: ProviderCall) => Promise<unknown>) => {
      const began = performance.now();
      for (let i = 0; i < 2000; i += 1) {
        await ingest({
          call_id: `ingest_${name}_${i}`,
          agent_id: 'zara',
          start_timestamp: NOW - i * 1000,
          duration_ms: 60_000,
          direction: 'inbound',
          latency: { e2e: { values: [800, 900, 1200] } },
          call_analysis: { call_successful: true, user_sentiment: 'Positive' },
        });
      }
      return 2000 / ((performance.now() - began) / 1000);
    };
    const withoutAggregates = await ingestRate('plain', (call) =>
      database.db.transaction(async (tx) =>
        upsertCall({ tx, workspaceId, record: await storeCallEvent({ tx, workspaceId, event: 'call_ended', call }) }),
      ),
    );
    const withAggregates = await ingestRate('aggregated', (call) =>
      ingestCallEvent({ db: database.db, workspaceId, event: 'call_ended', call }),
    );
    rows.push({
      metric: label('ingest in-process, without aggregates'),
      value: Math.round(withoutAggregates),
      unit: 'events/s',
    });
    rows.push({
      metric: label('ingest in-process, with aggregates'),
      value: Math.round(withAggregates),
      unit: 'events/s',
      note: `${round((1 - withAggregates / withoutAggregates) * 100)}% slower`,
    });
    await database.close();

    // The API, as a separate server process on the same data.
    const server = await startServerProcess({
      dataDir,
      command: 'server',
      env: {
        DATABASE_URL: databaseUrl ?? '',
        SEED: 'false',
        AUTH_RATE_LIMIT: '100000',
        PASSWORD_HASH_COST: '12',
        LOG_LEVEL: 'warn',
        RETELL_API_KEY: 'bench-webhook-key-0123456789',
      },
    });
    try {
      const { listCalls: get, get: getPath } = await benchApiClient(server.baseUrl);
      const apiFirst = await timeRepeated(50, () => get(`from=${from}&limit=50`));
      const apiDeep = await timeRepeated(50, () => get(`from=${from}&limit=50&cursor=${deepCursor}`));
      const apiSearch = await timeRepeated(20, () => get(`from=${from}&limit=50&search=settlement`));
      const analytics = async (query: string) =>
        JSON.parse((await getPath(`/api/webhooks/analytics/?${query}`)).toString('utf8')) as {
          data: { latency: Record<string, { p50: number; p90: number; p95: number; p99: number }> };
        };
      const api7 = await timeRepeated(30, () => analytics(`from=${from7}&to=${NOW}&tz=UTC`));
      const api30 = await timeRepeated(30, () => analytics(`from=${from30}&to=${NOW}&tz=UTC`));
      const latency30 = (await analytics(`from=${from30}&to=${NOW}&tz=UTC`)).data.latency;
      let worstError = 0;
      for (const { m, p } of exact) {
        const got = latency30[m]!;
        [got.p50, got.p90, got.p95, got.p99].forEach((value, i) => {
          worstError = Math.max(worstError, Math.abs(value - Number(p[i])) / Number(p[i]));
        });
      }
      rows.push({
        metric: label('analytics 7 days, API p50'),
        value: round(percentile(api7, 50)),
        unit: 'ms',
        note: `direct scan ${round(percentile(scan7, 50))} ms: ${round(percentile(scan7, 50) / percentile(api7, 50))}× faster`,
      });
      rows.push({
        metric: label('analytics 30 days, API p50'),
        value: round(percentile(api30, 50)),
        unit: 'ms',
        note: `direct scan ${round(percentile(scan30, 50))} ms: ${round(percentile(scan30, 50) / percentile(api30, 50))}× faster`,
      });
      rows.push({ metric: label('analytics 30 days, API p99'), value: round(percentile(api30, 99)), unit: 'ms' });
      rows.push({
        metric: label('latency percentiles, worst relative error vs exact'),
        value: round(worstError * 100, 2),
        unit: '%',
      });
      const row = (metric: string, xs: number[], note?: string) => {
        rows.push({ metric: label(`${metric} p50`), value: round(percentile(xs, 50)), unit: 'ms', note });
        rows.push({ metric: label(`${metric} p99`), value: round(percentile(xs, 99)), unit: 'ms' });
      };
      row('first page, API', apiFirst, `API/raw p50 ${round(percentile(apiFirst, 50) / percentile(rawFirst, 50), 2)}×`);
      row('first page, raw SQL', rawFirst);
      row(
        `page ${DEEP_PAGE.toLocaleString('en-US')} deep, API`,
        apiDeep,
        `API/raw p50 ${round(percentile(apiDeep, 50) / percentile(rawDeep, 50), 2)}×; deep/first ${round(percentile(apiDeep, 50) / percentile(apiFirst, 50), 2)}×`,
      );
      row(`page ${DEEP_PAGE.toLocaleString('en-US')} deep, raw SQL`, rawDeep);
      row('search "settlement", API (page + total)', apiSearch);
      rows.push({ metric: label('full-text page (index) p50'), value: round(percentile(fts, 50)), unit: 'ms' });
      rows.push({
        metric: label('ILIKE page (scan) p50'),
        value: round(percentile(ilike, 50)),
        unit: 'ms',
        note: `ILIKE/full-text ${round(percentile(ilike, 50) / percentile(fts, 50), 1)}×`,
      });
      rows.push({ metric: label('full-text count p50'), value: round(percentile(ftsCount, 50)), unit: 'ms' });
      rows.push({
        metric: label('ILIKE count p50'),
        value: round(percentile(ilikeCount, 50)),
        unit: 'ms',
        note: `ILIKE/full-text ${round(percentile(ilikeCount, 50) / percentile(ftsCount, 50), 1)}×`,
      });

      // Signed webhook events through HTTP, 8 concurrent senders for 10 s.
      let sent = 0;
      const end = performance.now() + 10_000;
      began = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async (_, w) => {
          for (let i = 0; performance.now() < end; i += 1) {
            const body = JSON.stringify({
              event: 'call_ended',
              call: {
                call_id: `bench_${w}_${i}`,
                agent_id: 'zara',
                start_timestamp: NOW,
                duration_ms: 60000,
                direction: 'inbound',
                transcript: 'Agent: Hello\nUser: Hi',
              },
            });
            const response = await fetch(`${server.baseUrl}/api/webhooks/calls/`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-retell-signature': signWebhook(body, 'bench-webhook-key-0123456789', Date.now()),
              },
              body,
            });
            await response.arrayBuffer();
            if (response.status === 204) sent += 1;
          }
        }),
      );
      rows.push({
        metric: label('signed webhook events through HTTP (8 senders)'),
        value: Math.round(sent / ((performance.now() - began) / 1000)),
        unit: 'events/s',
      });
      const rss =
        Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
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
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
  return { rows };
};

/** One suite per database, so each reports as soon as it is done (the PGlite run is the long one). */
export const runCallsBench = async (kind: 'pglite' | 'postgres'): Promise<BenchRow[]> => (await benchKind(kind)).rows;
