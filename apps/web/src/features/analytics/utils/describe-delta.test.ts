// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { describeDelta } from './describe-delta.ts';

describe('describeDelta', () => {
  it('shows a rise with an up arrow, green when higher is better', () => {
    expect(describeDelta(0.1, 'higher-is-better')).toEqual({ trend: 'up', text: '↑ 10%', label: 'Up 10%', tone: 'good' });
  });

  it('shows a fall with a down arrow, red when higher is better', () => {
    expect(describeDelta(-0.034, 'higher-is-better')).toEqual({ trend: 'down', text: '↓ 3.4%', label: 'Down 3.4%', tone: 'bad' });
  });

  it('inverts the colour for cost and voicemail: up is bad, down is good', () => {
    expect(describeDelta(0.25, 'lower-is-better').tone).toBe('bad');
    expect(describeDelta(-0.25, 'lower-is-better').tone).toBe('good');
    expect(describeDelta(0.25, 'lower-is-better').text).toBe('↑ 25%');
  });

  it('keeps neutral metrics grey either way', () => {
    expect(describeDelta(0.5, 'neutral').tone).toBe('neutral');
    expect(describeDelta(-0.5, 'neutral').tone).toBe('neutral');
  });

  it("says 'No change' for zero and changes that round to zero", () => {
    expect(describeDelta(0, 'higher-is-better')).toEqual({ trend: 'flat', text: 'No change', label: 'No change', tone: 'neutral' });
    expect(describeDelta(-0.0001, 'lower-is-better').text).toBe('No change');
  });

  it("shows '—' when there is no base to compare with", () => {
    expect(describeDelta(null, 'higher-is-better')).toEqual({ trend: 'none', text: '—', label: 'No previous data', tone: 'neutral' });
    expect(describeDelta(undefined, 'lower-is-better').text).toBe('—');
    expect(describeDelta(Number.NaN, 'lower-is-better').text).toBe('—');
  });

  it('formats large changes with grouping', () => {
    expect(describeDelta(12.3, 'higher-is-better').text).toBe('↑ 1,230%');
  });
});
