import type { InterviewInvitation } from './invitation-ics.ts';
import { isValidTimeZone } from './time-zones.ts';

/** Typed text on one line (a mail's subject). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The link if it is an http(s) URL, else nothing (a typed `javascript:` never reaches a calendar).
 * Commas, semicolons and backslashes are percent-encoded, so the link reads the same in the URL
 * property (a URI, never escaped) and inside the description (TEXT, where they would be escaped).
 */
export const safeVideoUrl = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    const isWeb = parsed.protocol === 'https:' || parsed.protocol === 'http:';
    return isWeb ? parsed.href.replace(/[,;\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : null;
  } catch {
    return null;
  }
};

/** "Interview: Senior Backend Engineer — Technical round" (as typed: the .ics escapes it). */
export const invitationSummary = (invitation: Pick<InterviewInvitation, 'jobTitle' | 'roundName'>): string =>
  `Interview: ${invitation.jobTitle.trim()} — ${invitation.roundName.trim()}`;

/**
 * "Wednesday, January 2, 2030, 11:00 AM – 12:00 PM (Central European Standard Time, Europe/Paris)":
 * the interview's time in the recipient's zone, with the zone's name. An unknown zone gives UTC.
 */
export const formatInterviewWhen = (start: Date, end: Date, timeZone: string): string => {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const range = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).formatRange(
    start,
    end,
  );
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(start)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${range} (${zoneName && zoneName !== zone ? `${zoneName}, ${zone}` : zone})`;
};

/** What, when, where and who, one line each: the calendar entry's description and the mail's body. */
export const describeInterview = (invitation: InterviewInvitation): string[] => {
  const videoUrl = safeVideoUrl(invitation.videoUrl);
  const location = invitation.location?.trim();
  const notes = invitation.notes?.trim();
  const interviewers = invitation.interviewers.map((person) => person.name.trim() || person.email).join(', ');
  return [
    `Job: ${invitation.jobTitle.trim()}`,
    `Round: ${invitation.roundName.trim()}`,
    `When: ${formatInterviewWhen(invitation.start, invitation.end, invitation.timeZone)}`,
    ...(location ? [`Where: ${location}`] : []),
    ...(videoUrl ? [`Video: ${videoUrl}`] : []),
    `Candidate: ${invitation.candidate.name.trim() || invitation.candidate.email}`,
    ...(interviewers ? [`Interviewers: ${interviewers}`] : []),
    ...(notes ? [`Notes: ${notes}`] : []),
  ];
};

/** The text/plain body of the invitation's mail, in the recipient's zone; short, the .ics carries the rest. */
export const buildInvitationText = (invitation: InterviewInvitation): string => {
  const opening =
    invitation.method === 'CANCEL'
      ? 'An interview you were invited to has been cancelled.'
      : invitation.sequence > 0
        ? 'An interview you are invited to has changed.'
        : 'You are invited to an interview.';
  const closing =
    invitation.method === 'CANCEL'
      ? 'Your calendar can remove it with the attached update.'
      : 'Add it to your calendar and answer with the attached invitation.';
  const manage =
    invitation.method === 'REQUEST' && invitation.manageUrl
      ? ['', `Need another time? Reschedule or cancel until the interview starts: ${invitation.manageUrl}`]
      : [];
  return [opening, '', ...describeInterview(invitation), '', closing, ...manage, ''].join('\n');
};

/** The mail's subject, which names the change so that it is not mistaken for the first invitation. */
export const invitationSubject = (invitation: InterviewInvitation): string => {
  const summary = oneLine(invitationSummary(invitation));
  if (invitation.method === 'CANCEL') return `Cancelled: ${summary}`;
  return invitation.sequence > 0 ? `Updated: ${summary}` : summary;
};
