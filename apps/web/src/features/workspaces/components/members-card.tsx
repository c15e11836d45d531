import type { Member, UpdateMemberBody } from '@agentdesk/shared';
import { workspaceRoleLabels, type WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { AvatarListSkeleton } from '../../../components/ui/avatar-list-skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useMembers } from '../api/list-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useTransferOwnership } from '../api/transfer-ownership.ts';
import { useUpdateMemberRole } from '../api/update-member-role.ts';
import { memberPermissions, sortMembers } from '../utils/member-permissions.ts';
import { MemberRow } from './member-row.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

type Props = { workspaceName: string; myRole: WorkspaceRole; myUserId: string | null };

type Pending = { kind: 'remove' | 'make-owner' | 'reset-password'; member: Member } | null;

const nameOf = (member: Member) => (member.username === '' ? member.email : member.username);

/** The workspace's members: role changes, removal and (for the owner) the ownership transfer, each asked first. */
export const MembersCard = ({ workspaceName, myRole, myUserId }: Props) => {
  const now = useNow();
  const members = useMembers({ isEnabled: true });
  const updateRole = useUpdateMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [pending, setPending] = useState<Pending>(null);
  const count = members.data?.length;

  const onRoleChange = (member: Member, role: UpdateMemberBody['role']) =>
    updateRole.mutate(
      { userId: member.user_id, body: { role } },
      {
        onSuccess: () => toast.success(`${nameOf(member)} is now ${workspaceRoleLabels[role].toLowerCase()}`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to change the role. Please try again.')),
      },
    );

  const onConfirm = () => {
    if (pending === null) return;
    const { member } = pending;
    const options = {
      onSuccess: () => {
        setPending(null);
        toast.success(
          pending.kind === 'remove'
            ? `${nameOf(member)} was removed from ${workspaceName}`
            : `${nameOf(member)} now owns ${workspaceName}`,
        );
      },
      onError: (error: unknown) => {
        setPending(null);
        toast.error(errorMessage(error, 'That did not work. Please try again.'));
      },
    };
    if (pending.kind === 'remove') remove.mutate(member.user_id, options);
    else transfer.mutate({ user_id: member.user_id }, options);
  };

  const body = () => {
    if (members.isPending) return <AvatarListSkeleton label="Loading members" hasControl />;
    if (members.isError) {
      return (
        <ErrorState
          title="Failed to load the members."
          message={errorMessage(members.error, 'Please try again.')}
          onRetry={() => void members.refetch()}
          isRetrying={members.isFetching}
          className="border-0 py-8"
        />
      );
    }
    return (
      <table className="-mx-4 block w-[calc(100%+2rem)] text-sm sm:-mx-5 sm:w-[calc(100%+2.5rem)] md:table">
        <thead className="hidden border-b border-gray-200 text-left text-xs font-medium text-gray-500 md:table-header-group">
          <tr>
            <th scope="col" className="px-4 pb-2 font-medium">
              Member
            </th>
            <th scope="col" className="px-4 pb-2 font-medium">
              Role
            </th>
            <th scope="col" className="px-4 pb-2 font-medium">
              Joined
            </th>
            <th scope="col" className="px-2 pb-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-gray-100 md:table-row-group">
          {sortMembers(members.data).map((member) => (
            <MemberRow
              key={member.user_id}
              member={member}
              permissions={memberPermissions(member, myRole, myUserId)}
              isMe={member.user_id === myUserId}
              now={now}
              isChangingRole={updateRole.isPending && updateRole.variables.userId === member.user_id}
              onRoleChange={(role) => onRoleChange(member, role)}
              onRemove={() => setPending({ kind: 'remove', member })}
              onMakeOwner={() => setPending({ kind: 'make-owner', member })}
              onResetPassword={() => setPending({ kind: 'reset-password', member })}
            />
          ))}
        </tbody>
      </table>
    );
  };

  return (
    <Card
      title={count === undefined ? 'Members' : `Members (${count})`}
      description="Who can open this workspace, and what each may do."
    >
      {body()}
      <ResetPasswordDialog
        member={pending?.kind === 'reset-password' ? pending.member : null}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        isOpen={pending?.kind === 'remove'}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={`Remove ${pending === null ? 'this member' : nameOf(pending.member)}?`}
        description={`They lose access to ${workspaceName} at once, on every device. You can invite them again later.`}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={onConfirm}
      />
      <ConfirmDialog
        isOpen={pending?.kind === 'make-owner'}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={`Make ${pending === null ? 'this member' : nameOf(pending.member)} the owner?`}
        description={`They will own ${workspaceName}: only they can delete it or hand it on. You stay on as an admin.`}
        confirmLabel="Transfer ownership"
        tone="primary"
        isPending={transfer.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
};
