import { apiPaths, listCallsResponseSchema } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-request.ts';

/**
 * The one cache key of 'is there any call': under the calls keys, so clearing those clears it too
 * and a call from the live stream can flip every agent's answer to true through the prefix.
 */
export const anyCallsQueryKeys = {
  all: ['calls', 'any'] as const,
  of: (agentId: string | undefined) => ['calls', 'any', agentId ?? null] as const,
};

/**
 * Whether there is any call at all (for the agent, when one is given), whatever the period. The
 * calls and analytics screens both ask it: 'no calls match' or an empty period then offers a
 * longer one or clearing filters, and no call at all offers the connection details.
 */
export const hasAnyCalls = async ({
  agentId,
  signal,
}: {
  agentId?: string;
  signal?: AbortSignal;
}): Promise<boolean> => {
  // An explicit from replaces the period: from=0 is all time.
  const params = new URLSearchParams({ from: '0', limit: '1' });
  if (agentId !== undefined) params.set('agent_id', agentId);
  const page = listCallsResponseSchema.parse(await apiRequest(`${apiPaths.calls}?${params.toString()}`, { signal }));
  return page.total > 0 || page.data.length > 0;
};

export const anyCallsQueryOptions = (agentId: string | undefined) =>
  queryOptions({
    queryKey: anyCallsQueryKeys.of(agentId),
    queryFn: ({ signal }) => hasAnyCalls({ agentId, signal }),
  });

/** Asked only once a list or a period comes back empty. */
export const useHasAnyCalls = (agentId: string | undefined, isEnabled: boolean) =>
  useQuery({ ...anyCallsQueryOptions(agentId), enabled: isEnabled });
