import { apiPaths } from '@agentdesk/shared/paths';
import type { Member, UpdateMemberBody } from '@agentdesk/shared';
import { apiRequest } from '../../../lib/api-request.ts';
import { readMembersResponse } from './list-members.ts';
import { useMembersChange } from './use-members-change.ts';

export type UpdateMemberRoleInput = { userId: string; body: UpdateMemberBody };

/** PATCH /workspaces/current/members/:userId (admins; an admin's role, the owner only): admin, member or viewer; ownership moves only by transfer. */
export const updateMemberRole = async ({ userId, body }: UpdateMemberRoleInput): Promise<Member[]> =>
  readMembersResponse(
    await apiRequest(apiPaths.workspaceMember(userId), { method: 'PATCH', body, showErrorToast: false }),
  );

export const useUpdateMemberRole = () => useMembersChange(updateMemberRole);
