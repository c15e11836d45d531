import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rebuildAllCallStats } from '../apps/server/src/modules/analytics/index.ts';
import { buildInProcessApp } from './in-process-app.ts';
import { createBenchDatabase } from './bench-database.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';
import { compareInTurns, side } from './compare.ts';
import { timeWebhookIngest } from './webhook-ingest.ts';

// Issue #13 item 10: 1,000,000 calls in 100 workspaces, the largest holding 500,000. The largest
// workspace's first call page, its page 5,000 deep and its 30-day analytics, and the same for a
// workspace of 1,000 calls, each against the same request on a database that holds only that
// workspace's calls, timed in turns in one run. Requests go through the API in-process (Fastify's
// inject: routing, session, query, serialisation, no socket), so the ratio is the tenancy's cost.
const TOTAL = Number(process.env['WORKSPACES_BENCH_COUNT'] ?? 1_000_000);
const LARGE = Math.floor(TOTAL / 2);
const SMALL = Math.min(1000, Math.floor(TOTAL / 1000));
const WORKSPACES = 100;
const NOW = Date.UTC(2026, 10, 20, 12);
const DAYS_90 = 90 * 86_400_000;
const PAGE = 50;
const DEEP_PAGE = Math.min(5000, Math.floor(LARGE / PAGE));

type Tenant = { workspaceId: string; token: string };

/** A user signed up through the API: their own new workspace and a token for it. */
const signUp = async (app: FastifyInstance, name: string): Promise<Tenant> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { username: name, email: `${name}@bench.local`, password: 'bench-password-1' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
  const data = response.json<{ data: { token: string; client_id: string } }>().data;
  return { workspaceId: data.client_id, token: data.token };
};

/** `count` calls for a workspace over 90 days, made by SQL; `offset` keeps call ids distinct across workspaces. */
const insertCalls = (pool: pg.Pool, workspaceId: string, count: number, offset: number) =>
  pool.query(
    `insert into calls (workspace_id, call_id, agent_id, call_status, direction, from_number, to_number, start_timestamp, end_timestamp, duration_ms,
       disconnection_reason, call_successful, sentiment, call_summary, has_recording, record)
     select $1, 'call_' || lpad((i + $3)::text, 12, '0'), (array['zara','loan-qualifier','loan-documents','pos-qualifier'])[1 + i % 4], 'ended',
       case when i % 2 = 0 then 'inbound' else 'outbound' end, '+14155550123', '+9198' || lpad(i::text, 8, '0'),
       $4::bigint - (i::bigint * ${DAYS_90} / $2), $4::bigint - (i::bigint * ${DAYS_90} / $2) + 60000, 60000,
       'user_hangup', i % 3 <> 0, (array['positive','neutral','negative'])[1 + i % 3], 'Call ' || i, false,
       jsonb_build_object('call_id', 'call_' || lpad((i + $3)::text, 12, '0'), 'call_analysis', jsonb_build_object('call_successful', i % 3 <> 0))
     from generate_series(1, $2::int) as i`,
    [workspaceId, count, offset, NOW],
  );

type Setup = { database: Database; pool: pg.Pool; app: FastifyInstance; drop: () => Promise<void>; dataDir: string };

const openSetup = async (prefix: string): Promise<Setup> => {
  const bench = await createBenchDatabase(prefix);
  const database = await openDatabase({ kind: 'postgres', url: bench.url, max: 4 });
  await migrate(database);
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const app = await buildInProcessApp(database, dataDir, bench.url, { PASSWORD_HASH_COST: '10' });
  return { database, pool: new pg.Pool({ connectionString: bench.url, max: 2 }), app, drop: bench.drop, dataDir };
};

const closeSetup = async (setup: Setup) => {
  await setup.app.close();
  await setup.pool.end();
  await setup.database.close();
  await setup.drop();
  rmSync(setup.dataDir, { recursive: true, force: true });
};

/** The cursor of the page after `offset` rows, as the list makes it (keyset: start time and call id). */
const cursorAt = async (pool: pg.Pool, workspaceId: string, offset: number, total: number, from: number) => {
  const { rows } = await pool.query<{ start_timestamp: string; call_id: string }>(
    'select start_timestamp, call_id from calls where workspace_id = $1 and start_timestamp >= $2 order by start_timestamp desc, call_id desc offset $3 limit 1',
    [workspaceId, from, offset - 1],
  );
  return Buffer.from(JSON.stringify({ s: Number(rows[0]!.start_timestamp), id: rows[0]!.call_id, t: total })).toString(
    'base64url',
  );
};

const parsed = (body: Buffer): unknown => JSON.parse(body.toString('utf8'));

const get = (app: FastifyInstance, token: string) => async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.rawPayload;
};

export const runWorkspacesBench = async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const shared = await openSetup('agentdesk_bench_tenants');
  const aloneLarge = await openSetup('agentdesk_bench_alone_large');
  const aloneSmall = await openSetup('agentdesk_bench_alone_small');
  try {
    // The shared database: the largest workspace first (it is the first workspace), the small one,
    // then 98 more sharing the rest.
    const large = await signUp(shared.app, 'large');
    const small = await signUp(shared.app, 'small');
    await insertCalls(shared.pool, large.workspaceId, LARGE, 0);
    await insertCalls(shared.pool, small.workspaceId, SMALL, LARGE);
    const rest = TOTAL - LARGE - SMALL;
    for (let i = 0; i < WORKSPACES - 2; i += 1) {
      const tenant = await signUp(shared.app, `tenant${i}`);
      const count = Math.floor(rest / (WORKSPACES - 2)) + (i < rest % (WORKSPACES - 2) ? 1 : 0);
      await insertCalls(shared.pool, tenant.workspaceId, count, LARGE + SMALL + i * 10_000_000);
    }
    // The same workspaces alone, each on a database of its own.
    const largeAlone = await signUp(aloneLarge.app, 'large');
    await insertCalls(aloneLarge.pool, largeAlone.workspaceId, LARGE, 0);
    const smallAlone = await signUp(aloneSmall.app, 'small');
    await insertCalls(aloneSmall.pool, smallAlone.workspaceId, SMALL, LARGE);
    for (const setup of [shared, aloneLarge, aloneSmall]) {
      await rebuildAllCallStats({ db: setup.database.db });
      // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only scans) current.
      await setup.pool.query('vacuum (analyze)');
    }

    const from = NOW - DAYS_90;
    const listPath = `/api/call/calls?from=${from}&limit=${PAGE}`;
    const analyticsPath = `/api/webhooks/analytics/?from=${NOW - 30 * 86_400_000}&to=${NOW}`;
    const ms = (x: number) => round(x, x < 10 ? 2 : 1);
    const p50 = (xs: number[]) => percentile(xs, 50);
    const compare = async (
      label: string,
      tenant: Tenant,
      alone: Tenant,
      aloneSetup: Setup,
      count: number,
      deepPage: number,
    ) => {
      const deepOffset = (deepPage - 1) * PAGE;
      const deepShared = `${listPath}&cursor=${await cursorAt(shared.pool, tenant.workspaceId, deepOffset, count, from)}`;
      const deepAlone = `${listPath}&cursor=${await cursorAt(aloneSetup.pool, alone.workspaceId, deepOffset, count, from)}`;
      const inShared = get(shared.app, tenant.token);
      const inAlone = get(aloneSetup.app, alone.token);
      // The same workspace's pages and analytics answer alike among 100 workspaces and alone (checked first).
      const times = await compareInTurns({
        rounds: 200,
        warmup: 20,
        sides: {
          firstShared: side(() => inShared(listPath), parsed),
          firstAlone: side(() => inAlone(listPath), parsed),
          deepShared: side(() => inShared(deepShared), parsed),
          deepAlone: side(() => inAlone(deepAlone), parsed),
          analyticsShared: side(() => inShared(analyticsPath), parsed),
          analyticsAlone: side(() => inAlone(analyticsPath), parsed),
        },
        same: [
          ['firstShared', 'firstAlone'],
          ['deepShared', 'deepAlone'],
          ['analyticsShared', 'analyticsAlone'],
        ],
      });
      const add = (what: string, sharedTimes: number[], aloneTimes: number[]) => {
        const ratio = round(p50(sharedTimes) / p50(aloneTimes), 2);
        rows.push({
          metric: `${label}: ${what}, among ${WORKSPACES} workspaces, p50`,
          value: ms(p50(sharedTimes)),
          unit: 'ms',
          note: `shared/alone p50 ${ratio}× (target ≤ 1.2×)`,
        });
        rows.push({ metric: `${label}: ${what}, alone, p50`, value: ms(p50(aloneTimes)), unit: 'ms' });
      };
      add('first page', times.firstShared, times.firstAlone);
      add(`page ${deepPage.toLocaleString('en-US')}`, times.deepShared, times.deepAlone);
      add('30-day analytics', times.analyticsShared, times.analyticsAlone);
    };
    await compare(
      `workspace of ${LARGE.toLocaleString('en-US')} calls`,
      large,
      largeAlone,
      aloneLarge,
      LARGE,
      DEEP_PAGE,
    );
    await compare(
      `workspace of ${SMALL.toLocaleString('en-US')} calls`,
      small,
      smallAlone,
      aloneSmall,
      SMALL,
      Math.max(1, Math.floor(SMALL / PAGE)),
    );

    // Webhook ingest with the workspace named in the address: the whole delivery (signature, the
    // workspace and its keys looked up, the event and the call stored, aggregates, notice) with and
    // without the lookup, each measured, and the lookup alone, in turns (webhook-ingest.ts).
    const ingest = await timeWebhookIngest({
      app: shared.app,
      database: shared.database,
      pool: shared.pool,
      workspaceId: small.workspaceId,
      token: small.token,
      rounds: 500,
      warmup: 50,
    });
    const perSecond = (xs: number[]) => round(1000 / p50(xs), 0);
    rows.push({
      metric: 'webhook ingest (call_ended) through the whole API in process, with the workspace lookup, p50',
      value: ms(p50(ingest.api)),
      unit: 'ms',
      note: `${perSecond(ingest.api)} deliveries/s in sequence`,
    });
    rows.push({
      metric: 'the delivery route alone (callWebhook), with the workspace lookup, p50',
      value: ms(p50(ingest.withLookup)),
      unit: 'ms',
    });
    rows.push({
      metric: 'the same route handed the workspace and its keys (no lookup), p50',
      value: ms(p50(ingest.withoutLookup)),
      unit: 'ms',
      note: `ingest with lookup / without: ${round(p50(ingest.withLookup) / p50(ingest.withoutLookup), 3)}× (target ≤ 1.1×)`,
    });
    rows.push({ metric: 'the workspace and key lookup alone, p50', value: ms(p50(ingest.lookup)), unit: 'ms' });
  } finally {
    await closeSetup(shared);
    await closeSetup(aloneLarge);
    await closeSetup(aloneSmall);
  }
  return rows;
};
