import type { Workspace } from '@agentdesk/shared';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLeaveWorkspace } from '../api/leave-workspace.ts';
import { useWorkspaceChange } from '../api/use-workspace-change.ts';
import { roleDescriptions, roleInSentence } from '../utils/role-descriptions.ts';

type Props = { workspace: Workspace };

/** The user's own role here and the way out; the owner hands the ownership on first (a workspace always keeps one). */
export const MembershipCard = ({ workspace }: Props) => {
  const leave = useLeaveWorkspace();
  const changeWorkspace = useWorkspaceChange();
  const isOwner = workspace.role === 'owner';

  const onLeave = (close: () => void) =>
    leave.mutate(undefined, {
      onSuccess: (next) => changeWorkspace(next, `You left ${workspace.name}`),
      onError: (error) => {
        close();
        toast.error(errorMessage(error, 'Failed to leave the workspace. Please try again.'));
      },
    });

  return (
    <Card title="Your membership">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-gray-900" data-testid="my-role">
            You are <span className="font-medium">{roleInSentence[workspace.role]}</span> of {workspace.name}.
          </p>
          <p className="mt-0.5 text-[13px] text-gray-500">
            {roleDescriptions[workspace.role]}.{isOwner ? ' To leave, make another member the owner first.' : ''}
          </p>
        </div>
        <ConfirmButton
          label="Leave workspace"
          icon={LogOut}
          disabledReason={isOwner ? 'The owner cannot leave; transfer the ownership first' : undefined}
          dialog={{
            title: `Leave ${workspace.name}?`,
            description:
              'You lose access to its calls, inbox, knowledge bases and jobs at once. An admin can invite you again.',
            confirmLabel: 'Leave workspace',
          }}
          isPending={leave.isPending}
          onConfirm={onLeave}
        />
      </div>
    </Card>
  );
};
