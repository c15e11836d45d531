import {
  apiPaths,
  envelopeSchema,
  providerConnectionSchema,
  providerSyncSchema,
  type ConnectProviderBody,
  type ProviderConnection,
  type ProviderSync,
} from '@agentdesk/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { agentsQueryOptions } from './list-agents.ts';

const connectionResponseSchema = envelopeSchema(providerConnectionSchema);
const syncResponseSchema = envelopeSchema(providerSyncSchema);

export const providerConnectionQueryOptions = queryOptions({
  queryKey: ['agent-provider'],
  queryFn: async ({ signal }): Promise<ProviderConnection> =>
    connectionResponseSchema.parse(await apiRequest(apiPaths.agentProvider, { signal, showErrorToast: false })).data,
});

/** GET /agent-provider (admins): whether the provider's API is connected, and how its last sync went. */
export const useProviderConnection = () => useQuery(providerConnectionQueryOptions);

/** After connecting, syncing or disconnecting: the connection and the agents are read again. */
const useProviderChange = <Input, Output>(change: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: providerConnectionQueryOptions.queryKey }),
        client.invalidateQueries({ queryKey: agentsQueryOptions.queryKey }),
      ]);
    },
  });
};

/** PUT /agent-provider: the key is kept once the provider has listed the agents with it. */
export const useConnectProvider = () =>
  useProviderChange(
    async (body: ConnectProviderBody): Promise<ProviderSync> =>
      syncResponseSchema.parse(await apiRequest(apiPaths.agentProvider, { method: 'PUT', body, showErrorToast: false }))
        .data,
  );

/** POST /agent-provider/sync: the provider's list, now. */
export const useSyncProvider = () =>
  useProviderChange(
    async (_: void): Promise<ProviderSync> =>
      syncResponseSchema.parse(await apiRequest(apiPaths.agentProviderSync, { method: 'POST', showErrorToast: false }))
        .data,
  );

/** DELETE /agent-provider: the key is forgotten, the agents stay. */
export const useDisconnectProvider = () =>
  useProviderChange(
    async (_: void): Promise<ProviderConnection> =>
      connectionResponseSchema.parse(
        await apiRequest(apiPaths.agentProvider, { method: 'DELETE', showErrorToast: false }),
      ).data,
  );
