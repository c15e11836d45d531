import type { DraftMail, InboxItem } from '@agentdesk/shared';
import { inboxFolderLabels, inboxFolders, type InboxFolder } from '@agentdesk/shared/inbox-options';
import { Inbox, SquarePen } from 'lucide-react';
import type { AgentSummary } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { DESKTOP_MEDIA_QUERY } from '../../../lib/desktop-media-query.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useInboxItem } from '../api/get-inbox-item.ts';
import { useInboxPulse } from '../api/get-inbox-pulse.ts';
import { useInboxList } from '../api/list-inbox.ts';
import { useUpdateInboxItem } from '../api/update-inbox-item.ts';
import { useInboxParams } from '../hooks/use-inbox-params.ts';
import { emptyListText, listTitle } from '../utils/list-title.ts';
import { ComposeDialog } from './compose-dialog.tsx';
import { ConversationInfo } from './conversation-info.tsx';
import { agentNameOf, replyAgentIdOf, type ReplyAs } from '../utils/reply-agent.ts';
import { InboxDetail } from './inbox-detail.tsx';
import { InboxFilterSelects } from './inbox-filter-selects.tsx';
import { InboxFilterSidebar, type InboxFilterProps } from './inbox-filter-sidebar.tsx';
import { InboxList } from './inbox-list.tsx';
import { InboxSearchInput } from './inbox-search-input.tsx';
import { InboxTabs } from './inbox-tabs.tsx';
import { QuarantineDetail } from './quarantine-detail.tsx';

const WIDE_MEDIA_QUERY = '(min-width: 1280px)';

/** The right sidebar needs the detail's data; it shares the detail's cached query. */
const InfoPanel = ({
  tab,
  id,
  agents,
  onClose,
}: {
  tab: Parameters<typeof useInboxItem>[0];
  id: string;
  agents: AgentSummary[];
  onClose: () => void;
}) => {
  const item = useInboxItem(tab, id);
  return (
    <ConversationInfo
      tab={tab}
      detail={item.data}
      agentName={(agentId) => agentNameOf(agents, agentId)}
      onClose={onClose}
    />
  );
};

/**
 * The unified inbox (SPEC §2 Inbox): filter sidebar, list, detail and right sidebar side by side;
 * below 768 px one column with three views (list, details, sidebar).
 */
type Props = {
  /** The business's agents: replies are sent as one of them. */
  agents: AgentSummary[];
};

export const InboxScreen = ({ agents }: Props) => {
  const params = useInboxParams();
  const [chosenAgentId, setChosenAgentId] = useState<string | null>(null);
  const replyAs: ReplyAs = { agents, agentId: replyAgentIdOf(chosenAgentId, agents), onChange: setChosenAgentId };
  const { filters, selectedId } = params;
  const list = useInboxList(filters);
  const updateItem = useUpdateInboxItem();
  useInboxPulse();
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const isWide = useMediaQuery(WIDE_MEDIA_QUERY);
  const [infoChoice, setInfoChoice] = useState<boolean | null>(null);
  const [compose, setCompose] = useState<{ isOpen: boolean; draft: DraftMail | null }>({ isOpen: false, draft: null });
  // Viewers read; replying, composing and moving items along are for members (the server refuses them too).
  const canWrite = useHasRole('member');

  // The sidebar is open by default where it fits beside the detail; on a phone it is a view of its own.
  const isQuarantine = filters.tab === 'mails' && filters.folder === 'quarantine';
  // Held mail is no conversation: it has no info sidebar.
  const isInfoOpen = !isQuarantine && (infoChoice ?? isWide);
  const firstPage = list.data?.pages[0];
  const counts = firstPage?.counts ?? null;
  const view: 'list' | 'details' | 'sidebar' =
    selectedId === null ? 'list' : isInfoOpen && !isDesktop ? 'sidebar' : 'details';
  const empty = emptyListText(filters);
  const filterProps: InboxFilterProps = {
    tab: filters.tab,
    subFilter: filters.subFilter,
    state: filters.state,
    counts,
    // Lifecycle states belong to conversations; drafts and held mail have no platform either.
    showPlatforms: filters.folder === 'inbox' || filters.folder === 'sent',
    showLifecycle: filters.folder === 'inbox',
    onSubFilter: params.setSubFilter,
    onState: params.setState,
  };

  const onSelect = (item: InboxItem) => {
    if (item.type === 'draft') return canWrite ? setCompose({ isOpen: true, draft: item }) : undefined;
    if (item.type === 'chat' && item.unreadCount > 0 && canWrite)
      updateItem.mutate({ id: item.id, body: { tab: 'chats', read: true } });
    // SPEC §2: choosing a conversation on a phone moves to its details.
    if (!isDesktop) setInfoChoice(false);
  };

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] min-h-0 flex-col md:h-dvh">
      <PageHeader
        title="Inbox"
        icon={Inbox}
        actions={
          <div className={cn('items-center gap-2 md:flex', view === 'list' ? 'flex' : 'hidden')}>
            <div className="w-32">
              <Select
                aria-label="Folder"
                size="sm"
                value={filters.folder}
                onValueChange={(value) => params.setFolder(value as InboxFolder)}
                options={inboxFolders.map((value) => ({ value, label: inboxFolderLabels[value] }))}
              />
            </div>
            {canWrite ? (
              <Button variant="primary" size="sm" onClick={() => setCompose({ isOpen: true, draft: null })}>
                <SquarePen size={16} aria-hidden="true" />
                Compose
              </Button>
            ) : null}
          </div>
        }
      />
      <div className="relative flex min-h-0 flex-1">
        <div className="hidden w-60 shrink-0 overflow-y-auto border-r border-gray-200 bg-white lg:block">
          <InboxFilterSidebar {...filterProps} />
        </div>
        <section
          aria-label="Inbox list"
          className={cn(
            'min-h-0 w-full flex-col border-gray-200 bg-white md:flex md:w-80 md:shrink-0 md:border-r xl:w-96',
            view === 'list' ? 'flex' : 'hidden',
          )}
        >
          <InboxTabs value={filters.tab} onChange={params.setTab} />
          <div className="flex shrink-0 flex-col gap-2 border-b border-gray-200 p-3">
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="truncate text-sm font-semibold text-gray-900">{listTitle(filters)}</h2>
              <span
                data-testid="inbox-total"
                className="shrink-0 text-xs text-gray-500 tabular-nums"
                aria-live="polite"
              >
                {firstPage ? plural(firstPage.total, 'item') : list.isFetching ? 'Loading...' : ''}
              </span>
            </div>
            <InboxFilterSelects {...filterProps} />
            <InboxSearchInput value={filters.search ?? ''} onCommit={params.setSearch} />
          </div>
          <InboxList
            list={list}
            selectedId={selectedId}
            itemHref={params.itemHref}
            onSelect={onSelect}
            emptyTitle={empty.title}
            emptyText={empty.text}
          />
        </section>
        <div className={cn('min-h-0 min-w-0 flex-1 md:flex', view === 'details' ? 'flex' : 'hidden')}>
          {selectedId === null ? (
            <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-gray-500">
              {isQuarantine ? 'Choose a held mail to read it here.' : 'Choose a conversation to read it here.'}
            </div>
          ) : isQuarantine ? (
            <QuarantineDetail
              key={selectedId}
              id={selectedId}
              onBack={params.closeItem}
              onReleased={params.openMailThread}
              onDeleted={params.closeItem}
              canWrite={canWrite}
            />
          ) : (
            <InboxDetail
              key={`${filters.tab}:${selectedId}`}
              tab={filters.tab}
              id={selectedId}
              onBack={params.closeItem}
              isInfoOpen={isInfoOpen}
              onToggleInfo={() => setInfoChoice(!isInfoOpen)}
              replyAs={replyAs}
              canWrite={canWrite}
            />
          )}
        </div>
        {selectedId !== null && isInfoOpen ? (
          <div
            className={cn(
              'min-h-0 border-gray-200',
              view === 'sidebar'
                ? 'flex w-full flex-col'
                : 'hidden md:absolute md:inset-y-0 md:right-0 md:z-10 md:flex md:w-72 md:flex-col md:border-l md:shadow-xl xl:static xl:shadow-none',
            )}
          >
            <InfoPanel tab={filters.tab} id={selectedId} agents={agents} onClose={() => setInfoChoice(false)} />
          </div>
        ) : null}
      </div>
      <ComposeDialog
        isOpen={compose.isOpen}
        onOpenChange={(isOpen) => setCompose((current) => ({ ...current, isOpen }))}
        draft={compose.draft}
      />
    </div>
  );
};
