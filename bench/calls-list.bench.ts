import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { benchApiClient, getBody } from './api-client.ts';
import { buildInProcessApp, injectToken } from './in-process-app.ts';
import { startBareHttp } from './bare-http.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';
import { compareInTurns, side } from './compare.ts';
import { apiPageAnswer, rawDeepPage, rawFirstPage, type RunStatement } from './calls-list-sql.ts';

// The list and its pages on PostgreSQL or PGlite with 1,000,000 calls made by SQL (generate_series): the
// list reads only the indexed columns, so small records measure it as well as full ones, in a
// fraction of the load time. The calls suites load full generated calls through the import.
const COUNT = Number(process.env['CALLS_LIST_BENCH_COUNT'] ?? 1_000_000);
const NOW = Date.UTC(2026, 10, 20, 12);
/** Page 10,000 at 50 rows a page (or the middle of a smaller set). */
const DEEP_OFFSET = Math.min(499_999, Math.floor(COUNT / 2));

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** A signed-in GET through `app.inject` that resolves with the body once the status is 200. */
const injectClient = async (app: FastifyInstance) => {
  const token = await injectToken(app);
  const headers = { authorization: `Bearer ${token}` };
  return async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response.rawPayload;
  };
};

/** On PostgreSQL (a throwaway database) or PGlite (a throwaway folder the server then opens). */
export const runCallsListBench = async (kind: 'postgres' | 'pglite' = 'postgres'): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const bench = kind === 'postgres' ? await createBenchDatabase('agentdesk_bench_list') : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-list-'));
  const rawDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-list-raw-'));
  try {
    const database = bench
      ? await openDatabase({ kind: 'postgres', url: bench.url })
      : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    await migrate(database);
    const workspaceId = await createBenchWorkspace(database.db);
    const pool = bench ? new pg.Pool({ connectionString: bench.url, max: 4 }) : null;
    const query: Query = (text, params) =>
      pool ? pool.query(text, params) : (database.native as { client: { query: Query } }).client.query(text, params);
    await query(
      `
      insert into calls (workspace_id, call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, end_timestamp, duration_ms,
        disconnection_reason, call_successful, sentiment, call_summary, has_recording, record)
      select $1::uuid, 'call_' || lpad(i::text, 8, '0'), (array['zara','loan-qualifier','loan-documents','pos-qualifier'])[1 + i % 4], 'ended',
        case when i % 2 = 0 then 'inbound' else 'outbound' end, '+14155550123', '+9198' || lpad(i::text, 8, '0'),
        ${NOW} - (i::bigint * 7776000000 / ${COUNT}), ${NOW} - (i::bigint * 7776000000 / ${COUNT}) + 60000, 60000,
        'user_hangup', i % 3 <> 0, (array['positive','neutral','negative'])[1 + i % 3], 'Call ' || i,
        false, jsonb_build_object('call_id', 'call_' || lpad(i::text, 8, '0'), 'transcript', 'Agent: Hello\nUser: settlement ' || i)
      from generate_series(1, ${COUNT}) as i`,
      [workspaceId],
    );
    await query('analyze calls');

    const from = NOW - 90 * 86_400_000;
    const order = 'order by start_timestamp desc, call_id desc';
    const countSql = 'select count(*)::int as n from calls where workspace_id = $1 and start_timestamp >= $2';
    const total = Number((await query(countSql, [workspaceId, from])).rows[0]!['n']);
    const deepRow = (
      await query(
        `select start_timestamp, call_id from calls where workspace_id = $1 and start_timestamp >= $2 ${order} offset ${DEEP_OFFSET} limit 1`,
        [workspaceId, from],
      )
    ).rows[0] as { start_timestamp: string | number; call_id: string };
    await database.close();

    // The raw SQL is timed while the server runs, in turns with the API, so both meet the same
    // machine. On PGlite the server owns its folder: the raw side opens a copy made after the load.
    // The same API also runs inside this process (requests through Fastify's inject, no socket) on
    // the raw side's database: the API's own cost over the query, without the HTTP round trip.
    let raw: { run: RunStatement; close: () => Promise<unknown> };
    let inProcess: Database;
    if (pool) {
      raw = { run: (statement) => pool.query(statement), close: () => pool.end() };
      inProcess = await openDatabase({ kind: 'postgres', url: bench!.url, max: 4 });
    } else {
      cpSync(join(dataDir, 'pgdata'), join(rawDir, 'pgdata'), { recursive: true });
      inProcess = await openDatabase({ kind: 'pglite', dataDir: join(rawDir, 'pgdata') });
      const client = (inProcess.native as { client: { query: Query } }).client;
      raw = { run: ({ text, values }) => client.query(text, values), close: async () => undefined };
    }
    const app = await buildInProcessApp(inProcess, rawDir, bench?.url);

    const server = await startServerProcess({
      dataDir,
      command: 'server',
      env: {
        DATABASE_URL: bench?.url ?? '',
        SEED: 'false',
        AUTH_RATE_LIMIT: '100000',
        PASSWORD_HASH_COST: '12',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      const { get: getPath } = await benchApiClient(server.baseUrl);
      const inject = await injectClient(app);
      const cursor = Buffer.from(
        JSON.stringify({ s: Number(deepRow.start_timestamp), id: deepRow.call_id, t: total }),
      ).toString('base64url');
      const firstPath = `/api/call/calls?from=${from}&limit=50`;
      const after = { s: Number(deepRow.start_timestamp), id: deepRow.call_id };
      // The API, the API in process and the statements alone answer the same page (checked first).
      const first = await compareInTurns({
        rounds: kind === 'pglite' ? 20 : 50,
        sides: {
          api: side(() => getPath(firstPath), apiPageAnswer),
          inProcess: side(() => inject(firstPath), apiPageAnswer),
          raw: side(rawFirstPage(raw.run, workspaceId, from)),
        },
        same: [['api', 'inProcess', 'raw']],
      });
      // Two floors, for reading the ratios: the fixed cost of any request of ours (a route that
      // runs one trivial query), and of any HTTP round trip here (a bare server answering the
      // deep page's bytes from memory).
      const deepPath = `/api/call/calls?from=${from}&limit=50&cursor=${cursor}`;
      const bare = await startBareHttp(await getPath(deepPath));
      const deep = await compareInTurns({
        rounds: 1000,
        warmup: 300,
        sides: {
          api: side(() => getPath(deepPath), apiPageAnswer),
          inProcess: side(() => inject(deepPath), apiPageAnswer),
          raw: side(rawDeepPage(raw.run, workspaceId, from, after, total)),
          floor: side(() => getPath('/api/healthz')),
          bare: side(() => getBody(`${bare.baseUrl}/`), apiPageAnswer),
        },
        same: [['api', 'inProcess', 'raw', 'bare']],
      }).finally(bare.stop);
      // Sub-10 ms values keep two decimals: the ratios are read off them.
      const ms = (x: number) => round(x, x < 10 ? 2 : 1);
      const add = (metric: string, xs: number[], note?: string) => {
        rows.push({ metric: `${kind}: ${metric} p50`, value: ms(percentile(xs, 50)), unit: 'ms', note });
        rows.push({ metric: `${kind}: ${metric} p99`, value: ms(percentile(xs, 99)), unit: 'ms' });
      };
      const p50 = (xs: number[]) => percentile(xs, 50);
      const deepPage = (Math.floor(DEEP_OFFSET / 50) + 1).toLocaleString('en-US');
      add(
        `first page of ${COUNT.toLocaleString('en-US')}, API`,
        first.api,
        `API/raw p50 ${round(p50(first.api) / p50(first.raw), 2)}×`,
      );
      add(
        'first page, API in-process (no HTTP)',
        first.inProcess,
        `in-process/raw p50 ${round(p50(first.inProcess) / p50(first.raw), 2)}×`,
      );
      add('first page, raw SQL (the same prepared statements and JSON: rows + count)', first.raw);
      add(
        `page ${deepPage} deep, API`,
        deep.api,
        `API/raw p50 ${round(p50(deep.api) / p50(deep.raw), 2)}×; deep/first ${round(p50(deep.api) / p50(first.api), 2)}×`,
      );
      add(
        `page ${deepPage} deep, API in-process (no HTTP)`,
        deep.inProcess,
        `in-process/raw p50 ${round(p50(deep.inProcess) / p50(deep.raw), 2)}×`,
      );
      add(`page ${deepPage} deep, raw SQL (the same prepared statement and JSON)`, deep.raw);
      add(
        'request floor: GET /api/healthz (HTTP + select 1)',
        deep.floor,
        `deep page minus this floor, vs raw: ${round((p50(deep.api) - p50(deep.floor)) / p50(deep.raw), 2)}×`,
      );
      add(
        'HTTP floor: bare node:http answering the same bytes from memory',
        deep.bare,
        `(raw SQL + this) / raw: ${round((p50(deep.raw) + p50(deep.bare)) / p50(deep.raw), 2)}×, the least an HTTP API can add`,
      );
    } finally {
      await server.stop('SIGTERM');
      await app.close();
      await raw.close();
      await inProcess.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(rawDir, { recursive: true, force: true });
    await bench?.drop();
  }
  return rows;
};
