import type { Interview } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { buildInvitationIcs, buildInvitationMail, type InterviewInvitation } from './invitation-ics.ts';
import { manageBookingLink } from './self-booking-manage.ts';

// An interview's invitations: one mail per person (the candidate and each interviewer), each with
// the times in that person's zone and the iCalendar REQUEST or CANCEL calendars understand, queued in
// the outbox in the caller's transaction. The UID stays for the interview's life; SEQUENCE is the
// interview's, raised with every change. A candidate who booked themselves gets, with each
// invitation, the link to reschedule or cancel (self-booking-manage.ts).

export type Invitations = {
  /** Queues the interview's invitations (REQUEST) or cancellations (CANCEL); `interviewersOnly` leaves the candidate out. */
  queue: (
    tx: Tx,
    interview: Interview,
    method: 'REQUEST' | 'CANCEL',
    options?: { interviewersOnly?: boolean },
  ) => Promise<void>;
  /** Starts delivering after the transaction commits. */
  kick: () => void;
};

/** The interview as a calendar file the candidate downloads (METHOD:PUBLISH, the invitation's UID and SEQUENCE). */
export type CalendarFiles = { calendarFile: (db: Db | Tx, interview: Interview, timeZone: string) => Promise<string> };

/** The address part of "Name <address>", or the text itself. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export const sendInvitations = ({
  mailer,
  publicUrl,
  secret,
}: {
  mailer: Mailer;
  publicUrl: () => string;
  /** Signs the candidate's reschedule-or-cancel link; without it the mails carry none. */
  secret?: string;
}): Invitations & CalendarFiles => {
  const invitationOf = async (tx: Db | Tx, interview: Interview, method: InterviewInvitation['method']) => {
    const [workspace] = rowsOf<{ id: string; name: string }>(
      await tx.execute(
        sql`select w.id, w.name from workspaces w join interviews i on i.workspace_id = w.id where i.id = ${interview.interview_id} limit 1`,
      ),
    );
    const host = new URL(publicUrl()).hostname || 'agentdesk.local';
    const base: Omit<InterviewInvitation, 'timeZone'> = {
      method,
      uid: `interview-${interview.interview_id}@${host}`,
      sequence: interview.sequence,
      start: new Date(interview.start_timestamp),
      end: new Date(interview.end_timestamp),
      jobTitle: interview.job_title,
      roundName: interview.round_name,
      organizer: { name: `${workspace?.name ?? 'AgentDesk'} hiring team`, email: addressOf(mailer.defaultFrom) },
      candidate: { name: interview.candidate_name, email: interview.candidate_email ?? addressOf(mailer.defaultFrom) },
      interviewers: interview.interviewers.map((person) => ({ name: person.name, email: person.email })),
    };
    return { workspace, base };
  };
  return {
    queue: async (tx, interview, method, options = {}) => {
      const { workspace, base } = await invitationOf(tx, interview, method);
      // The candidate reads the times in their own zone when known, else in the first interviewer's.
      const candidateZone = interview.candidate_time_zone ?? interview.interviewers[0]?.time_zone ?? 'UTC';
      const manageUrl =
        secret && workspace && method === 'REQUEST' && interview.booked_by === 'candidate'
          ? `${publicUrl().replace(/\/$/, '')}${manageBookingLink(secret, { ...interview, workspace_id: workspace.id })}`
          : null;
      const recipients = [
        ...(options.interviewersOnly || interview.candidate_email === null
          ? []
          : [{ to: interview.candidate_email, timeZone: candidateZone, manageUrl }]),
        ...interview.interviewers.map((person) => ({ to: person.email, timeZone: person.time_zone, manageUrl: null })),
      ];
      for (const recipient of recipients) {
        const mail = buildInvitationMail({ ...base, timeZone: recipient.timeZone, manageUrl: recipient.manageUrl });
        await mailer.enqueue(
          { kind: 'interview_invitation', to: recipient.to, workspaceId: workspace?.id ?? null, ...mail },
          tx,
        );
      }
    },
    kick: () => mailer.kick(),
    calendarFile: async (db, interview, timeZone) => {
      const { base } = await invitationOf(db, interview, 'PUBLISH');
      return buildInvitationIcs({ ...base, timeZone });
    },
  };
};
