import { apiPaths, envelopeSchema, workspaceAgentSchema } from '@agentdesk/shared';
import type { AgentSummary, WorkspaceAgent } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';

const agentsResponseSchema = envelopeSchema(z.array(workspaceAgentSchema));

/** GET /agents: the workspace's agents, with role, origin, review flag and the provider's record. */
export const listAgents = async ({ signal }: { signal?: AbortSignal } = {}): Promise<WorkspaceAgent[]> =>
  agentsResponseSchema.parse(await apiRequest(apiPaths.agents, { signal })).data;

/** The agents as the product keeps them in the UI: id and name (SPEC §3), and role. */
const toSummaries = (agents: WorkspaceAgent[]): AgentSummary[] =>
  agents.map((agent) => ({ id: agent.agent_id, name: agent.agent_name, role: agent.role }));

/** One query for every view of the agents: the dropdown and the pages read it, the Agents page changes it. */
export const agentsQueryOptions = queryOptions({
  queryKey: ['agents'],
  queryFn: ({ signal }) => listAgents({ signal }),
  staleTime: 5 * 60_000,
});

/** Id, name and role of each agent (the agent dropdown, the side navigation, the pages that name agents). */
export const useAgents = () => useQuery({ ...agentsQueryOptions, select: toSummaries });

/** The agents in full, read again whenever the Agents page opens (a webhook may have added one). */
export const useWorkspaceAgents = () => useQuery({ ...agentsQueryOptions, staleTime: 0 });

/** The workspace's recruiting agent, whose hiring area is under /{role}: its id, or null when it has none. */
export const recruitingAgentIdOf = (agents: readonly WorkspaceAgent[]): string | null =>
  agents.find((agent) => agent.role === 'recruiting')?.agent_id ?? null;

/** The recruiting agent's id (data: null when the workspace has none), from the same query. */
export const useRecruitingAgentId = () => useQuery({ ...agentsQueryOptions, select: recruitingAgentIdOf });
