import { addDays, weekStart, zonedMoment, zonedParts } from './zoned-time.ts';

export const calendarViews = ['week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const interviewTabs = ['calendar', 'upcoming', 'interviewers', 'plans'] as const;
export type InterviewTab = (typeof interviewTabs)[number];

const isDate = (text: string | null): text is string =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** The view and date the address asks for (?view=week|day&date=YYYY-MM-DD), else this week, today. */
export const readCalendarView = (params: URLSearchParams, today: string): { view: CalendarView; date: string } => {
  const view = params.get('view') === 'day' ? 'day' : 'week';
  const date = params.get('date');
  return { view, date: isDate(date) ? date : today };
};

/** The dates a view shows: the day, or Monday to Sunday of its week. */
export const viewDates = (view: CalendarView, date: string): string[] =>
  view === 'day' ? [date] : Array.from({ length: 7 }, (_, index) => addDays(weekStart(date), index));

/** [from, to) of a view's dates in the zone, as the API takes them. */
export const viewRange = (dates: readonly string[], zone: string): { from: number; to: number } => ({
  from: zonedMoment(dates[0] ?? '1970-01-01', 0, zone),
  to: zonedMoment(addDays(dates.at(-1) ?? '1970-01-01', 1), 0, zone),
});

/** The date a step of the view moves to (a day or a week). */
export const stepDate = (view: CalendarView, date: string, direction: -1 | 1): string =>
  addDays(date, direction * (view === 'day' ? 1 : 7));

/** Today's date in the zone. */
export const todayIn = (zone: string, now = Date.now()): string => zonedParts(now, zone).date;
