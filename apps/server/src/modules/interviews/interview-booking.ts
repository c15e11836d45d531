import { randomBytes } from 'node:crypto';
import {
  interviewMessages,
  type ApplicationStage,
  type Interview,
  type InterviewPlan,
  type InterviewRound,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordStageEvent } from '../candidates/index.ts';
import { checkSlot, findFreeSlots, type SlotProblem } from './free-slots.ts';
import { getRound } from './interview-plans.service.ts';
import { getInterview, schedulingContext } from './interview-records.ts';
import type { InWorkspace } from './interviewers.service.ts';
import type { InterviewChange } from './interview-audit.ts';
import { sendInvitations, type Invitations } from './interview-mail.ts';

// Booking, moving and cancelling interviews. Each runs in one transaction holding the locks of the
// round's interviewers (in a fixed order), so two bookings of one interviewer at one time give one
// interview and one 409 however they interleave; the invitations are queued in the same
// transaction (the outbox), so an interview never exists without them, nor they without it.

const MINUTE_MS = 60_000;

type Booker = Interview['booked_by'];

/** Stages an interview booking moves an application out of. */
const BEFORE_INTERVIEW: readonly ApplicationStage[] = ['new', 'shortlisted', 'screening'];

const problemText: Record<SlotProblem['reason'], string> = {
  'outside-window': 'That time is outside the interview plan’s scheduling window',
  'too-soon': 'That time is sooner than the interview plan’s minimum notice',
  'wrong-panel': 'Those are not the round’s interviewers',
  inactive: 'An interviewer of the round is no longer active',
  'outside-working-hours': 'That time is outside the interviewers’ working hours',
  busy: interviewMessages.slotTaken,
  'daily-cap-reached': 'An interviewer has reached their interviews for that day',
  'weekly-cap-reached': 'An interviewer has reached their interviews for that week',
};

type Target = {
  application_id: string;
  job_id: string;
  job_status: string;
  stage: ApplicationStage;
  candidate_id: string;
};

/** The application, locked, with its job; 404 unless the workspace's; 409 when its job is closed. */
const lockApplication = async (
  tx: Tx,
  { workspaceId, applicationId }: InWorkspace & { applicationId: string },
): Promise<Target> => {
  const [row] = rowsOf<Target>(
    await tx.execute(sql`select a.id as application_id, a.job_id, j.status as job_status, a.stage, a.candidate_id
      from job_applications a join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where a.workspace_id = ${workspaceId} and a.id = ${applicationId} for update of a`),
  );
  if (!row) throw new HttpError(404, 'Candidate not found');
  if (row.job_status === 'closed') throw new HttpError(409, interviewMessages.jobClosed);
  return row;
};

/** Holds every interviewer of the round until the transaction ends, always in the same order. */
const lockInterviewers = async (tx: Tx, workspaceId: string, round: InterviewRound) => {
  for (const id of [...round.interviewer_ids].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`interviewer:${workspaceId}:${id}`}))`);
};

/** The panel for `start`: the ones asked for, else a fixed round's, else a pool's least loaded free members; 409 with the reasons when it cannot be booked. */
const pickPanel = async (
  tx: Tx,
  input: InWorkspace & {
    plan: InterviewPlan;
    round: InterviewRound;
    start: number;
    interviewerIds?: string[] | undefined;
    now: number;
    excludeInterviewId?: string;
  },
) => {
  const context = await schedulingContext(tx, input);
  let interviewerIds = input.interviewerIds;
  if (interviewerIds === undefined && input.round.mode === 'fixed') interviewerIds = input.round.interviewer_ids;
  if (interviewerIds === undefined) {
    const end = input.start + input.round.duration_minutes * MINUTE_MS;
    const [slot] = findFreeSlots({
      ...context,
      window: { start: Math.max(context.window.start, input.start), end: Math.min(context.window.end, end) },
      limit: 1,
      stepMinutes: 1,
    });
    interviewerIds =
      slot?.start === input.start ? slot.interviewerIds : input.round.interviewer_ids.slice(0, input.round.panel_size);
  }
  const check = checkSlot({ ...context, start: input.start, interviewerIds });
  if (!check.isBookable)
    throw new HttpError(409, [...new Set(check.problems.map((problem) => problemText[problem.reason]))].join('. '));
  return interviewerIds;
};

const holdPanel = async (tx: Tx, workspaceId: string, interviewId: string, interviewerIds: string[]) => {
  await tx.execute(
    sql`delete from interview_panel where workspace_id = ${workspaceId} and interview_id = ${interviewId}`,
  );
  for (const interviewerId of interviewerIds) {
    await tx.execute(sql`insert into interview_panel (workspace_id, interview_id, interviewer_id, held_from, held_until)
      select workspace_id, id, ${interviewerId}, held_from, held_until from interviews where workspace_id = ${workspaceId} and id = ${interviewId}`);
  }
};

const spanOf = (round: InterviewRound, start: number) => ({
  starts: new Date(start).toISOString(),
  ends: new Date(start + round.duration_minutes * MINUTE_MS).toISOString(),
  heldFrom: new Date(start - round.buffer_before_minutes * MINUTE_MS).toISOString(),
  heldUntil: new Date(start + (round.duration_minutes + round.buffer_after_minutes) * MINUTE_MS).toISOString(),
});

export type BookingInput = InWorkspace & {
  applicationId: string;
  roundId: string;
  start: number;
  interviewerIds?: string[] | undefined;
  bookedBy: Booker;
  actorId: string | null;
  candidateTimeZone?: string | null;
  callId?: string | null;
  now?: number;
  /** Runs in the booking's transaction once the interview exists (a self-booking link is used up there). */
  onBooked?: (tx: Tx, interviewId: string) => Promise<void>;
  onDone?: OnDone;
};

/** Runs in the transaction of a booking, move or cancellation once it is made (its audit entry). */
export type OnDone = (tx: Tx, change: InterviewChange) => Promise<void>;

/** Books an interview of the round at `start` and queues its invitations; answers it. */
export const bookInterview = async (db: Db, invitations: Invitations, input: BookingInput): Promise<Interview> => {
  const { workspaceId } = input;
  const now = input.now ?? Date.now();
  const id = `int_${randomBytes(8).toString('hex')}`;
  const interview = await db.transaction(async (tx) => {
    const target = await lockApplication(tx, { workspaceId, applicationId: input.applicationId });
    const { plan, round } = await getRound(tx, { workspaceId, jobId: target.job_id, roundId: input.roundId });
    await lockInterviewers(tx, workspaceId, round);
    const interviewerIds = await pickPanel(tx, {
      workspaceId,
      plan,
      round,
      start: input.start,
      interviewerIds: input.interviewerIds,
      now,
    });
    const span = spanOf(round, input.start);
    await tx.execute(sql`insert into interviews (workspace_id, id, application_id, job_id, round_id, round_name, starts_at, ends_at, held_from, held_until, booked_by, candidate_time_zone, call_id)
      values (${workspaceId}, ${id}, ${target.application_id}, ${target.job_id}, ${round.round_id}, ${round.name}, ${span.starts}::timestamptz, ${span.ends}::timestamptz,
        ${span.heldFrom}::timestamptz, ${span.heldUntil}::timestamptz, ${input.bookedBy}, ${input.candidateTimeZone ?? null}, ${input.callId ?? null})`);
    await holdPanel(tx, workspaceId, id, interviewerIds);
    await input.onBooked?.(tx, id);
    if (BEFORE_INTERVIEW.includes(target.stage)) {
      await tx.execute(
        sql`update job_applications set stage = 'interview', stage_changed_at = now() where workspace_id = ${workspaceId} and id = ${target.application_id}`,
      );
      await recordStageEvent(tx, {
        workspaceId,
        applicationId: target.application_id,
        jobId: target.job_id,
        from: target.stage,
        to: 'interview',
        reason: `${round.name} booked`,
        actorId: input.actorId,
      });
    }
    const booked = await getInterview(tx, { workspaceId, id });
    await invitations.queue(tx, booked, 'REQUEST');
    await input.onDone?.(tx, { interview: booked, before: null });
    return booked;
  });
  invitations.kick();
  return interview;
};

/** Moves a scheduled interview to `start` (its panel again, or the one asked for); SEQUENCE goes up and updated invitations go out. */
export const rescheduleInterview = async (
  db: Db,
  invitations: Invitations,
  input: InWorkspace & {
    id: string;
    start: number;
    interviewerIds?: string[] | undefined;
    now?: number;
    /** The candidate's zone when they move it themselves (kept as it was when absent). */
    candidateTimeZone?: string;
    onDone?: OnDone;
  },
): Promise<Interview> => {
  const { workspaceId } = input;
  const interview = await db.transaction(async (tx) => {
    const current = await getInterview(tx, { workspaceId, id: input.id });
    if (current.status !== 'scheduled')
      throw new HttpError(
        409,
        `The interview is ${current.status.replace('_', '-')}: only a scheduled one can be moved`,
      );
    const target = await lockApplication(tx, { workspaceId, applicationId: current.application_id });
    const { plan, round } = await getRound(tx, { workspaceId, jobId: target.job_id, roundId: current.round_id });
    await lockInterviewers(tx, workspaceId, round);
    const interviewerIds = await pickPanel(tx, {
      workspaceId,
      plan,
      round,
      start: input.start,
      interviewerIds: input.interviewerIds,
      now: input.now ?? Date.now(),
      excludeInterviewId: input.id,
    });
    const span = spanOf(round, input.start);
    await tx.execute(sql`update interviews set starts_at = ${span.starts}::timestamptz, ends_at = ${span.ends}::timestamptz, held_from = ${span.heldFrom}::timestamptz,
        held_until = ${span.heldUntil}::timestamptz, sequence = sequence + 1, updated_at = now(),
        candidate_time_zone = coalesce(${input.candidateTimeZone ?? null}, candidate_time_zone)
      where workspace_id = ${workspaceId} and id = ${input.id}`);
    // Who is no longer on the panel is told it is off for them; the others get the new time.
    const dropped = current.interviewers.filter((person) => !interviewerIds.includes(person.interviewer_id));
    await holdPanel(tx, workspaceId, input.id, interviewerIds);
    const moved = await getInterview(tx, { workspaceId, id: input.id });
    await invitations.queue(tx, moved, 'REQUEST');
    if (dropped.length > 0)
      await invitations.queue(tx, { ...moved, interviewers: dropped }, 'CANCEL', { interviewersOnly: true });
    await input.onDone?.(tx, { interview: moved, before: current });
    return moved;
  });
  invitations.kick();
  return interview;
};

/** Calls off a scheduled interview: its interviewers are freed and cancellations go out. */
export const cancelInterview = async (
  db: Db,
  invitations: Invitations,
  { workspaceId, id, onDone }: InWorkspace & { id: string; onDone?: OnDone },
): Promise<Interview> => {
  const interview = await db.transaction(async (tx) => {
    const current = await getInterview(tx, { workspaceId, id });
    if (current.status !== 'scheduled')
      throw new HttpError(409, `The interview is ${current.status.replace('_', '-')} already`);
    await tx.execute(
      sql`update interviews set status = 'cancelled', sequence = sequence + 1, updated_at = now() where workspace_id = ${workspaceId} and id = ${id}`,
    );
    await tx.execute(
      sql`update interview_panel set is_active = false where workspace_id = ${workspaceId} and interview_id = ${id}`,
    );
    const cancelled = await getInterview(tx, { workspaceId, id });
    await invitations.queue(tx, cancelled, 'CANCEL');
    await onDone?.(tx, { interview: cancelled, before: current });
    return cancelled;
  });
  invitations.kick();
  return interview;
};

export type { Invitations };
export { sendInvitations };
