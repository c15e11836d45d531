import { Plug } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RoleGate } from '../../../components/ui/role-gate.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useIntegrations } from '../../../lib/use-integrations.ts';
import { ChatHookCard } from './chat-hook-card.tsx';
import { MailCard } from './mail-card.tsx';
import { ProviderAccountCard } from './provider-account-card.tsx';
import { WebhooksCard } from './webhooks-card.tsx';

const IntegrationsSettings = () => {
  const integrations = useIntegrations();
  if (integrations.isPending) {
    return (
      <div role="status" aria-label="Loading the integrations" className="flex flex-col gap-4">
        <Skeleton className="h-72 w-full rounded-lg" />
        <Skeleton className="h-36 w-full rounded-lg" />
        <Skeleton className="h-48 w-full rounded-lg" />
      </div>
    );
  }
  if (integrations.isError) {
    return (
      <ErrorState
        title="Failed to load the integrations."
        message={errorMessage(integrations.error, 'Please try again.')}
        onRetry={() => void integrations.refetch()}
        isRetrying={integrations.isFetching}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <WebhooksCard integrations={integrations.data} />
      <ProviderAccountCard account={integrations.data.provider_account} />
      <MailCard mail={integrations.data.mail} />
      <ChatHookCard />
    </div>
  );
};

/**
 * Integrations (account menu, admins and the owner): the webhook addresses the voice-agent provider
 * and the chat relay call, the signing key (revealed on demand, rotated with 24 hours' grace), the
 * workspace's mail address and its chat hook. Everyone else is told whom to ask, and nothing is asked.
 */
export const IntegrationsScreen = () => (
  <>
    <PageHeader
      title="Integrations"
      icon={Plug}
      description="How your voice-agent provider, mail and chat relay connect to this workspace"
    />
    <PageBody width="narrow">
      <RoleGate role="admin" action="see and change the workspace's integrations">
        <IntegrationsSettings />
      </RoleGate>
    </PageBody>
  </>
);
