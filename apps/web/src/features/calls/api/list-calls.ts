import { apiPaths, listCallsResponseSchema } from '@agentdesk/shared';
import type { ListCallsResponse } from '@agentdesk/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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
  /** Extra query parameters (from/to of the any-calls check). */
  extra?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
};

/** GET /call/calls: one page of the filtered list, newest first, with the total and the next cursor. */
export const listCalls = async ({ filters, cursor, limit = CALLS_PAGE_SIZE, extra, signal }: ListCallsOptions): Promise<ListCallsResponse> => {
  const params = toCallsSearchParams(filters, { tz: userTimeZone(), ...extra, cursor, limit });
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

/**
 * Whether there is any call at all (for the agent in agent mode), whatever the period: tells
 * 'no calls match these filters' from 'no calls yet' (the connection panel).
 */
export const anyCallsQueryOptions = (agentId: string | undefined) =>
  queryOptions({
    queryKey: callsQueryKeys.anyCallsFor(agentId),
    queryFn: async ({ signal }) => {
      const filters: CallFilters = agentId === undefined ? { period: '90days' } : { period: '90days', agent_id: agentId };
      // An explicit from replaces the period: from=0 is all time.
      const page = await listCalls({ filters, limit: 1, extra: { from: 0 }, signal });
      return page.total > 0 || page.data.length > 0;
    },
  });

export const useHasAnyCalls = (agentId: string | undefined, isEnabled: boolean) =>
  useQuery({ ...anyCallsQueryOptions(agentId), enabled: isEnabled });
