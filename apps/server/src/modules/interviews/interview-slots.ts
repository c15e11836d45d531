import type { Slot } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { findFreeSlots } from './free-slots.ts';
import { getRound } from './interview-plans.service.ts';
import { schedulingContext } from './interview-records.ts';
import type { InWorkspace } from './interviewers.service.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';

const DAY_MS = 86_400_000;

/** The application's job, 404 unless the workspace's. */
export const jobOfApplication = async (
  db: Db,
  { workspaceId, applicationId }: InWorkspace & { applicationId: string },
): Promise<string> => {
  const [row] = rowsOf<{ job_id: string }>(
    await db.execute(
      sql`select job_id from job_applications where workspace_id = ${workspaceId} and id = ${applicationId}`,
    ),
  );
  if (!row) throw new HttpError(404, 'Candidate not found');
  return row.job_id;
};

/**
 * The free slots of the application's round: within the plan's window from now (narrowed to
 * [from, to) when asked), after its minimum notice, for the round's panel or pool.
 */
export const slotsFor = async (
  db: Db,
  {
    workspaceId,
    applicationId,
    roundId,
    from,
    to,
    limit,
    now = Date.now(),
  }: InWorkspace & {
    applicationId: string;
    roundId: string;
    from?: number | undefined;
    to?: number | undefined;
    limit: number;
    now?: number;
  },
): Promise<Slot[]> => {
  const jobId = await jobOfApplication(db, { workspaceId, applicationId });
  const { plan, round } = await getRound(db, { workspaceId, jobId, roundId });
  const windowEnd = now + plan.window_days * DAY_MS;
  const window = { start: Math.max(now, from ?? now), end: Math.min(windowEnd, to ?? windowEnd) };
  if (window.end <= window.start) return [];
  const context = await schedulingContext(db, { workspaceId, plan, round, now, window });
  return findFreeSlots({ ...context, limit }).map((slot) => ({
    start_timestamp: slot.start,
    end_timestamp: slot.end,
    interviewer_ids: slot.interviewerIds,
  }));
};
