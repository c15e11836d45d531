// @vitest-environment happy-dom
import { useQuery, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { WORKSPACES_QUERY_KEY } from '../../lib/workspace-cache.ts';
import { stubSignedInFetch } from '../../test/stub-signed-in-fetch.ts';
import { makeWorkspaces, OTHER_WORKSPACE_ID, queryClientAs, workspacesBody } from '../../test/workspaces.ts';
import { AppLayout } from './app-layout.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PAGE_KEY = ['calls', 'list', 'page'];

/** A page showing a list of the current workspace, as every page does through its query. */
const CallsPage = () => {
  const calls = useQuery({ queryKey: PAGE_KEY, queryFn: async () => 'Calls of Globex', staleTime: Infinity });
  return <p data-testid="page-data">{calls.data ?? 'Loading...'}</p>;
};

const globex = makeWorkspaces('viewer', {
  current: {
    id: OTHER_WORKSPACE_ID,
    name: 'Globex',
    role: 'viewer',
    created_at: '2026-02-01T09:00:00.000Z',
    careers_path: '/careers/globex',
    logo_path: null,
  },
});

const renderShell = (client: QueryClient, path: string) => {
  const router = createMemoryRouter([{ Component: AppLayout, children: [{ path: '*', Component: CallsPage }] }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const openUserMenu = () => fireEvent.keyDown(screen.getByRole('button', { name: /Ada/ }), { key: 'Enter' });

describe('workspace switcher', () => {
  const fetchMock = stubSignedInFetch();

  beforeEach(() => {
    useSessionStore.setState({ isLoading: false, user: { email: 'ada@example.com', username: 'Ada' } });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/workspaces/current' && init?.method === 'PUT')
        return Response.json(workspacesBody(globex));
      if (url.pathname === '/api/workspaces') return Response.json(workspacesBody(globex));
      return Response.json({ message: 'ok', total: 0, data: [] });
    });
  });

  afterEach(() => {
    cleanup();
    toast.success.mockReset();
  });

  it("shows the current workspace with the user's role and the others to switch to, and Members for an owner", () => {
    const client = queryClientAs('owner');
    renderShell(client, '/inbox');

    expect(screen.getByTestId('current-workspace').textContent).toBe('Acme');
    openUserMenu();
    const options = screen.getAllByTestId('workspace-option');
    expect(options.map((option) => option.textContent)).toEqual(['AcmeOwner', 'GlobexViewer']);
    expect(options[0]?.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Members' }).getAttribute('href')).toBe('/members');
    expect(screen.getByRole('menuitem', { name: 'Integrations' }).getAttribute('href')).toBe('/integrations');
    expect(screen.getByRole('menuitem', { name: 'Audit log' }).getAttribute('href')).toBe('/audit-log');
  });

  it('an admin gets Integrations and the Audit log too; a member does not', () => {
    renderShell(queryClientAs('admin'), '/inbox');
    openUserMenu();
    expect(screen.getByRole('menuitem', { name: 'Integrations' }).getAttribute('href')).toBe('/integrations');
    expect(screen.getByRole('menuitem', { name: 'Audit log' }).getAttribute('href')).toBe('/audit-log');
    cleanup();
    renderShell(queryClientAs('member'), '/inbox');
    openUserMenu();
    expect(screen.queryByRole('menuitem', { name: 'Integrations' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Audit log' })).toBeNull();
  });

  it('a viewer gets the Workspace page instead of Members', () => {
    renderShell(queryClientAs('viewer'), '/inbox');
    openUserMenu();
    expect(screen.queryByRole('menuitem', { name: 'Members' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Workspace' }).getAttribute('href')).toBe('/members');
    expect(screen.queryByRole('menuitem', { name: 'Integrations' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Audit log' })).toBeNull();
  });

  it('switching asks PUT /workspaces/current, drops every cached query of the old workspace, remounts the page and lands on /analytics', async () => {
    const client = queryClientAs('owner');
    client.setQueryData(PAGE_KEY, 'Calls of Acme');
    client.setQueryData(['inbox', 'list'], ['a mail of Acme']);
    const router = renderShell(client, '/inbox');
    expect(screen.getByTestId('page-data').textContent).toBe('Calls of Acme');

    openUserMenu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Globex/ }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)).toContain(
        'PUT /api/workspaces/current',
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/workspaces/current');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ workspace_id: OTHER_WORKSPACE_ID });
    // Nothing of Acme is left, in the cache or on the screen; the page asked again.
    expect(client.getQueryData(['inbox', 'list'])).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('page-data').textContent).toBe('Calls of Globex'));
    expect(client.getQueryData(WORKSPACES_QUERY_KEY)).toEqual(globex);
    expect(screen.getByTestId('current-workspace').textContent).toBe('Globex');
    expect(toast.success).toHaveBeenCalledWith('Switched to Globex');
    // The other tabs share the session: they are told to drop their data too.
    expect(localStorage.getItem(storageKeys.workspaceSwitch)).not.toBeNull();
  });

  it('a refused switch keeps the workspace and its data, and says why', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? Response.json({ error_message: 'Workspace not found' }, { status: 404 })
        : Response.json(workspacesBody(makeWorkspaces('owner'))),
    );
    const client = queryClientAs('owner');
    client.setQueryData(PAGE_KEY, 'Calls of Acme');
    const router = renderShell(client, '/inbox');

    openUserMenu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Globex/ }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Workspace not found'));
    expect(router.state.location.pathname).toBe('/inbox');
    expect(screen.getByTestId('page-data').textContent).toBe('Calls of Acme');
  });

  it("another tab switching the shared session drops this tab's data too", async () => {
    const client = queryClientAs('owner');
    client.setQueryData(PAGE_KEY, 'Calls of Acme');
    renderShell(client, '/inbox');
    const { dropWorkspaceData } = await import('../../lib/workspace-cache.ts');

    act(() => dropWorkspaceData(client));

    // The page remounted on the emptied cache and asked again: it never shows Acme's calls.
    expect(screen.getByTestId('page-data').textContent).not.toBe('Calls of Acme');
    await waitFor(() => expect(screen.getByTestId('page-data').textContent).toBe('Calls of Globex'));
  });
});
