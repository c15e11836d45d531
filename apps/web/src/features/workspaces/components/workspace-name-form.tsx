import { updateWorkspaceBodySchema, type Workspace } from '@agentdesk/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRenameWorkspace } from '../api/rename-workspace.ts';

type Props = { workspace: Workspace };

/** Renames the current workspace (admins); the menu and every member see the new name. Remount (a `key`) per name. */
export const WorkspaceNameForm = ({ workspace }: Props) => {
  const { registerField, handleSubmit, formState } = useSchemaForm(updateWorkspaceBodySchema, { name: workspace.name });
  const rename = useRenameWorkspace();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { current } = await rename.mutateAsync(body);
      toast.success(`Workspace renamed to ${current.name}`);
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to rename the workspace. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-3">
      <fieldset disabled={rename.isPending} className="flex flex-col gap-3">
        <TextField
          id="workspace-name"
          label="Workspace name"
          autoComplete="organization"
          error={formState.errors.name?.message}
          {...registerField('name')}
        />
        {serverError !== null ? <Alert>{serverError}</Alert> : null}
        <div>
          <Button type="submit" isLoading={rename.isPending} disabled={!formState.isDirty}>
            {rename.isPending ? 'Saving...' : 'Save name'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
};
