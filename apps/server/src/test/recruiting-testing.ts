import type { ApplicationStage, CandidateSource, ProviderCall } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { postSignedWebhook, type TestApp } from './test-app.ts';
import { addResume, mergeCandidate, recordStageEvent, upsertApplication } from '../modules/candidates/index.ts';

// Hand-made applications for the recruiting tests: each made and moved at a time given in days
// before now, through the candidates module's own writes (so the triggers count them).

export const DAY = 86_400_000;

export type Applicant = { applicationId: string; jobId: string; stage: ApplicationStage };

export const makeApplicant = async (
  db: Db,
  {
    workspaceId,
    jobId,
    name,
    source,
    daysAgo,
    now,
  }: { workspaceId: string; jobId: string; name: string; source: CandidateSource; daysAgo: number; now: number },
): Promise<Applicant> =>
  db.transaction(async (tx) => {
    const at = new Date(now - daysAgo * DAY);
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
    const { candidateId } = await mergeCandidate(tx, { workspaceId, facts: { name, email, phone: null, source }, at });
    const resumeId = await addResume(tx, {
      workspaceId,
      candidateId,
      file: { filename: 'cv.txt', contentType: 'text/plain', bytes: Buffer.from(name) },
      text: name,
      at,
    });
    const { applicationId } = await upsertApplication(tx, { workspaceId, jobId, candidateId, resumeId, source, at });
    return { applicationId, jobId, stage: 'new' };
  });

/** Moves the application to a stage at a time in the past, with its history entry. */
export const moveApplicant = async (
  db: Db,
  workspaceId: string,
  applicant: Applicant,
  to: ApplicationStage,
  daysAgo: number,
  now: number,
) =>
  db.transaction(async (tx) => {
    const at = new Date(now - daysAgo * DAY);
    await tx.execute(
      sql`update job_applications set stage = ${to}, stage_changed_at = ${at.toISOString()}::timestamptz where workspace_id = ${workspaceId} and id = ${applicant.applicationId}`,
    );
    await recordStageEvent(tx, {
      workspaceId,
      applicationId: applicant.applicationId,
      jobId: applicant.jobId,
      from: applicant.stage,
      to,
      actorId: null,
      at,
    });
    applicant.stage = to;
  });

/** An interview of the application, starting at a time in days from now (negative: past). */
export const addInterview = async (
  db: Db,
  {
    workspaceId,
    applicant,
    id,
    inDays,
    now,
    status = 'scheduled',
  }: { workspaceId: string; applicant: Applicant; id: string; inDays: number; now: number; status?: string },
) => {
  const starts = new Date(now + inDays * DAY);
  const ends = new Date(starts.getTime() + 3_600_000);
  await db.execute(sql`insert into interviews (workspace_id, id, application_id, job_id, round_id, round_name, starts_at, ends_at, held_from, held_until, status, booked_by)
    values (${workspaceId}, ${id}, ${applicant.applicationId}, ${applicant.jobId}, 'round_1', 'Technical', ${starts.toISOString()}::timestamptz, ${ends.toISOString()}::timestamptz,
      ${starts.toISOString()}::timestamptz, ${ends.toISOString()}::timestamptz, ${status}, 'recruiter')`);
};

/** A zara screening call as the provider sends it (its analysis as given; none until analysed). */
export const screeningCall = (
  callId: string,
  analysis?: { call_successful?: boolean },
  callType = 'zara_screening',
): ProviderCall => ({
  call_id: callId,
  call_type: 'phone_call',
  agent_id: 'zara',
  call_status: 'ended',
  direction: 'outbound',
  from_number: '+14155550100',
  to_number: '+14155550199',
  start_timestamp: Date.now() - 3_600_000,
  end_timestamp: Date.now() - 3_500_000,
  duration_ms: 100_000,
  transcript: 'Agent: Hello, this is Zara.',
  disconnection_reason: 'user_hangup',
  metadata: { call_type: callType },
  ...(analysis === undefined ? {} : { call_analysis: { call_summary: 'Candidate screening', ...analysis } }),
});

/** Delivers a call event through the calls webhook, signed with the app's key (the first workspace's). */
export const deliverCall = async (t: TestApp, event: 'call_ended' | 'call_analyzed', call: ProviderCall) => {
  const response = await postSignedWebhook(t, '/api/webhooks/calls/', { event, call });
  if (response.statusCode !== 204) throw new Error(`webhook: ${response.statusCode} ${response.body}`);
};
