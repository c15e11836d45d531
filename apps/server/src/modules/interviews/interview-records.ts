import {
  interviewMessages,
  interviewSchema,
  scorecardSchema,
  type Interview,
  type InterviewPlan,
  type InterviewRound,
} from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs, textArray, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SchedulingContext } from './free-slots.ts';
import { listInterviewers, type InWorkspace } from './interviewers.service.ts';

// Interviews as rows, and what the slot finder reads for a round: its interviewers, what they have
// booked around the window (the caps count the whole week), the window and the notice.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

type Row = {
  id: string;
  application_id: string;
  candidate_id: string;
  candidate_name: string;
  candidate_email: string | null;
  job_id: string;
  job_title: string;
  round_id: string;
  round_name: string;
  start_ms: string | number;
  end_ms: string | number;
  interviewers: unknown;
  status: Interview['status'];
  sequence: number;
  booked_by: Interview['booked_by'];
  candidate_time_zone: string | null;
  scorecard: unknown;
  created_ms: string | number;
};

const panelOf = interviewSchema.shape.interviewers;

export const toInterview = (row: Row): Interview => ({
  interview_id: row.id,
  application_id: row.application_id,
  candidate_id: row.candidate_id,
  candidate_name: row.candidate_name,
  candidate_email: row.candidate_email,
  job_id: row.job_id,
  job_title: row.job_title,
  round_id: row.round_id,
  round_name: row.round_name,
  start_timestamp: Number(row.start_ms),
  end_timestamp: Number(row.end_ms),
  interviewers: panelOf.catch([]).parse(row.interviewers),
  status: row.status,
  sequence: Number(row.sequence),
  booked_by: row.booked_by,
  candidate_time_zone: row.candidate_time_zone,
  scorecard: row.scorecard === null ? null : scorecardSchema.nullable().catch(null).parse(row.scorecard),
  created_timestamp: Number(row.created_ms),
});

/** Interviews matching `where` (on i), soonest first, with their candidate, job and panel. */
export const selectInterviews = async (db: Db | Tx, workspaceId: string, where: SQL): Promise<Interview[]> =>
  rowsOf<Row>(
    await db.execute(sql`select i.id, i.application_id, a.candidate_id, c.name as candidate_name, c.email as candidate_email, i.job_id, j.title as job_title,
        i.round_id, i.round_name, ${epochMs(sql`i.starts_at`)} as start_ms, ${epochMs(sql`i.ends_at`)} as end_ms, i.status, i.sequence, i.booked_by,
        i.candidate_time_zone, i.scorecard, ${epochMs(sql`i.created_at`)} as created_ms,
        (select coalesce(json_agg(json_build_object('interviewer_id', v.id, 'name', v.name, 'email', v.email, 'time_zone', v.time_zone) order by v.name), '[]')
          from interview_panel p join interviewers v on v.workspace_id = p.workspace_id and v.id = p.interviewer_id
          where p.workspace_id = i.workspace_id and p.interview_id = i.id) as interviewers
      from interviews i
      join job_applications a on a.workspace_id = i.workspace_id and a.id = i.application_id
      join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
      join jobs j on j.workspace_id = i.workspace_id and j.id = i.job_id
      where i.workspace_id = ${workspaceId} and ${where}
      order by i.starts_at, i.id`),
  ).map(toInterview);

export const getInterview = async (
  db: Db | Tx,
  { workspaceId, id }: InWorkspace & { id: string },
): Promise<Interview> => {
  const [interview] = await selectInterviews(db, workspaceId, sql`i.id = ${id}`);
  if (!interview) throw new HttpError(404, interviewMessages.interviewNotFound);
  return interview;
};

/**
 * What the finder and the booking check read for a round, now: its interviewers (as the finder
 * takes them), their scheduled interviews from a week before the window to a week after it (the
 * caps count whole weeks) with each one's own buffers, the plan's window and notice.
 */
export const schedulingContext = async (
  db: Db | Tx,
  {
    workspaceId,
    plan,
    round,
    now,
    window,
    excludeInterviewId,
  }: InWorkspace & {
    plan: InterviewPlan;
    round: InterviewRound;
    now: number;
    window?: { start: number; end: number };
    excludeInterviewId?: string;
  },
): Promise<SchedulingContext> => {
  const span = window ?? { start: now, end: now + plan.window_days * DAY_MS };
  const interviewers = await listInterviewers(db, { workspaceId, ids: round.interviewer_ids });
  const existing = rowsOf<{
    interviewer_id: string;
    start_ms: string | number;
    end_ms: string | number;
    before_ms: string | number;
    after_ms: string | number;
  }>(
    await db.execute(sql`select p.interviewer_id, ${epochMs(sql`i.starts_at`)} as start_ms, ${epochMs(sql`i.ends_at`)} as end_ms,
        ${epochMs(sql`i.starts_at`)} - ${epochMs(sql`i.held_from`)} as before_ms, ${epochMs(sql`i.held_until`)} - ${epochMs(sql`i.ends_at`)} as after_ms
      from interview_panel p join interviews i on i.workspace_id = p.workspace_id and i.id = p.interview_id
      where p.workspace_id = ${workspaceId} and p.interviewer_id = any(${textArray(round.interviewer_ids)}) and p.is_active
        and p.held_from < ${new Date(span.end + 8 * DAY_MS).toISOString()}::timestamptz and p.held_until > ${new Date(span.start - 8 * DAY_MS).toISOString()}::timestamptz
        and i.id <> ${excludeInterviewId ?? ''}`),
  );
  return {
    interviewers: interviewers.map((interviewer) => ({
      id: interviewer.interviewer_id,
      timeZone: interviewer.time_zone,
      weeklyHours: interviewer.working_hours,
      maxPerDay: interviewer.max_per_day,
      maxPerWeek: interviewer.max_per_week,
      isActive: interviewer.is_active,
    })),
    existing: existing.map((row) => ({
      interviewerId: row.interviewer_id,
      start: Number(row.start_ms),
      end: Number(row.end_ms),
      bufferBeforeMinutes: Number(row.before_ms) / MINUTE_MS,
      bufferAfterMinutes: Number(row.after_ms) / MINUTE_MS,
    })),
    round: {
      durationMinutes: round.duration_minutes,
      bufferBeforeMinutes: round.buffer_before_minutes,
      bufferAfterMinutes: round.buffer_after_minutes,
      panel:
        round.mode === 'fixed'
          ? { kind: 'fixed', interviewerIds: round.interviewer_ids }
          : { kind: 'pool', interviewerIds: round.interviewer_ids, size: round.panel_size },
    },
    window: span,
    now,
    minNoticeMinutes: plan.min_notice_hours * 60,
  };
};
