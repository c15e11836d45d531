import type {
  ApplicationStage,
  CandidateInterview,
  InterviewStatus,
  Screening,
  SentBookingLink,
  StageProposal,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import type { InWorkspace } from './candidate-records.ts';

// What happened to an application beyond its own row (#30 item 5), as the candidate's page shows it:
// its interviews (booked by a recruiter, by the candidate's link or on the recruiting agent's call),
// the self-booking links mailed to the candidate, and the stage its screening call's outcome implies.

type Target = InWorkspace & { applicationId: string };

export const interviewsOf = async (db: Db, { workspaceId, applicationId }: Target): Promise<CandidateInterview[]> =>
  rowsOf<{
    id: string;
    round_name: string;
    starts_ms: string | number;
    ends_ms: string | number;
    status: InterviewStatus;
    booked_by: CandidateInterview['booked_by'];
    call_id: string | null;
  }>(
    await db.execute(sql`select i.id, i.round_name, ${epochMs(sql`i.starts_at`)} as starts_ms, ${epochMs(sql`i.ends_at`)} as ends_ms,
        i.status, i.booked_by, i.call_id
      from interviews i where i.workspace_id = ${workspaceId} and i.application_id = ${applicationId}
      order by i.starts_at desc, i.id limit 20`),
  ).map((row) => ({
    interview_id: row.id,
    round_name: row.round_name,
    start_timestamp: Number(row.starts_ms),
    end_timestamp: Number(row.ends_ms),
    status: row.status,
    booked_by: row.booked_by,
    call_id: row.call_id,
  }));

export const sentBookingLinksOf = async (db: Db, { workspaceId, applicationId }: Target): Promise<SentBookingLink[]> =>
  rowsOf<{
    id: string;
    round_id: string;
    rounds: unknown;
    sent_to: string;
    sent_ms: string | number;
    expires_ms: string | number;
    used: boolean;
  }>(
    await db.execute(sql`select l.id, l.round_id, p.rounds, l.sent_to, ${epochMs(sql`l.sent_at`)} as sent_ms,
        ${epochMs(sql`l.expires_at`)} as expires_ms, l.used_at is not null as used
      from interview_booking_links l
      join job_applications a on a.workspace_id = l.workspace_id and a.id = l.application_id
      left join interview_plans p on p.workspace_id = a.workspace_id and p.job_id = a.job_id
      where l.workspace_id = ${workspaceId} and l.application_id = ${applicationId} and l.sent_at is not null
      order by l.sent_at desc, l.id limit 10`),
  ).map((row) => {
    const rounds = Array.isArray(row.rounds) ? (row.rounds as { round_id?: unknown; name?: unknown }[]) : [];
    const round = rounds.find((each) => each.round_id === row.round_id);
    return {
      link_id: row.id,
      round_name: typeof round?.name === 'string' ? round.name : 'Interview',
      sent_to: row.sent_to,
      sent_timestamp: Number(row.sent_ms),
      expires_timestamp: Number(row.expires_ms),
      is_used: row.used,
    };
  });

/** The stages a screening's proposal may move an application on from. */
const BEFORE_DECISION: readonly ApplicationStage[] = ['new', 'shortlisted', 'screening'];

/**
 * The stage the screening call's outcome implies, while the application is still before it and the
 * recruiter has not dismissed this call's proposal: passed → Interview; declined or withdrew →
 * Rejected (with the reason). A callback, or a call without an outcome, proposes nothing.
 */
export const stageProposalOf = (
  screening: Screening | null,
  stage: ApplicationStage,
  dismissedCall: string | null,
): StageProposal | null => {
  if (screening === null || screening.status !== 'completed' || screening.call_id === dismissedCall) return null;
  if (!BEFORE_DECISION.includes(stage)) return null;
  const outcome = screening.outcome ?? (screening.call_successful === true ? 'passed' : null);
  const { call_id } = screening;
  if (outcome === 'passed') return { stage: 'interview', reason: 'Passed the screening call', call_id };
  if (outcome === 'declined') return { stage: 'rejected', reason: 'Did not pass the screening call', call_id };
  if (outcome === 'withdrew') return { stage: 'rejected', reason: 'Withdrew on the screening call', call_id };
  return null;
};
