import { apiPaths } from '@agentdesk/shared/paths';
import type { Workspaces } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { readWorkspacesResponse } from '../../../lib/use-workspaces.ts';

/** POST /invitations/accept (signed in with the invited e-mail, else 403): the session works in that workspace from now on. */
export const acceptInvitation = async (token: string): Promise<Workspaces> =>
  readWorkspacesResponse(
    await apiRequest(apiPaths.acceptInvitation, { method: 'POST', body: { token }, showErrorToast: false }),
  );

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
