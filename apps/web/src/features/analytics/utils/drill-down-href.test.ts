// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { drillDownHref } from './drill-down-href.ts';

const conversationsPath = '/conversations';

describe('drillDownHref', () => {
  it('total calls: just the period', () => {
    expect(drillDownHref({ filters: { period: '7days' }, conversationsPath })).toBe('/conversations?period=7days');
  });

  it('a sentiment segment keeps the period', () => {
    expect(
      drillDownHref({ filters: { period: '30days' }, drillDown: { sentiment: 'negative' }, conversationsPath }),
    ).toBe('/conversations?period=30days&sentiment=negative');
  });

  it('keeps the agent and direction filters when set', () => {
    const filters = { period: 'today', agent_id: 'agent-b', direction: 'outbound' } as const;
    expect(drillDownHref({ filters, drillDown: { call_successful: 'false' }, conversationsPath })).toBe(
      '/conversations?period=today&agent_id=agent-b&direction=outbound&call_successful=false',
    );
  });

  it('encodes a disconnection reason', () => {
    expect(
      drillDownHref({
        filters: { period: '90days' },
        drillDown: { disconnection_reason: 'user hangup&x' },
        conversationsPath,
      }),
    ).toBe('/conversations?period=90days&disconnection_reason=user+hangup%26x');
  });

  it('a direction or agent segment replaces the dashboard filter', () => {
    const filters = { period: '7days', agent_id: 'zara', direction: 'inbound' } as const;
    expect(drillDownHref({ filters, drillDown: { direction: 'outbound' }, conversationsPath })).toBe(
      '/conversations?period=7days&agent_id=zara&direction=outbound',
    );
    expect(drillDownHref({ filters: { period: '7days' }, drillDown: { agent_id: 'agent-b' }, conversationsPath })).toBe(
      '/conversations?period=7days&agent_id=agent-b',
    );
  });

  it("agent mode goes to the agent's own conversations without agent_id", () => {
    expect(
      drillDownHref({
        filters: { period: '30days', agent_id: 'zara' },
        drillDown: { sentiment: 'positive' },
        conversationsPath: '/zara/conversations',
        fixedAgentId: 'zara',
      }),
    ).toBe('/zara/conversations?period=30days&sentiment=positive');
  });
});
