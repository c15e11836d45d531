import { DEFAULT_WORKING_HOURS } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { SAMPLE_INTERVIEW_MINUTES } from './hiring-roles.ts';

// The interviews of the sample data, one story with the calls: each job's hiring manager is an
// interviewer (in the zone of the job's place), each job with candidates has a plan of one
// hiring-manager round, and every interview zara booked in a sample call (its analysis names the
// time) is on the calendar with that manager, the latest booking of each candidate. Written
// directly, as history: no invitation is sent for the sample data.

const zoneOf = (location: string): string => {
  if (/india/i.test(location)) return 'Asia/Kolkata';
  if (/london|united kingdom/i.test(location)) return 'Europe/London';
  if (/berlin|germany|europe/i.test(location)) return 'Europe/Berlin';
  if (/new york|united states/i.test(location)) return 'America/New_York';
  return 'UTC';
};

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@example.com`;

const ROUND = {
  name: 'Hiring manager interview',
  duration_minutes: SAMPLE_INTERVIEW_MINUTES,
  criteria: ['Skills for the role', 'Communication', 'Team fit'],
};

/** Adds the sample interviewers, plans and interviews once (when the workspace has no interviewers); answers how many interviews. */
export const seedInterviews = async ({ db, workspaceId }: { db: Db; workspaceId: string }): Promise<number> => {
  const [existing] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from interviewers where workspace_id = ${workspaceId}`),
  );
  if (Number(existing?.n ?? 0) > 0) return 0;
  const jobs = rowsOf<{ id: string; location: string; hiring_manager: string }>(
    await db.execute(sql`select j.id, j.location, j.hiring_manager from jobs j where j.workspace_id = ${workspaceId} and j.hiring_manager <> ''
      and exists (select 1 from job_applications a where a.workspace_id = j.workspace_id and a.job_id = j.id) order by j.created_at, j.id`),
  );
  if (jobs.length === 0) return 0;
  return db.transaction(async (tx) => {
    const interviewerOf = new Map<string, string>();
    for (const job of jobs) {
      if (interviewerOf.has(job.hiring_manager)) continue;
      const id = `ivr_sample_${interviewerOf.size + 1}`;
      interviewerOf.set(job.hiring_manager, id);
      await tx.execute(sql`insert into interviewers (workspace_id, id, name, email, time_zone, working_hours, interview_types, max_per_day, max_per_week)
        values (${workspaceId}, ${id}, ${job.hiring_manager}, ${emailOf(job.hiring_manager)}, ${zoneOf(job.location)}, ${JSON.stringify(DEFAULT_WORKING_HOURS)}::jsonb,
          array['Hiring manager'], 4, 15)`);
    }
    for (const job of jobs) {
      const round = {
        ...ROUND,
        round_id: `rnd_${job.id.slice(-8)}`,
        mode: 'fixed',
        interviewer_ids: [interviewerOf.get(job.hiring_manager)!],
        panel_size: 1,
        buffer_before_minutes: 0,
        buffer_after_minutes: 15,
        advance_to: 'offer',
      };
      await tx.execute(sql`insert into interview_plans (workspace_id, job_id, rounds, window_days, min_notice_hours)
        values (${workspaceId}, ${job.id}, ${JSON.stringify([round])}::jsonb, 14, 24)`);
    }
    // The latest interview zara booked with each candidate, at the time its analysis names.
    const booked = rowsOf<{
      call_id: string;
      application_id: string;
      job_id: string;
      hiring_manager: string;
      at: string;
    }>(
      await tx.execute(sql`select distinct on (a.id) k.call_id, a.id as application_id, a.job_id, j.hiring_manager, k.record->'call_analysis'->>'date_time' as at
        from candidate_calls l
        join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
        join job_applications a on a.workspace_id = l.workspace_id and a.id = l.application_id
        join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
        where l.workspace_id = ${workspaceId} and k.record->'metadata'->>'call_type' = 'zara_interview_scheduling'
          and (k.record->'call_analysis'->>'appointment_booked')::boolean and k.record->'call_analysis'->>'date_time' is not null and j.hiring_manager <> ''
        order by a.id, k.start_timestamp desc`),
    );
    for (const interview of booked) {
      const interviewerId = interviewerOf.get(interview.hiring_manager);
      if (interviewerId === undefined) continue;
      const start = Date.parse(interview.at);
      const [starts, ends, heldUntil] = [
        start,
        start + ROUND.duration_minutes * 60_000,
        start + (ROUND.duration_minutes + 15) * 60_000,
      ].map((at) => new Date(at).toISOString());
      const id = `int_${interview.call_id.slice(-16)}`;
      await tx.execute(sql`insert into interviews (workspace_id, id, application_id, job_id, round_id, round_name, starts_at, ends_at, held_from, held_until, booked_by, call_id)
        values (${workspaceId}, ${id}, ${interview.application_id}, ${interview.job_id}, ${`rnd_${interview.job_id.slice(-8)}`}, ${ROUND.name},
          ${starts}::timestamptz, ${ends}::timestamptz, ${starts}::timestamptz, ${heldUntil}::timestamptz, 'zara', ${interview.call_id})`);
      await tx.execute(sql`insert into interview_panel (workspace_id, interview_id, interviewer_id, held_from, held_until)
        values (${workspaceId}, ${id}, ${interviewerId}, ${starts}::timestamptz, ${heldUntil}::timestamptz)`);
    }
    return booked.length;
  });
};
