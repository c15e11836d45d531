import { describe, expect, it } from 'vitest';
import { labelStride, niceTicks } from './nice-ticks.ts';

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5, 3, 4 or 5 times a power of ten up to the top value', () => {
    expect(niceTicks(11)).toEqual([0, 3, 6, 9, 12]);
    expect(niceTicks(12)).toEqual([0, 3, 6, 9, 12]);
    expect(niceTicks(115)).toEqual([0, 30, 60, 90, 120]);
    expect(niceTicks(1.82)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(niceTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0.2, 4, true)).toEqual([0, 1]);
  });

  it('always reaches the top value', () => {
    for (const max of [1, 7, 13, 99, 101, 4567, 0.03]) expect(niceTicks(max).at(-1)).toBeGreaterThanOrEqual(max);
  });
});

describe('labelStride', () => {
  it('shows every label with room, fewer when they would touch', () => {
    expect(labelStride(7, 700, 40)).toBe(1);
    expect(labelStride(30, 600, 40)).toBe(4);
    expect(labelStride(1, 600, 40)).toBe(1);
  });
});
