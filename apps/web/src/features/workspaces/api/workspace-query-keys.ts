import type { AuditFilters } from '../utils/audit-filters.ts';

/** Cache keys of the current workspace's members, invitations and audit log, and of an invitation link's preview. */
export const workspaceQueryKeys = {
  members: ['workspace-members'] as const,
  invitations: ['workspace-invitations'] as const,
  audit: (filters: AuditFilters) => ['workspace-audit', filters] as const,
  preview: (token: string) => ['invitation-preview', token] as const,
};
