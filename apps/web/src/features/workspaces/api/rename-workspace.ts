import { apiPaths } from '@agentdesk/shared/paths';
import type { UpdateWorkspaceBody, Workspaces } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { readWorkspacesResponse } from '../../../lib/use-workspaces.ts';
import { WORKSPACES_QUERY_KEY } from '../../../lib/workspace-cache.ts';

/** PATCH /workspaces/current (admins): a new name for the current workspace. */
export const renameWorkspace = async (body: UpdateWorkspaceBody): Promise<Workspaces> =>
  readWorkspacesResponse(await apiRequest(apiPaths.currentWorkspace, { method: 'PATCH', body, showErrorToast: false }));

export const useRenameWorkspace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameWorkspace,
    onSuccess: (workspaces) => queryClient.setQueryData(WORKSPACES_QUERY_KEY, workspaces),
  });
};
