// The call list's and the dashboard's periods, their windows and labels, and the sentiment
// values they filter by: one definition for the server's queries and the SPA's live list.
// No schema library and no Node-only API (the SPA's calls and analytics pages import it).

/** The periods a list or dashboard can show, shortest first. */
export const callPeriods = ['today', '7days', '30days', '90days'] as const;
export type CallPeriod = (typeof callPeriods)[number];

/** The period shown when the address names none (SPEC §9). */
export const DEFAULT_CALL_PERIOD: CallPeriod = '7days';

/** How the period pickers name each period. */
export const periodLabels: Record<CallPeriod, string> = {
  today: 'Today',
  '7days': 'Last 7 days',
  '30days': 'Last 30 days',
  '90days': 'Last 90 days',
};

/** How many calendar days each period covers, today included. */
const periodDays: Record<CallPeriod, number> = { today: 1, '7days': 7, '30days': 30, '90days': 90 };

/** The sentiment classes a call is filed under (see sentimentClass). */
export const callSentiments = ['positive', 'negative', 'neutral'] as const;
export type CallSentiment = (typeof callSentiments)[number];

const DAY_MS = 86_400_000;

// Building a formatter costs far more than using one: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The zone's wall clock at an instant, written as if it were UTC epoch ms. */
const wallClockOf = (instant: number, timeZone: string): number => {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) + milliseconds
  );
};

/** Epoch ms of the last local midnight in a time zone (UTC when none is given). */
export const startOfDayInZone = (now: number, timeZone = 'UTC'): number => {
  const wallClock = wallClockOf(now, timeZone);
  const wallMidnight = Math.floor(wallClock / DAY_MS) * DAY_MS;
  // Midnight at today's offset, then at the offset midnight really had: on the day a clock
  // changes, the hours since midnight are not what the wall clock shows.
  const atTodaysOffset = now - (wallClock - wallMidnight);
  return wallMidnight - (wallClockOf(atTodaysOffset, timeZone) - atTodaysOffset);
};

/**
 * The window a period names, in the user's time zone: 'today' since local midnight, 'Ndays'
 * since local midnight N-1 days ago (today counts as one), both up to now.
 */
export const periodWindow = (period: CallPeriod, now: number, timeZone = 'UTC'): { from: number; to: number } => {
  const days = periodDays[period];
  const todayStart = startOfDayInZone(now, timeZone);
  // Noon of the first day, then its local midnight: a daylight-saving change in between moves
  // midnight by an hour, never into another day.
  const from = days === 1 ? todayStart : startOfDayInZone(todayStart - (days - 1) * DAY_MS + DAY_MS / 2, timeZone);
  return { from, to: now };
};

/** The zone's calendar day at an instant, as YYYY-MM-DD. */
export const dayInZone = (instant: number, timeZone = 'UTC'): string =>
  new Date(wallClockOf(instant, timeZone)).toISOString().slice(0, 10);

/**
 * The week an instant falls in: Monday 00:00 to the next Monday 00:00 in the zone (UTC when none is
 * given). One definition for every "this week" and "per week" the hiring area shows.
 */
export const weekInZone = (instant: number, timeZone = 'UTC'): { from: number; to: number } => {
  const today = startOfDayInZone(instant, timeZone);
  const weekday = (new Date(wallClockOf(today, timeZone)).getUTCDay() + 6) % 7;
  // Noon steps keep a clock change from moving the day.
  const from = startOfDayInZone(today - weekday * DAY_MS + DAY_MS / 2, timeZone);
  const to = startOfDayInZone(from + 7 * DAY_MS + DAY_MS / 2, timeZone);
  return { from, to };
};

/** The whole weeks (as weekInZone) a window touches, oldest first. */
export const weeksInZone = (range: { from: number; to: number }, timeZone = 'UTC'): { from: number; to: number }[] => {
  const weeks = [weekInZone(range.from, timeZone)];
  while (weeks.at(-1)!.to < range.to) weeks.push(weekInZone(weeks.at(-1)!.to, timeZone));
  return weeks;
};
