/** Roles in a workspace, from the least to the most trusted (zod-free: the SPA's entry may use it). */
export const workspaceRoles = ['viewer', 'member', 'admin', 'owner'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/**
 * Whether `role` may do what `needed` may: a viewer reads; a member operates (notes, replies,
 * campaigns, knowledge bases, jobs...); an admin also manages members, agents, keys, settings and
 * exports; an owner also deletes the workspace and transfers ownership.
 */
export const hasRole = (role: WorkspaceRole | null | undefined, needed: WorkspaceRole): boolean =>
  role != null && workspaceRoles.indexOf(role) >= workspaceRoles.indexOf(needed);

/** How each role reads in the product. */
export const workspaceRoleLabels: Record<WorkspaceRole, string> = {
  viewer: 'Viewer',
  member: 'Member',
  admin: 'Admin',
  owner: 'Owner',
};
