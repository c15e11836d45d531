import { describe, expect, it } from 'vitest';
import { formatShare, formatSpan } from './recruiting-format.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('formatSpan', () => {
  it('reads minutes, hours, then days with the noun matching the number shown', () => {
    expect(formatSpan(45 * 60_000)).toBe('45 min');
    expect(formatSpan(5 * HOUR)).toBe('5 h');
    expect(formatSpan(DAY)).toBe('1 day');
    // 1.04 days shows as 1: still one day.
    expect(formatSpan(DAY + HOUR)).toBe('1 day');
    expect(formatSpan(2.5 * DAY)).toBe('2.5 days');
    expect(formatSpan(12.4 * DAY)).toBe('12 days');
  });

  it("shows '—' without a span", () => {
    expect(formatSpan(null)).toBe('—');
    expect(formatShare(null)).toBe('—');
  });
});
