import { describe, expect, it } from 'vitest';
import { periodWindow, startOfDayInZone } from './time-zone.ts';

describe('periods in the user time zone', () => {
  it('finds local midnight in whole, half-hour and negative offsets', () => {
    const now = Date.UTC(2026, 10, 18, 12, 0);
    expect(startOfDayInZone(now)).toBe(Date.UTC(2026, 10, 18));
    expect(startOfDayInZone(now, 'Asia/Kolkata')).toBe(Date.UTC(2026, 10, 17, 18, 30));
    expect(startOfDayInZone(now, 'America/New_York')).toBe(Date.UTC(2026, 10, 18, 5));
    expect(startOfDayInZone(Date.UTC(2026, 10, 18, 20), 'Asia/Kolkata')).toBe(Date.UTC(2026, 10, 18, 18, 30));
  });

  it('counts today as one of the N days and lands on local midnight across a daylight-saving change', () => {
    const now = Date.UTC(2026, 10, 5, 12, 0); // New York left daylight saving on 1 November
    expect(periodWindow('today', now, 'America/New_York')).toEqual({ from: Date.UTC(2026, 10, 5, 5), to: now });
    expect(periodWindow('7days', now, 'America/New_York')).toEqual({ from: Date.UTC(2026, 9, 30, 4), to: now });
    expect(periodWindow('30days', now, 'UTC').from).toBe(Date.UTC(2026, 9, 7));
    expect(periodWindow('90days', now, 'Asia/Kolkata').from).toBe(Date.UTC(2026, 7, 7, 18, 30));
  });
});
