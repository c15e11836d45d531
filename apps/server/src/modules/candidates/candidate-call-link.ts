import type { ProviderCall } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SCREENING_CALL_TYPE } from './screening-call.ts';

// One record per candidate (#30 item 5): a call the recruiting agent had about an application (a
// screening or an interview scheduling call, whose metadata names it) is the candidate's, linked to
// them as it is stored; an analysed screening call becomes the application's screening call unless a
// later one is, so the header, the list and the screening panel read the same call.

const SCHEDULING_CALL_TYPE = 'zara_interview_scheduling';

export const linkCallToCandidate = async (
  db: Db,
  { workspaceId, call }: { workspaceId: string; call: ProviderCall },
): Promise<void> => {
  const metadata = (call.metadata ?? {}) as Record<string, unknown>;
  const type = metadata['call_type'];
  const applicationId = metadata['application_id'];
  if ((type !== SCREENING_CALL_TYPE && type !== SCHEDULING_CALL_TYPE) || typeof applicationId !== 'string') return;
  const start = Number(call.start_timestamp ?? 0) > 0 ? Number(call.start_timestamp) : Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into candidate_calls (workspace_id, candidate_id, call_id, application_id)
      select a.workspace_id, a.candidate_id, ${call.call_id}, a.id from job_applications a
      where a.workspace_id = ${workspaceId} and a.id = ${applicationId}
      on conflict do nothing`);
    if (type !== SCREENING_CALL_TYPE || !call.call_analysis) return;
    await tx.execute(sql`update job_applications a set screening_call_id = ${call.call_id},
        screening_requested_at = to_timestamp(${start} / 1000.0), screening_questions = '[]'::jsonb
      where a.workspace_id = ${workspaceId} and a.id = ${applicationId} and a.screening_call_id is distinct from ${call.call_id}
        and (a.screening_call_id is null or not exists (select 1 from calls k where k.workspace_id = a.workspace_id
          and k.call_id = a.screening_call_id and k.start_timestamp > ${start}))`);
  });
};
