import type { Interview } from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/sql-helpers.ts';
import { auditOf, recordAudit, type AuditAction, type AuditEntry } from '../workspaces/index.ts';

// What the audit log records of interviews: bookings (by a recruiter, by the candidate through a
// booking link, or by the recruiting agent on a call), moves and cancellations, each in the write's
// transaction. The entry names the candidate (blanked if they are erased), the job and the round.

/** What a booking, a move or a cancellation did: the interview as it is now, and as it was before. */
export type InterviewChange = { interview: Interview; before: Interview | null };

/** Who did it: the signed-in user of a request, or (without one) the candidate or the recruiting agent. */
export type InterviewActor = FastifyRequest | { workspaceId: string; by: 'candidate' | 'agent' };

const actions = {
  booked: 'interview_booked',
  rescheduled: 'interview_rescheduled',
  cancelled: 'interview_cancelled',
} as const satisfies Record<string, AuditAction>;

type What = keyof typeof actions;

const iso = (at: number) => new Date(at).toISOString();

export const interviewAuditOf = (what: What, change: InterviewChange, actor: InterviewActor): AuditEntry => {
  const { interview, before } = change;
  const { interview_id: id, candidate_name: name, candidate_id: candidateId } = interview;
  const target = { type: 'interview', id, name, candidateId } as const;
  const isMoved = before !== null && before.start_timestamp !== interview.start_timestamp;
  const details = {
    job: interview.job_title,
    round: interview.round_name,
    starts_at: iso(interview.start_timestamp),
    ...(isMoved ? { from: iso(before.start_timestamp) } : {}),
  };
  // The candidate's own address is theirs: it is not kept.
  if ('by' in actor) {
    const { workspaceId, by } = actor;
    return { workspaceId, actor: { userId: null }, action: actions[what], target, details: { ...details, by } };
  }
  return auditOf(actor, actions[what], target, details);
};

/** The hook a booking, move or cancellation runs in its transaction: records it. */
export const recordInterview =
  (what: What, actor: InterviewActor) =>
  (tx: Tx, change: InterviewChange): Promise<void> =>
    recordAudit(tx, interviewAuditOf(what, change, actor));
