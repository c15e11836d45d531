// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hasNarrowingFilters, readAnalyticsFilters, toAnalyticsSearchParams } from './analytics-filters.ts';

const read = (query: string, fixedAgentId?: string) => readAnalyticsFilters(new URLSearchParams(query), fixedAgentId);

describe('readAnalyticsFilters', () => {
  it('defaults to the last 7 days', () => {
    expect(read('')).toEqual({ period: '7days' });
  });

  it('an unknown period falls back to 7days', () => {
    expect(read('period=1year')).toEqual({ period: '7days' });
    expect(read('period=')).toEqual({ period: '7days' });
  });

  it('reads period, agent and direction', () => {
    expect(read('period=30days&agent_id=zara&direction=outbound')).toEqual({
      period: '30days',
      agent_id: 'zara',
      direction: 'outbound',
    });
  });

  it('drops an unknown direction and a blank agent', () => {
    expect(read('period=today&direction=sideways&agent_id=%20%20')).toEqual({ period: 'today' });
  });

  it('agent mode fixes the agent whatever the address says', () => {
    expect(read('agent_id=other', 'zara')).toEqual({ period: '7days', agent_id: 'zara' });
  });
});

describe('toAnalyticsSearchParams', () => {
  it('sends the filters and the time zone', () => {
    expect(
      toAnalyticsSearchParams({ period: '90days', agent_id: 'zara', direction: 'inbound' }, 'Europe/Berlin').toString(),
    ).toBe('period=90days&agent_id=zara&direction=inbound&tz=Europe%2FBerlin');
    expect(toAnalyticsSearchParams({ period: '7days' }, undefined).toString()).toBe('period=7days');
  });
});

describe('hasNarrowingFilters', () => {
  it('counts agent and direction, not the fixed agent', () => {
    expect(hasNarrowingFilters({ period: '30days' })).toBe(false);
    expect(hasNarrowingFilters({ period: '7days', direction: 'inbound' })).toBe(true);
    expect(hasNarrowingFilters({ period: '7days', agent_id: 'zara' })).toBe(true);
    expect(hasNarrowingFilters({ period: '7days', agent_id: 'zara' }, 'zara')).toBe(false);
  });
});
