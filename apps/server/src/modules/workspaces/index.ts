// The workspaces module's face: opening a session in a workspace, joining one by invitation and
// the member an admin resets the password of (auth), the audit log (every module that does what it
// records), the logo (the self-booking pages and the careers site show it), and each workspace's webhook address and signing keys (the calls, conversations and chat
// webhooks).
export { createWorkspace, workspaceForSignIn } from './workspaces.service.ts';
export {
  currentWebhookKey,
  firstWorkspaceId,
  previousWebhookKeyValidUntil,
  rotateWebhookKey,
  verifyingWebhookKeys,
  webhookAddressee,
  webhookWorkspace,
  WEBHOOK_KEY_GRACE_MS,
} from './webhook-keys.ts';
export { logoPathOf, logoVersionOf } from './workspace-logo.ts';
export { workspaceLogoPublicRoutes } from './workspace-logo.routes.ts';
export { acceptInvitation } from './invitations.service.ts';
export { lockMemberForPasswordReset } from './members.service.ts';
export {
  audited,
  auditedChange,
  auditOf,
  forgetCandidate,
  recordAudit,
  type AuditAction,
  type AuditEntry,
  type AuditTarget,
} from './audit-log.ts';
