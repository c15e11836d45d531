import type {
  InboxCall,
  InboxChat,
  InboxItem,
  InboxMail,
  QuarantinedMail,
  SentMail,
  DraftMail,
} from '@agentdesk/shared';
import { deliveryStateLabels, KEPT_LOCALLY_HINT } from '@agentdesk/shared';
import { callOutcomeLabels } from '@agentdesk/shared/inbox-options';
import {
  ArrowRight,
  BriefcaseBusiness,
  FileText,
  Mail,
  MessageCircle,
  PhoneIncoming,
  PhoneOutgoing,
  ShieldAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { SelectableRow } from '../../../components/ui/selectable-row.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatRelativeTime } from '../../../lib/format-relative-time.ts';

/**
 * Fixed row height, so the virtualizer places rows without measuring: three lines (20 + 16 + 20
 * px, the last one holding a badge), their gaps and padding, with room for descenders.
 */
export const INBOX_ROW_HEIGHT = 80;

type Props = {
  item: InboxItem;
  href: string;
  isSelected: boolean;
  now: number;
  onSelect: (item: InboxItem) => void;
};

const outcomeTone: Record<InboxCall['status'], BadgeTone> = { completed: 'green', missed: 'red', cancelled: 'neutral' };

const Time = ({ at, now }: { at: number; now: number }) => (
  <time
    dateTime={new Date(at).toISOString()}
    title={formatDateTime(at)}
    className="shrink-0 text-xs text-gray-500 tabular-nums"
  >
    {formatRelativeTime(at, now)}
  </time>
);

const Line = ({
  icon,
  title,
  isBold,
  at,
  now,
}: {
  icon: ReactNode;
  title: string;
  isBold?: boolean;
  at: number;
  now: number;
}) => (
  <div className="flex min-w-0 items-center gap-2">
    {icon}
    <span
      className={cn(
        'min-w-0 flex-1 truncate text-[13px] leading-5 text-gray-900',
        isBold ? 'font-semibold' : 'font-medium',
      )}
    >
      {title}
    </span>
    <Time at={at} now={now} />
  </div>
);

const iconClass = 'shrink-0 text-gray-400';

const MailRow = ({ mail, now }: { mail: InboxMail; now: number }) => (
  <>
    <Line
      icon={
        <Mail size={14} aria-label={mail.platform === 'gmail' ? 'Gmail' : 'Outlook'} role="img" className={iconClass} />
      }
      title={mail.name}
      isBold={!mail.read}
      at={mail.time}
      now={now}
    />
    <p className="truncate text-xs text-gray-700">{mail.subject}</p>
    <p className="truncate text-xs text-gray-500">{mail.summary || '\u00a0'}</p>
  </>
);

const CallRow = ({ call, now }: { call: InboxCall; now: number }) => {
  const Icon = call.direction === 'outbound' ? PhoneOutgoing : PhoneIncoming;
  return (
    <>
      <Line
        icon={
          <Icon
            size={14}
            aria-label={call.direction === 'outbound' ? 'Outbound' : 'Inbound'}
            role="img"
            className={iconClass}
          />
        }
        title={call.name || call.from || 'Unknown number'}
        at={call.date}
        now={now}
      />
      <p
        data-testid="call-numbers"
        className="flex min-w-0 items-center gap-1 text-xs leading-4 text-gray-600 tabular-nums"
      >
        <span className="shrink-0">{call.from || 'Unknown'}</span>
        <ArrowRight size={12} aria-label="to" role="img" className="shrink-0 text-gray-400" />
        <span className="min-w-0 truncate">{call.to || 'Unknown'}</span>
      </p>
      <div className="flex h-5 min-w-0 items-center gap-2 text-xs text-gray-500">
        <span className="min-w-0 flex-1 truncate leading-5">
          {call.platform === 'whatsapp' ? 'WhatsApp call' : 'Voice call'} ·{' '}
          {call.direction === 'outbound' ? 'Outbound' : 'Inbound'}
        </span>
        <Badge tone={outcomeTone[call.status]} className="shrink-0" data-testid="call-outcome">
          {callOutcomeLabels[call.status]}
        </Badge>
      </div>
    </>
  );
};

const ChatRow = ({ chat, now }: { chat: InboxChat; now: number }) => {
  const Icon = chat.platform === 'linkedin' ? BriefcaseBusiness : MessageCircle;
  return (
    <>
      <Line
        icon={
          <Icon
            size={14}
            aria-label={chat.platform === 'linkedin' ? 'LinkedIn' : 'WhatsApp'}
            role="img"
            className={iconClass}
          />
        }
        title={chat.name}
        isBold={chat.unreadCount > 0}
        at={chat.lastMessageTime}
        now={now}
      />
      <div className="flex min-w-0 items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-xs text-gray-500">{chat.lastMessage}</p>
        {chat.unreadCount > 0 ? (
          <span
            aria-label={`${chat.unreadCount} unread`}
            className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand px-1.5 text-[11px] font-semibold text-white tabular-nums"
          >
            {chat.unreadCount}
          </span>
        ) : null}
      </div>
    </>
  );
};

const deliveryTone: Record<SentMail['delivery_status'], BadgeTone> = {
  sent: 'green',
  local: 'neutral',
  pending: 'amber',
  failed: 'red',
};

const SentRow = ({ mail, now }: { mail: SentMail; now: number }) => (
  <>
    <Line
      icon={<Mail size={14} aria-hidden="true" className={iconClass} />}
      title={`To: ${mail.name}`}
      at={mail.time}
      now={now}
    />
    <div className="flex min-w-0 items-center gap-2">
      <p className="min-w-0 flex-1 truncate text-xs text-gray-700">{mail.subject || '(no subject)'}</p>
      <Badge
        tone={deliveryTone[mail.delivery_status]}
        title={mail.delivery_status === 'local' ? KEPT_LOCALLY_HINT : undefined}
        data-testid="delivery-status"
      >
        {deliveryStateLabels[mail.delivery_status]}
      </Badge>
    </div>
    <p className="truncate text-xs text-gray-500">{mail.summary}</p>
  </>
);

const DraftRow = ({ draft, now }: { draft: DraftMail; now: number }) => (
  <>
    <Line
      icon={<FileText size={14} aria-hidden="true" className={iconClass} />}
      title={draft.to ? `To: ${draft.to}` : '(no recipient)'}
      at={draft.time}
      now={now}
    />
    <p className="truncate text-xs text-gray-700">{draft.subject || '(no subject)'}</p>
    <p className="truncate text-xs text-gray-500">{draft.text || '\u00a0'}</p>
  </>
);

const QuarantinedRow = ({ mail, now }: { mail: QuarantinedMail; now: number }) => (
  <>
    <Line
      icon={<ShieldAlert size={14} aria-label="Held back" role="img" className="shrink-0 text-red-500" />}
      title={mail.email || '(unknown sender)'}
      at={mail.time}
      now={now}
    />
    <p className="truncate text-xs text-gray-700">{mail.subject || '(no subject)'}</p>
    <p className="truncate text-xs text-red-700">{mail.reason}</p>
  </>
);

/** The item a row opens: a Sent row opens its conversation. */
export const selectionIdOf = (item: InboxItem): string => (item.type === 'sent' ? item.thread_id : item.id);

const rowContent = (item: InboxItem, now: number) => {
  switch (item.type) {
    case 'mail':
      return <MailRow mail={item} now={now} />;
    case 'call':
      return <CallRow call={item} now={now} />;
    case 'chat':
      return <ChatRow chat={item} now={now} />;
    case 'sent':
      return <SentRow mail={item} now={now} />;
    case 'draft':
      return <DraftRow draft={item} now={now} />;
    case 'quarantined':
      return <QuarantinedRow mail={item} now={now} />;
  }
};

/** One list row (SPEC §2): mails name, time and summary; calls numbers, date, direction and outcome; chats name, time, last message. */
export const InboxRow = ({ item, href, isSelected, now, onSelect }: Props) => (
  <SelectableRow
    to={href}
    isSelected={isSelected}
    onClick={(event) => {
      if (item.type === 'draft') event.preventDefault();
      onSelect(item);
    }}
    data-testid="inbox-row"
    data-item-id={item.id}
    data-item-type={item.type}
    className="flex h-full flex-col justify-center gap-0.5 px-3 py-2"
  >
    {rowContent(item, now)}
  </SelectableRow>
);
