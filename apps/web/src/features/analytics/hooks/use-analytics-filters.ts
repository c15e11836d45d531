import { DEFAULT_CALL_PERIOD } from '@agentdesk/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import { analyticsFilterKeys, readAnalyticsFilters } from '../utils/analytics-filters.ts';
import type { AnalyticsFilterKey, AnalyticsFilters } from '../utils/analytics-filters.ts';

export type AnalyticsFiltersState = {
  filters: AnalyticsFilters;
  /** undefined (or the default period) removes the parameter. */
  setFilter: (key: AnalyticsFilterKey, value: string | undefined) => void;
  clearFilters: () => void;
};

/** The dashboard filters kept in the address (period, agent_id, direction), so a reload or a shared link keeps them. */
export const useAnalyticsFilters = (fixedAgentId?: string): AnalyticsFiltersState => {
  const { params, update, setParam } = useSearchParamsUpdater();
  const filters = useMemo(() => readAnalyticsFilters(params, fixedAgentId), [params, fixedAgentId]);

  const setFilter = useCallback(
    (key: AnalyticsFilterKey, value: string | undefined) => {
      // A version is one agent's: another agent (or none) drops it.
      if (key === 'agent_id')
        update((next) => {
          next.delete('agent_version');
          if (value === undefined) next.delete('agent_id');
          else next.set('agent_id', value);
        });
      else setParam(key, value, key === 'period' ? DEFAULT_CALL_PERIOD : undefined);
    },
    [setParam, update],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const key of analyticsFilterKeys) if (key !== 'period') next.delete(key);
      }),
    [update],
  );

  return { filters, setFilter, clearFilters };
};
