// @vitest-environment happy-dom
import { comparePeriods } from '@agentdesk/shared/period-change';
import { describe, expect, it } from 'vitest';
import { describeDelta } from './describe-delta.ts';
import { differenceFormats } from './kpi-definitions.ts';

const count = (value: number | null, previous: number | null) =>
  describeDelta(comparePeriods(value, previous), 'higher-is-better', differenceFormats.count);

describe('describeDelta', () => {
  it('shows a rise with an up arrow, green when higher is better', () => {
    expect(count(110, 100)).toEqual({ trend: 'up', text: '↑ 10%', label: 'Up 10%', tone: 'good' });
  });

  it('shows a fall with a down arrow, red when higher is better', () => {
    expect(count(966, 1000)).toEqual({ trend: 'down', text: '↓ 3.4%', label: 'Down 3.4%', tone: 'bad' });
  });

  it('inverts the colour for cost and voicemail: up is bad, down is good', () => {
    const cost = (value: number, previous: number) =>
      describeDelta(comparePeriods(value, previous, { base: 50 }), 'lower-is-better', differenceFormats.money);
    expect(cost(125, 100).tone).toBe('bad');
    expect(cost(75, 100).tone).toBe('good');
    expect(cost(125, 100).text).toBe('↑ 25%');
  });

  it('keeps neutral metrics grey either way', () => {
    const duration = (value: number) =>
      describeDelta(comparePeriods(value, 60_000, { base: 50 }), 'neutral', differenceFormats.duration);
    expect(duration(90_000).tone).toBe('neutral');
    expect(duration(30_000).tone).toBe('neutral');
  });

  it("says 'New' when the previous period held nothing, never a percentage of nothing", () => {
    const nothingBefore = { trend: 'new', text: 'New', label: 'New: none in the previous period', tone: 'neutral' };
    expect(count(39, 0)).toEqual(nothingBefore);
    const rate = describeDelta(comparePeriods(0.3, null, { base: 0, isRate: true }), 'neutral', differenceFormats.rate);
    expect(rate.text).toBe('New');
  });

  it('shows the absolute change in the figure’s unit on a base too small for a percentage ("↑ 39,800%" never)', () => {
    expect(count(800, 2)).toEqual({ trend: 'up', text: '↑ 798', label: 'Up 798', tone: 'good' });
    const cost = describeDelta(comparePeriods(19_950, 50, { base: 3 }), 'lower-is-better', differenceFormats.money);
    expect(cost).toEqual({ trend: 'up', text: '↑ $199.00', label: 'Up $199.00', tone: 'bad' });
    const duration = describeDelta(comparePeriods(30_000, 75_000, { base: 2 }), 'neutral', differenceFormats.duration);
    expect(duration.text).toBe('↓ 0:45');
    for (const [value, previous] of [
      [800, 2],
      [100_000, 1],
      [5_000, 10],
    ] as const) {
      expect(count(value, previous).text).not.toMatch(/\d{4,}%|,\d{3}%/);
    }
  });

  it('shows a rate’s change in points', () => {
    const change = comparePeriods(0.077, 0.103, { base: 29, isRate: true });
    const rate = describeDelta(change, 'lower-is-better', differenceFormats.rate);
    expect(rate).toEqual({ trend: 'down', text: '↓ 2.6 pts', label: 'Down 2.6 pts', tone: 'good' });
  });

  it("says 'No change' when nothing moved", () => {
    expect(count(12, 12)).toEqual({ trend: 'flat', text: 'No change', label: 'No change', tone: 'neutral' });
    expect(count(100_001, 100_000).text).toBe('No change');
  });

  it("shows '—' when there is nothing to compare", () => {
    expect(count(null, 10)).toEqual({ trend: 'none', text: '—', label: 'No previous data', tone: 'neutral' });
    expect(count(0, 0).text).toBe('—');
  });

  it('formats large changes on a real base with grouping', () => {
    expect(count(1_000, 100).text).toBe('↑ 900%');
    expect(count(1_001, 100).text).toBe('↑ 901');
  });
});
