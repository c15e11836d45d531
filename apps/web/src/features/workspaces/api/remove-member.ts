import { apiPaths } from '@agentdesk/shared/paths';
import type { Member } from '@agentdesk/shared';
import { apiRequest } from '../../../lib/api-request.ts';
import { readMembersResponse } from './list-members.ts';
import { useMembersChange } from './use-members-change.ts';

/** DELETE /workspaces/current/members/:userId (admins; an admin, the owner only; never an owner): their sessions here stop at once. */
export const removeMember = async (userId: string): Promise<Member[]> =>
  readMembersResponse(await apiRequest(apiPaths.workspaceMember(userId), { method: 'DELETE', showErrorToast: false }));

export const useRemoveMember = () => useMembersChange(removeMember);
