import { apiPaths, listCallsResponseSchema } from '@agentdesk/shared';
import type { ListCallsResponse } from '@agentdesk/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { toCallsSearchParams } from '../utils/call-filters.ts';
import type { CallFilters } from '../utils/call-filters.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { callsQueryKeys } from './calls-query-keys.ts';

export const CALLS_PAGE_SIZE = 50;

type ListCallsOptions = {
  filters: CallFilters;
  cursor?: string;
  limit?: number;
  signal?: AbortSignal;
};

/** GET /call/calls: one page of the filtered list, newest first, with the total and the next cursor. */
export const listCalls = async ({
  filters,
  cursor,
  limit = CALLS_PAGE_SIZE,
  signal,
}: ListCallsOptions): Promise<ListCallsResponse> => {
  const params = toCallsSearchParams(filters, { tz: userTimeZone(), cursor, limit });
  return listCallsResponseSchema.parse(await apiRequest(`${apiPaths.calls}?${params.toString()}`, { signal }));
};

export const callsInfiniteQueryOptions = (filters: CallFilters) =>
  infiniteQueryOptions({
    queryKey: callsQueryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listCalls({ filters, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/** The call list as pages for infinite scroll; the live stream keeps the cached pages current. */
export const useCalls = (filters: CallFilters) => useInfiniteQuery(callsInfiniteQueryOptions(filters));
