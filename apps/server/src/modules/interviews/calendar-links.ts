// "Add to calendar" for a candidate: Google Calendar's and Outlook on the web's event templates, with
// the times in UTC and every text passed as a query value (URLSearchParams percent-encodes it, so a
// typed "&" or "#" cannot end or add a parameter).

export type CalendarEvent = { title: string; start: number; end: number; details: string; location?: string | null };

/** 20260301T100000Z, as Google's `dates` wants it. */
const compactUtc = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 2026-03-01T10:00:00Z, as Outlook's `startdt` wants it. */
const isoUtc = (at: number) => new Date(at).toISOString().replace(/\.\d{3}/, '');

export const googleCalendarUrl = (event: CalendarEvent): string => {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    details: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
};

export const outlookCalendarUrl = (event: CalendarEvent): string => {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(event.start),
    enddt: isoUtc(event.end),
    body: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/action/compose?${query.toString()}`;
};
