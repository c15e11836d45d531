import { apiPaths } from '@agentdesk/shared/paths';
import type { Workspaces } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-request.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { readWorkspacesResponse } from '../../../lib/use-workspaces.ts';
import { WORKSPACES_QUERY_KEY } from '../../../lib/workspace-cache.ts';
import { useWorkspaceChange } from './use-workspace-change.ts';

/** PUT /workspaces/current: the session works in this workspace from now on (404 for one the user is not in). */
export const switchWorkspace = async (workspaceId: string): Promise<Workspaces> =>
  readWorkspacesResponse(
    await apiRequest(apiPaths.currentWorkspace, {
      method: 'PUT',
      body: { workspace_id: workspaceId },
      showErrorToast: false,
    }),
  );

/**
 * Switches, then drops the old workspace's data and lands on Analytics. The callbacks belong to the
 * mutation, not to one `mutate` call: the menu that asked closes (unmounts) before the answer.
 */
export const useSwitchWorkspace = () => {
  const queryClient = useQueryClient();
  const changeWorkspace = useWorkspaceChange();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: (next) => changeWorkspace(next, `Switched to ${next.current.name}`),
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to switch workspace. Please try again.'));
      // Most likely the user was removed from it meanwhile: show the list as it is now.
      void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
    },
  });
};
