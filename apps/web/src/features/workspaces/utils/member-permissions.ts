import type { Member } from '@agentdesk/shared';
import { hasRole, workspaceRoles, type WorkspaceRole } from '@agentdesk/shared/workspace-roles';

export type MemberPermissions = {
  /**
   * Change their role (admin, member, viewer), reset their password and remove them: admins for
   * members and viewers, the owner for admins too; never the owner's own row or the user's (they
   * leave, or change their own password, instead).
   */
  canManage: boolean;
  /** Hand them the ownership: the owner only, to another member. */
  canMakeOwner: boolean;
};

/** What the signed-in user (`myRole`, `myUserId`) may do to `member` on the Members page. */
export const memberPermissions = (
  member: Member,
  myRole: WorkspaceRole | null,
  myUserId: string | null,
): MemberPermissions => {
  const isOther = member.user_id !== myUserId && member.role !== 'owner';
  return {
    canManage: isOther && (myRole === 'owner' || (hasRole(myRole, 'admin') && member.role !== 'admin')),
    canMakeOwner: isOther && myRole === 'owner',
  };
};

/** Owner first, then admins, members and viewers; by name within a role. */
export const sortMembers = (members: Member[]): Member[] =>
  [...members].sort(
    (a, b) =>
      workspaceRoles.indexOf(b.role) - workspaceRoles.indexOf(a.role) ||
      a.username.localeCompare(b.username, undefined, { sensitivity: 'base' }),
  );
