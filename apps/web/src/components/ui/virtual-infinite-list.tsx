import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { Spinner } from './spinner.tsx';

/** What the list needs of a TanStack infinite query: whether and how to load the next page. */
type NextPages = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

type Props<Row> = {
  pages: NextPages;
  rows: Row[];
  rowHeight: number;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** The list's accessible name. */
  label: string;
  'data-testid'?: string;
  loadingMoreText?: string;
  /** What the footer says when the next page failed, beside its Retry. */
  loadMoreError: string;
  /** A row to keep in view (the one the keyboard moved to): scrolled to whenever it changes. */
  activeIndex?: number;
};

/** Rows left below the visible ones when the next page is asked for. */
const PREFETCH_ROWS = 10;

/**
 * A long list of fixed-height rows: only the visible rows (and a few around them) are in the DOM,
 * and the next page loads as the end comes near, with a footer row while it loads or when it failed.
 * The caller shows the loading, error and empty states before there are rows.
 */
export const VirtualInfiniteList = <Row,>({
  pages,
  rows,
  rowHeight,
  rowKey,
  renderRow,
  label,
  loadingMoreText = 'Loading more...',
  loadMoreError,
  activeIndex,
  ...rest
}: Props<Row>) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const hasFooter = hasNextPage || isFetchNextPageError;

  const virtualizer = useVirtualizer({
    count: rows.length + (hasFooter ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (index) => (index < rows.length ? rowKey(rows[index]!) : 'footer'),
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastVisibleIndex = virtualItems.at(-1)?.index ?? -1;

  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (lastVisibleIndex >= rows.length - PREFETCH_ROWS) void fetchNextPage();
  }, [lastVisibleIndex, rows.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  useEffect(() => {
    if (activeIndex !== undefined && activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  return (
    <div
      ref={scrollRef}
      data-testid={rest['data-testid']}
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      <ul aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((virtual) => (
          <li
            key={virtual.key}
            data-index={virtual.index}
            className="absolute top-0 left-0 w-full"
            style={{ height: virtual.size, transform: `translateY(${virtual.start}px)` }}
          >
            {virtual.index < rows.length ? (
              renderRow(rows[virtual.index]!)
            ) : (
              <div className="flex h-full items-center justify-center gap-2 px-3 text-xs text-gray-500">
                {isFetchNextPageError ? (
                  <span role="alert" className="flex flex-wrap items-center justify-center gap-x-2 text-red-600">
                    {loadMoreError}
                    <button
                      type="button"
                      onClick={() => void fetchNextPage()}
                      className="font-medium underline underline-offset-2"
                    >
                      Retry
                    </button>
                  </span>
                ) : (
                  <>
                    <Spinner size={14} />
                    {loadingMoreText}
                  </>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
};
