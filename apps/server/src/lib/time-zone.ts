/** Epoch ms of the last midnight in a time zone (UTC when none is given). */
export const startOfDayInZone = (now: number, timeZone = 'UTC'): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
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
  // Step back day by day so daylight-saving changes land on real local midnights.
  let from = todayStart;
  for (let i = 1; i < days; i += 1) from = startOfDayInZone(from - DAY / 2, timeZone);
  return { from, to: now };
};
