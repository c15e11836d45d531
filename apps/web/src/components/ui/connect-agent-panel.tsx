import { PlugZap, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWebhookConnection } from '../api/get-webhook-connection.ts';
import { ImportCallsDialog } from './import-calls-dialog.tsx';

type SecretRowProps = { id: string; label: string; value: string; copyLabel: string };

const SecretRow = ({ id, label, value, copyLabel }: SecretRowProps) => (
  <div className="flex flex-col gap-1.5">
    <label htmlFor={id} className="text-[13px] font-medium text-gray-800">
      {label}
    </label>
    <div className="flex items-center gap-2">
      <input
        id={id}
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="h-8 min-w-0 flex-1 rounded-md border border-gray-200 bg-gray-50 px-2.5 font-mono text-xs text-gray-800"
      />
      <CopyButton value={value} label={copyLabel} />
    </div>
  </div>
);

/** No call at all yet: how to point the voice agent's webhooks here (or import past calls). */
export const ConnectAgentPanel = () => {
  const connection = useWebhookConnection();

  return (
    <section
      aria-labelledby="connect-agent-title"
      data-testid="connect-agent"
      className="mx-auto my-8 w-[calc(100%-2rem)] max-w-xl rounded-lg border border-gray-200 bg-white p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <PlugZap size={20} aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="connect-agent-title" className="text-base font-semibold text-gray-900">
            Connect your voice agent
          </h2>
          <p className="mt-1 text-[13px] leading-relaxed text-gray-500">
            No calls yet. Send your provider&apos;s call webhooks here and every call appears in this list within seconds, with its transcript,
            recording and analysis.
          </p>
        </div>
      </div>

      <div className="mt-5 flex flex-col gap-4">
        {connection.isPending ? (
          <div role="status" aria-label="Loading connection details" className="flex flex-col gap-4">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : connection.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-[13px] text-red-600">
            Failed to load the connection details.
            <Button variant="secondary" size="sm" onClick={() => void connection.refetch()}>
              <RotateCw size={14} aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : (
          <>
            <SecretRow id="webhook-url" label="Webhook URL" value={connection.data.webhook_url} copyLabel="Copy webhook URL" />
            <SecretRow id="signing-key" label="Signing key" value={connection.data.signing_key} copyLabel="Copy signing key" />
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
          <li>Make a test call. It shows up here as soon as it starts.</li>
        </ol>
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-gray-200 pt-4 text-[13px] text-gray-500">
        <span>Have past calls?</span>
        <ImportCallsDialog triggerLabel="Import call history" testId="import-history-button" />
      </div>
    </section>
  );
};
