import { useQueryClient } from '@tanstack/react-query';
import { useStreamedCalls } from '../../../lib/use-streamed-calls.ts';
import { callsQueryKeys } from '../api/calls-query-keys.ts';
import { applyStreamedCall } from '../utils/apply-streamed-call.ts';

/**
 * Keeps the cached call lists live while mounted and shown: new and updated calls from
 * GET /call/calls/stream go into the cache; a stream opened again refetches what it may have missed.
 */
export const useCallsStream = (): void => {
  const queryClient = useQueryClient();
  useStreamedCalls({
    onOpen: (isReopened) => {
      if (isReopened) void queryClient.invalidateQueries({ queryKey: callsQueryKeys.lists });
    },
    onCall: (call) => applyStreamedCall(queryClient, call),
  });
};
