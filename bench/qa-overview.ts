import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QaOverview } from '@agentdesk/shared';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { overviewRange } from '../apps/server/src/modules/quality/qa-overview-range.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import { compareInTurns, side } from './compare.ts';
import { buildInProcessApp, injectToken } from './in-process-app.ts';
import { seedOverviewHistory } from './qa-overview-seed.ts';
import { overviewOfRows, rawOverview, scanOverview, type RunQuery } from './qa-overview-sql.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';

// Issue #29 item 9: the QA page's figures (GET /api/qa/overview) over QA_OVERVIEW_REVIEWS reviews
// (1,000,000 by default) of a 10-criterion scorecard in one workspace over 90 days, within 1.5× of the
// same SQL: the statements the overview service runs, executed directly on the same database. The
// API runs in this process (app.inject, no socket), signed in as a user is; the two sides run in
// turns, QA_OVERVIEW_ROUNDS each, for the page's default span (the last 30 days, every scorecard)
// and for 90 days, after both were checked to give the same overview. For information, the same
// figures by a scan of the reviews and results (what the aggregates spare), QA_OVERVIEW_SCAN_ROUNDS
// times in turns with the API.

const REVIEWS = Number(process.env['QA_OVERVIEW_REVIEWS'] ?? 1_000_000);
const ROUNDS = Number(process.env['QA_OVERVIEW_ROUNDS'] ?? 300);
const SCAN_ROUNDS = Number(process.env['QA_OVERVIEW_SCAN_ROUNDS'] ?? 3);
const TARGET_RATIO = 1.5;
const DAY = 86_400_000;

/** What the API answers: the overview in its envelope. */
const apiOverview = (body: string): QaOverview => (JSON.parse(body) as { data: QaOverview }).data;

/** The figures on one database; none when QA_OVERVIEW_REVIEWS is 0. */
export const runQaOverviewBench = async (kind: 'postgres' | 'pglite'): Promise<BenchRow[]> => {
  if (REVIEWS === 0) return [];
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const scratch = kind === 'postgres' ? await createBenchDatabase('agentdesk_bench_qa_overview') : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-qa-overview-'));
  const database = scratch
    ? await openDatabase({ kind: 'postgres', url: scratch.url })
    : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  const pool = scratch ? new pg.Pool({ connectionString: scratch.url, max: 4 }) : null;
  try {
    await migrate(database);
    const workspaceId = await createBenchWorkspace(database.db);
    const now = Date.now();
    const seed = await seedOverviewHistory(database, { workspaceId, count: REVIEWS, now });
    const seedSeconds = seed.insertSeconds + seed.aggregateSeconds + seed.checkSeconds;

    // The raw side runs on its own pool on PostgreSQL (as the API has its own), unnamed statements
    // as Drizzle sends them; on PGlite on the one client the API also uses: the same database either way.
    const run: RunQuery = pool
      ? (text, values) => pool.query(text, values)
      : (text, values) => (database.native as { client: { query: RunQuery } }).client.query(text, values);
    const app = await buildInProcessApp(database, dataDir, scratch?.url);
    try {
      const headers = { authorization: `Bearer ${await injectToken(app)}` };
      const get = (url: string) => async () => {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return response.body;
      };
      const from90 = now - 89 * DAY;
      // The default span is the API's at the time of the request: taken after the seeding, which
      // may have run past midnight (UTC).
      const spans = [
        { name: 'last 30 days (the page as it opens)', url: '/api/qa/overview', range: overviewRange({}) },
        {
          name: '90 days',
          url: `/api/qa/overview?from=${from90}&to=${now}`,
          range: overviewRange({ from: from90, to: now }),
        },
      ];
      const rows: BenchRow[] = [
        {
          metric: `${label}: QA overview, reviews seeded`,
          value: seed.reviews,
          unit: 'reviews',
          note: `${seed.results.toLocaleString('en-US')} results, 10 criteria, 90 days; made by SQL in ${round(seed.insertSeconds)} s, aggregates built by the product's delta in ${round(seed.aggregateSeconds)} s and checked equal to a recount in ${round(seed.checkSeconds)} s (${Math.round(seed.reviews / seedSeconds).toLocaleString('en-US')} reviews/s in all)`,
        },
      ];
      const ms = (x: number) => round(x, x < 10 ? 2 : 1);
      for (const span of spans) {
        const answer = overviewOfRows(span.range);
        const timed = await compareInTurns({
          rounds: ROUNDS,
          warmup: Math.min(50, ROUNDS),
          sides: {
            api: side(get(span.url), apiOverview),
            raw: side(rawOverview(run, workspaceId, span.range), answer),
          },
          same: [['api', 'raw']],
        });
        const scan = await compareInTurns({
          rounds: SCAN_ROUNDS,
          warmup: 1,
          sides: {
            api: side(get(span.url), apiOverview),
            scan: side(scanOverview(run, workspaceId, span.range), answer),
          },
          same: [['api', 'scan']],
        });
        const [p50, p95] = [(xs: number[]) => percentile(xs, 50), (xs: number[]) => percentile(xs, 95)];
        const bytes = Buffer.byteLength(await get(span.url)());
        rows.push(
          {
            metric: `${label}: QA overview, ${span.name}, API p50`,
            value: ms(p50(timed.api)),
            unit: 'ms',
            note: `in process (app.inject), signed in; ${bytes.toLocaleString('en-US')} bytes; p95 ${ms(p95(timed.api))} ms`,
          },
          {
            metric: `${label}: QA overview, ${span.name}, the same SQL p50`,
            value: ms(p50(timed.raw)),
            unit: 'ms',
            note: `the service's two statements run directly, at once; p95 ${ms(p95(timed.raw))} ms; ${ROUNDS} rounds in turns, the same overview checked first`,
          },
          {
            metric: `${label}: QA overview, ${span.name}, API over the same SQL (p50)`,
            value: round(p50(timed.api) / p50(timed.raw), 2),
            unit: '×',
            budget: `≤ ${TARGET_RATIO}×`,
            note: `p95: ${round(p95(timed.api) / p95(timed.raw), 2)}×`,
          },
          {
            metric: `${label}: QA overview, ${span.name}, a scan of the reviews instead (p50)`,
            value: ms(p50(scan.scan)),
            unit: 'ms',
            note: `for information: the same figures grouped from qa_call_reviews and qa_review_results, ${round(p50(scan.scan) / p50(scan.api), 1)}× the API (${SCAN_ROUNDS} rounds in turns, the same overview checked first)`,
          },
        );
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await pool?.end();
    await database.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
