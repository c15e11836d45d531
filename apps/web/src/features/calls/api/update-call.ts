import { apiPaths } from '@agentdesk/shared';
import type { Call, UpdateCallBody } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { callsQueryKeys } from './calls-query-keys.ts';
import { callResponseSchema } from '../../../lib/get-call.ts';

type UpdateCallOptions = { callId: string; body: UpdateCallBody };

/** PATCH /call/calls/:id: saves the operator's notes and end reason. */
export const updateCall = async ({ callId, body }: UpdateCallOptions): Promise<Call> =>
  callResponseSchema.parse(await apiRequest(apiPaths.call(callId), { method: 'PATCH', body })).data;

/** Saves and puts the returned call in the cache, so the detail shows it without a refetch. */
export const useUpdateCall = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCall,
    onSuccess: (call) => queryClient.setQueryData(callsQueryKeys.detail(call.call_id), call),
  });
};
