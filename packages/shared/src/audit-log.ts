import { z } from 'zod';

/** What the audit log records. */
export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'invitation_created',
  'invitation_resent',
  'invitation_revoked',
  'invitation_accepted',
  'member_role_changed',
  'member_removed',
  'member_left',
  'member_password_reset',
  'password_reset_on_server',
  'ownership_transferred',
  'workspace_renamed',
  'workspace_sample_data_loaded',
  'workspace_logo_set',
  'workspace_logo_removed',
  'webhook_key_revealed',
  'webhook_key_rotated',
  'chat_hook_set',
  'provider_account_set',
  'provider_account_cleared',
  'chat_hook_removed',
  'agent_added',
  'agent_changed',
  'agent_provider_connected',
  'agent_provider_disconnected',
  'agents_synced',
  'alert_rule_added',
  'alert_rule_changed',
  'alert_rule_removed',
  'qa_scorecard_added',
  'qa_scorecard_changed',
  'qa_scorecard_removed',
  'qa_result_corrected',
  'qa_correction_withdrawn',
  'job_created',
  'job_published',
  'job_unpublished',
  'job_closed',
  'job_deleted',
  'candidate_stage_changed',
  'candidate_erased',
  'booking_link_sent',
  'interview_booked',
  'interview_rescheduled',
  'interview_cancelled',
  'call_notes_changed',
  'call_end_reason_changed',
  'export',
  'deletion',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The kinds the audit log is filtered by: each action belongs to one. */
export const auditKinds = [
  'sign_ins',
  'members',
  'workspace',
  'jobs',
  'candidates',
  'interviews',
  'calls',
  'exports',
  'integrations',
  'agents',
  'alerts',
  'quality',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** The kind each action belongs to. */
export const auditKindOf: Record<AuditAction, AuditKind> = {
  sign_in: 'sign_ins',
  sign_in_failed: 'sign_ins',
  invitation_created: 'members',
  invitation_resent: 'members',
  invitation_revoked: 'members',
  invitation_accepted: 'members',
  member_role_changed: 'members',
  member_removed: 'members',
  member_left: 'members',
  member_password_reset: 'members',
  password_reset_on_server: 'members',
  ownership_transferred: 'members',
  workspace_renamed: 'workspace',
  workspace_sample_data_loaded: 'workspace',
  workspace_logo_set: 'workspace',
  workspace_logo_removed: 'workspace',
  deletion: 'workspace',
  webhook_key_revealed: 'integrations',
  webhook_key_rotated: 'integrations',
  chat_hook_set: 'integrations',
  provider_account_set: 'integrations',
  provider_account_cleared: 'integrations',
  chat_hook_removed: 'integrations',
  agent_added: 'agents',
  agent_changed: 'agents',
  agent_provider_connected: 'agents',
  agent_provider_disconnected: 'agents',
  agents_synced: 'agents',
  alert_rule_added: 'alerts',
  alert_rule_changed: 'alerts',
  alert_rule_removed: 'alerts',
  qa_scorecard_added: 'quality',
  qa_scorecard_changed: 'quality',
  qa_scorecard_removed: 'quality',
  qa_result_corrected: 'quality',
  qa_correction_withdrawn: 'quality',
  job_created: 'jobs',
  job_published: 'jobs',
  job_unpublished: 'jobs',
  job_closed: 'jobs',
  job_deleted: 'jobs',
  candidate_stage_changed: 'candidates',
  candidate_erased: 'candidates',
  booking_link_sent: 'candidates',
  interview_booked: 'interviews',
  interview_rescheduled: 'interviews',
  interview_cancelled: 'interviews',
  call_notes_changed: 'calls',
  call_end_reason_changed: 'calls',
  export: 'exports',
};

/** The actions of a kind (what the kind filter asks the log for). */
export const auditActionsOfKind = (kind: AuditKind): AuditAction[] =>
  auditActions.filter((action) => auditKindOf[action] === kind);

/**
 * What an event is about, when it names one thing: the kind of thing (`target_type`), which one
 * (`target_id`) and its readable name as it was then (`target`, blank for an erased candidate).
 * Exports name what was exported; events from before 0045 may have none ('').
 */
export const auditTargetTypes = [
  'job',
  'application',
  'candidate',
  'interview',
  'call',
  'agent',
  'alert_rule',
  'qa_scorecard',
  'webhook_key',
  'chat_hook',
  'calls_csv',
  'candidates_csv',
  'audit_log',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** One event of the workspace's audit log: who, what, about what, when, from which address. */
export const auditEventSchema = z.object({
  id: z.string(),
  action: z.enum(auditActions),
  actor_email: z.string(),
  target: z.string(),
  target_type: z.union([z.enum(auditTargetTypes), z.literal('')]),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /workspaces/current/audit (admins): newest first, cursor pages, filters. */
export const listAuditQuerySchema = z.object({
  action: z.enum(auditActions, { error: 'Unknown action' }).optional(),
  kind: z.enum(auditKinds, { error: 'Unknown kind' }).optional(),
  actor: z.string().trim().max(254).optional(),
  from: z.iso.datetime({ error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ error: 'to must be an ISO date-time' }).optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

export const auditPageSchema = z.object({ events: z.array(auditEventSchema), next_cursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
