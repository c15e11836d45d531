import { randomBytes } from 'node:crypto';
import {
  interviewMessages,
  weekdays,
  workingHoursSchema,
  type Interviewer,
  type InterviewerForm,
  type WorkingHours,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs, textArray, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isValidTimeZone } from './time-zones.ts';

// Interviewers (SPEC §7 /interviewer/interviewers): who interviews, in which zone, when, how often.

export type InWorkspace = { workspaceId: string };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Working hours checked: each range ends after it starts, and a day's ranges do not overlap; ranges sorted. */
export const checkWorkingHours = (hours: WorkingHours): WorkingHours => {
  const checked: WorkingHours = {};
  for (const day of weekdays) {
    const ranges = [...(hours[day] ?? [])].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    ranges.forEach((range, index) => {
      if (minutesOf(range.end) <= minutesOf(range.start)) throw new HttpError(400, interviewMessages.badHours);
      const next = ranges[index + 1];
      if (next && minutesOf(next.start) < minutesOf(range.end)) throw new HttpError(400, interviewMessages.badHours);
    });
    if (ranges.length > 0) checked[day] = ranges;
  }
  return checked;
};

const requireZone = (zone: string) => {
  if (!isValidTimeZone(zone)) throw new HttpError(400, interviewMessages.unknownTimeZone);
  return zone;
};

type Row = {
  id: string;
  name: string;
  email: string;
  time_zone: string;
  working_hours: unknown;
  interview_types: string[];
  max_per_day: number;
  max_per_week: number;
  is_active: boolean;
  created_ms: string | number;
  updated_ms: string | number;
};

const columns = sql`id, name, email, time_zone, working_hours, interview_types, max_per_day, max_per_week, is_active,
  ${epochMs(sql`created_at`)} as created_ms, ${epochMs(sql`updated_at`)} as updated_ms`;

export const toInterviewer = (row: Row): Interviewer => ({
  interviewer_id: row.id,
  name: row.name,
  email: row.email,
  time_zone: row.time_zone,
  working_hours: workingHoursSchema.catch({}).parse(row.working_hours),
  interview_types: row.interview_types,
  max_per_day: Number(row.max_per_day),
  max_per_week: Number(row.max_per_week),
  is_active: row.is_active,
  created_timestamp: Number(row.created_ms),
  updated_timestamp: Number(row.updated_ms),
});

export const listInterviewers = async (
  db: Db | Tx,
  { workspaceId, active, ids }: InWorkspace & { active?: boolean | undefined; ids?: string[] },
) =>
  rowsOf<Row>(
    await db.execute(sql`select ${columns} from interviewers where workspace_id = ${workspaceId}
      ${active === undefined ? sql`` : sql`and is_active = ${active}`} ${ids === undefined ? sql`` : sql`and id = any(${textArray(ids)})`}
      order by name, id`),
  ).map(toInterviewer);

export const getInterviewer = async (
  db: Db | Tx,
  { workspaceId, id }: InWorkspace & { id: string },
): Promise<Interviewer> => {
  const [row] = rowsOf<Row>(
    await db.execute(sql`select ${columns} from interviewers where workspace_id = ${workspaceId} and id = ${id}`),
  );
  if (!row) throw new HttpError(404, interviewMessages.interviewerNotFound);
  return toInterviewer(row);
};

/** 409 for an e-mail another interviewer of the workspace has. */
const emailConflict = (error: unknown): never => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  if (code === '23505' || cause?.code === '23505') {
    throw new HttpError(409, interviewMessages.emailTaken);
  }
  throw error;
};

export const createInterviewer = async (
  db: Db,
  { workspaceId, form }: InWorkspace & { form: Required<InterviewerForm> & { email: string } },
): Promise<Interviewer> => {
  const id = `ivr_${randomBytes(8).toString('hex')}`;
  const hours = checkWorkingHours(form.working_hours);
  await db
    .execute(
      sql`insert into interviewers (workspace_id, id, name, email, time_zone, working_hours, interview_types, max_per_day, max_per_week)
      values (${workspaceId}, ${id}, ${form.name}, ${form.email}, ${requireZone(form.time_zone)}, ${JSON.stringify(hours)}::jsonb, ${textArray(form.interview_types)},
        ${form.max_per_day}, ${form.max_per_week})`,
    )
    .catch(emailConflict);
  return getInterviewer(db, { workspaceId, id });
};

export type InterviewerChanges = Partial<
  Omit<Interviewer, 'interviewer_id' | 'created_timestamp' | 'updated_timestamp'>
>;

export const updateInterviewer = async (
  db: Db,
  { workspaceId, id, changes }: InWorkspace & { id: string; changes: InterviewerChanges },
): Promise<Interviewer> => {
  const current = await getInterviewer(db, { workspaceId, id });
  const next = { ...current, ...changes };
  const hours = checkWorkingHours(next.working_hours);
  await db
    .execute(
      sql`update interviewers set name = ${next.name}, email = ${next.email}, time_zone = ${requireZone(next.time_zone)},
        working_hours = ${JSON.stringify(hours)}::jsonb, interview_types = ${textArray(next.interview_types)}, max_per_day = ${next.max_per_day},
        max_per_week = ${next.max_per_week}, is_active = ${next.is_active}, updated_at = now()
      where workspace_id = ${workspaceId} and id = ${id}`,
    )
    .catch(emailConflict);
  return getInterviewer(db, { workspaceId, id });
};
