import type { AuditAction } from '@agentdesk/shared';

/** What each recorded action reads as in the audit log's filter and rows. */
export const auditActionLabels: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  invitation_created: 'Invitation sent',
  invitation_resent: 'Invitation resent',
  invitation_revoked: 'Invitation revoked',
  invitation_accepted: 'Invitation accepted',
  member_role_changed: 'Role changed',
  member_removed: 'Member removed',
  member_left: 'Member left',
  ownership_transferred: 'Ownership transferred',
  workspace_renamed: 'Workspace renamed',
  workspace_sample_data_loaded: 'Sample data loaded',
  webhook_key_rotated: 'Webhook key rotated',
  chat_hook_set: 'Chat hook set',
  chat_hook_removed: 'Chat hook removed',
  agent_added: 'Agent added',
  agent_changed: 'Agent changed',
  agent_provider_connected: 'Provider connected',
  agent_provider_disconnected: 'Provider disconnected',
  agents_synced: 'Agents synced from the provider',
  alert_rule_added: 'Alert rule added',
  alert_rule_changed: 'Alert rule changed',
  alert_rule_removed: 'Alert rule removed',
  export: 'Data exported',
  deletion: 'Data deleted',
};

const summariseValue = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** An event's details on one line ("role: admin · from: member"); '' when there are none. */
export const summariseAuditDetails = (details: Record<string, unknown>): string =>
  Object.entries(details)
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${summariseValue(value)}`)
    .join(' · ');
