// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { stubSignedInFetch } from '../test/stub-signed-in-fetch.ts';
import { anyCallsQueryKeys, anyCallsQueryOptions } from './has-any-calls.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const page = (total: number) =>
  new Response(JSON.stringify({ message: 'ok', total, data: [], next_cursor: null }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('has any calls', () => {
  const fetchMock = stubSignedInFetch();
  const askedUrl = (index: number) => new URL(String(fetchMock.mock.calls[index]?.[0]), 'http://localhost');

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
