import { describe, expect, it } from 'vitest';
import { findActiveEntryIndex } from './find-active-entry-index.ts';

describe('findActiveEntryIndex', () => {
  const starts = [0.5, 1.6, 8.0, 10.1];

  it('is -1 before the first entry starts', () => {
    expect(findActiveEntryIndex(starts, 0)).toBe(-1);
    expect(findActiveEntryIndex(starts, 0.49)).toBe(-1);
  });

  it('is the entry whose first word start ≤ time < the next entry start', () => {
    expect(findActiveEntryIndex(starts, 0.5)).toBe(0);
    expect(findActiveEntryIndex(starts, 1.59)).toBe(0);
    expect(findActiveEntryIndex(starts, 1.6)).toBe(1);
    expect(findActiveEntryIndex(starts, 7.99)).toBe(1);
    expect(findActiveEntryIndex(starts, 8)).toBe(2);
  });

  it('keeps the last entry active to the end', () => {
    expect(findActiveEntryIndex(starts, 10.1)).toBe(3);
    expect(findActiveEntryIndex(starts, 500)).toBe(3);
  });

  it('skips entries without word timings', () => {
    expect(findActiveEntryIndex([0.5, null, 4], 2)).toBe(0);
    expect(findActiveEntryIndex([null, 1, null, 4], 5)).toBe(3);
    expect(findActiveEntryIndex([null, null], 5)).toBe(-1);
    expect(findActiveEntryIndex([], 5)).toBe(-1);
  });
});
