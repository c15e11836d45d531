import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { benchApiClient } from './api-client.ts';
import { createBenchDatabase } from './bench-database.ts';
import type { BenchRow } from './report.ts';
import { percentile, round, timeRepeated } from './stats.ts';

// The list and its pages on PostgreSQL or PGlite with 1,000,000 calls made by SQL (generate_series): the
// list reads only the indexed columns, so small records measure it as well as full ones, in a
// fraction of the load time. The calls suites load full generated calls through the import.
const COUNT = Number(process.env['CALLS_LIST_BENCH_COUNT'] ?? 1_000_000);
const NOW = Date.UTC(2026, 10, 20, 12);
/** Page 10,000 at 50 rows a page (or the middle of a smaller set). */
const DEEP_OFFSET = Math.min(499_999, Math.floor(COUNT / 2));

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** On PostgreSQL (a throwaway database) or PGlite (a throwaway folder the server then opens). */
export const runCallsListBench = async (kind: 'postgres' | 'pglite' = 'postgres'): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const bench = kind === 'postgres' ? await createBenchDatabase('agentdesk_bench_list') : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-list-'));
  try {
    const database = bench ? await openDatabase({ kind: 'postgres', url: bench.url }) : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    await migrate(database);
    const pool = bench ? new pg.Pool({ connectionString: bench.url, max: 4 }) : null;
    const query: Query = (text, params) =>
      pool ? pool.query(text, params) : (database.native as { client: { query: Query } }).client.query(text, params);
    await query(`
      insert into calls (call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, end_timestamp, duration_ms,
        disconnection_reason, call_successful, sentiment, call_summary, has_recording, record)
      select 'call_' || lpad(i::text, 8, '0'), (array['zara','loan-qualifier','loan-documents','pos-qualifier'])[1 + i % 4], 'ended',
        case when i % 2 = 0 then 'inbound' else 'outbound' end, '+14155550123', '+9198' || lpad(i::text, 8, '0'),
        ${NOW} - (i::bigint * 7776000000 / ${COUNT}), ${NOW} - (i::bigint * 7776000000 / ${COUNT}) + 60000, 60000,
        'user_hangup', i % 3 <> 0, (array['positive','neutral','negative'])[1 + i % 3], 'Call ' || i,
        false, jsonb_build_object('call_id', 'call_' || lpad(i::text, 8, '0'), 'transcript', 'Agent: Hello\nUser: settlement ' || i)
      from generate_series(1, ${COUNT}) as i`);
    await query('analyze calls');

    const from = NOW - 90 * 86_400_000;
    const listRows = `select call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, duration_ms, disconnection_reason,
      call_successful, sentiment, call_summary, has_recording from calls where start_timestamp >= $1`;
    const order = 'order by start_timestamp desc, call_id desc limit 51';
    const total = Number((await query('select count(*)::int as n from calls where start_timestamp >= $1', [from])).rows[0]!['n']);
    const deepRow = (await query(`select start_timestamp, call_id from calls where start_timestamp >= $1 ${order.replace('limit 51', `offset ${DEEP_OFFSET} limit 1`)}`, [from])).rows[0] as {
      start_timestamp: string | number;
      call_id: string;
    };
    const rawFirst = await timeRepeated(kind === 'pglite' ? 20 : 50, () => Promise.all([query(`${listRows} ${order}`, [from]), query('select count(*)::int from calls where start_timestamp >= $1', [from])]));
    const rawDeep = await timeRepeated(500, () => query(`${listRows} and (start_timestamp, call_id) < ($2, $3) ${order}`, [from, Number(deepRow.start_timestamp), deepRow.call_id]), 300);
    await pool?.end();
    await database.close();

    const server = await startServerProcess({
      dataDir,
      command: 'server',
      env: { DATABASE_URL: bench?.url ?? '', SEED: 'false', AUTH_RATE_LIMIT: '100000', PASSWORD_HASH_COST: '12', LOG_LEVEL: 'warn' },
    });
    try {
      const { listCalls: get, get: getPath } = await benchApiClient(server.baseUrl);
      const cursor = Buffer.from(JSON.stringify({ s: Number(deepRow.start_timestamp), id: deepRow.call_id, t: total })).toString('base64url');
      const apiFirst = await timeRepeated(kind === 'pglite' ? 20 : 50, () => get(`from=${from}&limit=50`));
      const apiDeep = await timeRepeated(500, () => get(`from=${from}&limit=50&cursor=${cursor}`), 300);
      // The fixed cost of any request, for reading the ratios: an HTTP round trip to a route
      // that runs one trivial query.
      const floor = await timeRepeated(500, () => getPath('/api/healthz'), 300);
      const add = (metric: string, xs: number[], note?: string) => {
        rows.push({ metric: `${kind}: ${metric} p50`, value: round(percentile(xs, 50)), unit: 'ms', note });
        rows.push({ metric: `${kind}: ${metric} p99`, value: round(percentile(xs, 99)), unit: 'ms' });
      };
      add(`first page of ${COUNT.toLocaleString('en-US')}, API`, apiFirst, `API/raw p50 ${round(percentile(apiFirst, 50) / percentile(rawFirst, 50), 2)}×`);
      add('first page, raw SQL (rows + count)', rawFirst);
      add(`page ${(Math.floor(DEEP_OFFSET / 50) + 1).toLocaleString('en-US')} deep, API`, apiDeep, `API/raw p50 ${round(percentile(apiDeep, 50) / percentile(rawDeep, 50), 2)}×; deep/first ${round(percentile(apiDeep, 50) / percentile(apiFirst, 50), 2)}×`);
      add(`page ${(Math.floor(DEEP_OFFSET / 50) + 1).toLocaleString('en-US')} deep, raw SQL (rows)`, rawDeep);
      add('request floor: GET /api/healthz (HTTP + select 1)', floor, `deep page minus this floor, vs raw: ${round((percentile(apiDeep, 50) - percentile(floor, 50)) / percentile(rawDeep, 50), 2)}×`);
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await bench?.drop();
  }
  return rows;
};
