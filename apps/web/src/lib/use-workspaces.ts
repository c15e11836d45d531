import { apiPaths, envelopeSchema, workspacesSchema } from '@agentdesk/shared';
import type { Workspaces } from '@agentdesk/shared';
import { hasRole, type WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-request.ts';
import { WORKSPACES_QUERY_KEY } from './workspace-cache.ts';

const workspacesResponseSchema = envelopeSchema(workspacesSchema);

/** The workspaces answer (GET, PUT and PATCH /workspaces/current, sample data all return it). */
export const readWorkspacesResponse = (body: unknown): Workspaces => workspacesResponseSchema.parse(body).data;

/** GET /workspaces: the user's workspaces, the one the session works in (with the user's role) and whether it is empty. */
export const getWorkspaces = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Workspaces> =>
  readWorkspacesResponse(await apiRequest(apiPaths.workspaces, { signal }));

export const workspacesQueryOptions = queryOptions({
  queryKey: WORKSPACES_QUERY_KEY,
  queryFn: ({ signal }) => getWorkspaces({ signal }),
  staleTime: 60_000,
});

export const useWorkspaces = () => useQuery(workspacesQueryOptions);

/** The user's role in the current workspace; null until GET /workspaces has answered. */
export const useWorkspaceRole = (): WorkspaceRole | null =>
  useQuery({ ...workspacesQueryOptions, select: (data) => data.current.role }).data ?? null;

/** The current workspace's public careers site (/careers/<slug>); null until GET /workspaces has answered. */
export const useCareersPath = (): string | null =>
  useQuery({ ...workspacesQueryOptions, select: (data) => data.current.careers_path }).data ?? null;

/**
 * Whether the user's role is at least `needed` (viewer < member < admin < owner); false while the
 * role is not known, so no control shows that the server would then refuse.
 */
export const useHasRole = (needed: WorkspaceRole): boolean => hasRole(useWorkspaceRole(), needed);
