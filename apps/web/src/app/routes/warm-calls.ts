import type { QueryClient } from '@tanstack/react-query';
import { agentsQueryOptions } from '../../features/agents/api/list-agents.ts';
import { callQueryOptions } from '../../lib/get-call.ts';
import { callsInfiniteQueryOptions } from '../../features/calls/api/list-calls.ts';
import { CALL_ID_PARAM, readCallFilters } from '../../features/calls/utils/call-filters.ts';

/** What Conversations shows at once: the first page of the list as filtered, the open call and the agents' names. */
export const warmCalls = (client: QueryClient, params: URLSearchParams, fixedAgentId?: string): void => {
  void client.prefetchInfiniteQuery(callsInfiniteQueryOptions(readCallFilters(params, fixedAgentId)));
  const callId = params.get(CALL_ID_PARAM);
  if (callId !== null && callId !== '') void client.prefetchQuery(callQueryOptions(callId));
  void client.prefetchQuery(agentsQueryOptions);
};
