// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnalyticsFilters } from './use-analytics-filters.ts';
import type { AnalyticsFiltersState } from './use-analytics-filters.ts';

const renderFilters = (path: string, fixedAgentId?: string) => {
  const state: { current: AnalyticsFiltersState | null } = { current: null };
  const Probe = () => {
    state.current = useAnalyticsFilters(fixedAgentId);
    return null;
  };
  const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { state, router };
};

describe('useAnalyticsFilters', () => {
  afterEach(cleanup);

  it('reads the filters from the address', () => {
    const { state } = renderFilters('/analytics?period=90days&agent_id=zara&direction=inbound');
    expect(state.current?.filters).toEqual({ period: '90days', agent_id: 'zara', direction: 'inbound' });
  });

  it('keeps two quick changes, and drops the default period from the address', async () => {
    const { state, router } = renderFilters('/analytics?period=30days');
    await act(async () => {
      state.current?.setFilter('direction', 'outbound');
      state.current?.setFilter('agent_id', 'zara');
    });
    expect(router.state.location.search).toBe('?period=30days&direction=outbound&agent_id=zara');

    await act(async () => state.current?.setFilter('period', '7days'));
    expect(router.state.location.search).toBe('?direction=outbound&agent_id=zara');
    expect(state.current?.filters).toEqual({ period: '7days', agent_id: 'zara', direction: 'outbound' });
  });

  it('clearFilters keeps the period', async () => {
    const { state, router } = renderFilters('/analytics?period=today&direction=inbound&agent_id=zara');
    await act(async () => state.current?.clearFilters());
    expect(router.state.location.search).toBe('?period=today');
  });
});
