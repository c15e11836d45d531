import { agentNameSchema, type WorkspaceAgent } from '@agentdesk/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateAgent } from '../api/workspace-agents.ts';

const renameSchema = z.object({ agent_name: agentNameSchema });

type Props = { agent: WorkspaceAgent | null; onClose: () => void };

/** Renames an agent: the name every page shows for it. */
export const RenameAgentDialog = ({ agent, onClose }: Props) => (
  <Dialog
    open={agent !== null}
    onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
    title="Rename agent"
    description={agent === null ? undefined : `Id ${agent.agent_id}`}
  >
    {agent !== null ? <RenameForm key={agent.agent_id} agent={agent} onDone={onClose} /> : null}
  </Dialog>
);

const RenameForm = ({ agent, onDone }: { agent: WorkspaceAgent; onDone: () => void }) => {
  const { registerField, handleSubmit, formState } = useSchemaForm(renameSchema, { agent_name: agent.agent_name });
  const update = useUpdateAgent();
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async ({ agent_name }) => {
    setServerError(null);
    try {
      await update.mutateAsync({ agentId: agent.agent_id, body: { agent_name } });
      toast.success(`Agent renamed to ${agent_name}`);
      onDone();
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to rename the agent. Please try again.'));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <TextField
        id="rename-agent-name"
        label="Name"
        autoComplete="off"
        error={formState.errors.agent_name?.message}
        {...registerField('agent_name')}
      />
      {serverError !== null ? <Alert>{serverError}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
};
