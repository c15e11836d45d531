import { funnelStages, periodWindow, timedStages, type DurationStat, type RecruitingAnalytics, type RecruitingAnalyticsQuery } from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError } from '../../lib/http-error.ts';
import { percentileOfBins } from '../analytics/index.ts';

// The recruiting analytics read the daily counters of migration 0034 (kept by triggers as stage
// events, interviews and screening calls are written): a few grouped sums over the period's days,
// never a scan of the applications.

const DAY_MS = 86_400_000;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The UTC days a period covers: every day it touches. */
export const daysOf = (range: { from: number; to: number }) => ({ dayFrom: isoDay(range.from), dayTo: isoDay(Math.max(range.from, range.to - 1)) });

/** Monday (UTC) of the week a day falls in. */
export const weekStartOf = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7;
  return isoDay(t - weekday * DAY_MS);
};

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

type Scope = { workspaceId: string; jobId: string | undefined; dayFrom: string; dayTo: string };

const whereOf = ({ workspaceId, jobId, dayFrom, dayTo }: Scope): SQL =>
  sql`workspace_id = ${workspaceId} and day >= ${dayFrom}::date and day <= ${dayTo}::date${jobId === undefined ? sql`` : sql` and job_id = ${jobId}`}`;

const funnelOf = async (db: Db, scope: Scope) => {
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`select source, sum(applied)::int as new, sum(shortlisted)::int as shortlisted, sum(screening)::int as screening, sum(interview)::int as interview,
        sum(offer)::int as offer, sum(hired)::int as hired, sum(rejected)::int as rejected
      from recruiting_funnel_daily where ${whereOf(scope)} group by source`),
  );
  const total = (column: string) => rows.reduce((sum, row) => sum + Number(row[column] ?? 0), 0);
  const funnel = funnelStages.map((stage, index) => {
    const n = total(stage);
    return { stage, count: n, conversion: index === 0 ? null : ratio(n, total(funnelStages[index - 1]!)) };
  });
  const sources = rows
    .map((row) => ({ source: String(row['source']), applied: Number(row['new']), hired: Number(row['hired']) }))
    .filter((row) => row.applied > 0)
    .sort((a, b) => b.applied - a.applied || a.source.localeCompare(b.source));
  return { funnel, rejected: total('rejected'), sources };
};

const durationsOf = async (db: Db, scope: Scope) => {
  const rows = rowsOf<{ metric: string; bin: number; samples: number; sum_ms: number }>(
    await db.execute(sql`select metric, bin, sum(samples)::float8 as samples, sum(sum_ms)::float8 as sum_ms
      from recruiting_duration_daily where ${whereOf(scope)} group by metric, bin`),
  );
  const statOf = (metric: string): DurationStat => {
    const bins = rows.filter((row) => row.metric === metric).map((row) => ({ bin: Number(row.bin), samples: Number(row.samples), sum: Number(row.sum_ms) }));
    const samples = bins.reduce((sum, b) => sum + b.samples, 0);
    const sum = bins.reduce((total, b) => total + b.sum, 0);
    return { median_ms: percentileOfBins(bins, 0.5), average_ms: samples > 0 ? Math.round(sum / samples) : null, samples };
  };
  return {
    to_screening: statOf('to_screening'),
    to_interview: statOf('to_interview'),
    in_stage: timedStages.map((stage) => ({ stage, ...statOf(`in_${stage}`) })),
  };
};

const interviewsOf = async (db: Db, scope: Scope) => {
  const rows = rowsOf<{ day: string; status: string; n: number }>(
    await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, status, sum(n)::int as n from recruiting_interview_daily where ${whereOf(scope)} group by day, status`),
  );
  type Week = RecruitingAnalytics['interviews']['weeks'][number];
  const weeks = new Map<string, Week>();
  // Every week of the period appears, with zeros where nothing happened.
  for (let t = Date.parse(`${weekStartOf(scope.dayFrom)}T00:00:00Z`); isoDay(t) <= scope.dayTo; t += 7 * DAY_MS) {
    weeks.set(isoDay(t), { week_start: isoDay(t), scheduled: 0, completed: 0, cancelled: 0, no_show: 0 });
  }
  for (const row of rows) {
    const week = weeks.get(weekStartOf(row.day));
    if (week && row.status in week) week[row.status as 'scheduled'] += Number(row.n);
  }
  const list = [...weeks.values()];
  const sum = (key: 'scheduled' | 'completed' | 'cancelled' | 'no_show') => list.reduce((total, week) => total + week[key], 0);
  const total = sum('scheduled') + sum('completed') + sum('cancelled') + sum('no_show');
  return { weeks: list, total, no_show: sum('no_show'), no_show_rate: ratio(sum('no_show'), sum('completed') + sum('no_show')) };
};

const screeningOf = async (db: Db, scope: Scope) => {
  const [row] = rowsOf<{ successful: number; unsuccessful: number; no_analysis: number }>(
    await db.execute(sql`select coalesce(sum(successful), 0)::int as successful, coalesce(sum(unsuccessful), 0)::int as unsuccessful, coalesce(sum(no_analysis), 0)::int as no_analysis
      from recruiting_screening_daily where ${whereOf(scope)}`),
  );
  return { successful: Number(row?.successful ?? 0), unsuccessful: Number(row?.unsuccessful ?? 0), no_analysis: Number(row?.no_analysis ?? 0) };
};

/** The workspace's recruiting analytics for a period (one job's with job_id: 404 unless it is the workspace's). */
export const getRecruitingAnalytics = async ({
  db,
  workspaceId,
  query,
  now = Date.now(),
}: {
  db: Db;
  workspaceId: string;
  query: RecruitingAnalyticsQuery;
  now?: number;
}): Promise<RecruitingAnalytics> => {
  if (query.job_id !== undefined) {
    const [job] = rowsOf<{ id: string }>(await db.execute(sql`select id from jobs where workspace_id = ${workspaceId} and id = ${query.job_id}`));
    if (!job) throw new HttpError(404, 'Job not found');
  }
  const tz = query.tz ?? 'UTC';
  const range = periodWindow(query.period, now, tz);
  const { dayFrom, dayTo } = daysOf(range);
  const scope: Scope = { workspaceId, jobId: query.job_id, dayFrom, dayTo };
  const [{ funnel, rejected, sources }, times, interviews, screening] = await Promise.all([funnelOf(db, scope), durationsOf(db, scope), interviewsOf(db, scope), screeningOf(db, scope)]);
  return { range: { ...range, tz, day_from: dayFrom, day_to: dayTo }, job_id: query.job_id ?? null, funnel, rejected, times, interviews, screening, sources };
};
