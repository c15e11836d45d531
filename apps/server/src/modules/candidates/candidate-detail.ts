import {
  candidateMessages,
  fitScoreSchema,
  parsedResumeSchema,
  screeningOutcomes,
  type ApplicationStage,
  type CandidateFitDetail,
  type Screening,
  type StageEvent,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { itemColumns, itemTables, toItem, type ItemRow } from './candidate-list.ts';
import { interviewsOf, sentBookingLinksOf, stageProposalOf } from './candidate-story.ts';
import type { InWorkspace } from './candidate-records.ts';

// One application as the page shows it beside the list: the candidate's résumé as read, the
// explanation of the score, the stage history, the screening call's findings, other applications.

type DetailRow = ItemRow & {
  job_title: string;
  profile: unknown;
  fit: unknown;
  fit_error: string | null;
  resume_id: string | null;
  filename: string | null;
  content_type: string | null;
  resume_bytes: number | null;
  resume_text: string | null;
  resume_ms: string | number | null;
  screening_call_id: string | null;
  screening_questions: unknown;
  screening_ms: string | number | null;
  analysis: Record<string, unknown> | null;
  stage_proposal_dismissed_call: string | null;
};

const asString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : null;

/**
 * What zara's screening call found, from the call's analysis as the provider sent it: its
 * custom_analysis_data holds `answer_1` … `answer_n` (one per question, in order) and
 * `screening_score` (0–100); the call summary says the rest.
 */
export const screeningOf = (
  row: Pick<DetailRow, 'screening_call_id' | 'screening_questions' | 'screening_ms' | 'analysis'>,
): Screening | null => {
  if (row.screening_call_id === null) return null;
  const questions = Array.isArray(row.screening_questions)
    ? row.screening_questions.filter((q): q is string => typeof q === 'string')
    : [];
  const analysis = row.analysis ?? null;
  const data = (analysis?.custom_analysis_data ?? {}) as Record<string, unknown>;
  const score = Number(asString(data.screening_score) ?? Number.NaN);
  const outcome = screeningOutcomes.find((each) => each === asString(data.screening_outcome)) ?? null;
  return {
    call_id: row.screening_call_id,
    status: analysis === null ? 'requested' : 'completed',
    requested_timestamp: Number(row.screening_ms ?? 0),
    questions,
    answers: questions.map((question, index) => ({ question, answer: asString(data[`answer_${index + 1}`]) })),
    score: Number.isFinite(score) ? Math.max(0, Math.min(100, score)) : null,
    outcome,
    summary: asString(analysis?.call_summary),
    call_successful: typeof analysis?.call_successful === 'boolean' ? analysis.call_successful : null,
  };
};

export const getCandidateDetail = async (
  db: Db,
  { workspaceId, applicationId }: InWorkspace & { applicationId: string },
): Promise<CandidateFitDetail> => {
  const [row] = rowsOf<DetailRow>(
    await db.execute(sql`select ${itemColumns}, j.title as job_title, c.profile, a.fit, a.fit_error,
        r.id as resume_id, r.filename, r.content_type, length(r.bytes) as resume_bytes, r.text as resume_text, ${epochMs(sql`r.created_at`)} as resume_ms,
        a.screening_call_id, a.screening_questions, ${epochMs(sql`a.screening_requested_at`)} as screening_ms, k.record->'call_analysis' as analysis,
        a.stage_proposal_dismissed_call
      from ${itemTables}
      join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      left join candidate_resumes r on r.workspace_id = a.workspace_id and r.id = a.resume_id
      where a.workspace_id = ${workspaceId} and a.id = ${applicationId}`),
  );
  if (!row) throw new HttpError(404, candidateMessages.applicationNotFound);
  const history = rowsOf<{
    from_stage: ApplicationStage | null;
    to_stage: ApplicationStage;
    reason: string | null;
    actor_name: string | null;
    ms: string | number;
  }>(
    await db.execute(sql`select e.from_stage, e.to_stage, e.reason, u.username as actor_name, ${epochMs(sql`e.created_at`)} as ms
      from application_stage_events e left join users u on u.id = e.actor_id
      where e.workspace_id = ${workspaceId} and e.application_id = ${applicationId} order by e.created_at, e.id`),
  );
  const others = rowsOf<{
    id: string;
    job_id: string;
    title: string;
    stage: ApplicationStage;
    fit_score: number | null;
  }>(
    await db.execute(sql`select a.id, a.job_id, j.title, a.stage, a.fit_score from job_applications a join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
      where a.workspace_id = ${workspaceId} and a.candidate_id = ${row.candidate_id} and a.id <> ${applicationId} order by a.created_at desc`),
  );
  const calls = rowsOf<{
    call_id: string;
    call_type: string | null;
    start_timestamp: string | number;
    duration_ms: string | number | null;
    call_summary: string | null;
    call_successful: boolean | null;
  }>(
    await db.execute(sql`select k.call_id, k.record->'metadata'->>'call_type' as call_type, k.start_timestamp, k.duration_ms, k.call_summary, k.call_successful
      from candidate_calls l join calls k on k.workspace_id = l.workspace_id and k.call_id = l.call_id
      where l.workspace_id = ${workspaceId} and l.candidate_id = ${row.candidate_id} order by k.start_timestamp desc, k.call_id desc limit 50`),
  );
  const profile = parsedResumeSchema.safeParse(row.profile);
  const fit = fitScoreSchema.safeParse(row.fit);
  const screening = screeningOf(row);
  return {
    ...toItem(row),
    job_title: row.job_title,
    profile: profile.success ? profile.data : null,
    fit: fit.success ? fit.data : null,
    fit_error: row.fit_error,
    resume:
      row.resume_id === null
        ? null
        : {
            resume_id: row.resume_id,
            filename: row.filename ?? '',
            content_type: row.content_type ?? '',
            bytes: Number(row.resume_bytes ?? 0),
            created_timestamp: Number(row.resume_ms ?? 0),
          },
    resume_text: row.resume_text,
    history: history.map((event): StageEvent => ({
      from_stage: event.from_stage,
      to_stage: event.to_stage,
      reason: event.reason,
      actor_name: event.actor_name,
      timestamp: Number(event.ms),
    })),
    screening,
    interviews: await interviewsOf(db, { workspaceId, applicationId }),
    sent_booking_links: await sentBookingLinksOf(db, { workspaceId, applicationId }),
    stage_proposal: stageProposalOf(screening, row.stage, row.stage_proposal_dismissed_call),
    calls: calls.map((call) => ({
      call_id: call.call_id,
      call_type: call.call_type,
      start_timestamp: Number(call.start_timestamp),
      duration_ms: call.duration_ms === null ? null : Number(call.duration_ms),
      summary: call.call_summary,
      call_successful: call.call_successful,
    })),
    other_applications: others.map((other) => ({
      application_id: other.id,
      job_id: other.job_id,
      job_title: other.title,
      stage: other.stage,
      score: other.fit_score === null ? null : Number(other.fit_score),
    })),
  };
};
