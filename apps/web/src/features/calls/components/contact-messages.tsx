import type { CallContact, ContactMessage } from '@agentdesk/shared';
import { ExternalLink, Mail, MessageCircle, MessagesSquare } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { AttachmentList } from '../../../components/messages/attachment-list.tsx';
import { DeliveryState } from '../../../components/messages/delivery-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SCROLL_REGION_FOCUS } from '../../../components/ui/scroll-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { inboxThreadHref } from '../../../lib/inbox-hrefs.ts';
import { useCallMessages } from '../api/call-contact.ts';

type Props = {
  callId: string;
  contact: CallContact | undefined;
  /** Members and up write below; viewers only read. */
  canWrite: boolean;
  className?: string;
};

const hrefOf = (message: ContactMessage, threadsWithInbound: Set<string>) =>
  message.channel === 'email'
    ? inboxThreadHref({ kind: 'mail', id: message.thread_id, hasInbound: threadsWithInbound.has(message.thread_id) })
    : inboxThreadHref({ kind: 'chat', id: message.thread_id });

/** A message; the newest of its conversation links to that conversation in the inbox (`href`). */
const MessageBubble = ({ message, href }: { message: ContactMessage; href: string | null }) => {
  const isOut = message.direction === 'out';
  const ChannelIcon = message.channel === 'email' ? Mail : MessageCircle;
  return (
    <li
      data-testid="contact-message"
      data-channel={message.channel}
      data-status={message.delivery_status}
      className={cn('flex', isOut ? 'justify-end' : 'justify-start')}
    >
      <article
        className={cn(
          'max-w-[85%] min-w-0 rounded-lg border px-3 py-2 text-sm',
          isOut ? 'border-blue-100 bg-brand-soft' : 'border-gray-200 bg-white',
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-gray-500">
          <ChannelIcon size={12} aria-hidden="true" className="shrink-0" />
          <span className="font-medium text-gray-700">{message.sender}</span>
          <span>{message.channel === 'email' ? 'Email' : 'WhatsApp'}</span>
          <time dateTime={new Date(message.created_at).toISOString()} className="tabular-nums">
            {formatDateTime(message.created_at)}
          </time>
        </header>
        {message.subject ? (
          <p className="mt-1 text-[13px] font-medium break-words text-gray-900">{message.subject}</p>
        ) : null}
        <p className="mt-1 break-words whitespace-pre-wrap text-gray-800">{message.text}</p>
        <AttachmentList attachments={message.attachments} className="mt-2" />
        <footer className="mt-1.5 flex flex-wrap items-center justify-between gap-2">
          {isOut ? (
            <DeliveryState
              status={message.delivery_status}
              error={message.delivery_error}
              channel={message.channel === 'email' ? 'email' : 'chat'}
            />
          ) : (
            <span />
          )}
          {href !== null ? (
            <Link to={href} className="inline-flex items-center gap-1 text-xs text-brand hover:underline">
              Open in Inbox
              <ExternalLink size={11} aria-hidden="true" />
            </Link>
          ) : null}
        </footer>
      </article>
    </li>
  );
};

/**
 * Chats (the channel rail): every message the workspace and the contact wrote each other, by mail and
 * on WhatsApp, oldest first and scrolled to the newest, each of ours with its delivery state.
 */
export const ContactMessages = ({ callId, contact, canWrite, className }: Props) => {
  const messages = useCallMessages(callId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;
  const threadsWithInbound = useMemo(
    () => new Set(messages.data?.filter((m) => m.channel === 'email' && m.direction === 'in').map((m) => m.thread_id)),
    [messages.data],
  );
  // The newest message of each conversation (the list is oldest first).
  const newestOfThread = useMemo(
    () => new Set(new Map(messages.data?.map((m) => [`${m.channel}:${m.thread_id}`, m.id])).values()),
    [messages.data],
  );
  const name = contact?.display_name ?? 'this contact';

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [callId, count]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={`Messages with ${name}`}
      tabIndex={0}
      data-testid="contact-messages"
      className={cn('relative overflow-y-auto overscroll-contain px-3 py-4 sm:px-5', SCROLL_REGION_FOCUS, className)}
    >
      {messages.isPending ? (
        <div role="status" aria-label="Loading messages" className="flex flex-col gap-3">
          <Skeleton className="ml-auto h-16 w-2/3" />
          <Skeleton className="h-16 w-2/3" />
        </div>
      ) : messages.isError ? (
        <ErrorState
          title="Failed to load the messages."
          message={errorMessage(messages.error, 'Please try again.')}
          onRetry={() => void messages.refetch()}
          isRetrying={messages.isFetching}
        />
      ) : count === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-[13px] text-gray-500">
          <MessagesSquare size={20} aria-hidden="true" className="text-gray-400" />
          <p>No messages with {name} yet.</p>
          {canWrite ? <p>Write one below: it goes by e-mail or WhatsApp and shows here with its delivery.</p> : null}
        </div>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.data.map((message) => (
            <MessageBubble
              key={`${message.channel}:${message.id}`}
              message={message}
              href={newestOfThread.has(message.id) ? hrefOf(message, threadsWithInbound) : null}
            />
          ))}
        </ol>
      )}
    </div>
  );
};
