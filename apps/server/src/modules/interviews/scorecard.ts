import type { Interview } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { scorecardFormSchema } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordStageEvent } from '../candidates/index.ts';
import { getRound } from './interview-plans.service.ts';
import { getInterview } from './interview-records.ts';
import type { InWorkspace } from './interviewers.service.ts';

type ScorecardForm = z.output<typeof scorecardFormSchema>;

/**
 * The scorecard after an interview: each criterion 1 to 4 with notes, and a decision that moves
 * the application as the plan says (advance: the round's next stage; reject: Rejected with the
 * summary as reason; hold: where it is). A candidate who did not come is a no-show.
 */
export const saveScorecard = async (
  db: Db,
  { workspaceId, id, form, actorId }: InWorkspace & { id: string; form: ScorecardForm; actorId: string | null },
): Promise<Interview> =>
  db.transaction(async (tx) => {
    const interview = await getInterview(tx, { workspaceId, id });
    if (interview.status === 'cancelled') throw new HttpError(409, 'The interview was cancelled: it has no scorecard');
    const { round } = await getRound(tx, { workspaceId, jobId: interview.job_id, roundId: interview.round_id }).catch(
      () => ({ round: null }),
    );
    const [actor] = rowsOf<{ username: string }>(
      await tx.execute(sql`select username from users where id = ${actorId}`),
    );
    const scorecard = {
      ratings: form.ratings,
      decision: form.decision,
      summary: form.summary,
      submitted_by: actor?.username ?? null,
      submitted_timestamp: Date.now(),
    };
    const status = form.attended ? 'completed' : 'no_show';
    await tx.execute(
      sql`update interviews set scorecard = ${JSON.stringify(scorecard)}::jsonb, status = ${status}, updated_at = now() where workspace_id = ${workspaceId} and id = ${id}`,
    );
    await tx.execute(
      sql`update interview_panel set is_active = ${status === 'completed'} where workspace_id = ${workspaceId} and interview_id = ${id}`,
    );
    const [application] = rowsOf<{ stage: Interview['status'] extends never ? never : string }>(
      await tx.execute(
        sql`select stage from job_applications where workspace_id = ${workspaceId} and id = ${interview.application_id} for update`,
      ),
    );
    const from = application?.stage as Parameters<typeof recordStageEvent>[1]['from'];
    const to =
      form.attended && form.decision === 'advance'
        ? (round?.advance_to ?? null)
        : form.decision === 'reject'
          ? 'rejected'
          : null;
    if (from && to && to !== from) {
      const reason =
        to === 'rejected' ? form.summary || `${interview.round_name}: not a fit` : `${interview.round_name} scorecard`;
      await tx.execute(sql`update job_applications set stage = ${to}, rejection_reason = ${to === 'rejected' ? reason : null}, stage_changed_at = now()
        where workspace_id = ${workspaceId} and id = ${interview.application_id}`);
      await recordStageEvent(tx, {
        workspaceId,
        applicationId: interview.application_id,
        jobId: interview.job_id,
        from,
        to,
        reason,
        actorId,
      });
    }
    return getInterview(tx, { workspaceId, id });
  });
