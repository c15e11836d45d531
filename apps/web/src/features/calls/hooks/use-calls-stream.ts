import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { callsQueryKeys } from '../api/calls-query-keys.ts';
import { streamCalls, StreamRefusedError } from '../api/stream-calls.ts';
import { applyStreamedCall } from '../utils/apply-streamed-call.ts';

const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s, with jitter so many tabs do not reconnect at once. */
export const reconnectDelayMs = (attempt: number): number =>
  Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempt - 1)) * (0.8 + Math.random() * 0.4);

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

const isSessionError = (error: unknown) =>
  error instanceof StreamRefusedError || (error instanceof Error && error.message === 'Token expired');

/**
 * Keeps the cached call lists live while mounted and shown: new and updated calls from
 * GET /call/calls/stream go into the cache. Reconnects with backoff after a drop, and when a hidden
 * tab is shown again (a background tab does not hold one of the browser's few connections to the
 * server), refetching what it may have missed; closes on unmount.
 */
export const useCallsStream = (): void => {
  const queryClient = useQueryClient();
  const isVisible = usePageVisible();
  // Across hide and show: a stream that opens after an earlier one may have missed calls.
  const hasConnected = useRef(false);

  useEffect(() => {
    if (!isVisible) return;
    const controller = new AbortController();
    const { signal } = controller;

    const run = async () => {
      let attempt = 0;
      while (!signal.aborted) {
        try {
          await streamCalls({
            signal,
            onOpen: () => {
              if (hasConnected.current) void queryClient.invalidateQueries({ queryKey: callsQueryKeys.lists });
              hasConnected.current = true;
              attempt = 0;
            },
            onCall: (call) => applyStreamedCall(queryClient, call),
          });
        } catch (error) {
          if (signal.aborted || isSessionError(error)) return;
        }
        attempt += 1;
        await wait(reconnectDelayMs(attempt), signal);
      }
    };

    void run();
    return () => controller.abort();
  }, [queryClient, isVisible]);
};
