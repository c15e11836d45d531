// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  formatCompactCount,
  formatCompactMoney,
  formatCount,
  formatDuration,
  formatLatency,
  formatMoney,
  formatPercent,
} from './format-metric.ts';

describe('format-metric', () => {
  it('counts with grouping', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(null)).toBe('—');
    expect(formatCompactCount(1234)).toBe('1.2K');
  });

  it('rates as percentages with at most one decimal', () => {
    expect(formatPercent(0.4567)).toBe('45.7%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('durations as m:ss, h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(95_999)).toBe('1:35');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('0:00');
    expect(formatDuration(null)).toBe('—');
  });

  it('money from cents', () => {
    expect(formatMoney(123_456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(7)).toBe('$0.07');
    expect(formatMoney(0.42)).toBe('$0.0042');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatCompactMoney(123_456)).toBe('$1.2K');
    expect(formatCompactMoney(45)).toBe('$0.45');
    expect(formatCompactMoney(0)).toBe('$0');
  });

  it('latency in whole milliseconds', () => {
    expect(formatLatency(812.4)).toBe('812 ms');
    expect(formatLatency(1500)).toBe('1,500 ms');
    expect(formatLatency(null)).toBe('—');
  });
});
