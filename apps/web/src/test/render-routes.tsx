import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { queryClientAs } from './workspaces.ts';

type Options = {
  /** The user's role in the current workspace, already in the cache; null leaves GET /workspaces to the test. */
  role?: WorkspaceRole | null;
};

/**
 * Renders routes at `path` in a memory router with a fresh query client (no retries), signed in as
 * the owner of the workspace unless told otherwise; returns the router.
 */
export const renderRoutes = (routes: RouteObject[], path: string, { role = 'owner' }: Options = {}) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = role === null ? new QueryClient({ defaultOptions: { queries: { retry: false } } }) : queryClientAs(role);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
