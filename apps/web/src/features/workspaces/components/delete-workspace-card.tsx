import type { Workspace } from '@agentdesk/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteWorkspace } from '../api/delete-workspace.ts';
import { useWorkspaceChange } from '../api/use-workspace-change.ts';

type Props = { workspace: Workspace };

/** The owner's danger zone: the workspace and everything in it deleted for good, once its name is typed. */
export const DeleteWorkspaceCard = ({ workspace }: Props) => {
  const remove = useDeleteWorkspace();
  const changeWorkspace = useWorkspaceChange();
  const [typedName, setTypedName] = useState('');
  const isNameTyped = typedName.trim() === workspace.name.trim();

  const onDelete = () =>
    remove.mutate(
      { confirm_name: typedName.trim() },
      {
        onSuccess: (next) => changeWorkspace(next, `${workspace.name} was deleted`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to delete the workspace. Please try again.')),
      },
    );

  return (
    <section aria-labelledby="danger-zone-title" className="rounded-lg border border-red-200 bg-white">
      <header className="border-b border-red-100 px-4 py-3 sm:px-5">
        <h2 id="danger-zone-title" className="text-sm font-semibold text-red-700">
          Danger zone
        </h2>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-5">
        <div className="min-w-0 flex-1 basis-64">
          <p className="text-sm font-medium text-gray-900">Delete this workspace</p>
          <p className="mt-0.5 text-[13px] text-gray-500">
            Its calls, conversations, knowledge bases, jobs, members and keys are deleted for good, for everyone.
          </p>
        </div>
        <ConfirmButton
          label="Delete workspace"
          icon={Trash2}
          variant="danger"
          dialog={{
            title: `Delete ${workspace.name}?`,
            description:
              'This cannot be undone. Everything in this workspace is deleted, and its members lose access at once.',
            confirmLabel: 'Delete workspace',
            isConfirmDisabled: !isNameTyped,
            children: (
              <div className="mt-4">
                <TextField
                  id="confirm-workspace-name"
                  label={`Type ${workspace.name} to confirm`}
                  autoComplete="off"
                  spellCheck={false}
                  value={typedName}
                  disabled={remove.isPending}
                  onChange={(event) => setTypedName(event.target.value)}
                />
              </div>
            ),
          }}
          isPending={remove.isPending}
          onConfirm={onDelete}
          onOpenChange={(open) => {
            if (!open) setTypedName('');
          }}
        />
      </div>
    </section>
  );
};
