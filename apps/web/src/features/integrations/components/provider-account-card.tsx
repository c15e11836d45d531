import { formatCallAgents, providerAccountFormSchema, type ProviderAccount } from '@agentdesk/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useClearProviderAccount, useSaveProviderAccount } from '../api/save-provider-account.ts';

const statusOf = (account: ProviderAccount): string => {
  if (account.key_hint !== null && account.from_number !== null)
    return `Calls from this workspace are placed with its own provider account (key ending ${account.key_hint}).`;
  if (account.uses_environment_account)
    return (
      'Calls from this workspace are placed with the server’s provider account (RETELL_API_KEY), which an ' +
      'operator set. Set one of the workspace’s own to use yours.'
    );
  if (account.key_hint !== null)
    return `The key ending ${account.key_hint} syncs the agents; add a caller number to place calls with it.`;
  return (
    'No provider account yet: demo, screening and scheduling calls are not placed. ' +
    'Give your provider’s API key and caller number.'
  );
};

/** Sets the account (remount with a `key` per saved account: the form starts from what is saved). */
const ProviderAccountForm = ({ account }: { account: ProviderAccount }) => {
  const save = useSaveProviderAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const hasKey = account.key_hint !== null;
  const { registerField, handleSubmit, formState, setValue } = useSchemaForm(providerAccountFormSchema, {
    api_key: '',
    from_number: account.from_number ?? '',
    call_agents: formatCallAgents(account.call_agents),
  });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await save.mutateAsync(body);
      setValue('api_key', '');
      toast.success('Provider account saved');
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to save the provider account. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <fieldset disabled={save.isPending} className="flex flex-col gap-3">
        <TextField
          id="provider-api-key"
          label="Provider API key"
          type="password"
          autoComplete="off"
          placeholder={hasKey ? `Saved, ending ${account.key_hint}: leave empty to keep it` : 'key_…'}
          hint="Kept encrypted and never shown again: only its last four characters."
          error={formState.errors.api_key?.message}
          {...registerField('api_key')}
        />
        <TextField
          id="provider-from-number"
          label="Caller number"
          type="tel"
          autoComplete="off"
          placeholder="+14155550123"
          hint="The number your provider account calls from, in international form."
          error={formState.errors.from_number?.message}
          {...registerField('from_number')}
        />
        <TextField
          id="provider-call-agents"
          label="Agents by call type"
          autoComplete="off"
          placeholder="zara_screening=agent_…, zara_interview_scheduling=agent_…"
          hint="The provider’s agent that places each kind of call, as call_type=agent_id."
          error={formState.errors.call_agents?.message}
          {...registerField('call_agents')}
        />
        {serverError !== null ? <Alert>{serverError}</Alert> : null}
        <div>
          <Button type="submit" size="sm" isLoading={save.isPending} disabled={!formState.isDirty}>
            {save.isPending ? 'Saving...' : 'Save provider account'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
};

const ClearProviderKey = () => {
  const clear = useClearProviderAccount();
  return (
    <ConfirmButton
      label="Clear API key"
      icon={Trash2}
      isPending={clear.isPending}
      onConfirm={(close) =>
        clear.mutate(undefined, {
          onSuccess: () => {
            close();
            toast.success('Provider API key cleared');
          },
          onError: (error) => toast.error(errorMessage(error, 'Failed to clear the API key. Please try again.')),
        })
      }
      dialog={{
        title: 'Clear the provider API key?',
        description:
          'This workspace stops placing calls and syncing agents with it; its agents stay as they are. ' +
          'You can give a key again at any time.',
        confirmLabel: 'Clear key',
      }}
    />
  );
};

/** The workspace's own voice provider account: its outbound calls and agent sync use it. */
export const ProviderAccountCard = ({ account }: { account: ProviderAccount }) => (
  <Card
    title="Voice provider account"
    description="The provider account this workspace’s demo, screening and scheduling calls are placed with."
  >
    <div className="flex flex-col gap-4">
      <p data-testid="provider-account-status" className="text-[13px] leading-relaxed text-gray-600">
        {statusOf(account)}
      </p>
      <ProviderAccountForm
        key={`${account.key_hint ?? ''}|${account.from_number ?? ''}|${formatCallAgents(account.call_agents)}`}
        account={account}
      />
      {account.key_hint !== null ? (
        <div className="border-t border-gray-200 pt-4">
          <ClearProviderKey />
        </div>
      ) : null}
    </div>
  </Card>
);
