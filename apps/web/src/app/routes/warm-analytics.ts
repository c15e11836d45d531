import type { QueryClient } from '@tanstack/react-query';
import { agentsQueryOptions, recruitingAgentIdOf } from '../../features/agents/api/list-agents.ts';
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

/** /{role}/analytics: limited to the workspace's recruiting agent, once the agents say which it is. */
export const agentAnalyticsLoader = warmCache((client, args) => {
  void client.ensureQueryData(agentsQueryOptions).then(
    (agents) => {
      const agentId = recruitingAgentIdOf(agents);
      if (agentId !== null) warmAnalytics(client, args.url.searchParams, agentId);
    },
    () => undefined,
  );
});
