import {
  countedInterviewStatuses,
  dayInZone,
  funnelStages,
  periodWindow,
  timedStages,
  weeksInZone,
  type DurationStat,
  type RecruitingAnalytics,
  type RecruitingAnalyticsQuery,
} from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { percentileOfBins } from '../analytics/index.ts';

// The recruiting analytics read the daily counters of migration 0034 (kept by triggers as stage
// events and screening calls are written): a few grouped sums over the period's days, never a scan
// of the applications. Interviews are counted by week in the user's zone, as the hiring home counts
// this week's: from the interviews themselves, a range of interviews_time_idx.

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The UTC days a period covers: every day it touches. */
export const daysOf = (range: { from: number; to: number }) => ({
  dayFrom: isoDay(range.from),
  dayTo: isoDay(Math.max(range.from, range.to - 1)),
});

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
    const bins = rows
      .filter((row) => row.metric === metric)
      .map((row) => ({ bin: Number(row.bin), samples: Number(row.samples), sum: Number(row.sum_ms) }));
    const samples = bins.reduce((sum, b) => sum + b.samples, 0);
    const sum = bins.reduce((total, b) => total + b.sum, 0);
    return {
      median_ms: percentileOfBins(bins, 0.5),
      average_ms: samples > 0 ? Math.round(sum / samples) : null,
      samples,
    };
  };
  return {
    to_screening: statOf('to_screening'),
    to_interview: statOf('to_interview'),
    in_stage: timedStages.map((stage) => ({ stage, ...statOf(`in_${stage}`) })),
  };
};

type Week = RecruitingAnalytics['interviews']['weeks'][number];
type InterviewStatus = Exclude<keyof Week, 'week_start'>;

type InterviewScope = {
  workspaceId: string;
  jobId: string | undefined;
  range: { from: number; to: number };
  tz: string;
};

/**
 * Interviews of the whole weeks the period touches (Monday to Sunday in the zone), by week and
 * status now; the last week is this one.
 */
const interviewsOf = async (db: Db, { workspaceId, jobId, range, tz }: InterviewScope) => {
  const spans = weeksInZone(range, tz);
  // Each interview's week: its place among the weeks' boundaries (a clock change makes a week 167 or 169 hours).
  const bounds = [...spans.map((week) => week.from), spans.at(-1)!.to];
  const [first, last] = [new Date(bounds[0]!).toISOString(), new Date(bounds.at(-1)!).toISOString()];
  const ofJob = jobId === undefined ? sql`` : sql` and i.job_id = ${jobId}`;
  const rows = rowsOf<{ week: number; status: string; n: number }>(
    await db.execute(sql`select width_bucket(${epochMs(sql`i.starts_at`)}::float8, ${`{${bounds.join(',')}}`}::float8[]) as week,
        i.status, count(*)::int as n
      from interviews i
      where i.workspace_id = ${workspaceId} and i.starts_at >= ${first}::timestamptz and i.starts_at < ${last}::timestamptz${ofJob}
      group by 1, 2`),
  );
  // Every week appears, with zeros where nothing happened.
  const weeks: Week[] = spans.map((span) => ({
    week_start: dayInZone(span.from, tz),
    scheduled: 0,
    completed: 0,
    cancelled: 0,
    no_show: 0,
  }));
  for (const row of rows) {
    const week = weeks[Number(row.week) - 1];
    if (week && row.status in week) week[row.status as InterviewStatus] += Number(row.n);
  }
  const counted = (week: Week) => countedInterviewStatuses.reduce((sum, status) => sum + week[status], 0);
  const sum = (key: InterviewStatus) => weeks.reduce((total, week) => total + week[key], 0);
  return {
    weeks,
    total: weeks.reduce((total, week) => total + counted(week), 0),
    this_week: counted(weeks.at(-1)!),
    no_show: sum('no_show'),
    no_show_rate: ratio(sum('no_show'), sum('completed') + sum('no_show')),
  };
};

const screeningOf = async (db: Db, scope: Scope) => {
  const [row] = rowsOf<{ successful: number; unsuccessful: number; no_analysis: number }>(
    await db.execute(sql`select coalesce(sum(successful), 0)::int as successful, coalesce(sum(unsuccessful), 0)::int as unsuccessful, coalesce(sum(no_analysis), 0)::int as no_analysis
      from recruiting_screening_daily where ${whereOf(scope)}`),
  );
  return {
    successful: Number(row?.successful ?? 0),
    unsuccessful: Number(row?.unsuccessful ?? 0),
    no_analysis: Number(row?.no_analysis ?? 0),
  };
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
    const [job] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from jobs where workspace_id = ${workspaceId} and id = ${query.job_id}`),
    );
    if (!job) throw new HttpError(404, 'Job not found');
  }
  const tz = query.tz ?? 'UTC';
  const range = periodWindow(query.period, now, tz);
  const { dayFrom, dayTo } = daysOf(range);
  const scope: Scope = { workspaceId, jobId: query.job_id, dayFrom, dayTo };
  const [{ funnel, rejected, sources }, times, interviews, screening] = await Promise.all([
    funnelOf(db, scope),
    durationsOf(db, scope),
    interviewsOf(db, { workspaceId, jobId: query.job_id, range, tz }),
    screeningOf(db, scope),
  ]);
  return {
    range: { ...range, tz, day_from: dayFrom, day_to: dayTo },
    job_id: query.job_id ?? null,
    funnel,
    rejected,
    times,
    interviews,
    screening,
    sources,
  };
};
