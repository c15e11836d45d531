import { hasRole, workspaceRoleLabels, type WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWorkspaceRole } from '../../lib/use-workspaces.ts';
import { Skeleton } from './skeleton.tsx';

type Props = {
  /** The least role the children need (the server's rule for what they do). */
  role: WorkspaceRole;
  /** What the children let one do, after 'to', e.g. 'create job descriptions'. */
  action: string;
  children: ReactNode;
};

const neededLabel = (role: WorkspaceRole) =>
  role === 'member' ? 'members and admins' : role === 'admin' ? 'admins and the owner' : 'the owner';

/** The children for a role at least `role`; for the others, why they are not here and whom to ask. A skeleton until the role is known. */
export const RoleGate = ({ role, action, children }: Props) => {
  const current = useWorkspaceRole();
  if (current === null) {
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (hasRole(current, role)) return children;
  return (
    <div
      data-testid="role-gate-notice"
      className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white px-4 py-4"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-500">
        <Lock size={16} aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-900">
          Only {neededLabel(role)} can {action}
        </p>
        <p className="mt-0.5 text-[13px] text-gray-500">
          Your role in this workspace is {workspaceRoleLabels[current].toLowerCase()}. Ask an admin of this workspace if
          you need another role.
        </p>
      </div>
    </div>
  );
};
