import type { InboxItem, ListInboxResponse } from '@agentdesk/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Inbox } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
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

const PREFETCH_ROWS = 10;

const InboxListSkeleton = () => (
  <div role="status" aria-label="Loading" data-testid="inbox-list-skeleton" className="min-h-0 flex-1 overflow-hidden">
    {Array.from({ length: 8 }, (_, index) => (
      <div key={index} style={{ height: INBOX_ROW_HEIGHT }} className="flex flex-col justify-center gap-2 border-b border-gray-100 px-3">
        <div className="flex items-center gap-2">
          <Skeleton className="size-3.5 rounded-full" />
          <Skeleton className="h-3.5 w-36" />
          <Skeleton className="ml-auto h-3 w-12" />
        </div>
        <Skeleton className="h-3 w-3/4" />
      </div>
    ))}
    <span className="sr-only">Loading...</span>
  </div>
);

/** The middle list: only the visible rows are in the DOM; the next page loads as the end comes near. */
export const InboxList = ({ list, selectedId, itemHref, onSelect, emptyTitle, emptyText }: Props) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const hasFooter = list.hasNextPage || list.isFetchNextPageError;

  const virtualizer = useVirtualizer({
    count: rows.length + (hasFooter ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => INBOX_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => (rows[index] ? `${rows[index].type}:${rows[index].id}` : 'footer'),
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastVisibleIndex = virtualItems.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;

  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (lastVisibleIndex >= rows.length - PREFETCH_ROWS) void fetchNextPage();
  }, [lastVisibleIndex, rows.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (list.isPending) return <InboxListSkeleton />;
  // SPEC §4: the error is cleared when a fetch starts, so a retry shows loading, not the old error.
  if (list.isError && rows.length === 0 && !list.isFetching) {
    return (
      <div className="p-3">
        <ErrorState title="Failed to load the inbox." message={errorMessage(list.error, 'Failed to load the inbox.')} onRetry={() => void list.refetch()} data-testid="inbox-error" />
      </div>
    );
  }
  if (list.isError && rows.length === 0) return <InboxListSkeleton />;
  if (rows.length === 0) {
    return (
      <div className="p-3">
        <EmptyState icon={Inbox} title={emptyTitle} description={emptyText} className="py-10" />
      </div>
    );
  }

  return (
    <div ref={scrollRef} data-testid="inbox-list" className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <ul aria-label="Inbox items" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((virtual) => {
          const item = rows[virtual.index];
          return (
            <li key={virtual.key} data-index={virtual.index} className="absolute top-0 left-0 w-full" style={{ height: virtual.size, transform: `translateY(${virtual.start}px)` }}>
              {item === undefined ? (
                <div className="flex h-full items-center justify-center gap-2 px-3 text-xs text-gray-500">
                  {isFetchNextPageError ? (
                    <span role="alert" className="flex items-center gap-2 text-red-600">
                      {errorMessage(list.error, 'Failed to load more.')}
                      <button type="button" onClick={() => void fetchNextPage()} className="font-medium underline underline-offset-2">
                        Retry
                      </button>
                    </span>
                  ) : (
                    <>
                      <Spinner size={14} />
                      Loading more...
                    </>
                  )}
                </div>
              ) : (
                <InboxRow item={item} href={itemHref(selectionIdOf(item))} isSelected={selectionIdOf(item) === selectedId} now={now} onSelect={onSelect} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
