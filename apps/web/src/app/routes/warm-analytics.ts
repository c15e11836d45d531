import { HIRING_AGENT_ID } from '@agentdesk/shared/navigation';
import type { QueryClient } from '@tanstack/react-query';
import { agentsQueryOptions } from '../../features/agents/api/list-agents.ts';
import { analyticsQueryOptions } from '../../features/analytics/api/get-analytics.ts';
import { readAnalyticsFilters } from '../../features/analytics/utils/analytics-filters.ts';
import { warmCache } from '../warm-cache.ts';

/** What Analytics shows at once: the figures for the filters in the address and the agents' names. */
export const warmAnalytics = (client: QueryClient, params: URLSearchParams, fixedAgentId?: string): void => {
  void client.prefetchQuery(analyticsQueryOptions(readAnalyticsFilters(params, fixedAgentId)));
  void client.prefetchQuery(agentsQueryOptions);
};

/** /analytics. */
export const analyticsLoader = warmCache((client, args) => warmAnalytics(client, args.url.searchParams));

/** /{role}/analytics: limited to that agent. */
export const agentAnalyticsLoader = warmCache((client, args) => warmAnalytics(client, args.url.searchParams, args.params['role'] ?? HIRING_AGENT_ID));
