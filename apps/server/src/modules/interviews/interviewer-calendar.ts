// One interviewer's weeks laid out in UTC: the local days, the working time and the time taken by
// existing interviews, and how many interviews each day and week already holds. Luxon turns local
// wall-clock times into instants, so 09:00 stays 09:00 local across a daylight-saving change; all
// the rest is arithmetic on sorted spans.
import { DateTime } from 'luxon';
import { mergeSpans, indexOfStart, type Span } from './spans.ts';
import { weekdays, type ExistingInterview, type Interviewer } from './slot-types.ts';

export const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/** A "HH:MM" wall-clock time as minutes after midnight ("24:00" is 1440), or null. */
export const readWallClock = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : null;
};

/** A date on the calendar; stepping through dates runs in UTC, where every day has 24 hours. */
type CalendarDate = { year: number; month: number; day: number };

const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
};

/** 0 for Monday to 6 for Sunday. */
const isoWeekdayIndex = (date: CalendarDate): number =>
  (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;

const localDateOf = (instant: number, zone: string): CalendarDate => {
  const local = DateTime.fromMillis(instant, { zone });
  return { year: local.year, month: local.month, day: local.day };
};

/**
 * The instant a wall-clock time of a date has in `zone`, as Luxon resolves it: a time skipped by a
 * change to summer time moves forward by the change, a time repeated by the change back is taken
 * at its second (standard-time) occurrence. Both happen at night, outside any usual working hours.
 */
const instantOf = (date: CalendarDate, minuteOfDay: number, zone: string): number =>
  DateTime.fromObject({ ...date, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 }, { zone }).toMillis();

export type InterviewerCalendar = {
  interviewer: Interviewer;
  /** Starts of whole local ISO weeks of days, and the start of the day after: day i is [dayStarts[i], dayStarts[i + 1]), its week i / 7. */
  dayStarts: number[];
  /** Working time, sorted and merged. */
  working: Span[];
  /** Existing interviews padded by their own buffers, sorted and merged. */
  taken: Span[];
  /** Existing interviews starting on each local day. */
  dayCounts: number[];
  /** Existing interviews starting in each local week. */
  weekCounts: number[];
};

/**
 * The calendar of the local weeks (Monday to Sunday in the interviewer's zone) that hold the
 * instants `from` to `to`. The zone and the weekly hours must have been checked before.
 */
export const buildCalendar = (
  interviewer: Interviewer,
  existing: readonly ExistingInterview[],
  from: number,
  to: number,
): InterviewerCalendar => {
  const zone = interviewer.timeZone;
  const first = localDateOf(from, zone);
  const last = localDateOf(to, zone);
  const monday = addDays(first, -isoWeekdayIndex(first));
  const dayCount =
    Math.round(
      (Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(monday.year, monday.month - 1, monday.day)) /
        86_400_000,
    ) +
    7 -
    isoWeekdayIndex(last);
  const dates = Array.from({ length: dayCount + 1 }, (_, i) => addDays(monday, i));
  const midnights = dates.map((date) => DateTime.fromObject(date, { zone }));
  const dayStarts = midnights.map((midnight) => midnight.toMillis());
  // Luxon is the costly part, so a day that starts at 00:00 with the offset the next day starts
  // with (no change that day) maps wall-clock minutes straight onto instants; other days ask Luxon.
  const instantOnDay = (day: number, minuteOfDay: number) => {
    if (minuteOfDay === MINUTES_PER_DAY) return dayStarts[day + 1]!;
    const midnight = midnights[day]!;
    const isPlainDay = midnight.hour === 0 && midnight.offset === midnights[day + 1]!.offset;
    return isPlainDay ? dayStarts[day]! + minuteOfDay * MINUTE_MS : instantOf(dates[day]!, minuteOfDay, zone);
  };

  const working = mergeSpans(
    dates.slice(0, dayCount).flatMap((_, day) =>
      (interviewer.weeklyHours[weekdays[day % 7]!] ?? []).map((range) => ({
        start: instantOnDay(day, readWallClock(range.start)!),
        end: instantOnDay(day, readWallClock(range.end)!),
      })),
    ),
  );

  const dayCounts = new Array<number>(dayCount).fill(0);
  const weekCounts = new Array<number>(dayCount / 7).fill(0);
  for (const interview of existing) {
    const day = indexOfStart(dayStarts, interview.start);
    if (day < 0) continue;
    dayCounts[day]!++;
    weekCounts[Math.floor(day / 7)]!++;
  }
  const taken = mergeSpans(
    existing.map((interview) => ({
      start: interview.start - (interview.bufferBeforeMinutes ?? 0) * MINUTE_MS,
      end: interview.end + (interview.bufferAfterMinutes ?? 0) * MINUTE_MS,
    })),
  );
  return { interviewer, dayStarts, working, taken, dayCounts, weekCounts };
};

/** Existing interviews on the local day and in the local week of `at` (the load a pool is ordered by), or null outside the calendar. */
export const loadAt = (calendar: InterviewerCalendar, at: number): { day: number; week: number } | null => {
  const day = indexOfStart(calendar.dayStarts, at);
  return day < 0 ? null : { day: calendar.dayCounts[day]!, week: calendar.weekCounts[Math.floor(day / 7)]! };
};

/** Whether a daily or weekly cap leaves no room on the local day holding `at`. */
export const capsReachedAt = (calendar: InterviewerCalendar, at: number): { daily: boolean; weekly: boolean } => {
  const load = loadAt(calendar, at);
  const { maxPerDay, maxPerWeek } = calendar.interviewer;
  return {
    daily: load !== null && maxPerDay !== null && load.day >= maxPerDay,
    weekly: load !== null && maxPerWeek !== null && load.week >= maxPerWeek,
  };
};
