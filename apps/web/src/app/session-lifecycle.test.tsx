// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-request.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { storageKeys } from '../lib/storage-keys.ts';
import { useWorkspaceEpoch } from '../lib/workspace-cache.ts';
import { liveTestToken } from '../test/stub-signed-in-fetch.ts';
import { makeWorkspaces, seedWorkspaces } from '../test/workspaces.ts';
import { SessionLifecycle } from './session-lifecycle.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();

/** What a signed-in page leaves in the cache: the workspace, its calls and its inbox. */
const cacheWorkspaceData = () => {
  seedWorkspaces(queryClient, 'member');
  queryClient.setQueryData(['calls', 'list', {}], { pages: [{ data: [{ call_id: 'call-of-acme' }] }] });
  queryClient.setQueryData(['inbox', 'list'], ['a mail of Acme']);
};

const cachedKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

describe('no data of a workspace outlives the session in it', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(Response.json({ message: 'ok', total: 0, data: null }));
    useSessionStore.getState().startSession({ token: liveTestToken(), email: 'ada@example.com', username: 'Ada' });
    cacheWorkspaceData();
  });

  afterEach(async () => {
    cleanup();
    await useSessionStore.getState().signOut();
    queryClient.clear();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('signing out empties the cache', async () => {
    await useSessionStore.getState().signOut();
    expect(cachedKeys()).toEqual([]);
  });

  it('a member removed from the workspace: the next request answers 401, the session ends and the cache empties', async () => {
    render(<SessionLifecycle />);
    fetchMock.mockResolvedValue(
      Response.json(
        { error_message: 'Your session has expired or was signed out. Please sign in again.' },
        { status: 401 },
      ),
    );

    await expect(apiRequest('/call/calls')).rejects.toMatchObject({ error_message: expect.any(String) });

    await waitFor(() => expect(useSessionStore.getState().user).toBeNull());
    expect(cachedKeys()).toEqual([]);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('another tab moved the shared session to another workspace: this tab drops its data and remounts its pages', () => {
    render(<SessionLifecycle />);
    const epoch = useWorkspaceEpoch.getState().epoch;

    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.workspaceSwitch, newValue: '1' }));

    expect(cachedKeys()).toEqual([]);
    expect(useWorkspaceEpoch.getState().epoch).toBe(epoch + 1);
    expect(toast.info).toHaveBeenCalledWith(expect.stringContaining('switched in another tab'));
  });

  it('a 403 asks for the role again (it may have changed): the controls follow it', async () => {
    const refetched = vi.spyOn(queryClient, 'invalidateQueries');
    fetchMock.mockResolvedValue(
      Response.json({ error_message: 'You do not have permission to do this' }, { status: 403 }),
    );

    await expect(apiRequest('/inbox/x/reply', { method: 'POST', body: {} })).rejects.toBeTruthy();

    expect(refetched).toHaveBeenCalledWith({ queryKey: ['workspaces'] });
    expect(queryClient.getQueryData(['workspaces'])).toEqual(makeWorkspaces('member'));
    expect(useSessionStore.getState().user).not.toBeNull();
  });
});
