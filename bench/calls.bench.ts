import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Analytics } from '@agentdesk/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { benchApiClient } from './api-client.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import { importInTurns } from './calls-import.ts';
import { measureIngest, sendWebhooks } from './calls-ingest.ts';
import { apiPageAnswer, rawDeepPage, rawFirstPage, type RunStatement } from './calls-list-sql.ts';
import { apiCounts, exactPercentiles, scanAnalytics, scannedCounts } from './calls-scan.ts';
import { compareInTurns, side } from './compare.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';

// 1,000,000 generated calls over 90 days on PostgreSQL or PGlite, every comparison in turns and checked
// first to give the same answer (compare.ts): the import against a plain COPY of the same batches
// (calls-import.ts), ingest with and without the aggregates, the list through the API against its own
// prepared JSON statements (calls-list-sql.ts) while the server runs (on PGlite, on a copy of the
// folder), full-text search against ILIKE, analytics from the aggregates against a scan (calls-scan.ts),
// then signed webhooks through HTTP and the server's memory.

const COUNT = Number(process.env['CALLS_BENCH_COUNT'] ?? 1_000_000);
/** Page 10,000 at 50 rows a page (or the middle of a smaller set). */
const DEEP_OFFSET = Math.min(499_999, Math.floor(COUNT / 2));
const DEEP_PAGE = Math.floor(DEEP_OFFSET / 50) + 1;
const NOW = Date.UTC(2026, 10, 20, 12);
const WEBHOOK_KEY = 'bench-webhook-key-0123456789';
const generatorOptions = { count: COUNT, seed: 42, now: NOW, days: 90, transcriptDetail: 'compact' as const };

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
/** The text the search column indexes (migration 0002): what an ILIKE must scan to find the same calls. */
const searchedText = `(coalesce(record->>'transcript', '') || ' ' || coalesce(record->'call_analysis'->>'call_summary', '') || ' '
  || coalesce(record->'call_analysis'->>'detailed_call_summary', ''))`;
const queryOf =
  (database: Database): Query =>
  (text, params) =>
    database.native.kind === 'pglite'
      ? database.native.client.query(text, params)
      : database.native.pool.query(text, params);

const benchKind = async (kind: 'pglite' | 'postgres'): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const label = (metric: string) => `${kind}: ${metric}`;
  const dataDir = mkdtempSync(join(tmpdir(), `agentdesk-bench-calls-${kind}-`));
  const rawDir = mkdtempSync(join(tmpdir(), `agentdesk-bench-calls-raw-${kind}-`));
  const bench = kind === 'postgres' ? await createBenchDatabase('agentdesk_bench_calls') : null;
  try {
    const database = bench
      ? await openDatabase({ kind: 'postgres', url: bench.url })
      : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    await migrate(database);
    const workspaceId = await createBenchWorkspace(database.db);

    const { importSeconds, copySeconds, timedRows } = await importInTurns(database, workspaceId, generatorOptions);
    rows.push({
      metric: label(`import ${COUNT.toLocaleString('en-US')} calls`),
      value: Math.round(timedRows / importSeconds),
      unit: 'rows/s',
      note: `${round(importSeconds)} s for ${timedRows.toLocaleString('en-US')} rows after the first batch (checked alike)`,
    });
    rows.push({
      metric: label('plain COPY of the same rows, in turns by batch'),
      value: Math.round(timedRows / copySeconds),
      unit: 'rows/s',
      note: `${round(copySeconds)} s; import/COPY time ${round(importSeconds / copySeconds, 2)}×`,
    });
    await queryOf(database)('ANALYZE calls');

    const { withoutAggregates, withAggregates } = await measureIngest(database, queryOf(database), workspaceId);
    rows.push({
      metric: label('ingest in-process, without aggregates'),
      value: Math.round(withoutAggregates),
      unit: 'events/s',
    });
    rows.push({
      metric: label('ingest in-process, with aggregates'),
      value: Math.round(withAggregates),
      unit: 'events/s',
      note: `${round((1 - withAggregates / withoutAggregates) * 100)}% slower; in turns, the same calls stored`,
    });

    const from = NOW - 90 * 24 * 3600_000;
    const [deepRow] = (
      await queryOf(database)(
        'select start_timestamp, call_id from calls where workspace_id = $1 and start_timestamp >= $2 order by start_timestamp desc, call_id desc offset $3 limit 1',
        [workspaceId, from, DEEP_OFFSET],
      )
    ).rows as { start_timestamp: string | number; call_id: string }[];
    const [counted] = (
      await queryOf(database)(
        'select count(*)::int as n from calls where workspace_id = $1 and start_timestamp >= $2',
        [workspaceId, from],
      )
    ).rows;
    const total = Number(counted!['n']);
    const after = { s: Number(deepRow!.start_timestamp), id: deepRow!.call_id };
    // As the API hands it out: the position plus the total the first page counted.
    const deepCursor = Buffer.from(JSON.stringify({ ...after, t: total })).toString('base64url');
    await database.close();

    // The raw statements run while the server runs, in turns with the API: on PGlite the server owns
    // its folder, so they run on a copy made after the load.
    if (kind === 'pglite') cpSync(join(dataDir, 'pgdata'), join(rawDir, 'pgdata'), { recursive: true });
    const raw = bench
      ? await openDatabase({ kind: 'postgres', url: bench.url, max: 4 })
      : await openDatabase({ kind: 'pglite', dataDir: join(rawDir, 'pgdata') });
    const query = queryOf(raw);
    const run: RunStatement = (statement) =>
      raw.native.kind === 'pglite'
        ? raw.native.client.query(statement.text, statement.values)
        : raw.native.pool.query(statement);
    const server = await startServerProcess({
      dataDir,
      command: 'server',
      env: {
        DATABASE_URL: bench?.url ?? '',
        SEED: 'false',
        AUTH_RATE_LIMIT: '100000',
        PASSWORD_HASH_COST: '12',
        LOG_LEVEL: 'warn',
        RETELL_API_KEY: WEBHOOK_KEY,
      },
    });
    try {
      const { listCalls: get, get: getPath } = await benchApiClient(server.baseUrl);
      const list = await compareInTurns({
        rounds: 50,
        sides: {
          apiFirst: side(() => get(`from=${from}&limit=50`), apiPageAnswer),
          rawFirst: side(rawFirstPage(run, workspaceId, from)),
          apiDeep: side(() => get(`from=${from}&limit=50&cursor=${deepCursor}`), apiPageAnswer),
          rawDeep: side(rawDeepPage(run, workspaceId, from, after, total)),
        },
        same: [
          ['apiFirst', 'rawFirst'],
          ['apiDeep', 'rawDeep'],
        ],
      });
      const byIds = ({ rows: found }: { rows: Record<string, unknown>[] }) => found.map((row) => row['call_id']);
      const firstRow = ({ rows: found }: { rows: Record<string, unknown>[] }) => found[0];
      const search = await compareInTurns({
        rounds: 5,
        sides: {
          api: side(() => get(`from=${from}&limit=50&search=settlement`)),
          fts: side(
            () =>
              query(
                `select call_id from calls where workspace_id = $1 and search @@ websearch_to_tsquery('english', $2) order by start_timestamp desc, call_id desc limit 51`,
                [workspaceId, 'settlement'],
              ),
            byIds,
          ),
          ilike: side(
            () =>
              query(
                `select call_id from calls where workspace_id = $1 and ${searchedText} ilike $2 order by start_timestamp desc, call_id desc limit 51`,
                [workspaceId, '%settlement%'],
              ),
            byIds,
          ),
          ftsCount: side(
            () =>
              query(
                `select count(*)::int as n from calls where workspace_id = $1 and search @@ websearch_to_tsquery('english', $2)`,
                [workspaceId, 'settlement'],
              ),
            firstRow,
          ),
          ilikeCount: side(
            () =>
              query(`select count(*)::int as n from calls where workspace_id = $1 and ${searchedText} ilike $2`, [
                workspaceId,
                '%settlement%',
              ]),
            firstRow,
          ),
        },
        same: [
          ['fts', 'ilike'],
          ['ftsCount', 'ilikeCount'],
        ],
      });

      const day = 86_400_000;
      const from7 = Math.floor(NOW / day) * day - 6 * day;
      const from30 = Math.floor(NOW / day) * day - 29 * day;
      const analytics = async (query: string) =>
        JSON.parse((await getPath(`/api/webhooks/analytics/?${query}`)).toString('utf8')) as { data: Analytics };
      const figures = await compareInTurns({
        rounds: 5,
        sides: {
          api7: side(() => analytics(`from=${from7}&to=${NOW - 1}&tz=UTC`), apiCounts),
          scan7: side(scanAnalytics(query, workspaceId, from7, NOW), scannedCounts),
          api30: side(() => analytics(`from=${from30}&to=${NOW - 1}&tz=UTC`), apiCounts),
          scan30: side(scanAnalytics(query, workspaceId, from30, NOW), scannedCounts),
        },
        same: [
          ['api7', 'scan7'],
          ['api30', 'scan30'],
        ],
      });
      const latency30 = (await analytics(`from=${from30}&to=${NOW - 1}&tz=UTC`)).data.latency;
      let worstError = 0;
      for (const { m, p } of await exactPercentiles(query, workspaceId, from30, NOW)) {
        const got = latency30[m as keyof typeof latency30];
        [got.p50, got.p90, got.p95, got.p99].forEach((value, i) => {
          worstError = Math.max(worstError, Math.abs(Number(value) - Number(p[i])) / Number(p[i]));
        });
      }
      await raw.close();
      const p50 = (xs: number[]) => percentile(xs, 50);
      const faster = (scan: number[], api: number[]) =>
        `direct scan ${round(p50(scan))} ms: ${round(p50(scan) / p50(api))}× faster; in turns, the same counts`;
      rows.push({
        metric: label('analytics 7 days, API p50'),
        value: round(p50(figures.api7)),
        unit: 'ms',
        note: faster(figures.scan7, figures.api7),
      });
      rows.push({
        metric: label('analytics 30 days, API p50'),
        value: round(p50(figures.api30)),
        unit: 'ms',
        note: faster(figures.scan30, figures.api30),
      });
      rows.push({
        metric: label('analytics 30 days, API p99'),
        value: round(percentile(figures.api30, 99)),
        unit: 'ms',
      });
      rows.push({
        metric: label('latency percentiles, worst relative error vs exact'),
        value: round(worstError * 100, 2),
        unit: '%',
      });
      const row = (metric: string, xs: number[], note?: string) => {
        rows.push({ metric: label(`${metric} p50`), value: round(p50(xs)), unit: 'ms', note });
        rows.push({ metric: label(`${metric} p99`), value: round(percentile(xs, 99)), unit: 'ms' });
      };
      const deepLabel = `page ${DEEP_PAGE.toLocaleString('en-US')} deep`;
      row('first page, API', list.apiFirst, `API/raw p50 ${round(p50(list.apiFirst) / p50(list.rawFirst), 2)}×`);
      row('first page, raw SQL (the same prepared statements and JSON)', list.rawFirst);
      row(
        `${deepLabel}, API`,
        list.apiDeep,
        `API/raw p50 ${round(p50(list.apiDeep) / p50(list.rawDeep), 2)}×; deep/first ${round(p50(list.apiDeep) / p50(list.apiFirst), 2)}×`,
      );
      row(`${deepLabel}, raw SQL (the same prepared statement and JSON)`, list.rawDeep);
      row('search "settlement", API (page + total)', search.api);
      rows.push({ metric: label('full-text page (index) p50'), value: round(p50(search.fts)), unit: 'ms' });
      rows.push({
        metric: label('ILIKE page (scan) p50'),
        value: round(p50(search.ilike)),
        unit: 'ms',
        note: `ILIKE/full-text ${round(p50(search.ilike) / p50(search.fts), 1)}×; the same calls`,
      });
      rows.push({ metric: label('full-text count p50'), value: round(p50(search.ftsCount)), unit: 'ms' });
      rows.push({
        metric: label('ILIKE count p50'),
        value: round(p50(search.ilikeCount)),
        unit: 'ms',
        note: `ILIKE/full-text ${round(p50(search.ilikeCount) / p50(search.ftsCount), 1)}×; the same count`,
      });

      rows.push({
        metric: label('signed webhook events through HTTP (8 senders)'),
        value: Math.round(await sendWebhooks(server.baseUrl, WEBHOOK_KEY)),
        unit: 'events/s',
      });
      const rss =
        Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      rows.push({ metric: label('server memory (RSS) while serving'), value: Math.round(rss), unit: 'MiB' });
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(rawDir, { recursive: true, force: true });
    await bench?.drop();
  }
  return rows;
};

/** One suite per database, so each reports as soon as it is done (the PGlite run is the long one). */
export const runCallsBench = (kind: 'pglite' | 'postgres'): Promise<BenchRow[]> => benchKind(kind);
