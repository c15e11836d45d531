import { deliveryStateLabels, KEPT_LOCALLY_HINT, type ContactMessageStatus } from '@agentdesk/shared';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const tones: Record<ContactMessageStatus, BadgeTone> = {
  received: 'neutral',
  pending: 'amber',
  local: 'neutral',
  sent: 'green',
  failed: 'red',
};

/** Why a message stays here: the outbox without SMTP, or a chat with no hook to go out through. */
const localHint = {
  email: KEPT_LOCALLY_HINT,
  chat: 'No chat hook is configured: the message is kept here and was not delivered.',
} as const;

type Props = {
  status: ContactMessageStatus;
  /** Why it failed, or why the last attempt did (still queued for a retry). */
  error?: string | null;
  channel: 'email' | 'chat';
  /** Classes for the badge (its colours on a blue bubble, for instance). */
  className?: string;
};

/**
 * A sent message's delivery, in the words used wherever one is shown (Queued, Sent, Failed, Kept
 * locally), with the reason beside a failure or a retry.
 */
export const DeliveryState = ({ status, error = null, channel, className }: Props) => {
  const reason =
    error !== null && (status === 'failed' || status === 'pending')
      ? status === 'failed'
        ? error
        : `Retrying: ${error}`
      : null;
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
      <Badge
        tone={tones[status]}
        title={status === 'local' ? localHint[channel] : undefined}
        data-testid="delivery-state"
        data-status={status}
        className={className}
      >
        {deliveryStateLabels[status]}
      </Badge>
      {reason !== null ? (
        <span data-testid="delivery-error" className="min-w-0 text-xs break-words text-red-700">
          {reason}
        </span>
      ) : null}
    </span>
  );
};
