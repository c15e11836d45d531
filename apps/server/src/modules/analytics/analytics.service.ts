import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CALL_PERIOD,
  periodWindow,
  startOfDayInZone,
  type Analytics,
  type AnalyticsQuery,
  type Kpi,
  type Percentiles,
} from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { agents } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import {
  binValue,
  counterNames,
  DAY_MS,
  HOUR_MS,
  latencyMetrics,
  STATS_BUCKET_MS,
  type Counters,
} from './call-contribution.ts';
import { rowsOf } from '../../db/rows-of.ts';

export type Range = { from: number; to: number };
/** What every aggregate query filters by: always the workspace, and the page's filters. */
export type Filters = { workspaceId: string; agentId?: string; agentVersion?: number; direction?: string };

const floorTo = (t: number, step: number) => Math.floor(t / step) * step;
const ceilTo = (t: number, step: number) => Math.ceil(t / step) * step;

const sumColumns = sql.raw(counterNames.map((n) => `coalesce(sum(${n}), 0)::float8 as ${n}`).join(', '));

const filterSql = (filters: Filters): SQL => {
  const parts: SQL[] = [sql`workspace_id = ${filters.workspaceId}`];
  if (filters.agentId !== undefined) parts.push(sql`agent_id = ${filters.agentId}`);
  if (filters.agentVersion !== undefined) parts.push(sql`agent_version = ${filters.agentVersion}`);
  if (filters.direction !== undefined) parts.push(sql`direction = ${filters.direction}`);
  return sql` and ${sql.join(parts, sql` and `)}`;
};

export const sumCounters = async (db: Db, range: Range, filters: Filters): Promise<Counters> => {
  const result = await db.execute(
    sql`select ${sumColumns} from call_stats where bucket >= ${floorTo(range.from, STATS_BUCKET_MS)} and bucket < ${range.to}${filterSql(filters)}`,
  );
  const row = rowsOf<Record<string, number>>(result)[0] ?? {};
  return Object.fromEntries(counterNames.map((n) => [n, Number(row[n] ?? 0)])) as Counters;
};

export const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);

const kpisOf = (c: Counters) => ({
  total_calls: c.calls,
  connected_calls: c.connected,
  successful_rate: ratio(c.successful, c.successful + c.unsuccessful),
  avg_duration_ms: ratio(c.duration_ms, c.connected),
  total_duration_ms: c.duration_ms,
  total_cost: c.cost,
  avg_cost: ratio(c.cost, c.calls),
  appointment_rate: ratio(c.appointments, c.connected),
  voicemail_rate: ratio(c.voicemails, c.calls),
});

const kpi = (value: number | null, previous: number | null): Kpi => ({
  value,
  previous,
  delta: value !== null && previous !== null && previous !== 0 ? (value - previous) / Math.abs(previous) : null,
});

const roundTenth = (ms: number) => Math.round(ms * 10) / 10;

/** A percentile (0..1) of merged log-bin histograms, within 2.5% of the exact value (bins are 5% wide); null without samples. */
export const percentileOfBins = (bins: { bin: number; samples: number }[], p: number): number | null => {
  const sorted = bins.filter((b) => b.samples > 0).sort((a, b) => a.bin - b.bin);
  const total = sorted.reduce((s, b) => s + b.samples, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let cumulative = 0;
  for (const b of sorted) {
    cumulative += b.samples;
    if (cumulative >= rank) return roundTenth(binValue(b.bin));
  }
  return roundTenth(binValue(sorted.at(-1)!.bin));
};

/** Percentiles from the merged log-bin histograms. */
const percentilesOf = (bins: { bin: number; samples: number }[]): Percentiles => ({
  p50: percentileOfBins(bins, 0.5),
  p90: percentileOfBins(bins, 0.9),
  p95: percentileOfBins(bins, 0.95),
  p99: percentileOfBins(bins, 0.99),
  samples: bins.reduce((s, b) => s + Math.max(0, b.samples), 0),
});

/** Latency from day-level histograms for whole UTC days inside the range and hour-level ones at the edges. */
export const latencyOf = async (db: Db, range: Range, filters: Filters) => {
  const hourFrom = floorTo(range.from, HOUR_MS);
  const dayFrom = ceilTo(range.from, DAY_MS);
  const dayTo = floorTo(range.to, DAY_MS);
  const where =
    dayFrom < dayTo
      ? sql`((level = 'd' and bucket >= ${dayFrom} and bucket < ${dayTo}) or (level = 'h' and ((bucket >= ${hourFrom} and bucket < ${dayFrom}) or (bucket >= ${dayTo} and bucket < ${range.to}))))`
      : sql`(level = 'h' and bucket >= ${hourFrom} and bucket < ${range.to})`;
  const result = await db.execute(
    sql`select metric, bin, sum(samples)::float8 as samples from call_latency_hist where ${where}${filterSql(filters)} group by metric, bin`,
  );
  const rows = rowsOf<{ metric: string; bin: number; samples: number }>(result);
  const byMetric = (metric: string) =>
    rows.filter((r) => r.metric === metric).map((r) => ({ bin: Number(r.bin), samples: Number(r.samples) }));
  return Object.fromEntries(latencyMetrics.map((m) => [m, percentilesOf(byMetric(m))])) as Analytics['latency'];
};

/** Calls per local day (per hour for today), from the 15-minute buckets. */
const seriesOf = async (db: Db, range: Range, filters: Filters, tz: string, granularity: 'hour' | 'day') => {
  const result = await db.execute(
    sql`select bucket, sum(calls)::float8 as calls, sum(connected)::float8 as connected, sum(successful)::float8 as successful,
      sum(cost)::float8 as cost, sum(duration_ms)::float8 as duration_ms
      from call_stats where bucket >= ${floorTo(range.from, STATS_BUCKET_MS)} and bucket < ${range.to}${filterSql(filters)} group by bucket`,
  );
  const points = new Map<number, Analytics['series'][number]>();
  // Every day (or hour) of the range appears, with zeros where nothing happened.
  if (granularity === 'hour') {
    for (let t = range.from; t < range.to; t += HOUR_MS)
      points.set(t, { start: t, calls: 0, connected: 0, successful: 0, cost: 0, duration_ms: 0 });
  } else {
    for (let t = range.from; t < range.to; t = startOfDayInZone(t + DAY_MS + HOUR_MS * 3, tz)) {
      points.set(t, { start: t, calls: 0, connected: 0, successful: 0, cost: 0, duration_ms: 0 });
    }
  }
  const starts = [...points.keys()].sort((a, b) => a - b);
  for (const row of rowsOf<{
    bucket: number;
    calls: number;
    connected: number;
    successful: number;
    cost: number;
    duration_ms: number;
  }>(result)) {
    const bucket = Number(row.bucket);
    let start = starts[0]!;
    for (const s of starts) if (s <= bucket) start = s;
    const point = points.get(start)!;
    point.calls += Number(row.calls);
    point.connected += Number(row.connected);
    point.successful += Number(row.successful);
    point.cost += Number(row.cost);
    point.duration_ms += Number(row.duration_ms);
  }
  return starts.map((s) => points.get(s)!);
};

export const resolveAnalyticsRange = (query: AnalyticsQuery, now = Date.now()): Range =>
  query.from !== undefined && query.to !== undefined
    ? { from: query.from, to: query.to }
    : periodWindow(query.period ?? DEFAULT_CALL_PERIOD, now, query.tz);

/** The session's workspace's analytics: only its calls count. */
export const getAnalytics = async ({
  db,
  workspaceId,
  query,
  now = Date.now(),
}: {
  db: Db;
  workspaceId: string;
  query: AnalyticsQuery;
  now?: number;
}): Promise<Analytics> => {
  const tz = query.tz ?? 'UTC';
  if (query.agent_id !== undefined) {
    const [agent] = await db
      .select({ id: agents.agentId })
      .from(agents)
      .where(and(eq(agents.workspaceId, workspaceId), eq(agents.agentId, query.agent_id)))
      .limit(1);
    if (!agent) throw badRequest(`agent_id: Unknown agent '${query.agent_id}'`);
    if (query.agent_version !== undefined)
      await assertAgentVersion(db, workspaceId, query.agent_id, query.agent_version);
  }
  const range = resolveAnalyticsRange(query, now);
  const previous = { from: range.from - (range.to - range.from), to: range.from };
  const granularity = query.period === 'today' && query.from === undefined ? 'hour' : 'day';
  const filters: Filters = {
    workspaceId,
    agentId: query.agent_id,
    agentVersion: query.agent_version,
    direction: query.direction,
  };
  const bucketRange = (r: Range) => and(gte(sql`bucket`, floorTo(r.from, STATS_BUCKET_MS)), lt(sql`bucket`, r.to));

  const [current, before, latency, series, reasons, byAgent, byVersion] = await Promise.all([
    sumCounters(db, range, filters),
    sumCounters(db, previous, filters),
    latencyOf(db, range, filters),
    seriesOf(db, range, filters, tz, granularity),
    db.execute(
      sql`select reason, sum(calls)::float8 as count from call_stats_reasons where ${bucketRange(range)}${filterSql(filters)} group by reason having sum(calls) > 0 order by count desc, reason`,
    ),
    db.execute(
      sql`select agent_id, ${sumColumns} from call_stats where ${bucketRange(range)}${filterSql(filters)} group by agent_id order by calls desc, agent_id`,
    ),
    // An agent's calls by version (the newest first, those without one last): every version, whichever one the figures are filtered to.
    query.agent_id === undefined
      ? Promise.resolve(null)
      : db.execute(
          sql`select agent_version, ${sumColumns} from call_stats where ${bucketRange(range)}${filterSql({ ...filters, agentVersion: undefined })} group by agent_version order by agent_version desc`,
        ),
  ]);
  const now_ = kpisOf(current);
  const prev = kpisOf(before);
  const kpis = Object.fromEntries(
    Object.keys(now_).map((k) => [k, kpi(now_[k as keyof typeof now_], prev[k as keyof typeof prev])]),
  ) as Analytics['kpis'];

  return {
    range: { ...range, tz, granularity },
    previous_range: previous,
    kpis,
    sentiment: {
      positive: current.positive,
      neutral: current.neutral,
      negative: current.negative,
      unknown: current.calls - current.positive - current.neutral - current.negative,
    },
    outcomes: {
      successful: current.successful,
      unsuccessful: current.unsuccessful,
      unknown: current.calls - current.successful - current.unsuccessful,
    },
    directions: await directionsOf(db, range, filters),
    disconnection_reasons: rowsOf<{ reason: string; count: number }>(reasons).map((r) => ({
      reason: r.reason,
      count: Number(r.count),
    })),
    latency,
    series,
    agents: rowsOf<{ agent_id: string } & Record<string, number>>(byAgent)
      .filter((r) => Number(r['calls']) > 0)
      .map((r) => ({ agent_id: r.agent_id, ...breakdownOf(r) })),
    versions:
      byVersion === null
        ? []
        : rowsOf<{ agent_version: number } & Record<string, number>>(byVersion)
            .filter((r) => Number(r['calls']) > 0)
            .map((r) => ({
              agent_version: Number(r.agent_version) < 0 ? null : Number(r.agent_version),
              ...breakdownOf(r),
            }))
            // Calls without a version after the versions.
            .sort((x, y) => (y.agent_version ?? -1) - (x.agent_version ?? -1)),
  };
};

/** A row of summed counters as a breakdown line (per agent, per version). */
const breakdownOf = (r: Record<string, number | string>) => {
  const c = Object.fromEntries(counterNames.map((n) => [n, Number(r[n] ?? 0)])) as Counters;
  return {
    calls: c.calls,
    connected: c.connected,
    successful_rate: ratio(c.successful, c.successful + c.unsuccessful),
    avg_duration_ms: ratio(c.duration_ms, c.connected),
    total_cost: c.cost,
    positive: c.positive,
    negative: c.negative,
  };
};

/** 404 unless the agent has calls of that version (the calls' own column, by the agent-version index). */
export const assertAgentVersion = async (
  db: Db,
  workspaceId: string,
  agentId: string,
  version: number,
): Promise<void> => {
  const rows = rowsOf(
    await db.execute(
      sql`select 1 from calls where workspace_id = ${workspaceId} and agent_id = ${agentId} and agent_version = ${version} limit 1`,
    ),
  );
  if (rows.length === 0) throw notFound(`Agent '${agentId}' has no calls of version ${version}`);
};

const directionsOf = async (db: Db, range: Range, filters: Filters) => {
  const result = await db.execute(
    sql`select direction, sum(calls)::float8 as calls from call_stats where bucket >= ${floorTo(range.from, STATS_BUCKET_MS)} and bucket < ${range.to}${filterSql(filters)} group by direction`,
  );
  const rows = rowsOf<{ direction: string; calls: number }>(result);
  const of = (d: string) => Number(rows.find((r) => r.direction === d)?.calls ?? 0);
  return { inbound: of('inbound'), outbound: of('outbound') };
};
