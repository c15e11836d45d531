import { apiPaths, callSchema, envelopeSchema } from '@agentdesk/shared';
import type { Call } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-request.ts';

/** The cache key of one call's detail (under the calls keys, so clearing those clears it too). */
export const callDetailQueryKey = (callId: string) => ['calls', 'detail', callId] as const;

export const callResponseSchema = envelopeSchema(callSchema);

/** GET /call/calls/:id (Conversations and the inbox's calls): the full call with transcript, analysis, latency, cost, notes and end reason. */
export const getCall = async ({ callId, signal }: { callId: string; signal?: AbortSignal }): Promise<Call> =>
  callResponseSchema.parse(await apiRequest(apiPaths.call(callId), { signal })).data;

export const callQueryOptions = (callId: string) =>
  queryOptions({
    queryKey: callDetailQueryKey(callId),
    queryFn: ({ signal }) => getCall({ callId, signal }),
  });

export const useCall = (callId: string) => useQuery(callQueryOptions(callId));
