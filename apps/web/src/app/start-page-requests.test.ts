// @vitest-environment happy-dom
import { apiPaths } from '@agentdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentsQueryOptions } from '../features/agents/api/list-agents.ts';
import { analyticsQueryOptions } from '../features/analytics/api/get-analytics.ts';
import { readAnalyticsFilters } from '../features/analytics/utils/analytics-filters.ts';
import { callsInfiniteQueryOptions } from '../features/calls/api/list-calls.ts';
import { readCallFilters } from '../features/calls/utils/call-filters.ts';
import { knowledgeBasesInfiniteQueryOptions } from '../features/knowledge-base/api/list-knowledge-bases.ts';
import { dropEarlyRequests } from '../lib/early-requests.ts';
import { queryClient } from '../lib/query-client.ts';
import { workspacesQueryOptions } from '../lib/use-workspaces.ts';
import { stubSignedInFetch } from '../test/stub-signed-in-fetch.ts';
import { firstPagePaths, startPageRequests } from './start-page-requests.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const TZ = 'Europe/Berlin';
vi.mock('../lib/user-time-zone.ts', () => ({ userTimeZone: () => 'Europe/Berlin' }));

/** The paths (under the API base) the given fetches ask for, in order (what they make of the answer aside). */
const pathsAskedBy = async (fetchMock: ReturnType<typeof stubSignedInFetch>, ...runs: (() => Promise<unknown>)[]) => {
  fetchMock.mockClear();
  fetchMock.mockImplementation(async () => Response.json({ message: 'ok', total: 0, data: [], next_cursor: null }));
  for (const run of runs) await run().catch(() => undefined);
  return fetchMock.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));
};

describe("the entry's first requests", () => {
  const fetchMock = stubSignedInFetch();
  afterEach(() => {
    queryClient.clear();
    dropEarlyRequests();
    window.history.replaceState(null, '', '/');
  });

  it("ask for exactly what the pages' own queries ask for at their default filters", async () => {
    const empty = new URLSearchParams();
    const shell = await pathsAskedBy(
      fetchMock,
      () => queryClient.fetchQuery({ ...workspacesQueryOptions, retry: false }),
      () => queryClient.fetchQuery({ ...agentsQueryOptions, retry: false }),
    );
    expect(shell).toEqual([apiPaths.workspaces, apiPaths.agents]);

    const analytics = await pathsAskedBy(fetchMock, () =>
      queryClient.fetchQuery({ ...analyticsQueryOptions(readAnalyticsFilters(empty), TZ), retry: false }),
    );
    expect(firstPagePaths('/analytics', '', TZ)).toEqual([...shell, ...analytics]);

    const calls = await pathsAskedBy(fetchMock, () =>
      queryClient.fetchInfiniteQuery({ ...callsInfiniteQueryOptions(readCallFilters(empty)), retry: false }),
    );
    expect(firstPagePaths('/conversations', '', TZ)).toEqual([...shell, ...calls]);

    const knowledgeBases = await pathsAskedBy(fetchMock, () =>
      queryClient.fetchInfiniteQuery({ ...knowledgeBasesInfiniteQueryOptions(), retry: false }),
    );
    expect(firstPagePaths('/knowledge-base', '', TZ)).toEqual([...shell, ...knowledgeBases]);
  });

  it('leave the filtered pages to their own code, and ask nothing for the sign-in pages', () => {
    expect(firstPagePaths('/analytics', '?period=30days', TZ)).toEqual([apiPaths.workspaces, apiPaths.agents]);
    expect(firstPagePaths('/inbox', '', TZ)).toEqual([apiPaths.workspaces, apiPaths.agents]);
    expect(firstPagePaths('/', '', TZ)).toEqual(firstPagePaths('/analytics', '', TZ));
    expect(firstPagePaths('/authentication', '', TZ)).toEqual([]);
    expect(firstPagePaths('/reset-password', '?token=x', TZ)).toEqual([]);
  });

  it("are taken by the page's queries: each path is asked for once", async () => {
    window.history.replaceState(null, '', '/analytics');
    fetchMock.mockImplementation(async () => Response.json({ message: 'ok', total: 0, data: [] }));
    startPageRequests();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await queryClient.fetchQuery(agentsQueryOptions);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Taken once: asked again later, it goes to the network.
    await queryClient.fetchQuery({ ...agentsQueryOptions, staleTime: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('start nothing without a live session', () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/analytics');
    startPageRequests();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
