import type { AuditKind } from '@agentdesk/shared';

/** How each kind of event reads in the audit log's filter. */
export const auditKindLabels: Record<AuditKind, string> = {
  sign_ins: 'Sign-ins',
  members: 'Members and invitations',
  workspace: 'Workspace',
  jobs: 'Jobs',
  candidates: 'Candidates',
  interviews: 'Interviews',
  calls: 'Calls',
  exports: 'Exports',
  integrations: 'Integrations',
  agents: 'Agents',
  alerts: 'Alerts',
  quality: 'Quality review',
};
