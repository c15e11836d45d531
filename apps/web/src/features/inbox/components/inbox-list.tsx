import type { InboxItem, ListInboxResponse } from '@agentdesk/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListSkeleton, SkeletonTitleLine } from '../../../components/ui/list-skeleton.tsx';
import { SampleDataOffer } from '../../../components/ui/sample-data-offer.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VirtualInfiniteList } from '../../../components/ui/virtual-infinite-list.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { InboxRow, INBOX_ROW_HEIGHT, selectionIdOf } from './inbox-row.tsx';

type Props = {
  list: UseInfiniteQueryResult<InfiniteData<ListInboxResponse>>;
  selectedId: string | null;
  itemHref: (id: string) => string;
  onSelect: (item: InboxItem) => void;
  emptyTitle: string;
  emptyText: string;
};

const InboxListSkeleton = () => (
  <ListSkeleton label="Loading" data-testid="inbox-list-skeleton" rowHeight={INBOX_ROW_HEIGHT}>
    <SkeletonTitleLine titleWidth="w-36" />
    <Skeleton className="h-3 w-3/4" />
  </ListSkeleton>
);

/** The middle list: only the visible rows are in the DOM; the next page loads as the end comes near. */
export const InboxList = ({ list, selectedId, itemHref, onSelect, emptyTitle, emptyText }: Props) => {
  const now = useNow();
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];

  if (list.isPending) return <InboxListSkeleton />;
  // SPEC §4: the error is cleared when a fetch starts, so a retry shows loading, not the old error.
  if (list.isError && rows.length === 0 && !list.isFetching) {
    return (
      <div className="p-3">
        <ErrorState
          title="Failed to load the inbox."
          message={errorMessage(list.error, 'Failed to load the inbox.')}
          onRetry={() => void list.refetch()}
          data-testid="inbox-error"
        />
      </div>
    );
  }
  if (list.isError && rows.length === 0) return <InboxListSkeleton />;
  if (rows.length === 0) {
    return (
      <div className="p-3">
        <EmptyState icon={Inbox} title={emptyTitle} description={emptyText} className="py-10">
          <SampleDataOffer connectHref="/conversations" className="mt-5" />
        </EmptyState>
      </div>
    );
  }

  return (
    <VirtualInfiniteList
      pages={list}
      rows={rows}
      rowHeight={INBOX_ROW_HEIGHT}
      rowKey={(item) => `${item.type}:${item.id}`}
      label="Inbox items"
      data-testid="inbox-list"
      loadMoreError={errorMessage(list.error, 'Failed to load more.')}
      renderRow={(item) => (
        <InboxRow
          item={item}
          href={itemHref(selectionIdOf(item))}
          isSelected={selectionIdOf(item) === selectedId}
          now={now}
          onSelect={onSelect}
        />
      )}
    />
  );
};
