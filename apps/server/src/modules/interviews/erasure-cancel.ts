import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray, type Tx } from '../../db/sql-helpers.ts';
import type { Invitations } from './interview-mail.ts';
import { getInterview } from './interview-records.ts';

/** How an erased candidate reads in their interviewers' cancellations. */
export const ERASED_CANDIDATE = 'A candidate (erased)';

/**
 * An erased candidate's interviews, in the erasure's transaction. Those still to come are called
 * off: each is cancelled, its interviewers are freed and sent a cancellation that does not name the
 * candidate; the candidate is sent nothing. Then every one of them is detached from the candidate
 * (migration 0055): it stays for the hiring analytics (job, round, time, status) without its
 * application, scorecard, the candidate's zone or the call that booked it. Returns how many were
 * cancelled.
 */
export const cancelErasedInterviews = async (
  tx: Tx,
  invitations: Invitations,
  { workspaceId, applicationIds }: { workspaceId: string; applicationIds: string[] },
): Promise<number> => {
  const upcoming = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from interviews
      where workspace_id = ${workspaceId} and application_id = any(${textArray(applicationIds)})
      and status = 'scheduled' and ends_at > now() order by id for update`),
  );
  for (const { id } of upcoming) {
    await tx.execute(
      sql`update interviews set status = 'cancelled', sequence = sequence + 1, updated_at = now()
        where workspace_id = ${workspaceId} and id = ${id}`,
    );
    await tx.execute(
      sql`update interview_panel set is_active = false where workspace_id = ${workspaceId} and interview_id = ${id}`,
    );
    const interview = await getInterview(tx, { workspaceId, id });
    const anonymous = {
      ...interview,
      candidate_name: ERASED_CANDIDATE,
      candidate_email: null,
      candidate_time_zone: null,
    };
    await invitations.queue(tx, anonymous, 'CANCEL', { interviewersOnly: true });
  }
  await tx.execute(sql`update interviews
    set application_id = null, scorecard = null, candidate_time_zone = null, call_id = null, updated_at = now()
    where workspace_id = ${workspaceId} and application_id = any(${textArray(applicationIds)})`);
  return upcoming.length;
};
