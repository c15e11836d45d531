import type { Workspaces } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, type Mock } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { makeWorkspaces } from '../../../test/workspaces.ts';
import { MembersScreen } from '../components/members-screen.tsx';
import { fakeWorkspaceServer, makeInvitation, makeMember } from './fake-workspace-server.ts';

// The Members page of the members-*.test.tsx suites: Acme's four members and three invitations
// on a fake workspaces server, and the rows and menus the tests reach for.

// The signed-in user is u-1 (the test token's user_id).
export const members = [
  makeMember({ user_id: 'u-1', username: 'Ada', role: 'owner' }),
  makeMember({ user_id: 'u-2', username: 'Grace', role: 'admin' }),
  makeMember({ user_id: 'u-3', username: 'Linus', role: 'member' }),
  makeMember({ user_id: 'u-4', username: 'Marie', role: 'viewer' }),
];
export const invitations = [
  makeInvitation({ id: 'inv-1', email: 'alan@example.com' }),
  // Created a day apart, so the newest-first order does not hang on the millisecond the fixtures are made in.
  makeInvitation({
    id: 'inv-2',
    email: 'kate@example.com',
    status: 'expired',
    created_at: '2025-12-25T00:00:00.000Z',
    expires_at: '2026-01-01T00:00:00.000Z',
  }),
  makeInvitation({
    id: 'inv-3',
    email: 'barbara@example.com',
    status: 'accepted',
    created_at: '2025-12-24T00:00:00.000Z',
  }),
];

const routes = [
  { path: 'members', element: <MembersScreen /> },
  { path: 'analytics', element: <h1>Analytics</h1> },
];

export const row = (name: string) =>
  screen.getAllByTestId('member-row').find((element) => element.textContent?.includes(name)) as HTMLElement;
export const invitationRow = (email: string) =>
  screen.getAllByTestId('invitation-row').find((element) => element.textContent?.includes(email)) as HTMLElement;
export const openActions = (name: string) =>
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${name}` }), { key: 'Enter' });

type Toast = { success: Mock; error: Mock };

/**
 * For the tests of one describe block: Ada signed in, `fetch` on a mock, and `open` rendering the
 * Members page as a role on the fake server. The test file mocks sonner (a mock is the file's own)
 * and hands its toast in, to be reset after each test.
 */
export const useMembersPage = (toast: Toast) => {
  afterEach(() => {
    cleanup();
    toast.success.mockReset();
    toast.error.mockReset();
  });
  const fetchMock = stubSignedInFetch();
  beforeEach(() =>
    useSessionStore.setState({
      user: { email: 'ada@example.com', username: 'Ada' },
      isLoading: false,
      endReason: null,
    }),
  );
  const open = (
    role: WorkspaceRole,
    options: Omit<Parameters<typeof fakeWorkspaceServer>[1], 'workspaces'> = { members, invitations },
    /** What differs in the workspaces from makeWorkspaces(role). */
    workspaces: Partial<Workspaces> = {},
  ) => {
    const server = fakeWorkspaceServer(fetchMock, { workspaces: makeWorkspaces(role, workspaces), ...options });
    const router = renderRoutes(routes, '/members', { role, workspaces });
    return { ...server, router };
  };
  return { fetchMock, open };
};
