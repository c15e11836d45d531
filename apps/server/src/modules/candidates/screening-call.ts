import { candidateMessages } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { VoiceAccounts } from '../calls/index.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createPhoneCall, voiceProviderOf } from '../calls/index.ts';
import { recordStageEvent, type InWorkspace } from './candidate-records.ts';

// zara's screening call (POST /candidate/screening-call): placed through the voice provider with
// the candidate and the job as the call's metadata, and the job's must-have requirements as the
// questions (dynamic variables question_1 … question_n). The call comes back through the calls
// webhook like every call; the application holds its id, so its analysis (custom_analysis_data:
// answer_1 … answer_n, screening_score) shows on the candidate (candidate-detail.ts).

/** Questions asked on one call, at most. */
const MAX_QUESTIONS = 6;

export const SCREENING_CALL_TYPE = 'zara_screening';

type Target = {
  job_id: string;
  job_title: string;
  requirements: unknown;
  candidate_id: string;
  name: string;
  phone: string | null;
  stage: string;
  screening_call_id: string | null;
  screening_done: boolean;
};

/** The questions of a job's screening: its must-have requirements, as questions. */
export const screeningQuestions = (requirements: readonly string[]): string[] =>
  requirements
    .map((requirement) => requirement.trim().replace(/[.;:]+$/, ''))
    .filter((requirement) => requirement.length > 0)
    .slice(0, MAX_QUESTIONS)
    .map((requirement) => `Can you tell me about your experience with this: ${requirement}?`);

export const placeScreeningCall = async (
  db: Db,
  {
    workspaceId,
    applicationId,
    voiceAccounts,
    actorId,
  }: InWorkspace & { applicationId: string; voiceAccounts: VoiceAccounts; actorId: string | null },
): Promise<{ callId: string; toNumber: string }> => {
  const [target] = rowsOf<Target>(
    await db.execute(sql`select a.job_id, j.title as job_title, j.requirements, a.candidate_id, c.name, c.phone, a.stage, a.screening_call_id,
        exists (select 1 from calls k where k.workspace_id = a.workspace_id and k.call_id = a.screening_call_id and k.record ? 'call_analysis') as screening_done
      from job_applications a join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where a.workspace_id = ${workspaceId} and a.id = ${applicationId}`),
  );
  if (!target) throw new HttpError(404, candidateMessages.applicationNotFound);
  const provider = await voiceProviderOf(db, voiceAccounts, workspaceId);
  if (!provider || !provider.agents[SCREENING_CALL_TYPE]) throw new HttpError(409, candidateMessages.noProvider);
  if (!target.phone) throw new HttpError(422, candidateMessages.noPhone);
  if (target.screening_call_id !== null && !target.screening_done)
    throw new HttpError(409, candidateMessages.screeningInProgress);
  const questions = screeningQuestions(
    Array.isArray(target.requirements) ? target.requirements.filter((r): r is string => typeof r === 'string') : [],
  );
  const call = await createPhoneCall(provider, {
    toNumber: target.phone,
    callType: SCREENING_CALL_TYPE,
    metadata: {
      workspace_id: workspaceId,
      candidate_id: target.candidate_id,
      application_id: applicationId,
      job_id: target.job_id,
    },
    dynamicVariables: {
      candidate_name: target.name,
      job_title: target.job_title,
      question_count: String(questions.length),
      ...Object.fromEntries(questions.map((question, index) => [`question_${index + 1}`, question])),
    },
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`update job_applications set screening_call_id = ${call.call_id}, screening_questions = ${JSON.stringify(questions)}::jsonb, screening_requested_at = now(),
        stage = case when stage in ('new', 'shortlisted') then 'screening' else stage end,
        stage_changed_at = case when stage in ('new', 'shortlisted') then now() else stage_changed_at end
      where workspace_id = ${workspaceId} and id = ${applicationId}`);
    await tx.execute(sql`insert into candidate_calls (workspace_id, candidate_id, call_id, application_id) values (${workspaceId}, ${target.candidate_id}, ${call.call_id}, ${applicationId})
      on conflict do nothing`);
    if (target.stage === 'new' || target.stage === 'shortlisted') {
      await recordStageEvent(tx, {
        workspaceId,
        applicationId,
        jobId: target.job_id,
        from: target.stage,
        to: 'screening',
        reason: 'Screening call placed',
        actorId,
      });
    }
  });
  return { callId: call.call_id, toNumber: target.phone };
};
