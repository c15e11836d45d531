import { apiPaths } from '@agentdesk/shared/paths';
import type { DeleteWorkspaceBody, Workspaces } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { readNextWorkspaces } from './read-next-workspaces.ts';

/** DELETE /workspaces/current (the owner, after typing its name): the workspace and everything in it. */
export const deleteWorkspace = async (body: DeleteWorkspaceBody): Promise<Workspaces | null> =>
  readNextWorkspaces(await apiRequest(apiPaths.currentWorkspace, { method: 'DELETE', body, showErrorToast: false }));

export const useDeleteWorkspace = () => useMutation({ mutationFn: deleteWorkspace });
