import { describe, expect, it } from 'vitest';
import { countActiveFilters, readCallFilters, toCallsSearchParams } from './call-filters.ts';

describe('readCallFilters', () => {
  it('defaults to the last 7 days and nothing else', () => {
    expect(readCallFilters(new URLSearchParams())).toEqual({ period: '7days' });
  });

  it('reads every filter from the address', () => {
    const params = new URLSearchParams(
      'agent_id=zara&period=30days&direction=outbound&sentiment=negative&call_successful=false&disconnection_reason=user_hangup&search=%20loan%20&call_id=c-1',
    );
    expect(readCallFilters(params)).toEqual({
      agent_id: 'zara',
      period: '30days',
      direction: 'outbound',
      sentiment: 'negative',
      call_successful: 'false',
      disconnection_reason: 'user_hangup',
      search: 'loan',
    });
  });

  it('drops values the API would refuse', () => {
    const params = new URLSearchParams(
      'period=year&direction=sideways&sentiment=meh&call_successful=yes&search=%20%20',
    );
    expect(readCallFilters(params)).toEqual({ period: '7days' });
  });

  it('cuts text filters to the length the API takes', () => {
    const params = new URLSearchParams({
      agent_id: 'a'.repeat(300),
      disconnection_reason: ` ${'r'.repeat(150)}`,
      search: 's'.repeat(250),
    });
    expect(readCallFilters(params)).toEqual({
      period: '7days',
      agent_id: 'a'.repeat(200),
      disconnection_reason: 'r'.repeat(100),
      search: 's'.repeat(200),
    });
  });

  it('fixes the agent in agent mode, whatever the address says', () => {
    expect(readCallFilters(new URLSearchParams('agent_id=leo'), 'zara')).toEqual({ period: '7days', agent_id: 'zara' });
  });
});

describe('toCallsSearchParams', () => {
  it('writes the filters and extra parameters, skipping undefined ones', () => {
    const params = toCallsSearchParams(
      { period: 'today', direction: 'inbound' },
      { cursor: undefined, limit: 50, tz: 'Asia/Kolkata' },
    );
    expect(params.toString()).toBe('period=today&direction=inbound&limit=50&tz=Asia%2FKolkata');
  });
});

describe('countActiveFilters', () => {
  it('does not count the default period or the fixed agent', () => {
    expect(countActiveFilters({ period: '7days' })).toBe(0);
    expect(countActiveFilters({ period: '7days', agent_id: 'zara' }, 'zara')).toBe(0);
    expect(countActiveFilters({ period: 'today', agent_id: 'zara', search: 'x' })).toBe(3);
  });
});
