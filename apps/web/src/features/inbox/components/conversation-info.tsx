import type { InboxDetail } from '@agentdesk/shared';
import { inboxLifecycleGroups, type InboxTab } from '@agentdesk/shared/inbox-options';
import { X } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';

type Props = {
  tab: InboxTab;
  detail: InboxDetail | undefined;
  agentName: (agentId: string) => string;
  onClose?: () => void;
};

const platformLabel: Record<string, string> = {
  gmail: 'Gmail',
  outlook: 'Outlook',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  voice: 'Voice',
};

const rowsOf = (detail: InboxDetail, agentName: (agentId: string) => string): [string, string][] => {
  switch (detail.type) {
    case 'mail':
      return [
        ['Name', detail.name],
        ['Email', detail.email],
        ['Subject', detail.subject],
        ['Messages', String(detail.messages.length)],
        ['Last message', formatDateTime(detail.time)],
      ];
    case 'chat':
      return [
        ['Name', detail.name],
        ...(detail.email ? [['Email', detail.email] as [string, string]] : []),
        ['Messages', String(detail.messages.length)],
        ['Unread', String(detail.unreadCount)],
        ['Last message', formatDateTime(detail.lastMessageTime)],
      ];
    case 'call':
      return [
        ...(detail.name ? [['Name', detail.name] as [string, string]] : []),
        ['From', detail.from || 'Unknown'],
        ['To', detail.to || 'Unknown'],
        ['Date', formatDateTime(detail.date)],
        ...(detail.agent_id ? [['Agent', agentName(detail.agent_id)] as [string, string]] : []),
      ];
  }
};

/** The right sidebar (and the third mobile view): who this conversation is with, where and in which state. */
export const ConversationInfo = ({ tab, detail, agentName, onClose }: Props) => (
  <aside
    aria-labelledby="conversation-info-title"
    data-testid="conversation-info"
    className="flex h-full min-h-0 flex-col bg-white"
  >
    <div className="flex h-12 shrink-0 items-center justify-between border-b border-gray-200 px-4">
      <h2 id="conversation-info-title" className="text-sm font-semibold text-gray-900">
        Conversation Info
      </h2>
      {onClose !== undefined ? (
        <button
          type="button"
          aria-label="Close conversation info"
          onClick={onClose}
          className="flex size-8 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900"
        >
          <X size={16} aria-hidden="true" />
        </button>
      ) : null}
    </div>
    <ScrollRegion label="Conversation details" className="min-h-0 flex-1 p-4">
      {detail === undefined ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : (
        <dl className="flex flex-col gap-3 text-[13px]">
          {[
            ...rowsOf(detail, agentName),
            ['Platform', platformLabel[detail.platform] ?? detail.platform],
            ['State', inboxLifecycleGroups[tab].labels[detail.state] ?? detail.state],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-gray-500">{label}</dt>
              <dd className="break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </ScrollRegion>
  </aside>
);
