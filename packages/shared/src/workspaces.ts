import { z } from 'zod';
import { workspaceRoles } from './workspace-roles.ts';

export * from './workspace-roles.ts';

export const workspaceRoleSchema = z.enum(workspaceRoles);

/** A workspace as its member sees it: with their own role in it. */
export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: workspaceRoleSchema,
  created_at: z.string(),
  /** Its public careers site, /careers/<slug> (the address stays when the workspace is renamed). */
  careers_path: z.string(),
  /**
   * Its logo (shown on the candidate's self-booking pages and the careers site), public at
   * /logos/<slug>?v=<version>; null when none is set.
   */
  logo_path: z.string().nullable(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** GET /workspaces: the signed-in user's workspaces and the one the session works in. */
export const workspacesSchema = z.object({
  current: workspaceSchema,
  workspaces: z.array(workspaceSchema),
  /** Whether the current workspace holds no data yet (it may load the sample data set). */
  is_empty: z.boolean(),
});
export type Workspaces = z.infer<typeof workspacesSchema>;

export const workspaceNameSchema = z
  .string({ error: 'Workspace name is required' })
  .trim()
  .min(1, 'Workspace name is required')
  .max(80, 'Workspace name must be at most 80 characters');

/** PUT /workspaces/current: the workspace the session works in from now on. */
export const switchWorkspaceBodySchema = z.object({ workspace_id: z.uuid({ error: 'Choose a workspace' }) });
export type SwitchWorkspaceBody = z.infer<typeof switchWorkspaceBodySchema>;

/** PATCH /workspaces/current: rename. */
export const updateWorkspaceBodySchema = z.object({ name: workspaceNameSchema });
export type UpdateWorkspaceBody = z.infer<typeof updateWorkspaceBodySchema>;

/** A member of the current workspace (GET /workspaces/current/members; admins). */
export const memberSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** Roles an invitation or a role change may give; ownership moves only by transfer. */
export const assignableRoles = ['admin', 'member', 'viewer'] as const;
export const assignableRoleSchema = z.enum(assignableRoles, { error: 'Choose a role: admin, member or viewer' });

/** The workspace logo's image types, told by their bytes (SVG is refused: it can carry script). */
export const workspaceLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type WorkspaceLogoType = (typeof workspaceLogoTypes)[number];

/** PUT /workspaces/current/logo (owners and admins): one multipart part `logo`, at most `bytes`. */
export const workspaceLogoLimits = { field: 'logo', bytes: 512 * 1024, maxPixels: 16_000_000 } as const;

/** What the logo's routes and its settings field say. */
export const workspaceLogoMessages = {
  missing: 'Choose an image file for the logo',
  tooLarge: 'The logo must be at most 512 KB',
  type: 'The logo must be a PNG, JPEG or WebP image',
  set: 'Logo saved',
  removed: 'Logo removed',
  none: 'This workspace has no logo',
} as const;

/** PATCH /workspaces/current/members/:userId */
export const updateMemberBodySchema = z.object({ role: assignableRoleSchema });
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

/**
 * POST /workspaces/current/members/:userId/password-reset (owners and admins): a temporary password
 * shown once to the admin, or a reset link e-mailed to the member; either way their sessions end.
 */
export const memberPasswordResetMethods = ['temporary_password', 'mail'] as const;
export type MemberPasswordResetMethod = (typeof memberPasswordResetMethods)[number];
export const memberPasswordResetBodySchema = z.object({
  method: z.enum(memberPasswordResetMethods, { error: 'Choose how: a temporary password or a reset link by e-mail' }),
});
export type MemberPasswordResetBody = z.infer<typeof memberPasswordResetBodySchema>;
/** The answer: the temporary password (shown once, never stored in the clear), or null when a link was mailed. */
export const memberPasswordResetSchema = z.object({
  method: z.enum(memberPasswordResetMethods),
  temporary_password: z.string().nullable(),
});
export type MemberPasswordReset = z.infer<typeof memberPasswordResetSchema>;

/** POST /workspaces/current/transfer: the owner hands ownership to another member (and becomes an admin). */
export const transferOwnershipBodySchema = z.object({ user_id: z.uuid({ error: 'Choose a member' }) });
export type TransferOwnershipBody = z.infer<typeof transferOwnershipBodySchema>;

/** DELETE /workspaces/current: the owner deletes the workspace and everything in it, after typing its name. */
export const deleteWorkspaceBodySchema = z.object({
  confirm_name: z.string({ error: "Type the workspace's name to confirm" }).max(200),
});
export type DeleteWorkspaceBody = z.infer<typeof deleteWorkspaceBodySchema>;

export const invitationStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;

/** An invitation to the current workspace, as admins see it (the link itself is only ever mailed). */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  status: z.enum(invitationStatuses),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST /workspaces/current/invitations and POST …/invitations/:id/resend: the invitation with its
 * link, which the inviting admin sees this once (the mail carries the same link; only its hash is kept).
 */
export const invitationWithLinkSchema = invitationSchema.extend({ link: z.string() });
export type InvitationWithLink = z.infer<typeof invitationWithLinkSchema>;

/** POST /workspaces/current/invitations */
export const createInvitationBodySchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid email address' })),
  role: assignableRoleSchema,
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** The token of an e-mailed invitation link. */
export const invitationTokenSchema = z
  .string({ error: 'Invitation link is invalid' })
  .min(16, 'Invitation link is invalid')
  .max(200, 'Invitation link is invalid');

/** GET /invitations/preview?token=…: public, what the link offers (for the accept page). */
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  invited_by: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /invitations/accept: the signed-in user (with the invited e-mail) joins and works there from now on. */
export const acceptInvitationBodySchema = z.object({ token: invitationTokenSchema });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** GET /user/signup-mode: public; in invite-only mode the sign-up form says so. */
export const signupModeSchema = z.object({ mode: z.enum(['open', 'invite-only']) });
export type SignupMode = z.infer<typeof signupModeSchema>;
