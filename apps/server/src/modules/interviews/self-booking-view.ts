import { careersPaths, type Interview } from '@agentdesk/shared';
import { html, page, type SafeHtml } from '../careers/index.ts';
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendar-links.ts';
import { selfBookingHead } from './self-booking-assets.ts';
import { isChangeable, manageBookingLink } from './self-booking-manage.ts';
import { whenText } from './self-booking-picker.ts';
import type { Company } from './self-booking.service.ts';

// The pieces of the candidate's self-booking pages: the frame, the pane that says what is booked
// with whom, and the booked interview with its calendar links. Everything typed (the company, the
// job, the round, names) goes through `html`, which escapes it.

/** What the candidate is booking. */
export type Meeting = {
  company: string;
  /** The company's logo (shown instead of its initial), null when it has none. */
  logoPath: string | null;
  jobTitle: string;
  roundName: string;
  durationMinutes: number;
  interviewerNames: string[];
  /** A pool's panel size (that many of the names), null when all of them attend. */
  panelSize: number | null;
  candidateName: string;
};

/** "Technical interview" for "Technical", and "Hiring manager interview" stays as it is. */
export const roundTitle = (roundName: string) => {
  const name = roundName.trim();
  return /\binterview$/i.test(name) ? name : `${name} interview`;
};

const whoText = ({ interviewerNames: names, panelSize }: Meeting) => {
  if (names.length === 0) return 'The hiring team';
  if (panelSize === null || panelSize >= names.length) return names.join(', ');
  return `${panelSize === 1 ? 'One' : String(panelSize)} of ${names.join(', ')}`;
};

const lengthText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

/** A whole self-booking page: the careers frame with the company's name (to its careers site) at its head. */
export const frame = (title: string, company: Company | undefined, body: SafeHtml) =>
  page({
    title,
    description: title,
    noindex: true,
    head: selfBookingHead,
    body,
    ...(company?.name && company.slug
      ? { site: { name: company.name, indexPath: careersPaths.index(company.slug), logoPath: company.logoPath } }
      : {}),
  });

/**
 * The company's logo in a fixed box (no shift as it loads), else its initial; the name follows it,
 * so the image says nothing more (alt="").
 */
const companyMark = ({ company, logoPath }: Meeting) =>
  logoPath
    ? html`<img class="logo" src="${logoPath}" width="40" height="40" alt="" data-testid="company-logo">`
    : html`<span class="initial" aria-hidden="true">${[...company.trim()][0]?.toUpperCase() ?? ''}</span>`;

/** The left pane: the company, the job, the round, its length and who the candidate meets. */
export const summaryPane = (meeting: Meeting, extra: SafeHtml | null = null) =>
  html`<aside class="card summary" data-testid="booking-summary">
${meeting.company ? html`<p class="company">${companyMark(meeting)}<span data-testid="company">${meeting.company}</span></p>` : null}
<h2 class="round">${roundTitle(meeting.roundName)}</h2>
<p class="muted" style="margin:0">${meeting.jobTitle}</p>
<dl class="facts">
<div><dt>Length</dt><dd data-testid="length">${lengthText(meeting.durationMinutes)}</dd></div>
<div><dt>You meet</dt><dd data-testid="who">${whoText(meeting)}</dd></div>
<div><dt>For</dt><dd>${meeting.candidateName}</dd></div>
</dl>
${extra}
</aside>`;

/** The two panes (one column on a phone), with the script's hook. */
export const twoPanes = (left: SafeHtml, right: SafeHtml, { detectZone = false } = {}) =>
  html`<div class="booking" data-booking${detectZone ? html` data-detect-zone` : null}>${left}<section class="card">${right}</section></div>`;

export const messageBody = (heading: string, message: string, more: SafeHtml | null = null) =>
  html`<div class="card" data-booking><h1>${heading}</h1><p>${message}</p>${more}</div>`;

export const meetingOf = (interview: Interview, company: Company): Meeting => ({
  company: company.name,
  logoPath: company.logoPath,
  jobTitle: interview.job_title,
  roundName: interview.round_name,
  durationMinutes: Math.round((interview.end_timestamp - interview.start_timestamp) / 60_000),
  interviewerNames: interview.interviewers.map((person) => person.name),
  panelSize: null,
  candidateName: interview.candidate_name,
});

/** The calendar event a candidate adds: the job and round, with whom, and the link to change it. */
export const calendarEventOf = (interview: Interview, company: string, manageUrl: string | null): CalendarEvent => ({
  title: `Interview: ${interview.job_title.trim()} — ${roundTitle(interview.round_name)}${company ? ` (${company})` : ''}`,
  start: interview.start_timestamp,
  end: interview.end_timestamp,
  details: [
    `${roundTitle(interview.round_name)} for ${interview.job_title.trim()}${company ? ` at ${company}` : ''}.`,
    `Interviewers: ${interview.interviewers.map((person) => person.name).join(', ') || 'the hiring team'}.`,
    ...(manageUrl ? [`Reschedule or cancel: ${manageUrl}`] : []),
  ].join('\n'),
});

/** The booked interview: when (in the candidate's zone), the calendar links, and what can be done next. */
export const bookedDetails = (
  interview: Interview,
  zone: string,
  links: { ics: string; event: CalendarEvent; manage: string | null; isJustBooked: boolean },
) =>
  html`<p class="choice" data-testid="booked-when">${whenText(interview.start_timestamp, interview.end_timestamp, zone)}</p>
${links.isJustBooked ? html`<p class="muted">An invitation is on its way to your e-mail address.</p>` : null}
<h2>Add it to your calendar</h2>
<ul class="add">
<li><a class="button secondary" href="${links.ics}" download="interview.ics" data-testid="ics-link">Download .ics</a></li>
<li><a class="button secondary" href="${googleCalendarUrl(links.event)}" target="_blank" rel="noopener noreferrer" data-testid="google-link">Google Calendar</a></li>
<li><a class="button secondary" href="${outlookCalendarUrl(links.event)}" target="_blank" rel="noopener noreferrer" data-testid="outlook-link">Outlook</a></li>
</ul>
${links.manage ? html`<p class="actions"><a class="button secondary" href="${links.manage}" data-testid="manage-link">Reschedule or cancel</a></p>` : null}`;

/** The booked page's body: the interview in the zone, its .ics, calendar links and the link to change it. */
export const bookedPage = (
  secret: string,
  interview: Interview,
  company: string,
  workspaceId: string,
  zone: string,
  /** On the reschedule-or-cancel page itself: no link to it, no word on the invitation. */
  { isManagePage = false } = {},
) => {
  const manage = manageBookingLink(secret, { ...interview, workspace_id: workspaceId });
  const ics = manage.replace('?', '/interview.ics?');
  // Once it has started there is nothing to change: the link is not offered.
  const event = calendarEventOf(interview, company, null);
  return bookedDetails(interview, zone, {
    ics,
    manage: isChangeable(interview) && !isManagePage ? manage : null,
    event,
    isJustBooked: !isManagePage,
  });
};
