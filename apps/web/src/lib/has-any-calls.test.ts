// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/make-token.ts';
import { anyCallsQueryKeys, anyCallsQueryOptions } from './has-any-calls.ts';
import { storageKeys } from './storage-keys.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const page = (total: number) => new Response(JSON.stringify({ message: 'ok', total, data: [], next_cursor: null }), { headers: { 'Content-Type': 'application/json' } });
const askedUrl = (index = 0) => new URL(String(fetchMock.mock.calls[index]?.[0]), 'http://localhost');

describe('has any calls', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('asks for one call of all time, for the agent when one is given', async () => {
    fetchMock.mockResolvedValueOnce(page(3)).mockResolvedValueOnce(page(0));
    const client = new QueryClient();

    await expect(client.fetchQuery(anyCallsQueryOptions('zara'))).resolves.toBe(true);
    await expect(client.fetchQuery(anyCallsQueryOptions(undefined))).resolves.toBe(false);

    expect(askedUrl(0).pathname).toBe('/api/call/calls');
    expect(Object.fromEntries(askedUrl(0).searchParams)).toEqual({ from: '0', limit: '1', agent_id: 'zara' });
    expect(Object.fromEntries(askedUrl(1).searchParams)).toEqual({ from: '0', limit: '1' });
  });

  it('keeps one answer per agent under the one prefix both screens share', async () => {
    fetchMock.mockResolvedValueOnce(page(0));
    const client = new QueryClient();
    await client.fetchQuery(anyCallsQueryOptions('zara'));

    // A second screen asking the same question is served from the cache.
    await client.fetchQuery({ ...anyCallsQueryOptions('zara'), staleTime: Infinity });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueriesData({ queryKey: anyCallsQueryKeys.all })).toEqual([[['calls', 'any', 'zara'], false]]);
  });
});
