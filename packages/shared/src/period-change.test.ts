import { describe, expect, it } from 'vitest';
import { comparePeriods, MAX_PERCENT_RATIO, MIN_PERCENT_BASE } from './period-change.ts';

describe('comparePeriods', () => {
  it('reads a change on a base large enough as a percentage of the previous value', () => {
    expect(comparePeriods(120, 100)).toEqual({ kind: 'relative', ratio: 0.2 });
    expect(comparePeriods(75, 100)).toEqual({ kind: 'relative', ratio: -0.25 });
    // A cost of 40 calls: the calls are the base, whatever the cents.
    expect(comparePeriods(550, 500, { base: 40 })).toEqual({ kind: 'relative', ratio: 0.1 });
  });

  it("says 'new' when the previous period had nothing, never an infinite or huge percentage", () => {
    expect(comparePeriods(39, 0)).toEqual({ kind: 'new' });
    expect(comparePeriods(39, null)).toEqual({ kind: 'new' });
    // An average or a rate of a period without calls.
    expect(comparePeriods(0.4, null, { base: 0, isRate: true })).toEqual({ kind: 'new' });
    expect(comparePeriods(1_200, 300, { base: 0 })).toEqual({ kind: 'new' });
  });

  it('has nothing to compare without a figure now, or when both periods are empty', () => {
    expect(comparePeriods(null, 10)).toEqual({ kind: 'none' });
    expect(comparePeriods(undefined, 10)).toEqual({ kind: 'none' });
    expect(comparePeriods(Number.NaN, 10)).toEqual({ kind: 'none' });
    expect(comparePeriods(0, 0)).toEqual({ kind: 'none' });
    expect(comparePeriods(0, null, { base: 0 })).toEqual({ kind: 'none' });
  });

  it('shows the absolute change when the base is too small for a percentage to mean something', () => {
    // 2 calls becoming 800 is +798 calls, not "↑ 39,900%".
    expect(comparePeriods(800, 2)).toEqual({ kind: 'absolute', difference: 798 });
    expect(comparePeriods(MIN_PERCENT_BASE - 1 + 3, MIN_PERCENT_BASE - 1)).toEqual({ kind: 'absolute', difference: 3 });
    expect(comparePeriods(MIN_PERCENT_BASE + 3, MIN_PERCENT_BASE)).toEqual({ kind: 'relative', ratio: 0.3 });
    // Cents over 3 calls: the calls are too few, whatever the amount.
    expect(comparePeriods(19_950, 50, { base: 3 })).toEqual({ kind: 'absolute', difference: 19_900 });
  });

  it('shows the absolute change when the previous value was 0 over a real base, or beyond a tenfold rise', () => {
    expect(comparePeriods(250, 0, { base: 40 })).toEqual({ kind: 'absolute', difference: 250 });
    const beyond = 100 * (MAX_PERCENT_RATIO + 1) + 1;
    expect(comparePeriods(beyond, 100)).toEqual({ kind: 'absolute', difference: beyond - 100 });
    expect(comparePeriods(100 * (MAX_PERCENT_RATIO + 1), 100)).toEqual({ kind: 'relative', ratio: MAX_PERCENT_RATIO });
  });

  it('compares rates in points, never in percent of themselves', () => {
    const points = (difference: number) => ({ kind: 'absolute', difference: expect.closeTo(difference, 10) });
    expect(comparePeriods(0.45, 0.4, { base: 200, isRate: true })).toEqual(points(0.05));
    expect(comparePeriods(0.08, 0.002, { base: 500, isRate: true })).toEqual(points(0.078));
  });

  it("says 'same' when nothing moved, or less than the last digit shown", () => {
    expect(comparePeriods(12, 12)).toEqual({ kind: 'same' });
    expect(comparePeriods(100_001, 100_000)).toEqual({ kind: 'same' });
    expect(comparePeriods(0.4, 0.4001, { base: 100, isRate: true })).toEqual({ kind: 'same' });
  });
});
