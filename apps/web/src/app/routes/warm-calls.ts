import { HIRING_AGENT_ID } from '@agentdesk/shared/navigation';
import type { QueryClient } from '@tanstack/react-query';
import { agentsQueryOptions } from '../../features/agents/api/list-agents.ts';
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

/** /{role}/conversations: limited to that agent. */
export const agentConversationsLoader = warmCache((client, args) => warmCalls(client, args.url.searchParams, args.params['role'] ?? HIRING_AGENT_ID));
