import { apiPaths } from '@agentdesk/shared/paths';
import type { Integrations } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { integrationsQueryOptions, readIntegrationsResponse } from '../../../lib/use-integrations.ts';

/** POST …/integrations/signing-key/rotate (admins): a new key; the previous one works 24 hours more. */
export const rotateSigningKey = async (): Promise<Integrations> =>
  readIntegrationsResponse(await apiRequest(apiPaths.signingKeyRotation, { method: 'POST', showErrorToast: false }));

export const useRotateSigningKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSigningKey,
    onSuccess: (integrations) => queryClient.setQueryData(integrationsQueryOptions.queryKey, integrations),
  });
};
