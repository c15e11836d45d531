import { apiPaths, callSchema, envelopeSchema } from '@agentdesk/shared';
import type { Call } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { callsQueryKeys } from './calls-query-keys.ts';

export const callResponseSchema = envelopeSchema(callSchema);

/** GET /call/calls/:id: the full call with transcript, analysis, latency, cost, notes and end reason. */
export const getCall = async ({ callId, signal }: { callId: string; signal?: AbortSignal }): Promise<Call> =>
  callResponseSchema.parse(await apiRequest(apiPaths.call(callId), { signal })).data;

export const callQueryOptions = (callId: string) =>
  queryOptions({
    queryKey: callsQueryKeys.detail(callId),
    queryFn: ({ signal }) => getCall({ callId, signal }),
  });

export const useCall = (callId: string) => useQuery(callQueryOptions(callId));
