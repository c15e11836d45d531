import { candidateMessages, type Erasure, type ErasureCallChoice } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { textArray, type Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { personRedactor } from '../../lib/person-redaction.ts';
import { forgetInOutbox } from '../../mail/outbox-erasure.ts';
import { forgetCalls } from '../calls/index.ts';
import { forgetContact } from '../inbox/index.ts';
import type { InWorkspace } from './candidate-records.ts';

/** Calls off an erased candidate's interviews still to come (the interviews module's, given by the app). */
export type CancelInterviews = (tx: Tx, input: InWorkspace & { applicationIds: string[] }) => Promise<number>;

export type EraseCandidate = InWorkspace & {
  candidateId: string;
  calls: ErasureCallChoice;
  cancelInterviews: CancelInterviews;
};

/**
 * Erases a candidate on request, in the caller's transaction. Their résumés, what was read from
 * them, scores, applications, booking links and links to calls go; their interviews still to come
 * are called off (the interviewers told without their name, they not at all); their calls are erased
 * or kept anonymised (`calls`); the conversations with their address or number and every mail to
 * them go (a queued one is never sent), and mail already sent to someone else that names them keeps
 * no name, address or number. What stays, for the hiring analytics: the stage history without
 * reasons, the recruiting counters, their interviews without a candidate or scorecard; and their
 * upload's batch row with the file name erased, and the audit log with their name blanked.
 */
export const eraseCandidate = async (
  tx: Tx,
  { workspaceId, candidateId, calls: choice, cancelInterviews }: EraseCandidate,
): Promise<Erasure> => {
  const [person] = rowsOf<{ name: string; email: string | null; phone: string | null }>(
    await tx.execute(
      sql`select name, email, phone from candidates where workspace_id = ${workspaceId} and id = ${candidateId}
        for update`,
    ),
  );
  if (!person) throw new HttpError(404, candidateMessages.candidateNotFound);
  const redact = personRedactor(person);
  const applications = rowsOf<{ id: string; job_id: string }>(
    await tx.execute(
      sql`select id, job_id from job_applications where workspace_id = ${workspaceId} and candidate_id = ${candidateId}
        order by id for update`,
    ),
  );
  const applicationIds = textArray(applications.map((a) => a.id));
  const callIds = rowsOf<{ call_id: string }>(
    await tx.execute(sql`select call_id from candidate_calls
        where workspace_id = ${workspaceId} and candidate_id = ${candidateId}
      union select screening_call_id from job_applications
        where workspace_id = ${workspaceId} and candidate_id = ${candidateId} and screening_call_id is not null
      union select call_id from interviews
        where workspace_id = ${workspaceId} and application_id = any(${applicationIds}) and call_id is not null`),
  ).map((row) => row.call_id);

  const interviewsCancelled = await cancelInterviews(tx, {
    workspaceId,
    applicationIds: applications.map((a) => a.id),
  });
  const calls = await forgetCalls(tx, { workspaceId, callIds, choice, redact });
  const conversations = await forgetContact(tx, { workspaceId, email: person.email, phone: person.phone });
  const mentions = [person.email, person.name, person.phone].filter((text): text is string => text !== null);
  const mailsCancelled = await forgetInOutbox(tx, { workspaceId, email: person.email, mentions, redact });

  await tx.execute(
    sql`update application_stage_events set reason = null
      where workspace_id = ${workspaceId} and application_id = any(${applicationIds})`,
  );
  await tx.execute(
    sql`update candidate_upload_files set application_id = null, filename = '(erased)'
      where workspace_id = ${workspaceId} and application_id = any(${applicationIds})`,
  );
  // Booking links go with the applications (their interviews were detached above), résumés and call
  // links with the candidate (ON DELETE CASCADE).
  await tx.execute(
    sql`delete from job_applications where workspace_id = ${workspaceId} and candidate_id = ${candidateId}`,
  );
  for (const application of applications) {
    await tx.execute(
      sql`update jobs set applicant_count = greatest(applicant_count - 1, 0)
        where workspace_id = ${workspaceId} and id = ${application.job_id}`,
    );
  }
  await tx.execute(sql`delete from candidates where workspace_id = ${workspaceId} and id = ${candidateId}`);
  return {
    candidate_id: candidateId,
    applications: applications.length,
    calls_choice: choice,
    calls,
    interviews_cancelled: interviewsCancelled,
    mails_cancelled: mailsCancelled,
    conversations,
  };
};
