import type { Workspaces } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RecruitingAgentContext, type RecruitingAgent } from '../lib/recruiting-agent.ts';
import { queryClientAs } from './workspaces.ts';

type Options = {
  /** The user's role in the current workspace, already in the cache; null leaves GET /workspaces to the test. */
  role?: WorkspaceRole | null;
  /** What differs in the cached workspaces from makeWorkspaces(role) (a logo, say). */
  workspaces?: Partial<Workspaces>;
  /** The hiring area's recruiting agent (as its outlet gives it): Zara unless told; null for a workspace without one. */
  recruitingAgent?: RecruitingAgent | null;
};

/**
 * Renders routes at `path` in a memory router with a fresh query client (no retries), signed in as
 * the owner of the workspace unless told otherwise; returns the router.
 */
export const renderRoutes = (routes: RouteObject[], path: string, options: Options = {}) => {
  const { role = 'owner', workspaces = {}, recruitingAgent = { id: 'zara', name: 'Zara' } } = options;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client =
    role === null
      ? new QueryClient({ defaultOptions: { queries: { retry: false } } })
      : queryClientAs(role, workspaces);
  render(
    <QueryClientProvider client={client}>
      <RecruitingAgentContext value={recruitingAgent}>
        <RouterProvider router={router} />
      </RecruitingAgentContext>
    </QueryClientProvider>,
  );
  return router;
};
