import { composerChannels, type CallContact, type ComposerChannel } from '@agentdesk/shared';
import { ArrowLeft, ChevronDown, Mail, MessageCircle, Phone, Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { channelLabels } from '../utils/contact-channels.ts';
import { ContactProfileButton } from './contact-profile-button.tsx';

type Props = {
  onBack: () => void;
  /** The call's contact; undefined while it (or the call) loads. */
  contact?: CallContact;
  /** The contact could not be loaded: the header says so, with a retry. */
  contactError?: { onRetry: () => void; isRetrying: boolean };
  /** When the call started (ms); null when it has not. */
  startTimestamp?: number | null;
  /** Members and up start conversations; viewers only read. */
  canWrite?: boolean;
  /** 'New Conversation' chose a channel that reaches the contact. */
  onNewConversation?: (channel: ComposerChannel) => void;
};

const channelIcons = { whatsapp: MessageCircle, email: Mail } as const;

/** The contact's initial for the avatar; a phone when only a number is known. */
const Avatar = ({ contact }: { contact: CallContact | undefined }) => (
  <span
    aria-hidden="true"
    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-100 text-xs font-semibold text-gray-600"
  >
    {contact?.name ? contact.name.trim().charAt(0).toUpperCase() : <Phone size={14} />}
  </span>
);

/**
 * The call's header: back (mobile), the contact (resolved on the server) and the call's start in the
 * user's zone, 'New Conversation' (a channel that cannot reach them is disabled with why) and the
 * profile icon (the candidate's page, else their inbox conversation).
 */
export const ConversationHeader = ({
  onBack,
  contact,
  contactError,
  startTimestamp = null,
  canWrite = false,
  onNewConversation,
}: Props) => (
  <header
    data-toast-clearance
    className="flex h-14 shrink-0 items-center gap-2.5 border-b border-gray-200 bg-white px-3 sm:px-4"
  >
    <button
      type="button"
      aria-label="Back to calls"
      onClick={onBack}
      className="-ml-1 flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 md:hidden"
    >
      <ArrowLeft size={18} aria-hidden="true" />
    </button>
    <Avatar contact={contact} />
    <div className="min-w-0 flex-1 leading-tight">
      {contact === undefined && contactError !== undefined ? (
        <p role="alert" className="flex flex-wrap items-center gap-x-2 text-[13px] text-gray-700">
          The contact could not be loaded.
          <Button variant="link" size="sm" onClick={contactError.onRetry} isLoading={contactError.isRetrying}>
            Retry
          </Button>
        </p>
      ) : contact === undefined ? (
        <div role="status" aria-label="Loading the contact" className="flex flex-col gap-1.5">
          <Skeleton className="h-3.5 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
      ) : (
        <>
          <p className="flex min-w-0 items-center gap-2 text-[13px]">
            <span data-testid="contractor-name" className="min-w-0 truncate font-medium text-gray-800">
              {contact.display_name}
            </span>
            {contact.source === 'candidate' ? <Badge tone="blue">Candidate</Badge> : null}
          </p>
          <p className="flex min-w-0 items-baseline gap-1.5 text-xs text-gray-500 tabular-nums">
            {startTimestamp !== null ? (
              <time
                data-testid="contractor-time"
                dateTime={new Date(startTimestamp).toISOString()}
                className="shrink-0"
              >
                {formatDateTime(startTimestamp)}
              </time>
            ) : null}
            {contact.name !== null && contact.phone_display !== null ? (
              <>
                {/* On a phone the meta bar below has the number: the time keeps the room. */}
                <span aria-hidden="true" className="hidden sm:inline">
                  ·
                </span>
                <span data-testid="contact-number" className="hidden min-w-0 truncate sm:inline">
                  {contact.phone_display}
                </span>
              </>
            ) : null}
          </p>
        </>
      )}
    </div>
    {contact !== undefined && canWrite && onNewConversation ? (
      <DropdownMenu
        items={composerChannels.map((channel) => {
          const Icon = channelIcons[channel];
          const reach = contact.channels[channel];
          return {
            label: channelLabels[channel],
            icon: <Icon size={14} aria-hidden="true" />,
            onSelect: () => onNewConversation(channel),
            disabledReason: reach.is_available ? null : reach.reason,
          };
        })}
        trigger={
          <Button variant="ghost" size="sm" aria-label="New Conversation" className="text-gray-600">
            <Plus size={14} aria-hidden="true" />
            <span className="hidden sm:inline">New Conversation</span>
            <ChevronDown size={14} aria-hidden="true" />
          </Button>
        }
      />
    ) : null}
    {contact !== undefined ? <ContactProfileButton contact={contact} /> : null}
  </header>
);
