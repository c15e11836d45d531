import ICAL from 'ical.js';

export type ReadAttendee = { cn: string; address: string; role: string; partstat: string; rsvp: string | null };

export type ReadInvitation = {
  method: string;
  uid: string;
  sequence: number;
  status: string | null;
  /** Each time as written (the 'Z' form, UTC) and as an instant. */
  start: { text: string; ms: number };
  end: { text: string; ms: number };
  stamp: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { cn: string; address: string };
  attendees: ReadAttendee[];
  /** The names of every property of the event, in order (an injected one would show here). */
  eventProperties: string[];
  /** The names of the calendar's own properties and components. */
  calendarProperties: string[];
  componentNames: string[];
};

const timeOf = (value: unknown) => {
  const time = value as InstanceType<typeof ICAL.Time>;
  return { text: time.toICALString(), ms: time.toJSDate().getTime() };
};

/** Reads an iCalendar invitation back with ical.js, a parser independent of the library that writes it. */
export const readIcs = (text: string): ReadInvitation => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [event, ...others] = calendar.getAllSubcomponents();
  if (!event || event.name !== 'vevent') throw new Error('no VEVENT');
  const parameter = (property: InstanceType<typeof ICAL.Property>, name: string) => {
    const value = property.getParameter(name);
    return value === undefined || value === null ? null : String(value);
  };
  const text1 = (name: string) => {
    const value = event.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  const organizer = event.getFirstProperty('organizer')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: text1('uid')!,
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: text1('status'),
    start: timeOf(event.getFirstPropertyValue('dtstart')),
    end: timeOf(event.getFirstPropertyValue('dtend')),
    stamp: timeOf(event.getFirstPropertyValue('dtstamp')).text,
    summary: text1('summary')!,
    description: text1('description')!,
    location: text1('location'),
    url: text1('url'),
    organizer: { cn: parameter(organizer, 'cn')!, address: String(organizer.getFirstValue()) },
    attendees: event.getAllProperties('attendee').map((property) => ({
      cn: parameter(property, 'cn')!,
      address: String(property.getFirstValue()),
      role: parameter(property, 'role')!,
      partstat: parameter(property, 'partstat')!,
      rsvp: parameter(property, 'rsvp'),
    })),
    eventProperties: event.getAllProperties().map((property) => property.name),
    calendarProperties: calendar.getAllProperties().map((property) => property.name),
    componentNames: [event.name, ...others.map((component) => component.name)],
  };
};
