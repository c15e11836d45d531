import { DEFAULT_CALL_PERIOD } from '@agentdesk/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import { CALL_ID_PARAM, callFilterKeys, readCallFilters } from '../utils/call-filters.ts';
import type { CallFilterKey, CallFilters } from '../utils/call-filters.ts';

export type CallFiltersState = {
  filters: CallFilters;
  selectedCallId: string | null;
  setFilter: (key: CallFilterKey, value: string | undefined) => void;
  clearFilters: () => void;
  /** The address of the screen with this call selected (filters kept). */
  callHref: (callId: string) => string;
  /** Back to the list (mobile). */
  closeCall: () => void;
};

/**
 * The list filters and the selected call, kept in the address (agent_id, period, direction,
 * sentiment, call_successful, disconnection_reason, search, the QA filters and sort; call_id), so a
 * view can be shared (the QA page's "See calls" links here with qa_failed_criterion).
 */
export const useCallFilters = (fixedAgentId?: string): CallFiltersState => {
  const { params, update, setParam } = useSearchParamsUpdater();
  const filters = useMemo(() => readCallFilters(params, fixedAgentId), [params, fixedAgentId]);
  const selectedCallId = params.get(CALL_ID_PARAM);

  const setFilter = useCallback(
    (key: CallFilterKey, value: string | undefined) => {
      // A version is one agent's: another agent (or none) drops it.
      if (key === 'agent_id')
        update((next) => {
          next.delete('agent_version');
          if (value === undefined || value === '') next.delete('agent_id');
          else next.set('agent_id', value);
        });
      else setParam(key, value, key === 'period' ? DEFAULT_CALL_PERIOD : undefined);
    },
    [setParam, update],
  );

  const clearFilters = useCallback(
    () =>
      update((next) => {
        // The order is kept: it is not a filter.
        for (const key of callFilterKeys) if (key !== 'sort') next.delete(key);
      }),
    [update],
  );

  const callHref = useCallback(
    (callId: string) => {
      const next = new URLSearchParams(params);
      next.set(CALL_ID_PARAM, callId);
      return `?${next.toString()}`;
    },
    [params],
  );

  const closeCall = useCallback(() => update((next) => next.delete(CALL_ID_PARAM), { replace: false }), [update]);

  return { filters, selectedCallId, setFilter, clearFilters, callHref, closeCall };
};
