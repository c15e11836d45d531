import {
  apiPaths,
  envelopeSchema,
  workspaceAgentSchema,
  type CreateAgentBody,
  type UpdateAgentBody,
  type WorkspaceAgent,
} from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { agentsQueryOptions } from './list-agents.ts';

const oneResponseSchema = envelopeSchema(workspaceAgentSchema);

const agentPath = (agentId: string) => `${apiPaths.agents}/${encodeURIComponent(agentId)}`;

/** After a change every list of agents (this page's, the agent dropdown's) is read again. */
const useAgentsChange = <Input>(change: (input: Input) => Promise<WorkspaceAgent>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: agentsQueryOptions.queryKey }),
  });
};

/** POST /agents (admins): an agent added by hand. */
export const useCreateAgent = () =>
  useAgentsChange(
    async (body: CreateAgentBody) =>
      oneResponseSchema.parse(await apiRequest(apiPaths.agents, { method: 'POST', body, showErrorToast: false })).data,
  );

/** PATCH /agents/:id (admins): rename, role, reviewed. */
export const useUpdateAgent = () =>
  useAgentsChange(
    async ({ agentId, body }: { agentId: string; body: UpdateAgentBody }) =>
      oneResponseSchema.parse(await apiRequest(agentPath(agentId), { method: 'PATCH', body, showErrorToast: false }))
        .data,
  );
