import { apiPaths } from '@agentdesk/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { workspaceQueryKeys } from './workspace-query-keys.ts';

/** DELETE /workspaces/current/invitations/:id (admins): the link stops working. */
export const revokeInvitation = async (id: string): Promise<void> => {
  await apiRequest(apiPaths.workspaceInvitation(id), { method: 'DELETE', showErrorToast: false });
};

export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.invitations }),
  });
};
