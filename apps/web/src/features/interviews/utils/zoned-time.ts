import { weekdays, type Weekday } from '@agentdesk/shared';

// Wall-clock arithmetic in an IANA zone with Intl alone: a date is 'YYYY-MM-DD' as it reads in the
// zone, a moment is UTC milliseconds.

export type ZonedParts = { date: string; hour: number; minute: number; weekday: Weekday };

const formatters = new Map<string, Intl.DateTimeFormat>();
const partsFormatter = (zone: string) => {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

const weekdayOf: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** How a moment reads in the zone: its date, hour, minute and weekday. */
export const zonedParts = (at: number, zone: string): ZonedParts => {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    hour: Number(parts['hour']) % 24,
    minute: Number(parts['minute']),
    weekday: weekdayOf[parts['weekday'] ?? 'Mon'] ?? 'mon',
  };
};

/** The zone's offset from UTC at a moment, in ms (Kolkata: +5.5 h). */
const offsetAt = (at: number, zone: string): number => {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']) % 24,
    Number(parts['minute']),
    Number(parts['second']),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
};

/** The moment a wall-clock time on a date reads in the zone (minutes may pass 24 h: the next day). */
export const zonedMoment = (date: string, minutes: number, zone: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const first = guess - offsetAt(guess, zone);
  const second = guess - offsetAt(first, zone);
  return second;
};

/** The date `days` after `date` (negative: before). */
export const addDays = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** Monday of the date's week. */
export const weekStart = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
};

/** The weekday of a date. */
export const weekdayOfDate = (date: string): Weekday => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return weekdays[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] ?? 'mon';
};

/** Minutes past the zone's midnight of `date` (clipped to the day). */
export const minutesInDay = (at: number, date: string, zone: string): number => {
  const parts = zonedParts(at, zone);
  if (parts.date < date) return 0;
  if (parts.date > date) return 24 * 60;
  return parts.hour * 60 + parts.minute;
};

/** 'HH:MM' as minutes past midnight. */
export const clockMinutes = (text: string): number => {
  const [hours, minutes] = text.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** A time as it reads in the zone: '14:30'. */
export const formatClock = (at: number, zone: string): string =>
  new Intl.DateTimeFormat(undefined, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

/** A date as it reads in the zone: 'Tue 24 Nov' (with the year when asked). */
export const formatDay = (at: number, zone: string, options: { withYear?: boolean; long?: boolean } = {}): string =>
  new Intl.DateTimeFormat(undefined, {
    timeZone: zone,
    weekday: options.long === true ? 'long' : 'short',
    day: 'numeric',
    month: options.long === true ? 'long' : 'short',
    ...(options.withYear === true ? { year: 'numeric' } : {}),
  }).format(at);

/** '14:30–15:30' in the zone. */
export const formatClockRange = (start: number, end: number, zone: string): string =>
  `${formatClock(start, zone)}–${formatClock(end, zone)}`;

/** The zone's short name at a moment ('GMT+5:30', 'BST'). */
export const zoneAbbreviation = (at: number, zone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? zone;
