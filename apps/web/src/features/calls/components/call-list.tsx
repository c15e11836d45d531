import type { CallPeriod, ListCallsResponse } from '@agentdesk/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { CallListRow, CALL_ROW_HEIGHT } from './call-list-row.tsx';
import { CallListSkeleton } from './call-list-skeleton.tsx';
import { CallsErrorState } from './calls-error-state.tsx';
import { NoMatchingCalls } from './no-matching-calls.tsx';

type Props = {
  calls: UseInfiniteQueryResult<InfiniteData<ListCallsResponse>>;
  selectedCallId: string | null;
  callHref: (callId: string) => string;
  agentName: (agentId: string | null) => string;
  hasActiveFilters: boolean;
  /** The list is empty and the any-calls check has not answered yet. */
  isCheckingAnyCalls: boolean;
  period: CallPeriod;
  onClearFilters: () => void;
  onShowLongerPeriod: () => void;
};

/** Rows left below the visible ones when the next page is requested. */
const PREFETCH_ROWS = 10;

/** The call list: only the visible rows are in the DOM; the next page loads as the end comes near. */
export const CallList = ({ calls, selectedCallId, callHref, agentName, isCheckingAnyCalls, ...emptyProps }: Props) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const rows = calls.data?.pages.flatMap((page) => page.data) ?? [];
  const hasFooter = calls.hasNextPage || calls.isFetchNextPageError;

  const virtualizer = useVirtualizer({
    count: rows.length + (hasFooter ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CALL_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.call_id ?? 'footer',
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastVisibleIndex = virtualItems.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = calls;

  // Infinite scroll: ask for the next page when the visible window nears the loaded end.
  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (lastVisibleIndex >= rows.length - PREFETCH_ROWS) void fetchNextPage();
  }, [lastVisibleIndex, rows.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (calls.isPending) return <CallListSkeleton />;
  if (calls.isError && rows.length === 0) return <CallsErrorState onRetry={() => void calls.refetch()} isRetrying={calls.isFetching} />;
  if (rows.length === 0) return isCheckingAnyCalls ? <CallListSkeleton /> : <NoMatchingCalls {...emptyProps} />;

  return (
    <div ref={scrollRef} data-testid="call-list" className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <ul aria-label="Call list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((item) => {
          const call = rows[item.index];
          return (
            <li
              key={item.key}
              data-index={item.index}
              className="absolute top-0 left-0 w-full"
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {call === undefined ? (
                <div className="flex h-full items-center justify-center gap-2 px-3 text-xs text-gray-500">
                  {isFetchNextPageError ? (
                    <span role="alert" className="flex flex-wrap items-center justify-center gap-x-2 text-red-600">
                      Failed to fetch calls. Please try again.
                      <button type="button" onClick={() => void fetchNextPage()} className="font-medium underline underline-offset-2">
                        Retry
                      </button>
                    </span>
                  ) : (
                    <>
                      <Spinner size={14} />
                      Loading more calls...
                    </>
                  )}
                </div>
              ) : (
                <CallListRow
                  call={call}
                  href={callHref(call.call_id)}
                  agentName={agentName(call.agent_id)}
                  isSelected={call.call_id === selectedCallId}
                  now={now}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
