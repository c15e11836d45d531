import { createAgentBodySchema } from '@agentdesk/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateAgent } from '../api/workspace-agents.ts';

/** Adds an agent by hand: the id the provider gives it (its calls carry it) and the name the product shows. */
export const AddAgentForm = () => {
  const { registerField, handleSubmit, formState, reset } = useSchemaForm(createAgentBodySchema, {
    agent_id: '',
    agent_name: '',
  });
  const create = useCreateAgent();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const agent = await create.mutateAsync(body);
      toast.success(`Agent ${agent.agent_name} added`);
      reset({ agent_id: '', agent_name: '' });
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to add the agent. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Add an agent">
      <fieldset
        disabled={create.isPending}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <TextField
          id="agent-id"
          label="Agent id"
          autoComplete="off"
          placeholder="agent_3f9c…"
          hint="As the provider names it"
          error={formState.errors.agent_id?.message}
          {...registerField('agent_id')}
        />
        <TextField
          id="agent-name"
          label="Name"
          autoComplete="off"
          placeholder="Front desk"
          error={formState.errors.agent_name?.message}
          {...registerField('agent_name')}
        />
        <Button type="submit" isLoading={create.isPending} className="sm:mt-[25px]">
          {create.isPending ? null : <Plus size={14} aria-hidden="true" />}
          {create.isPending ? 'Adding...' : 'Add agent'}
        </Button>
      </fieldset>
      {serverError !== null ? <Alert>{serverError}</Alert> : null}
    </form>
  );
};
