import type { InvitationPreview } from '@agentdesk/shared';
import { workspaceRoleLabels } from '@agentdesk/shared/workspace-roles';
import { roleDescriptions } from '../utils/role-descriptions.ts';

type Props = { preview: InvitationPreview };

/** What the link offers: the workspace, the role, the invited e-mail and who sent it. */
export const InvitationSummary = ({ preview }: Props) => (
  <dl
    data-testid="invitation-summary"
    className="divide-y divide-gray-100 rounded-md border border-gray-200 bg-gray-50 px-3 text-[13px]"
  >
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="shrink-0 text-gray-500">Workspace</dt>
      <dd className="min-w-0 truncate font-medium text-gray-900">{preview.workspace_name}</dd>
    </div>
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="shrink-0 text-gray-500">Role</dt>
      <dd className="min-w-0 text-right text-gray-900" title={roleDescriptions[preview.role]}>
        {workspaceRoleLabels[preview.role]}
      </dd>
    </div>
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="shrink-0 text-gray-500">Invited e-mail</dt>
      <dd className="min-w-0 truncate text-gray-900">{preview.email}</dd>
    </div>
    {preview.invited_by !== null ? (
      <div className="flex items-baseline justify-between gap-3 py-2">
        <dt className="shrink-0 text-gray-500">Invited by</dt>
        <dd className="min-w-0 truncate text-gray-900">{preview.invited_by}</dd>
      </div>
    ) : null}
  </dl>
);
