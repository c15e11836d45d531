import { connectProviderBodySchema, type ProviderSync } from '@agentdesk/shared';
import { PlugZap, RefreshCw, Unplug } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { plural } from '@agentdesk/shared/plural';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import {
  useConnectProvider,
  useDisconnectProvider,
  useProviderConnection,
  useSyncProvider,
} from '../api/agent-provider.ts';

/** What a sync did, in a toast: 'Agents synced: 1 new, 2 updated'. */
export const syncSummary = ({ added, updated }: Pick<ProviderSync, 'added' | 'updated'>) =>
  `${added} new, ${updated} updated`;

const ConnectForm = () => {
  const { registerField, handleSubmit, formState, reset } = useSchemaForm(connectProviderBodySchema, { api_key: '' });
  const connect = useConnectProvider();
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const result = await connect.mutateAsync(body);
      toast.success(`Provider connected: ${plural(result.added + result.updated, 'agent')} imported`);
      reset({ api_key: '' });
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to connect the provider. Please try again.'));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect the provider" className="flex flex-col gap-3">
      <fieldset disabled={connect.isPending} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <TextField
          id="provider-api-key"
          label="Provider API key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="key_…"
          hint="Kept on the server and never shown again"
          error={formState.errors.api_key?.message}
          {...registerField('api_key')}
        />
        <Button type="submit" isLoading={connect.isPending} className="sm:mt-[25px]">
          {connect.isPending ? null : <PlugZap size={14} aria-hidden="true" />}
          {connect.isPending ? 'Connecting...' : 'Connect'}
        </Button>
      </fieldset>
      {serverError !== null ? <Alert>{serverError}</Alert> : null}
    </form>
  );
};

/**
 * The provider's API on the Agents page (admins): connect it with its key, and the provider's agents
 * are imported and kept in sync (periodically, or now); the last failure shows until a sync works.
 */
export const ProviderCard = () => {
  const connection = useProviderConnection();
  const sync = useSyncProvider();
  const disconnect = useDisconnectProvider();
  const now = useNow();
  const data = connection.data;

  const syncNow = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => toast.success(`Agents synced: ${syncSummary(result)}`),
      onError: (error) => toast.error(errorMessage(error, 'Failed to sync the agents. Please try again.')),
    });

  return (
    <Card
      title="Provider"
      description="Import your agents from your voice-agent provider and keep them in sync."
      actions={
        data?.connected ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={syncNow} isLoading={sync.isPending}>
              {sync.isPending ? null : <RefreshCw size={14} aria-hidden="true" />}
              {sync.isPending ? 'Syncing...' : 'Sync now'}
            </Button>
            {data.from_environment ? null : (
              <ConfirmButton
                label="Disconnect"
                icon={Unplug}
                isPending={disconnect.isPending}
                dialog={{
                  title: 'Disconnect the provider?',
                  description: 'The key is forgotten and the agents stop syncing. The agents and their calls stay.',
                  confirmLabel: 'Disconnect',
                }}
                onConfirm={(close) =>
                  disconnect.mutate(undefined, {
                    onSuccess: () => {
                      close();
                      toast.success('Provider disconnected');
                    },
                    onError: (error) =>
                      toast.error(errorMessage(error, 'Failed to disconnect the provider. Please try again.')),
                  })
                }
              />
            )}
          </div>
        ) : undefined
      }
    >
      {connection.isPending ? (
        <div role="status" aria-label="Loading the provider connection" className="flex flex-col gap-2">
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : connection.isError ? (
        <ErrorState
          title="Failed to load the provider connection."
          message={errorMessage(connection.error, 'Please try again.')}
          onRetry={() => void connection.refetch()}
          isRetrying={connection.isFetching}
        />
      ) : data?.connected ? (
        <div className="flex flex-col gap-3 text-[13px] text-gray-700" data-testid="provider-connection">
          <p>
            {data.from_environment
              ? "Connected with the server's provider key (RETELL_API_KEY) ending "
              : 'Connected with the key ending '}
            <span className="font-mono">{data.key_hint?.replace('…', '')}</span>
            {data.synced_at !== null ? (
              <>
                {' '}
                · last synced <RelativeTime at={data.synced_at} now={now} />
              </>
            ) : null}
          </p>
          {data.sync_error !== null ? <Alert>Last sync failed: {data.sync_error}</Alert> : null}
        </div>
      ) : (
        <ConnectForm />
      )}
    </Card>
  );
};
