import type { CallListItem } from '@agentdesk/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { streamCalls, StreamRefusedError } from './stream-calls.ts';
import { usePageVisible } from './use-page-visible.ts';

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

type Options = {
  /** The stream opened; `isReopened` when an earlier one of this component was open (calls may have been missed). */
  onOpen: (isReopened: boolean) => void;
  /** A new or changed call of the workspace. */
  onCall: (call: CallListItem) => void;
  /** Off: no stream is held (default on). */
  isEnabled?: boolean;
};

/**
 * GET /call/calls/stream while mounted, enabled and shown: each new or changed call of the
 * workspace as it is stored. Reconnects with backoff after a drop, and when a hidden tab is shown
 * again (a background tab does not hold one of the browser's few connections to the server);
 * closes on unmount. Whoever listens refetches what it may have missed in `onOpen`.
 */
export const useStreamedCalls = ({ onOpen, onCall, isEnabled = true }: Options): void => {
  const isVisible = usePageVisible();
  // Across hide and show: a stream that opens after an earlier one may have missed calls.
  const hasConnected = useRef(false);
  // The latest handlers, without reopening the stream when they change.
  const handlers = useRef({ onOpen, onCall });
  useLayoutEffect(() => {
    handlers.current = { onOpen, onCall };
  });

  useEffect(() => {
    if (!isVisible || !isEnabled) return;
    const controller = new AbortController();
    const { signal } = controller;

    const run = async () => {
      let attempt = 0;
      while (!signal.aborted) {
        try {
          await streamCalls({
            signal,
            onOpen: () => {
              handlers.current.onOpen(hasConnected.current);
              hasConnected.current = true;
              attempt = 0;
            },
            onCall: (call) => handlers.current.onCall(call),
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
  }, [isVisible, isEnabled]);
};
