import type { InboxDetail as Detail } from '@agentdesk/shared';
import type { InboxTab } from '@agentdesk/shared/inbox-options';
import { ArrowLeft, Info, Mail as MailIcon, MailOpen } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useInboxItem } from '../api/get-inbox-item.ts';
import { useUpdateInboxItem } from '../api/update-inbox-item.ts';
import { CallView } from './call-view.tsx';
import { ChatThread } from './chat-thread.tsx';
import { MailMessage } from './mail-message.tsx';
import { agentNameOf, type ReplyAs } from '../utils/reply-agent.ts';
import { ReplyBox } from './reply-box.tsx';
import { StateControls } from './state-controls.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';

type Props = {
  tab: InboxTab;
  id: string;
  onBack: () => void;
  isInfoOpen: boolean;
  onToggleInfo: () => void;
  replyAs: ReplyAs;
  /** Members and up reply and move the item along; viewers read. */
  canWrite: boolean;
};

/** The title of the detail: the contact's name, or 'Conversation' (SPEC §2 mobile details). */
export const detailTitle = (detail: Detail | undefined): string => {
  if (detail === undefined) return 'Conversation';
  if (detail.type === 'call') return detail.name || detail.from || 'Conversation';
  return detail.name || 'Conversation';
};

const DetailSkeleton = () => (
  <div role="status" aria-label="Loading conversation" className="flex flex-col gap-3 p-4">
    <Skeleton className="h-5 w-64" />
    <Skeleton className="h-24 w-full" />
    <Skeleton className="h-24 w-full" />
  </div>
);

const contextLine = (detail: Detail): string => {
  if (detail.type === 'mail') return detail.subject;
  if (detail.type === 'chat') return detail.platform === 'whatsapp' ? 'WhatsApp' : 'LinkedIn';
  return detail.platform === 'whatsapp' ? 'WhatsApp call' : 'Voice call';
};

type BodyProps = { tab: InboxTab; detail: Detail; onShowImages: () => void; replyAs: ReplyAs; canWrite: boolean };

/** A mail read or unread again, by hand (opening it reads it). */
const ReadToggle = ({ mail }: { mail: Extract<Detail, { type: 'mail' }> }) => {
  const update = useUpdateInboxItem();
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid="toggle-read"
      disabled={update.isPending}
      onClick={() => update.mutate({ id: mail.id, body: { tab: 'mails', read: !mail.read } })}
    >
      {mail.read ? <MailIcon size={14} aria-hidden="true" /> : <MailOpen size={14} aria-hidden="true" />}
      {mail.read ? 'Mark as unread' : 'Mark as read'}
    </Button>
  );
};

const DetailBody = ({ tab, detail, onShowImages, replyAs, canWrite }: BodyProps) => (
  <>
    <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b border-gray-200 bg-white px-3 py-2">
      <p className="min-w-0 truncate text-[13px] text-gray-600">{contextLine(detail)}</p>
      <div className="flex flex-wrap items-center gap-2">
        {canWrite && detail.type === 'mail' ? <ReadToggle mail={detail} /> : null}
        <StateControls tab={tab} id={detail.id} state={detail.state} canWrite={canWrite} />
      </div>
    </div>
    <ScrollRegion label="Messages" className="min-h-0 flex-1 p-3 sm:p-4">
      {detail.type === 'mail' ? (
        <div className="flex flex-col gap-3">
          {detail.messages.map((mail) => (
            <MailMessage key={mail.id} mail={mail} onShowImages={onShowImages} />
          ))}
        </div>
      ) : detail.type === 'chat' ? (
        <ChatThread messages={detail.messages} contactName={detail.name} />
      ) : (
        <CallView call={detail} agentName={(agentId) => agentNameOf(replyAs.agents, agentId)} />
      )}
    </ScrollRegion>
    {canWrite && detail.type === 'mail' ? (
      <ReplyBox tab="mails" id={detail.id} recipient={detail.email} replyAs={replyAs} />
    ) : null}
    {canWrite && detail.type === 'chat' ? (
      <ReplyBox tab="chats" id={detail.id} recipient={detail.name} replyAs={replyAs} />
    ) : null}
  </>
);

/** A detail pane's header: back to the list (below 768 px), the title, then the pane's own buttons. */
export const DetailHeader = ({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children?: ReactNode;
}) => (
  <header
    data-toast-clearance
    className="flex h-12 shrink-0 items-center gap-2 border-b border-gray-200 bg-white px-2 sm:px-3"
  >
    <button
      type="button"
      onClick={onBack}
      aria-label="Back"
      className="flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 md:hidden"
    >
      <ArrowLeft size={18} aria-hidden="true" />
    </button>
    <h2 data-testid="detail-title" className="min-w-0 flex-1 truncate text-sm font-semibold text-gray-900">
      {title}
    </h2>
    {children}
  </header>
);

/** The detail pane: header with back and info toggle, state controls, the thread or call, and the reply box. */
export const InboxDetail = ({ tab, id, onBack, isInfoOpen, onToggleInfo, replyAs, canWrite }: Props) => {
  const [showImages, setShowImages] = useState(false);
  const item = useInboxItem(tab, id, showImages);
  const detail = item.data;
  const update = useUpdateInboxItem();
  // Opening an unread mail reads it, once per opening: marking it unread again leaves it so.
  const openedId = detail?.id;
  const isUnreadMail = detail?.type === 'mail' && !detail.read;
  useEffect(() => {
    if (openedId !== undefined && isUnreadMail && canWrite)
      update.mutate({ id: openedId, body: { tab: 'mails', read: true } });
    // Keyed on the conversation alone: once per conversation opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedId]);

  return (
    <section
      aria-label="Conversation"
      data-testid="inbox-detail"
      className="flex min-h-0 min-w-0 flex-1 flex-col bg-gray-50"
    >
      <DetailHeader title={detailTitle(detail)} onBack={onBack}>
        <button
          type="button"
          onClick={onToggleInfo}
          aria-label="Conversation info"
          aria-pressed={isInfoOpen}
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-gray-100',
            isInfoOpen ? 'text-brand' : 'text-gray-600',
          )}
        >
          <Info size={18} aria-hidden="true" />
        </button>
      </DetailHeader>
      {detail !== undefined ? (
        <DetailBody
          tab={tab}
          detail={detail}
          onShowImages={() => setShowImages(true)}
          replyAs={replyAs}
          canWrite={canWrite}
        />
      ) : item.isError && !item.isFetching ? (
        <div className="p-4">
          <ErrorState
            title="Failed to load this conversation."
            message={errorMessage(item.error, 'Failed to load this conversation.')}
            onRetry={() => void item.refetch()}
          />
        </div>
      ) : (
        <DetailSkeleton />
      )}
    </section>
  );
};
