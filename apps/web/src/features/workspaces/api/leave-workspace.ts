import { apiPaths } from '@agentdesk/shared/paths';
import type { Workspaces } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { readNextWorkspaces } from './read-next-workspaces.ts';

/** POST /workspaces/current/leave (any member; the last owner cannot). */
export const leaveWorkspace = async (): Promise<Workspaces | null> =>
  readNextWorkspaces(await apiRequest(apiPaths.leaveWorkspace, { method: 'POST', showErrorToast: false }));

export const useLeaveWorkspace = () => useMutation({ mutationFn: leaveWorkspace });
