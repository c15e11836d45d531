import { apiPaths } from '@agentdesk/shared/paths';
import type { Member, TransferOwnershipBody } from '@agentdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { WORKSPACES_QUERY_KEY } from '../../../lib/workspace-cache.ts';
import { readMembersResponse } from './list-members.ts';
import { useMembersChange } from './use-members-change.ts';

/** POST /workspaces/current/transfer (the owner): another member becomes the owner, the owner an admin. */
export const transferOwnership = async (body: TransferOwnershipBody): Promise<Member[]> =>
  readMembersResponse(await apiRequest(apiPaths.transferOwnership, { method: 'POST', body, showErrorToast: false }));

export const useTransferOwnership = () => {
  const queryClient = useQueryClient();
  // The user is an admin now: the controls follow the role.
  return useMembersChange(transferOwnership, () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }));
};
