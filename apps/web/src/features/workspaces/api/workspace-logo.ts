import { apiPaths } from '@agentdesk/shared/paths';
import type { Workspaces } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { readWorkspacesResponse } from '../../../lib/use-workspaces.ts';
import { WORKSPACES_QUERY_KEY } from '../../../lib/workspace-cache.ts';

/** PUT /workspaces/current/logo (owners and admins): the image as the multipart part `logo`. */
export const setWorkspaceLogo = async (file: File): Promise<Workspaces> => {
  const body = new FormData();
  body.append('logo', file, file.name);
  return readWorkspacesResponse(
    await apiRequest(apiPaths.workspaceLogo, { method: 'PUT', body, showErrorToast: false }),
  );
};

/** DELETE /workspaces/current/logo (owners and admins). */
export const removeWorkspaceLogo = async (): Promise<Workspaces> =>
  readWorkspacesResponse(await apiRequest(apiPaths.workspaceLogo, { method: 'DELETE', showErrorToast: false }));

/** Either change; the workspaces answer it returns holds the new logo's address. */
const useLogoChange = <T>(change: (input: T) => Promise<Workspaces>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (workspaces) => queryClient.setQueryData(WORKSPACES_QUERY_KEY, workspaces),
  });
};

export const useSetWorkspaceLogo = () => useLogoChange(setWorkspaceLogo);
export const useRemoveWorkspaceLogo = () => useLogoChange(removeWorkspaceLogo);
