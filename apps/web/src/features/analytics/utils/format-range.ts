import type { Analytics } from '@agentdesk/shared';

/** The dates a range covers, in its time zone: 'Mar 3 – Mar 9, 2026', or one day for Today. */
export const formatRange = (range: Analytics['range']): string => {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: range.tz,
    });
  } catch {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  }
  // `to` is the end of the range (exclusive); its last millisecond is the last day shown.
  const last = Math.max(range.from, range.to - 1);
  const from = formatter.format(new Date(range.from));
  const to = formatter.format(new Date(last));
  return from === to ? from : formatter.formatRange(new Date(range.from), new Date(last));
};
