import { apiPaths, listInboxResponseSchema, type ListInboxResponse } from '@agentdesk/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { toInboxSearchParams, type InboxListFilters } from '../utils/inbox-params.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

export const INBOX_PAGE_SIZE = 50;

/** GET /inbox: one page of a tab, newest first, with the total and (first page) the sidebar counts. */
export const listInbox = async (
  filters: InboxListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ListInboxResponse> => {
  const params = toInboxSearchParams(filters, { cursor, limit: INBOX_PAGE_SIZE });
  return listInboxResponseSchema.parse(await apiRequest(`${apiPaths.inbox}?${params.toString()}`, { signal }));
};

export const inboxListQueryOptions = (filters: InboxListFilters) =>
  infiniteQueryOptions({
    queryKey: inboxQueryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listInbox(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/** The list as pages for infinite scroll. */
export const useInboxList = (filters: InboxListFilters) => useInfiniteQuery(inboxListQueryOptions(filters));
