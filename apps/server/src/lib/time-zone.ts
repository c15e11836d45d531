/** Epoch ms of the last midnight in a time zone (UTC when none is given). */
// Building a formatter costs far more than using one: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const clockIn = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export const startOfDayInZone = (now: number, timeZone = 'UTC'): number => {
  const parts = clockIn(timeZone).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight = (part('hour') * 3600 + part('minute') * 60 + part('second')) * 1000 + (now % 1000);
  return now - sinceMidnight;
};

const DAY = 86_400_000;

/**
 * The window a period names, in the user's time zone: 'today' since local midnight, 'Ndays'
 * since local midnight N-1 days ago (today counts as one), both up to now.
 */
export const periodWindow = (period: 'today' | '7days' | '30days' | '90days', now: number, timeZone = 'UTC'): { from: number; to: number } => {
  const days = { today: 1, '7days': 7, '30days': 30, '90days': 90 }[period];
  const todayStart = startOfDayInZone(now, timeZone);
  // Noon of the first day, then its local midnight: a daylight-saving change in between moves
  // midnight by an hour, never into another day.
  const from = days === 1 ? todayStart : startOfDayInZone(todayStart - (days - 1) * DAY + DAY / 2, timeZone);
  return { from, to: now };
};
