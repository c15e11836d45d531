// @vitest-environment happy-dom
import type { InboxPulse } from '@agentdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { makeToken } from '../../../test/make-token.ts';
import { setPageVisibility } from '../../../test/set-page-visibility.ts';
import { useInboxPulse } from './get-inbox-pulse.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** Each pulse request, answered when the test says so. */
const pending: { url: URL; answer: (pulse: InboxPulse) => void }[] = [];
const fetchMock = vi.fn<typeof fetch>(
  (input) =>
    new Promise<Response>((resolve) => {
      pending.push({
        url: new URL(String(input), 'http://localhost'),
        answer: (pulse) =>
          resolve(
            new Response(JSON.stringify({ message: 'Inbox pulse', total: 1, data: pulse }), {
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
      });
    }),
);
beforeEach(() => {
  pending.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }));
  setPageVisibility('visible');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useInboxPulse', () => {
  it('waits on the pulse it last saw, refetches the tab that moved, and rests while the page is hidden', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderHook(() => useInboxPulse(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    // The first look answers at once; the next one names what it saw and waits.
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.url.search).toBe('');
    await act(async () => pending[0]!.answer({ mails: 10, calls: 20, chats: 30 }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(Object.fromEntries(pending[1]!.url.searchParams)).toEqual({
      mails: '10',
      calls: '20',
      chats: '30',
      wait: '25',
    });

    // A mail arrived: the Mails lists refetch, the others do not, and the wait starts again a
    // second later (a busy stream of arrivals refreshes a list about once a second).
    const answered = Date.now();
    await act(async () => pending[1]!.answer({ mails: 11, calls: 20, chats: 30 }));
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['inbox', 'list', 'mails']]),
    );
    await waitFor(() => expect(pending).toHaveLength(3), { timeout: 30_000 });
    expect(Date.now() - answered).toBeGreaterThanOrEqual(900);
    expect(pending[2]!.url.searchParams.get('mails')).toBe('11');

    // Hidden, an answer does not start another wait; shown again, the waits resume.
    act(() => setPageVisibility('hidden'));
    await act(async () => pending[2]!.answer({ mails: 11, calls: 20, chats: 30 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending).toHaveLength(3);
    act(() => setPageVisibility('visible'));
    await waitFor(() => expect(pending).toHaveLength(4));
  });
});
