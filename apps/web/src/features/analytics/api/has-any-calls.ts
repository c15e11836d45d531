import { apiPaths, listCallsResponseSchema } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { analyticsQueryKeys } from './analytics-query-keys.ts';

/**
 * Whether there is any call at all (for the agent, when one is chosen), whatever the period:
 * an empty period then offers a longer one, and no call at all offers the connection details.
 */
export const hasAnyCalls = async ({ agentId, signal }: { agentId?: string; signal?: AbortSignal }): Promise<boolean> => {
  // An explicit from replaces the period: from=0 is all time.
  const params = new URLSearchParams({ from: '0', limit: '1' });
  if (agentId !== undefined) params.set('agent_id', agentId);
  const page = listCallsResponseSchema.parse(await apiRequest(`${apiPaths.calls}?${params.toString()}`, { signal }));
  return page.total > 0 || page.data.length > 0;
};

export const anyCallsQueryOptions = (agentId: string | undefined) =>
  queryOptions({
    queryKey: analyticsQueryKeys.anyCalls(agentId),
    queryFn: ({ signal }) => hasAnyCalls({ agentId, signal }),
  });

/** Asked only once a period comes back empty. */
export const useHasAnyCalls = (agentId: string | undefined, isEnabled: boolean) => useQuery({ ...anyCallsQueryOptions(agentId), enabled: isEnabled });
