import { callFilterParamKeys, DEFAULT_CALL_PERIOD, readCallFilterParams } from '@agentdesk/shared';
import type { CallFilterParamKey, CallFilterParams } from '@agentdesk/shared';

/** The list filters as the address keeps them (query parameters of GET /call/calls). */
export type CallFilters = CallFilterParams;

export type CallFilterKey = CallFilterParamKey;

/** Every filter the address holds; the selected call is `call_id` beside them. */
export const callFilterKeys = callFilterParamKeys;

export const CALL_ID_PARAM = 'call_id';

/**
 * Reads the filters from the address, dropping values the API would refuse.
 * In agent mode the agent is fixed and the address cannot change it.
 */
export const readCallFilters = (params: URLSearchParams, fixedAgentId?: string): CallFilters => {
  const filters = readCallFilterParams(params);
  return fixedAgentId === undefined ? filters : { ...filters, agent_id: fixedAgentId };
};

/** The query string of GET /call/calls and its export for these filters. */
export const toCallsSearchParams = (
  filters: CallFilters,
  extra: Record<string, string | number | undefined> = {},
): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of callFilterKeys) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
};

/** Filters the user narrowed beyond the defaults (the fixed agent of agent mode does not count; the order is no filter). */
export const countActiveFilters = (filters: CallFilters, fixedAgentId?: string): number =>
  callFilterKeys.filter((key) => {
    if (key === 'sort') return false;
    if (key === 'period') return filters.period !== DEFAULT_CALL_PERIOD;
    if (key === 'agent_id') return filters.agent_id !== undefined && filters.agent_id !== fixedAgentId;
    return filters[key] !== undefined;
  }).length;
