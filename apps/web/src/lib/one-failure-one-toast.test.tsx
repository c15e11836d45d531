// @vitest-environment happy-dom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { stubSignedInFetch } from '../test/stub-signed-in-fetch.ts';
import { apiRequest } from './api-request.ts';
import { queryClient } from './query-client.ts';

/** Two parts of one page asking the server at once, as the Conversations screen does. */
const Page = () => {
  const calls = useQuery({ queryKey: ['calls-list'], queryFn: () => apiRequest('/calls') });
  const any = useQuery({ queryKey: ['has-any-calls'], queryFn: () => apiRequest('/calls?limit=1') });
  return <p>{calls.isError && any.isError ? 'both failed' : 'asking'}</p>;
};

describe('one failure, one toast', () => {
  const fetchMock = stubSignedInFetch();
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it('shows one toast when the server fails every request of a page, retries included', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ error_message: 'boom' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <Toaster />
        <Page />
      </QueryClientProvider>,
    );
    await screen.findByText('both failed', undefined, { timeout: 30_000 });
    // Each query asked twice (one retry): four failures.
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await waitFor(() => expect(screen.getAllByText('Something went wrong. Please try again later.')).toHaveLength(1));
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
  });
});
