// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageVisibility } from '../../../test/set-page-visibility.ts';
import { useCallsStream } from './use-calls-stream.ts';

/** Each stream the hook opens: open until its signal aborts. */
const streams: { signal: AbortSignal }[] = [];
vi.mock('../../../lib/stream-calls.ts', () => ({
  StreamRefusedError: class extends Error {},
  streamCalls: ({ signal, onOpen }: { signal: AbortSignal; onOpen: () => void }) =>
    new Promise<void>((resolve) => {
      streams.push({ signal });
      onOpen();
      signal.addEventListener('abort', () => resolve());
    }),
}));

beforeEach(() => {
  streams.length = 0;
  setPageVisibility('visible');
});
afterEach(cleanup);

describe('useCallsStream', () => {
  it('closes its stream while the page is hidden, and reopens it when shown, refetching the lists', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = renderHook(() => useCallsStream(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(invalidate).not.toHaveBeenCalled();

    act(() => setPageVisibility('hidden'));
    expect(streams[0]!.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(streams).toHaveLength(1);

    act(() => setPageVisibility('visible'));
    await waitFor(() => expect(streams).toHaveLength(2));
    // Calls may have come in while hidden: the lists are fetched again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['calls', 'list'] });

    unmount();
    expect(streams[1]!.signal.aborted).toBe(true);
  });
});
