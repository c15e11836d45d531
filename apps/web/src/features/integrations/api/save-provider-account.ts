import { apiPaths } from '@agentdesk/shared/paths';
import type { Integrations, SaveProviderAccountBody } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { integrationsQueryOptions, readIntegrationsResponse } from '../../../lib/use-integrations.ts';

/** PUT …/integrations/provider-account (admins): the workspace's own key (absent: kept), caller number, agents. */
export const saveProviderAccount = async (body: SaveProviderAccountBody): Promise<Integrations> =>
  readIntegrationsResponse(await apiRequest(apiPaths.providerAccount, { method: 'PUT', body, showErrorToast: false }));

/** DELETE …/integrations/provider-account (admins): forgets the workspace's key. */
export const clearProviderAccount = async (): Promise<Integrations> =>
  readIntegrationsResponse(await apiRequest(apiPaths.providerAccount, { method: 'DELETE', showErrorToast: false }));

const useProviderAccountChange = <Input>(change: (input: Input) => Promise<Integrations>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (integrations) => {
      queryClient.setQueryData(integrationsQueryOptions.queryKey, integrations);
      // The agents the new key lists, and whether demo calls are placed, changed with it.
      void queryClient.invalidateQueries({ queryKey: ['agents'] });
      void queryClient.invalidateQueries({ queryKey: ['agent-provider'] });
      void queryClient.invalidateQueries({ queryKey: ['demo-call'] });
    },
  });
};

export const useSaveProviderAccount = () => useProviderAccountChange(saveProviderAccount);
export const useClearProviderAccount = () => useProviderAccountChange(clearProviderAccount);
