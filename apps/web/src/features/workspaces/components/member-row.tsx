import { assignableRoles, type Member, type UpdateMemberBody } from '@agentdesk/shared';
import { workspaceRoleLabels } from '@agentdesk/shared/workspace-roles';
import { Crown, EllipsisVertical, KeyRound, UserMinus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { MemberPermissions } from '../utils/member-permissions.ts';
import { roleDescriptions } from '../utils/role-descriptions.ts';

type Props = {
  member: Member;
  permissions: MemberPermissions;
  isMe: boolean;
  now: number;
  isChangingRole: boolean;
  onRoleChange: (role: UpdateMemberBody['role']) => void;
  onRemove: () => void;
  onMakeOwner: () => void;
  onResetPassword: () => void;
};

const roleOptions = assignableRoles.map((role) => ({
  value: role,
  label: workspaceRoleLabels[role],
  description: roleDescriptions[role],
}));

/** One member: name and e-mail, role (a select for those the user may change), when they joined, and the actions. */
export const MemberRow = (props: Props) => {
  const { member, permissions, isMe, now, isChangingRole, onRoleChange, onRemove, onMakeOwner, onResetPassword } =
    props;
  const name = member.username === '' ? member.email : member.username;
  const managing = [
    { label: 'Reset password', icon: <KeyRound size={14} aria-hidden="true" />, onSelect: onResetPassword },
    { label: 'Remove from workspace', icon: <UserMinus size={14} aria-hidden="true" />, onSelect: onRemove },
  ];
  const actions = [
    ...(permissions.canMakeOwner
      ? [{ label: 'Make owner', icon: <Crown size={14} aria-hidden="true" />, onSelect: onMakeOwner }]
      : []),
    ...(permissions.canManage ? managing : []),
  ];

  return (
    <tr
      data-testid="member-row"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 hover:bg-gray-50 md:table-row md:p-0"
    >
      <td className="min-w-0 basis-full md:w-[45%] md:px-4 md:py-2.5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-100 text-xs font-semibold text-gray-700 uppercase"
          >
            {name.charAt(0)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium text-gray-900">
              {name}
              {isMe ? <span className="ml-1.5 text-xs font-normal text-gray-500">(you)</span> : null}
            </p>
            <p className="truncate text-[13px] text-gray-500">{member.email}</p>
          </div>
        </div>
      </td>
      <td className="w-40 shrink-0 md:px-4 md:py-2.5">
        {permissions.canManage ? (
          <Select
            aria-label={`Role of ${name}`}
            size="sm"
            value={member.role}
            disabled={isChangingRole}
            onValueChange={(value) => {
              const role = assignableRoles.find((candidate) => candidate === value);
              if (role !== undefined && role !== member.role) onRoleChange(role);
            }}
            options={roleOptions}
          />
        ) : (
          <Badge tone={member.role === 'owner' ? 'blue' : 'neutral'} title={roleDescriptions[member.role]}>
            {workspaceRoleLabels[member.role]}
          </Badge>
        )}
      </td>
      <td className="min-w-0 flex-1 text-[13px] whitespace-nowrap text-gray-500 tabular-nums md:px-4 md:py-2.5">
        <span className="md:hidden">Joined </span>
        <RelativeTime at={Date.parse(member.joined_at)} now={now} />
      </td>
      <td className="shrink-0 md:w-12 md:px-2 md:py-2.5 md:text-right">
        {actions.length > 0 ? (
          <DropdownMenu
            items={actions}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`} className="size-8 text-gray-500">
                <EllipsisVertical size={16} aria-hidden="true" />
              </Button>
            }
          />
        ) : null}
      </td>
    </tr>
  );
};
