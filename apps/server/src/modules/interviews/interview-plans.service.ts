import { randomBytes } from 'node:crypto';
import {
  interviewMessages,
  type interviewPlanFormSchema,
  interviewRoundSchema,
  type InterviewPlan,
  type InterviewRound,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs, textArray, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { getJob } from '../jobs/index.ts';
import type { InWorkspace } from './interviewers.service.ts';

// A job's interview plan (SPEC §7 /interview-config/): its rounds, each with its interviewers (all
// of them, or a pool to pick a panel from), length, buffers and scorecard criteria, and how far
// ahead and how soon interviews may be booked.

type PlanForm = z.output<typeof interviewPlanFormSchema>;

const roundsSchema = z.array(interviewRoundSchema);

type Row = { rounds: unknown; window_days: number; min_notice_hours: number; updated_ms: string | number };

export const getPlan = async (
  db: Db | Tx,
  { workspaceId, jobId }: InWorkspace & { jobId: string },
): Promise<InterviewPlan> => {
  await getJob(db, { workspaceId, jobId });
  const [row] = rowsOf<Row>(
    await db.execute(
      sql`select rounds, window_days, min_notice_hours, ${epochMs(sql`updated_at`)} as updated_ms from interview_plans where workspace_id = ${workspaceId} and job_id = ${jobId}`,
    ),
  );
  if (!row) throw new HttpError(404, interviewMessages.planNotFound);
  return {
    job_id: jobId,
    rounds: roundsSchema.catch([]).parse(row.rounds),
    window_days: Number(row.window_days),
    min_notice_hours: Number(row.min_notice_hours),
    updated_timestamp: Number(row.updated_ms),
  };
};

/** The round of the job's plan (404 when the plan or the round is missing). */
export const getRound = async (
  db: Db | Tx,
  input: InWorkspace & { jobId: string; roundId: string },
): Promise<{ plan: InterviewPlan; round: InterviewRound }> => {
  const plan = await getPlan(db, input);
  const round = plan.rounds.find((candidate) => candidate.round_id === input.roundId);
  if (!round) throw new HttpError(404, interviewMessages.roundNotFound);
  return { plan, round };
};

/** Saves the job's whole plan; a round keeps its id when given one, else gets a new one. Every interviewer must be the workspace's. */
export const savePlan = async (
  db: Db,
  { workspaceId, form }: InWorkspace & { form: PlanForm },
): Promise<InterviewPlan> => {
  await getJob(db, { workspaceId, jobId: form.job_id });
  const named = [...new Set(form.rounds.flatMap((round) => round.interviewer_ids))];
  const known = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from interviewers where workspace_id = ${workspaceId} and id = any(${textArray(named)})`,
    ),
  );
  if (known.length !== named.length) throw new HttpError(400, interviewMessages.interviewerNotFound);
  const rounds: InterviewRound[] = form.rounds.map((round) => ({
    ...round,
    round_id: round.round_id ?? `rnd_${randomBytes(6).toString('hex')}`,
    interviewer_ids: [...new Set(round.interviewer_ids)],
    panel_size: round.mode === 'fixed' ? new Set(round.interviewer_ids).size : round.panel_size,
  }));
  await db.execute(sql`insert into interview_plans (workspace_id, job_id, rounds, window_days, min_notice_hours)
    values (${workspaceId}, ${form.job_id}, ${JSON.stringify(rounds)}::jsonb, ${form.window_days}, ${form.min_notice_hours})
    on conflict (workspace_id, job_id) do update set rounds = excluded.rounds, window_days = excluded.window_days, min_notice_hours = excluded.min_notice_hours, updated_at = now()`);
  return getPlan(db, { workspaceId, jobId: form.job_id });
};
