import type { AgentSummary } from '@agentdesk/shared';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The agents a route hands to a screen (names for rows, options for the agent filter): the calls
 * and analytics screens both take it, and features do not import each other, so it lives here.
 */
export type AgentsState = { agents: AgentSummary[]; isPending: boolean; isError: boolean; onRetry: () => void };

/** The agents query as the screens take it: no list until it answers, and a retry. */
export const toAgentsState = (agents: UseQueryResult<AgentSummary[]>): AgentsState => ({
  agents: agents.data ?? [],
  isPending: agents.isPending,
  isError: agents.isError,
  onRetry: () => void agents.refetch(),
});
