const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateTimeThisYear = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOtherYear = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Relative when recent ('just now', '5 min ago', '3 h ago'), else the date in the user's time zone. */
export const formatRelativeTime = (epochMs: number, nowMs: number = Date.now()): string => {
  const elapsed = nowMs - epochMs;
  if (elapsed < MINUTE && elapsed > -MINUTE) return 'just now';
  if (elapsed > 0 && elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed > 0 && elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const sameYear = new Date(epochMs).getFullYear() === new Date(nowMs).getFullYear();
  return (sameYear ? dateTimeThisYear : dateOtherYear).format(epochMs);
};
