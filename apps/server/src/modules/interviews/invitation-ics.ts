import type { MailCalendar } from '../../mail/mailer.ts';
import { icsDocument, icsParam, icsText, icsUtc } from './ics-format.ts';
import {
  buildInvitationText,
  describeInterview,
  invitationSubject,
  invitationSummary,
  safeVideoUrl,
} from './invitation-text.ts';

export type InvitationPerson = { name: string; email: string };

/** One interview as its invitation tells it, to one recipient (the times are written in their zone). */
export type InterviewInvitation = {
  /** REQUEST for a new or changed interview, CANCEL when it is called off (RFC 5546); PUBLISH for a file the candidate downloads. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The same for every version of the interview, e.g. `interview-<id>@<host>`. */
  uid: string;
  /** Raised on every change: calendars keep the version with the highest; a cancellation takes one above the last request. */
  sequence: number;
  start: Date;
  end: Date;
  jobTitle: string;
  /** The round, e.g. "Technical round". */
  roundName: string;
  organizer: InvitationPerson;
  candidate: InvitationPerson;
  interviewers: InvitationPerson[];
  location?: string | null;
  videoUrl?: string | null;
  notes?: string | null;
  /** The recipient's IANA zone, for the times in the description and the mail (UTC when unknown). */
  timeZone: string;
  /** The candidate's link to reschedule or cancel, in their mail's text (never in the .ics, which interviewers get too). */
  manageUrl?: string | null;
  /** When the invitation was made (DTSTAMP); now when absent. */
  stamp?: Date;
};

/** A UID is ours (never typed by a user), and it is written as is: no spaces or controls. */
const UID_PATTERN = /^[\x21-\x7e]{1,255}$/;
// Deliberately loose (the address was checked where it was typed): one @, no spaces, controls or
// characters that would end a mailto: URI or a parameter.
// eslint-disable-next-line no-control-regex -- controls are what it refuses
const EMAIL_PATTERN = /^[^\s@<>"\\;,:\x00-\x1f\x7f]+@[^\s@<>"\\;,:\x00-\x1f\x7f]+$/;

// RFC 5545 allows no control character in TEXT or a parameter but the tab (line breaks are escaped).
// eslint-disable-next-line no-control-regex -- controls are what it removes
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;
const printable = (text: string) => text.replace(CONTROLS, '');

const assertEmail = (person: InvitationPerson) => {
  if (!EMAIL_PATTERN.test(person.email)) throw new Error(`not an e-mail address: ${JSON.stringify(person.email)}`);
};

/**
 * The interview as an iCalendar object (RFC 5545) for iTIP (RFC 5546): one VEVENT with the
 * caller's UID and SEQUENCE, times in UTC, the organizer and every participant (candidate and
 * interviewers) asked to answer. What users typed is escaped (ics-format.ts) and folded.
 */
export const buildInvitationIcs = (invitation: InterviewInvitation): string => {
  if (!UID_PATTERN.test(invitation.uid)) throw new Error(`not a usable UID: ${JSON.stringify(invitation.uid)}`);
  if (!Number.isInteger(invitation.sequence) || invitation.sequence < 0)
    throw new Error(`not a SEQUENCE: ${invitation.sequence}`);
  if (!(invitation.end.getTime() > invitation.start.getTime())) throw new Error('an interview ends after it starts');
  const people = [invitation.candidate, ...invitation.interviewers];
  [invitation.organizer, ...people].forEach(assertEmail);

  const isCancel = invitation.method === 'CANCEL';
  const videoUrl = safeVideoUrl(invitation.videoUrl);
  const location = invitation.location?.trim() || videoUrl;
  const description = [
    ...(isCancel ? ['This interview has been cancelled.'] : []),
    ...describeInterview(invitation),
  ].join('\n');
  // A person invited twice (an interviewer who is also the candidate in a test) is listed once.
  const attendees = people.filter(
    (person, index) => people.findIndex((other) => other.email.toLowerCase() === person.email.toLowerCase()) === index,
  );
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AgentDesk//Interviews//EN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${icsUtc(invitation.stamp ?? new Date())}`,
    `DTSTART:${icsUtc(invitation.start)}`,
    `DTEND:${icsUtc(invitation.end)}`,
    `SUMMARY:${icsText(printable(invitationSummary(invitation)))}`,
    ...(location ? [`LOCATION:${icsText(printable(location))}`] : []),
    `DESCRIPTION:${icsText(printable(description))}`,
    `ORGANIZER;CN=${icsParam(printable(invitation.organizer.name))}:mailto:${invitation.organizer.email}`,
    ...attendees.map(
      (person) =>
        `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${invitation.method === 'REQUEST' ? 'TRUE' : 'FALSE'};CN=${icsParam(printable(person.name))}:mailto:${person.email}`,
    ),
    // A URI, written as it is (safeVideoUrl percent-encoded what TEXT would escape).
    ...(videoUrl ? [`URL;VALUE=URI:${videoUrl}`] : []),
    `STATUS:${isCancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
};

/** What a mail to one recipient carries for this invitation: spread it into the mailer's OutgoingMail. */
export const buildInvitationMail = (
  invitation: InterviewInvitation,
): { subject: string; text: string; calendar: MailCalendar } => {
  if (invitation.method === 'PUBLISH') throw new Error('a mailed invitation is a REQUEST or a CANCEL');
  return {
    subject: invitationSubject(invitation),
    text: buildInvitationText(invitation),
    calendar: { method: invitation.method, content: buildInvitationIcs(invitation) },
  };
};
