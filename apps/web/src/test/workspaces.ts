import type { Workspaces } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { QueryClient } from '@tanstack/react-query';
import { WORKSPACES_QUERY_KEY } from '../lib/workspace-cache.ts';

export const WORKSPACE_ID = '0d7c1c7e-2f7a-4c43-9a53-0b0e5b1f2c01';
export const OTHER_WORKSPACE_ID = '5a9f3e21-8b44-4d0e-a1c7-6f2d9e8b7a02';

/** GET /workspaces as the server answers it: the user is `role` in 'Acme' (and a viewer in 'Globex'). */
export const makeWorkspaces = (role: WorkspaceRole = 'owner', overrides: Partial<Workspaces> = {}): Workspaces => {
  const current = {
    id: WORKSPACE_ID,
    name: 'Acme',
    role,
    created_at: '2026-01-05T10:00:00.000Z',
    careers_path: '/careers/acme',
    logo_path: null,
  };
  return {
    current,
    workspaces: [
      current,
      {
        id: OTHER_WORKSPACE_ID,
        name: 'Globex',
        role: 'viewer',
        created_at: '2026-02-01T09:00:00.000Z',
        careers_path: '/careers/globex',
        logo_path: null,
      },
    ],
    is_empty: false,
    ...overrides,
  };
};

/** The `{ message, total, data }` body of a workspaces answer. */
export const workspacesBody = (workspaces: Workspaces) => ({
  message: 'Workspaces fetched',
  total: workspaces.workspaces.length,
  data: workspaces,
});

/** Puts the user's workspaces (their role) in a test's cache, as the signed-in shell would have fetched them. */
export const seedWorkspaces = (
  client: QueryClient,
  role: WorkspaceRole = 'owner',
  overrides: Partial<Workspaces> = {},
): void => {
  client.setQueryData(WORKSPACES_QUERY_KEY, makeWorkspaces(role, overrides));
};

/** A fresh query client for a test (no retries) where the user is already known to be `role`. */
export const queryClientAs = (role: WorkspaceRole = 'owner', overrides: Partial<Workspaces> = {}): QueryClient => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedWorkspaces(client, role, overrides);
  return client;
};
