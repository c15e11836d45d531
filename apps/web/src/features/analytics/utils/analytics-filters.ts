import { readCallFilterParams } from '@agentdesk/shared';
import type { CallDirection, CallPeriod } from '@agentdesk/shared';

/** The dashboard filters as the address keeps them (period, agent_id and its agent_version, direction). */
export type AnalyticsFilters = {
  period: CallPeriod;
  agent_id?: string;
  /** One version of the agent; only with an agent. */
  agent_version?: number;
  direction?: CallDirection;
};

export type AnalyticsFilterKey = keyof AnalyticsFilters;

export const analyticsFilterKeys = [
  'period',
  'agent_id',
  'agent_version',
  'direction',
] as const satisfies readonly AnalyticsFilterKey[];

/** The period inside a sentence: 'No calls today', 'No calls in the last 7 days'. */
export const periodPhrases: Record<CallPeriod, string> = {
  today: 'today',
  '7days': 'in the last 7 days',
  '30days': 'in the last 30 days',
  '90days': 'in the last 90 days',
};

/** What a delta compares against, in words. */
export const previousPeriodLabels: Record<CallPeriod, string> = {
  today: 'yesterday',
  '7days': 'the previous 7 days',
  '30days': 'the previous 30 days',
  '90days': 'the previous 90 days',
};

/**
 * Reads the filters from the address as the call list does; an unknown period falls back to 7days
 * (SPEC §9), other unknown values are dropped. In agent mode the agent is fixed and the address
 * cannot change it.
 */
export const readAnalyticsFilters = (params: URLSearchParams, fixedAgentId?: string): AnalyticsFilters => {
  const { period, agent_id: addressAgentId, agent_version: agentVersion, direction } = readCallFilterParams(params);
  const filters: AnalyticsFilters = { period };
  const agentId = fixedAgentId ?? addressAgentId;
  if (agentId !== undefined && agentId !== '') {
    filters.agent_id = agentId;
    if (agentVersion !== undefined) filters.agent_version = agentVersion;
  }
  if (direction !== undefined) filters.direction = direction;
  return filters;
};

/** The query string of GET /webhooks/analytics/ for these filters and the user's time zone. */
export const toAnalyticsSearchParams = (filters: AnalyticsFilters, tz: string | undefined): URLSearchParams => {
  const params = new URLSearchParams({ period: filters.period });
  if (filters.agent_id !== undefined) params.set('agent_id', filters.agent_id);
  if (filters.agent_version !== undefined) params.set('agent_version', String(filters.agent_version));
  if (filters.direction !== undefined) params.set('direction', filters.direction);
  if (tz !== undefined) params.set('tz', tz);
  return params;
};

/** Filters narrowed beyond the period (the fixed agent of agent mode does not count). */
export const hasNarrowingFilters = (filters: AnalyticsFilters, fixedAgentId?: string): boolean =>
  filters.direction !== undefined ||
  filters.agent_version !== undefined ||
  (filters.agent_id !== undefined && filters.agent_id !== fixedAgentId);
