import { apiPaths, envelopeSchema, workspaceAgentSchema } from '@agentdesk/shared';
import type { AgentSummary } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';

// The dropdown needs only id and name; the rest of the agent is not checked here.
const agentsResponseSchema = envelopeSchema(z.array(workspaceAgentSchema.pick({ agent_id: true, agent_name: true })));

/** GET /agents, kept as the product keeps agents in the UI: id and name (SPEC §3). */
export const listAgents = async ({ signal }: { signal?: AbortSignal } = {}): Promise<AgentSummary[]> => {
  const { data } = agentsResponseSchema.parse(await apiRequest(apiPaths.agents, { signal }));
  return data.map((agent) => ({ id: agent.agent_id, name: agent.agent_name }));
};

export const agentsQueryOptions = queryOptions({
  queryKey: ['agents'],
  queryFn: ({ signal }) => listAgents({ signal }),
  staleTime: 5 * 60_000,
});

export const useAgents = () => useQuery(agentsQueryOptions);
