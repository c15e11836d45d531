import type { Integrations } from '@agentdesk/shared';
import { RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { SigningKeyField } from '../../../components/ui/signing-key-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRotateSigningKey } from '../api/rotate-signing-key.ts';

type Props = { integrations: Integrations };

/** How long a rotated-out key keeps verifying deliveries (the server's WEBHOOK_KEY_GRACE_MS). */
const GRACE_MS = 24 * 60 * 60_000;

const Code = ({ children }: { children: string }) => (
  <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-xs text-gray-800">{children}</code>
);

/** Rotating the key: what it does, asked before it is done; after it, until when the previous key still works. */
const KeyRotation = ({ integrations }: Props) => {
  const rotate = useRotateSigningKey();
  const now = useNow();
  const { created_at: createdAt, previous_valid_until: previousValidUntil } = integrations.signing_key;

  const onRotate = (close: () => void) =>
    rotate.mutate(undefined, {
      onSuccess: (next) => {
        close();
        const until = next.signing_key.previous_valid_until;
        toast.success(
          until === null
            ? 'Signing key rotated'
            : `Signing key rotated. The previous key works until ${formatDateTime(until)}.`,
        );
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to rotate the signing key. Please try again.')),
    });

  return (
    <div className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 basis-64 text-[13px] text-gray-600">
          This key was made <RelativeTime at={Date.parse(createdAt)} now={now} />. Rotate it if someone who should not
          have it may have seen it.
        </p>
        <ConfirmButton
          label="Rotate key"
          icon={RotateCw}
          isPending={rotate.isPending}
          onConfirm={onRotate}
          dialog={{
            title: 'Rotate the signing key?',
            description:
              'A new key replaces this one now. Deliveries signed with the current key are still accepted ' +
              `for 24 hours, until ${formatDateTime(now + GRACE_MS)}; ` +
              "put the new key in your provider's settings before then.",
            confirmLabel: 'Rotate key',
          }}
        />
      </div>
      {previousValidUntil !== null ? (
        <div data-testid="previous-key-notice">
          <Alert tone="info">
            The previous key is still accepted until{' '}
            <strong className="font-medium text-gray-900">{formatDateTime(previousValidUntil)}</strong>. Put the new key
            in your provider&apos;s webhook settings before then.
          </Alert>
        </div>
      ) : null}
    </div>
  );
};

/** Where the voice-agent provider and the chat relay send events, and the key that signs them (admins). */
export const WebhooksCard = ({ integrations }: Props) => (
  <Card
    title="Webhooks"
    description="Where your voice-agent provider and chat relay send this workspace's events, and the key signing them."
  >
    <div className="flex flex-col gap-4">
      <CopyField
        id="calls-webhook-url"
        label="Calls webhook URL"
        value={integrations.calls_webhook_url}
        copyLabel="Copy calls webhook URL"
        description="For the call_started, call_ended and call_analyzed events of your voice agents."
      />
      <CopyField
        id="conversations-webhook-url"
        label="Conversations webhook URL"
        value={integrations.conversations_webhook_url}
        copyLabel="Copy conversations webhook URL"
        description="For chat messages (WhatsApp, LinkedIn) and WhatsApp calls."
      />
      <SigningKeyField key={integrations.signing_key.hint} id="signing-key" hint={integrations.signing_key.hint} />
      <p className="text-[13px] leading-relaxed text-gray-600">
        Each delivery carries its signature in the <Code>{integrations.signature_header}</Code> header; deliveries with
        a wrong or missing signature are refused.
        {integrations.signing_key.accepts_environment_key
          ? ' Deliveries signed with the server’s own key (RETELL_API_KEY) are accepted here too.'
          : ''}
      </p>
      <KeyRotation integrations={integrations} />
    </div>
  </Card>
);
