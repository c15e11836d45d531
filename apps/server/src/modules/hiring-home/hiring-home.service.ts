import {
  applicationStages,
  countedInterviewStatuses,
  hiringHomeLimits,
  weekInZone,
  type ApplicationStage,
  type HiringHome,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray } from '../../db/sql-helpers.ts';

// The hiring home (#18 item 7): five short lists, each read through an index and cut at its limit
// (one row more tells that there are more).

const page = <T>(rows: T[], limit: number) => ({ items: rows.slice(0, limit), more: rows.length > limit });

const ms = (value: string | Date) => new Date(value).getTime();

const openJobsOf = async (db: Db, workspaceId: string) => {
  const jobs = rowsOf<{ id: string; title: string; location: string; applicant_count: number }>(
    await db.execute(sql`select id, title, location, applicant_count from jobs where workspace_id = ${workspaceId} and status = 'open'
      order by created_at desc, id desc limit ${hiringHomeLimits.jobs + 1}`),
  );
  const counts = rowsOf<{ job_id: string; stage: ApplicationStage; n: number }>(
    await db.execute(
      sql`select job_id, stage, n from job_stage_counts where workspace_id = ${workspaceId} and job_id = any(${textArray(jobs.map((job) => job.id))})`,
    ),
  );
  const items = jobs.map((job) => {
    const stageCounts = Object.fromEntries(applicationStages.map((stage) => [stage, 0])) as Record<
      ApplicationStage,
      number
    >;
    for (const row of counts) if (row.job_id === job.id) stageCounts[row.stage] = Math.max(0, Number(row.n));
    return {
      id: job.id,
      title: job.title,
      location: job.location,
      applicant_count: Number(job.applicant_count),
      stage_counts: stageCounts,
    };
  });
  return page(items, hiringHomeLimits.jobs);
};

type InterviewRow = {
  id: string;
  application_id: string;
  candidate_id: string;
  candidate_name: string;
  job_id: string;
  job_title: string;
  round_name: string;
  starts_at: string;
  status: string;
};

const interviewColumns = sql`i.id, i.application_id, a.candidate_id, c.name as candidate_name, i.job_id, j.title as job_title, i.round_name, i.starts_at, i.status`;
const interviewJoins = sql`join job_applications a on a.workspace_id = i.workspace_id and a.id = i.application_id
  join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
  join jobs j on j.workspace_id = i.workspace_id and j.id = i.job_id`;

/** This week's interviews (interviews_time_idx), as the recruiting analytics count a week: the same statuses. */
const interviewsThisWeek = async (db: Db, workspaceId: string, week: { from: number; to: number }) => {
  const within = sql`i.workspace_id = ${workspaceId}
    and i.starts_at >= ${new Date(week.from).toISOString()}::timestamptz and i.starts_at < ${new Date(week.to).toISOString()}::timestamptz
    and i.status = any(${textArray(countedInterviewStatuses)})`;
  const rows = rowsOf<InterviewRow>(
    await db.execute(sql`select ${interviewColumns} from interviews i ${interviewJoins} where ${within}
      order by i.starts_at, i.id limit ${hiringHomeLimits.interviews + 1}`),
  );
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from interviews i where ${within}`),
  );
  type Status = HiringHome['interviews_this_week']['items'][number]['status'];
  const items = rows.map((row) => ({ ...row, starts_at: ms(row.starts_at), status: row.status as Status }));
  return { ...page(items, hiringHomeLimits.interviews), total: Number(counted?.n ?? 0) };
};

const screeningCallsOf = async (db: Db, workspaceId: string) => {
  const rows = rowsOf<{
    call_id: string;
    candidate_id: string;
    candidate_name: string;
    job_id: string | null;
    job_title: string | null;
    started_at: string | number;
    link_at: string;
    successful: string | null;
    summary: string | null;
  }>(
    await db.execute(sql`select l.call_id, l.candidate_id, c.name as candidate_name, a.job_id, j.title as job_title, k.start_timestamp as started_at, l.created_at as link_at,
        k.record->'call_analysis'->>'call_successful' as successful, k.record->'call_analysis'->>'call_summary' as summary
      from candidate_calls l
      join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
      join candidates c on c.workspace_id = l.workspace_id and c.id = l.candidate_id
      left join job_applications a on a.workspace_id = l.workspace_id and a.id = l.application_id
      left join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where l.workspace_id = ${workspaceId} and recruiting_screening_outcome(k.record) is not null
      order by l.created_at desc, l.call_id limit ${hiringHomeLimits.calls + 1}`),
  );
  const items = rows.map((row) => ({
    call_id: row.call_id,
    candidate_id: row.candidate_id,
    candidate_name: row.candidate_name,
    job_id: row.job_id,
    job_title: row.job_title,
    started_at: Number(row.started_at) > 0 ? Number(row.started_at) : ms(row.link_at),
    successful: row.successful === 'true' ? true : row.successful === 'false' ? false : null,
    summary: row.summary,
  }));
  return page(items, hiringHomeLimits.calls);
};

const shortlistedWithoutInterview = async (db: Db, workspaceId: string) => {
  const rows = rowsOf<{
    application_id: string;
    candidate_id: string;
    candidate_name: string;
    job_id: string;
    job_title: string;
    since: string;
  }>(
    await db.execute(sql`select a.id as application_id, a.candidate_id, c.name as candidate_name, a.job_id, j.title as job_title, a.stage_changed_at as since
      from job_applications a
      join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
      join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where a.workspace_id = ${workspaceId} and a.stage = 'shortlisted'
        and not exists (select 1 from interviews i where i.workspace_id = a.workspace_id and i.application_id = a.id and i.status = 'scheduled')
      order by a.stage_changed_at, a.id limit ${hiringHomeLimits.actions + 1}`),
  );
  return page(
    rows.map((row) => ({ ...row, since: ms(row.since) })),
    hiringHomeLimits.actions,
  );
};

const missingScorecards = async (db: Db, workspaceId: string, now: number) => {
  const rows = rowsOf<InterviewRow>(
    await db.execute(sql`select ${interviewColumns} from interviews i ${interviewJoins}
      where i.workspace_id = ${workspaceId} and i.status = 'scheduled' and i.scorecard is null and i.starts_at < ${new Date(now).toISOString()}::timestamptz
        and i.ends_at < ${new Date(now).toISOString()}::timestamptz
      order by i.starts_at, i.id limit ${hiringHomeLimits.actions + 1}`),
  );
  return page(
    rows.map(({ status: _status, ...row }) => ({ ...row, starts_at: ms(row.starts_at) })),
    hiringHomeLimits.actions,
  );
};

/** The hiring home of the session's workspace. */
export const getHiringHome = async ({
  db,
  workspaceId,
  tz = 'UTC',
  now = Date.now(),
}: {
  db: Db;
  workspaceId: string;
  tz?: string;
  now?: number;
}): Promise<HiringHome> => {
  const [openJobs, interviews, calls, shortlisted, scorecards] = await Promise.all([
    openJobsOf(db, workspaceId),
    interviewsThisWeek(db, workspaceId, weekInZone(now, tz)),
    screeningCallsOf(db, workspaceId),
    shortlistedWithoutInterview(db, workspaceId),
    missingScorecards(db, workspaceId, now),
  ]);
  return {
    open_jobs: openJobs,
    interviews_this_week: interviews,
    screening_calls: calls,
    needs_action: { shortlisted_without_interview: shortlisted, missing_scorecards: scorecards },
  };
};
