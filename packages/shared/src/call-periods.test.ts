import { describe, expect, it } from 'vitest';
import { dayInZone, periodWindow, startOfDayInZone, weekInZone, weeksInZone } from './call-periods.ts';

const HOUR = 3600_000;

describe('periods in the user time zone', () => {
  it('finds local midnight in whole, half-hour and negative offsets', () => {
    const now = Date.UTC(2026, 10, 18, 12, 0);
    expect(startOfDayInZone(now)).toBe(Date.UTC(2026, 10, 18));
    expect(startOfDayInZone(now, 'Asia/Kolkata')).toBe(Date.UTC(2026, 10, 17, 18, 30));
    expect(startOfDayInZone(now, 'America/New_York')).toBe(Date.UTC(2026, 10, 18, 5));
    expect(startOfDayInZone(Date.UTC(2026, 10, 18, 20), 'Asia/Kolkata')).toBe(Date.UTC(2026, 10, 18, 18, 30));
  });

  it('is local midnight itself at midnight and one millisecond before the next', () => {
    const midnight = Date.UTC(2026, 10, 18, 5); // New York
    expect(startOfDayInZone(midnight, 'America/New_York')).toBe(midnight);
    expect(startOfDayInZone(midnight + 24 * HOUR - 1, 'America/New_York')).toBe(midnight);
    expect(startOfDayInZone(midnight - 1, 'America/New_York')).toBe(midnight - 24 * HOUR);
  });

  it('counts today as one of the N days and lands on local midnight across a daylight-saving change', () => {
    const now = Date.UTC(2026, 10, 5, 12, 0); // New York left daylight saving on 1 November
    expect(periodWindow('today', now, 'America/New_York')).toEqual({ from: Date.UTC(2026, 10, 5, 5), to: now });
    expect(periodWindow('7days', now, 'America/New_York')).toEqual({ from: Date.UTC(2026, 9, 30, 4), to: now });
    expect(periodWindow('30days', now, 'UTC').from).toBe(Date.UTC(2026, 9, 7));
    expect(periodWindow('90days', now, 'Asia/Kolkata').from).toBe(Date.UTC(2026, 7, 7, 18, 30));
  });

  it('finds midnight on the day the clocks change, whichever way they go', () => {
    // 1 November 2026: New York goes from 2:00 EDT back to 1:00 EST; midnight was 04:00 UTC.
    const fallBackNoon = Date.UTC(2026, 10, 1, 17);
    expect(startOfDayInZone(fallBackNoon, 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 4));
    expect(periodWindow('today', fallBackNoon, 'America/New_York').from).toBe(Date.UTC(2026, 10, 1, 4));
    // 8 March 2026: from 2:00 EST on to 3:00 EDT; midnight was 05:00 UTC.
    const springForwardNoon = Date.UTC(2026, 2, 8, 16);
    expect(startOfDayInZone(springForwardNoon, 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 5));
    // 29 March 2026 in Berlin: from 2:00 CET on to 3:00 CEST; midnight was 23:00 UTC the day before.
    expect(startOfDayInZone(Date.UTC(2026, 2, 29, 20), 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 28, 23));
  });

  it('starts an N-day window at the midnight of a first day on which the clocks changed', () => {
    const now = Date.UTC(2026, 10, 7, 17); // noon on 7 November in New York: 7 days back is 1 November
    expect(periodWindow('7days', now, 'America/New_York')).toEqual({ from: Date.UTC(2026, 10, 1, 4), to: now });
    const spring = Date.UTC(2026, 2, 14, 16); // noon on 14 March: 7 days back is 8 March
    expect(periodWindow('7days', spring, 'America/New_York').from).toBe(Date.UTC(2026, 2, 8, 5));
  });

  it('handles a zone whose midnight does not exist on the day the clocks go forward', () => {
    // Santiago, 6 September 2026: 24:00 becomes 01:00 (-04 to -03); the day begins at 01:00 -03.
    expect(startOfDayInZone(Date.UTC(2026, 8, 6, 15), 'America/Santiago')).toBe(Date.UTC(2026, 8, 6, 4));
  });

  it('finds the week, Monday to Monday in the zone, the same for any instant in it, across a clock change', () => {
    // Wednesday 18 November 2026, noon UTC.
    const now = Date.UTC(2026, 10, 18, 12);
    expect(weekInZone(now)).toEqual({ from: Date.UTC(2026, 10, 16), to: Date.UTC(2026, 10, 23) });
    expect(weekInZone(now, 'Asia/Kolkata')).toEqual({
      from: Date.UTC(2026, 10, 15, 18, 30),
      to: Date.UTC(2026, 10, 22, 18, 30),
    });
    // Sunday 22 November, 23:00 in Kolkata, is still that week; Monday 00:00 starts the next.
    expect(weekInZone(Date.UTC(2026, 10, 22, 17, 30), 'Asia/Kolkata').from).toBe(Date.UTC(2026, 10, 15, 18, 30));
    expect(weekInZone(Date.UTC(2026, 10, 22, 18, 30), 'Asia/Kolkata').from).toBe(Date.UTC(2026, 10, 22, 18, 30));
    // New York leaves daylight saving on Sunday 1 November: that week is an hour longer.
    expect(weekInZone(Date.UTC(2026, 10, 1, 12), 'America/New_York')).toEqual({
      from: Date.UTC(2026, 9, 26, 4),
      to: Date.UTC(2026, 10, 2, 5),
    });
    expect(dayInZone(Date.UTC(2026, 10, 15, 18, 30), 'Asia/Kolkata')).toBe('2026-11-16');
  });

  it('covers a window with whole weeks', () => {
    const weeks = weeksInZone({ from: Date.UTC(2026, 9, 20), to: Date.UTC(2026, 10, 18, 12) }, 'UTC');
    expect(weeks.map((week) => dayInZone(week.from))).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(weeks.at(-1)!.to).toBe(Date.UTC(2026, 10, 23));
  });
});
