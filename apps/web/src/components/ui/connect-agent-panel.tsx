import { hasRole } from '@agentdesk/shared/workspace-roles';
import { PlugZap } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useIntegrations } from '../../lib/use-integrations.ts';
import { useWorkspaceRole } from '../../lib/use-workspaces.ts';
import { CopyField } from './copy-field.tsx';
import { ErrorState } from './error-state.tsx';
import { SampleDataOffer } from './sample-data-offer.tsx';
import { SigningKeyField } from './signing-key-field.tsx';
import { Skeleton } from './skeleton.tsx';

type Props = {
  /** What connecting brings on this page, under the heading. */
  description: ReactNode;
  /** The how-to's last step: where the test call shows up on this page. */
  lastStep: ReactNode;
  testId: string;
  /** Keeps element ids unique per page, e.g. 'analytics-' (empty for none). */
  idPrefix?: string;
  /** Width and margins, which depend on where the panel sits. */
  className?: string;
  /** The way to import past calls, after 'Have past calls?' (members and up: it writes). */
  footer: ReactNode;
};

const ConnectionSkeleton = () => (
  <div role="status" aria-label="Loading connection details" className="flex flex-col gap-4">
    <Skeleton className="h-14 w-full" />
    <Skeleton className="h-14 w-full" />
  </div>
);

/** The webhook address and signing key (admins only; the key hidden until revealed) and the steps to use them. */
const ConnectionSteps = ({ idPrefix, lastStep }: { idPrefix: string; lastStep: ReactNode }) => {
  const connection = useIntegrations();
  return (
    <>
      {connection.isPending ? (
        <ConnectionSkeleton />
      ) : connection.isError ? (
        <ErrorState
          title="Failed to load the connection details."
          onRetry={() => void connection.refetch()}
          isRetrying={connection.isFetching}
          className="py-6"
        />
      ) : (
        <>
          <CopyField
            id={`${idPrefix}webhook-url`}
            label="Webhook URL"
            value={connection.data.calls_webhook_url}
            copyLabel="Copy webhook URL"
          />
          <SigningKeyField
            key={connection.data.signing_key.hint}
            id={`${idPrefix}signing-key`}
            hint={connection.data.signing_key.hint}
          />
        </>
      )}

      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-[13px] leading-relaxed text-gray-700 marker:text-gray-400">
        <li>In your voice-agent provider&apos;s dashboard, open the agent&apos;s webhook settings.</li>
        <li>Paste the webhook URL and enable the call_started, call_ended and call_analyzed events.</li>
        <li>
          Use the signing key as the webhook secret; each request is signed in the{' '}
          <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-xs text-gray-800">
            {connection.data?.signature_header ?? 'signature'}
          </code>{' '}
          header.
        </li>
        <li>{lastStep}</li>
      </ol>
    </>
  );
};

/**
 * No call at all yet: how to point the voice agent's webhooks here (the key is shown to admins; the
 * others are told to ask one), import past calls (members and up), or, in an empty workspace, load
 * the sample data (admins).
 */
export const ConnectAgentPanel = ({ description, lastStep, testId, idPrefix = '', className, footer }: Props) => {
  const role = useWorkspaceRole();
  const titleId = `${idPrefix}connect-agent-title`;

  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn('mx-auto max-w-xl rounded-lg border border-gray-200 bg-white p-5 sm:p-6', className)}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <PlugZap size={20} aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-gray-900">
            Connect your voice agent
          </h2>
          <p className="mt-1 text-[13px] leading-relaxed text-gray-500">{description}</p>
        </div>
      </div>

      <div className="mt-5 flex flex-col gap-4">
        {role === null ? (
          <ConnectionSkeleton />
        ) : hasRole(role, 'admin') ? (
          <ConnectionSteps idPrefix={idPrefix} lastStep={lastStep} />
        ) : (
          <p
            data-testid="connect-agent-ask-admin"
            className="rounded-md border border-gray-200 bg-gray-50 px-3 py-2.5 text-[13px] leading-relaxed text-gray-700"
          >
            An admin of this workspace connects the voice agent: the webhook address and signing key are shown to admins
            only. Ask an admin or the owner to open this page and follow the steps here.
          </p>
        )}
      </div>

      <SampleDataOffer className="mt-5 border-t border-gray-200 pt-4" />

      {hasRole(role, 'member') ? (
        <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-gray-200 pt-4 text-[13px] text-gray-500">
          <span>Have past calls?</span>
          {footer}
        </div>
      ) : null}
    </section>
  );
};
