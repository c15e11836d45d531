import type { CallListItem, ListCallsResponse } from '@agentdesk/shared';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { callsQueryKeys } from '../api/calls-query-keys.ts';
import type { CallFilters } from './call-filters.ts';
import { matchesCallFilters } from './matches-call-filters.ts';

type CallPages = InfiniteData<ListCallsResponse, string | undefined>;

const isNewerOrSame = (call: CallListItem, row: CallListItem): boolean =>
  call.start_timestamp === null || row.start_timestamp === null || call.start_timestamp >= row.start_timestamp;

/** The pages with the call in place of its old row; null when no loaded page has it. */
export const replaceCall = (pages: CallPages, call: CallListItem): CallPages | null => {
  let isFound = false;
  const next = pages.pages.map((page) => {
    if (!page.data.some((row) => row.call_id === call.call_id)) return page;
    isFound = true;
    return { ...page, data: page.data.map((row) => (row.call_id === call.call_id ? call : row)) };
  });
  return isFound ? { ...pages, pages: next } : null;
};

/**
 * The pages with a new call inserted where newest-first order puts it; the totals grow by one.
 * A call older than everything loaded while more pages remain is left for those pages to bring.
 */
export const insertCall = (pages: CallPages, call: CallListItem): CallPages | null => {
  const pageIndex = pages.pages.findIndex((page) => page.data.some((row) => isNewerOrSame(call, row)));
  const lastPage = pages.pages.at(-1);
  const isEnd = lastPage !== undefined && lastPage.next_cursor === null;
  if (pageIndex === -1 && !isEnd) return null;

  const targetIndex = pageIndex === -1 ? pages.pages.length - 1 : pageIndex;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => {
      const withTotal = { ...page, total: page.total + 1 };
      if (index !== targetIndex) return withTotal;
      const at = page.data.findIndex((row) => isNewerOrSame(call, row));
      const data = at === -1 ? [...page.data, call] : [...page.data.slice(0, at), call, ...page.data.slice(at)];
      return { ...withTotal, data };
    }),
  };
};

/**
 * Puts a call from the live stream into every cached list: an update replaces its row, a new call
 * is inserted into the lists whose filters it matches. The open detail refetches.
 */
export const applyStreamedCall = (queryClient: QueryClient, call: CallListItem, nowMs: number = Date.now()): void => {
  const lists = queryClient.getQueriesData<CallPages>({ queryKey: callsQueryKeys.lists });
  for (const [key, pages] of lists) {
    if (pages === undefined) continue;
    const replaced = replaceCall(pages, call);
    if (replaced !== null) {
      queryClient.setQueryData<CallPages>(key, replaced);
      continue;
    }
    const filters = filtersOf(key);
    if (filters === null || !matchesCallFilters(call, filters, nowMs)) continue;
    const inserted = insertCall(pages, call);
    if (inserted !== null) queryClient.setQueryData<CallPages>(key, inserted);
  }

  void queryClient.invalidateQueries({ queryKey: callsQueryKeys.detail(call.call_id) });
  // 'No calls yet' is no longer true.
  queryClient.setQueriesData<boolean>({ queryKey: callsQueryKeys.anyCalls }, (hasAny) =>
    hasAny === undefined ? hasAny : true,
  );
};

const filtersOf = (key: QueryKey): CallFilters | null => {
  const filters = key[2];
  return typeof filters === 'object' && filters !== null ? (filters as CallFilters) : null;
};
