import type { Analytics } from '@agentdesk/shared';

export type Granularity = Analytics['range']['granularity'];

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (granularity: Granularity, style: 'tick' | 'full', tz: string): Intl.DateTimeFormat => {
  const key = `${granularity}|${style}|${tz}`;
  const cached = formatters.get(key);
  if (cached !== undefined) return cached;

  const options: Intl.DateTimeFormatOptions =
    granularity === 'hour'
      ? style === 'tick'
        ? { hour: 'numeric' }
        : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
      : style === 'tick'
        ? { month: 'short', day: 'numeric' }
        : { weekday: 'short', month: 'short', day: 'numeric' };
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: tz });
  } catch {
    // A zone this browser does not know: its own zone is the next best.
    formatter = new Intl.DateTimeFormat('en-US', options);
  }
  formatters.set(key, formatter);
  return formatter;
};

/**
 * The start of a series bucket in the range's time zone: 'Mar 5' / '2 PM' on an axis,
 * 'Thu, Mar 5' / 'Mar 5, 2:00 PM' in a tooltip.
 */
export const formatBucket = (
  start: number,
  granularity: Granularity,
  tz: string,
  style: 'tick' | 'full' = 'tick',
): string => formatterFor(granularity, style, tz).format(new Date(start));
