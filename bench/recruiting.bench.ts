import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobPaths, recruitingPaths, type Job, type RecruitingAnalytics } from '@agentdesk/shared';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { benchJob } from './candidates-data.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import { buildInProcessApp, injectToken } from './in-process-app.ts';
import type { BenchRow } from './report.ts';
import { compareInTurns, side } from './compare.ts';
import { percentile, round } from './stats.ts';

// Issue #18 item 10 (second half), on PostgreSQL: the recruiting funnel of 100,000 applications
// over 90 days. Their stage histories are written by SQL with the counting triggers on (the load
// time includes what the triggers add). Then, in turns: the whole recruiting analytics through the
// API (in process), the funnel read from the daily counters, and the same funnel by a direct scan
// of the stage history (the figures of all three compared first: they must agree).

const APPLICATIONS = Number(process.env['RECRUITING_BENCH_APPLICATIONS'] ?? 100_000);
const JOBS = 8;
const ROUNDS = Number(process.env['RECRUITING_BENCH_ROUNDS'] ?? 30);

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const STAGES = ['new', 'shortlisted', 'screening', 'interview', 'offer', 'hired'];

/**
 * Applications spread over 90 days and the jobs, each with a history: New, then up to Hired
 * (most stop early), one in six rejected at the end; a step every one to three days.
 */
const insertHistories = async (query: Query, workspaceId: string, jobIds: string[]) => {
  const candidates = `select $1::uuid, 'cand_r_' || i, 'Person ' || i, 'person.' || i || '@example.org', (array['upload','careers','import','manual'])[1 + i % 4],
      now() - make_interval(days => i % 88, secs => i % 86400)
    from generate_series(0, $2::int - 1) i`;
  await query(`insert into candidates (workspace_id, id, name, email, source, created_at) ${candidates}`, [
    workspaceId,
    APPLICATIONS,
  ]);
  await query(
    `insert into job_applications (workspace_id, id, job_id, candidate_id, source, stage, created_at, stage_changed_at)
    select c.workspace_id, 'app_r_' || substr(c.id, 8), ($2::text[])[1 + (abs(hashtext(c.id)) % array_length($2::text[], 1))], c.id, c.source, 'new', c.created_at, c.created_at
    from candidates c where c.workspace_id = $1`,
    [workspaceId, jobIds],
  );
  // How far each went (0 New … 5 Hired) and whether it ended rejected, from a hash of its id.
  await query(
    `insert into application_stage_events (workspace_id, application_id, job_id, from_stage, to_stage, created_at)
    select a.workspace_id, a.id, a.job_id, case when s.k = 0 then null else ($2::text[])[s.k] end, ($2::text[])[s.k + 1], a.created_at + make_interval(hours => s.k * (24 + h % 48))
    from job_applications a
    cross join lateral (select abs(hashtext(a.id)) as h) x
    cross join lateral generate_series(0, case when h % 100 < 40 then 0 when h % 100 < 65 then 1 when h % 100 < 80 then 2 when h % 100 < 92 then 3 when h % 100 < 97 then 4 else 5 end) s(k)
    where a.workspace_id = $1 order by a.id, s.k`,
    [workspaceId, STAGES],
  );
  await query(
    `insert into application_stage_events (workspace_id, application_id, job_id, from_stage, to_stage, created_at)
    select e.workspace_id, e.application_id, e.job_id, e.to_stage, 'rejected', e.created_at + interval '1 day'
    from (select distinct on (application_id) * from application_stage_events where workspace_id = $1 order by application_id, created_at desc, id desc) e
    where abs(hashtext(e.application_id)) % 6 = 0 and e.to_stage <> 'hired'`,
    [workspaceId],
  );
};

/** The funnel the product would give without counters: every application's history of the period, scanned. */
const scanSql = `select count(*)::int as new, count(*) filter (where r >= 1)::int as shortlisted, count(*) filter (where r >= 2)::int as screening,
    count(*) filter (where r >= 3)::int as interview, count(*) filter (where r >= 4)::int as offer, count(*) filter (where r >= 5)::int as hired,
    count(*) filter (where rejected)::int as rejected
  from (select application_id, min(created_at) as first_at, coalesce(max(recruiting_stage_rank(to_stage)), 0) as r, bool_or(to_stage = 'rejected') as rejected
    from application_stage_events where workspace_id = $1 group by application_id) h
  where (first_at at time zone 'UTC')::date between $2::date and $3::date`;

const countersSql = `select coalesce(sum(applied), 0)::int as new, coalesce(sum(shortlisted), 0)::int as shortlisted, coalesce(sum(screening), 0)::int as screening,
    coalesce(sum(interview), 0)::int as interview, coalesce(sum(offer), 0)::int as offer, coalesce(sum(hired), 0)::int as hired, coalesce(sum(rejected), 0)::int as rejected
  from recruiting_funnel_daily where workspace_id = $1 and day between $2::date and $3::date`;

const p50 = (xs: number[]) => round(percentile(xs, 50), 2);

export const runRecruitingBench = async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  const bench = await createBenchDatabase('agentdesk_bench_recruiting');
  const database = await openDatabase({ kind: 'postgres', url: bench.url, max: 4 });
  const pool = new pg.Pool({ connectionString: bench.url, max: 4 });
  const query: Query = (text, params) => pool.query(text, params);
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-recruiting-'));
  try {
    await migrate(database);
    const workspaceId = await createBenchWorkspace(database.db);
    const app = await buildInProcessApp(database, dataDir, bench.url, { CANDIDATE_POLL_MS: '3600000' });
    try {
      const authorization = `Bearer ${await injectToken(app)}`;
      const api = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<T> => {
        const response = await app.inject({
          method,
          url: `/api${path}`,
          headers: { authorization },
          ...(payload ? { payload } : {}),
        });
        if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
        return response.json<{ data: T }>().data;
      };
      const jobIds: string[] = [];
      for (let k = 0; k < JOBS; k += 1)
        jobIds.push((await api<Job>('POST', jobPaths.create, { ...benchJob, title: `Role ${k + 1}` })).job_id);

      const began = performance.now();
      await insertHistories(query, workspaceId, jobIds);
      const loadSeconds = (performance.now() - began) / 1000;
      const [events] = (
        await query('select count(*)::int as n from application_stage_events where workspace_id = $1', [workspaceId])
      ).rows;
      await query('vacuum analyze');
      rows.push({
        metric: `load ${APPLICATIONS.toLocaleString('en-US')} applications with ${Number(events!['n']).toLocaleString('en-US')} stage events by SQL, the counting triggers on`,
        value: round(loadSeconds),
        unit: 's',
      });
      const [counterRows] = (
        await query('select count(*)::int as n from recruiting_funnel_daily where workspace_id = $1', [workspaceId])
      ).rows;

      const analytics = await api<RecruitingAnalytics>('GET', `${recruitingPaths.analytics}?period=90days&tz=UTC`);
      if (analytics.funnel[0]!.count !== APPLICATIONS)
        throw new Error(`the API counts ${analytics.funnel[0]!.count} applications of ${APPLICATIONS}`);
      const window = [workspaceId, analytics.range.day_from, analytics.range.day_to];
      // The API's funnel, the counters' and the scan's: checked equal before they are timed in turns.
      const funnelOf = (read: RecruitingAnalytics) => ({
        ...Object.fromEntries(STAGES.map((stage, i) => [stage, read.funnel[i]!.count])),
        rejected: read.rejected,
      });
      const firstRow = (result: { rows: Record<string, unknown>[] }) => result.rows[0];
      const times = await compareInTurns({
        rounds: ROUNDS,
        sides: {
          api: side(
            () => api<RecruitingAnalytics>('GET', `${recruitingPaths.analytics}?period=90days&tz=UTC`),
            funnelOf,
          ),
          counters: side(() => query(countersSql, window), firstRow),
          scan: side(() => query(scanSql, window), firstRow),
        },
        same: [['api', 'counters', 'scan']],
      });
      const note = `${Number(counterRows!['n']).toLocaleString('en-US')} counter rows; funnel ${STAGES.map((s, i) => `${s} ${analytics.funnel[i]!.count}`).join(', ')}, rejected ${analytics.rejected}`;
      rows.push({ metric: 'funnel from the daily counters (SQL, p50)', value: p50(times.counters), unit: 'ms', note });
      rows.push({
        metric: 'the same funnel by a scan of the stage history (SQL, p50)',
        value: p50(times.scan),
        unit: 'ms',
      });
      rows.push({ metric: 'scan ÷ counters', value: round(p50(times.scan) / p50(times.counters)), unit: '×' });
      rows.push({
        metric:
          'GET /recruiting-analytics?period=90days, in process (funnel, times, interviews, screening, sources; p50)',
        value: p50(times.api),
        unit: 'ms',
        budget: '< scan',
      });
    } finally {
      await app.close();
    }
  } finally {
    await pool.end();
    await database.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
};
