import { callPeriods, DEFAULT_CALL_PERIOD } from '@agentdesk/shared';
import type { CallDirection, CallPeriod } from '@agentdesk/shared';

export type SentimentFilter = 'positive' | 'negative' | 'neutral';

/** The list filters as the address keeps them (query parameters of GET /call/calls). */
export type CallFilters = {
  agent_id?: string;
  period: CallPeriod;
  direction?: CallDirection;
  sentiment?: SentimentFilter;
  call_successful?: 'true' | 'false';
  disconnection_reason?: string;
  search?: string;
};

export type CallFilterKey = keyof CallFilters;

/** Every filter the address holds; the selected call is `call_id` beside them. */
export const callFilterKeys = [
  'agent_id',
  'period',
  'direction',
  'sentiment',
  'call_successful',
  'disconnection_reason',
  'search',
] as const satisfies readonly CallFilterKey[];

export const CALL_ID_PARAM = 'call_id';

export const periodLabels: Record<CallPeriod, string> = {
  today: 'Today',
  '7days': 'Last 7 days',
  '30days': 'Last 30 days',
  '90days': 'Last 90 days',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const nonEmpty = (value: string | null, maxLength: number): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed.slice(0, maxLength);
};

/**
 * Reads the filters from the address, dropping values the API would refuse.
 * In agent mode the agent is fixed and the address cannot change it.
 */
export const readCallFilters = (params: URLSearchParams, fixedAgentId?: string): CallFilters => {
  const filters: CallFilters = { period: oneOf(callPeriods, params.get('period')) ?? DEFAULT_CALL_PERIOD };
  const agentId = fixedAgentId ?? nonEmpty(params.get('agent_id'), 200);
  const direction = oneOf(['inbound', 'outbound'] as const, params.get('direction'));
  const sentiment = oneOf(['positive', 'negative', 'neutral'] as const, params.get('sentiment'));
  const callSuccessful = oneOf(['true', 'false'] as const, params.get('call_successful'));
  const disconnectionReason = nonEmpty(params.get('disconnection_reason'), 100);
  const search = nonEmpty(params.get('search'), 200);

  if (agentId !== undefined) filters.agent_id = agentId;
  if (direction !== undefined) filters.direction = direction;
  if (sentiment !== undefined) filters.sentiment = sentiment;
  if (callSuccessful !== undefined) filters.call_successful = callSuccessful;
  if (disconnectionReason !== undefined) filters.disconnection_reason = disconnectionReason;
  if (search !== undefined) filters.search = search;
  return filters;
};

/** The query string of GET /call/calls and its export for these filters. */
export const toCallsSearchParams = (filters: CallFilters, extra: Record<string, string | number | undefined> = {}): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of callFilterKeys) {
    const value = filters[key];
    if (value !== undefined) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
};

/** Filters the user narrowed beyond the defaults (the fixed agent of agent mode does not count). */
export const countActiveFilters = (filters: CallFilters, fixedAgentId?: string): number =>
  callFilterKeys.filter((key) => {
    if (key === 'period') return filters.period !== DEFAULT_CALL_PERIOD;
    if (key === 'agent_id') return filters.agent_id !== undefined && filters.agent_id !== fixedAgentId;
    return filters[key] !== undefined;
  }).length;
