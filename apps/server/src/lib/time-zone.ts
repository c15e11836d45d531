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
