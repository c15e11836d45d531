import type { QueryClient } from '@tanstack/react-query';
import { agentsQueryOptions, recruitingAgentIdOf } from '../../features/agents/api/list-agents.ts';
import { callsInfiniteQueryOptions } from '../../features/calls/api/list-calls.ts';
import { CALL_ID_PARAM, readCallFilters } from '../../features/calls/utils/call-filters.ts';
import { callQueryOptions } from '../../lib/get-call.ts';
import { warmCache } from '../warm-cache.ts';

/** What Conversations shows at once: the first page of the list as filtered, the open call and the agents' names. */
export const warmCalls = (client: QueryClient, params: URLSearchParams, fixedAgentId?: string): void => {
  void client.prefetchInfiniteQuery(callsInfiniteQueryOptions(readCallFilters(params, fixedAgentId)));
  const callId = params.get(CALL_ID_PARAM);
  if (callId !== null && callId !== '') void client.prefetchQuery(callQueryOptions(callId));
  void client.prefetchQuery(agentsQueryOptions);
};

/** /conversations. */
export const conversationsLoader = warmCache((client, args) => warmCalls(client, args.url.searchParams));

/** /{role}/conversations: limited to the workspace's recruiting agent, once the agents say which it is. */
export const agentConversationsLoader = warmCache((client, args) => {
  void client.ensureQueryData(agentsQueryOptions).then(
    (agents) => {
      const agentId = recruitingAgentIdOf(agents);
      if (agentId !== null) warmCalls(client, args.url.searchParams, agentId);
    },
    () => undefined,
  );
});
