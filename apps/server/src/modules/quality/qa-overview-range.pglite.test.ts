import { describe, expect, it } from 'vitest';
import { overviewRange } from './qa-overview-range.ts';

// The overview's span and buckets (the buckets are stepped in milliseconds, each day written once).

const at = (day: string, time = '12:00:00') => Date.parse(`${day}T${time}Z`);

describe('overviewRange', () => {
  it('gives every UTC day of a span across a month and a year, and the span of equal length before it', () => {
    const range = overviewRange({ from: at('2025-12-30', '23:59:59'), to: at('2026-01-02', '00:00:00') });
    expect(range).toEqual({
      from: '2025-12-30',
      to: '2026-01-02',
      previous_from: '2025-12-26',
      previous_to: '2025-12-29',
      granularity: 'day',
      buckets: ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'],
    });
  });

  it('gives the weeks from the Monday on or before the first day over spans longer than 92 days', () => {
    // 2026-01-01 is a Thursday; 2026-04-06 a Monday, the last week's.
    const range = overviewRange({ from: at('2026-01-01'), to: at('2026-04-06') });
    expect(range.granularity).toBe('week');
    expect(range.buckets[0]).toBe('2025-12-29');
    expect(range.buckets.at(-1)).toBe('2026-04-06');
    expect(range.buckets).toHaveLength(15);
    expect(range.buckets.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    // A span that starts on a Monday starts its first week there.
    expect(overviewRange({ from: at('2025-12-29'), to: at('2026-04-06') }).buckets[0]).toBe('2025-12-29');
  });

  it('defaults to the last 30 days up to now, 92 days still by day', () => {
    const now = at('2026-03-01', '08:00:00');
    const range = overviewRange({}, now);
    expect([range.from, range.to, range.buckets.length]).toEqual(['2026-01-31', '2026-03-01', 30]);
    const long = overviewRange({ from: now - 91 * 86_400_000, to: now });
    expect([long.granularity, long.buckets.length]).toEqual(['day', 92]);
  });
});
