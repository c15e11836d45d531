import {
  acceptInvitationBodySchema,
  apiPaths,
  apiRoutes,
  createInvitationBodySchema,
  envelopeSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  workspacesSchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { MASKED_SECRET } from '../../mail/mail-secret.ts';
import { auditOf, recordAudit } from './audit-log.ts';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  moveSession,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.service.ts';
import { listWorkspaces } from './workspaces.service.ts';

/** An invitation's mail: its text shows the link masked; the token is the mail's secret (sent, never kept). */
export type InvitationMail = { to: string; subject: string; text: string; workspaceId: string; secret: string };

export type InvitationsRoutesOptions = {
  db: Db;
  /** Queues a mail in the outbox. */
  sendMail: (mail: InvitationMail) => Promise<unknown>;
  /** The server's public address, for the link (known once it listens). */
  publicUrl: () => string;
  dropSession: (sessionId: string) => void;
};

const invitationParamsSchema = z.object({ id: z.uuid({ error: 'Invitation not found' }) });
/** The link is in the answer to the admin who made it (and only there besides the mail), as Grafana shows it. */
const createdSchema = invitationSchema.extend({ link: z.string() });

export const invitationsRoutes =
  ({ db, sendMail, publicUrl, dropSession }: InvitationsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAuth } = app;
    const linkOf = (token: string) => `${publicUrl()}/invitation?token=${token}`;
    const mailInvitation = (
      made: { invitation: { email: string; role: string }; token: string; workspaceName: string },
      workspaceId: string,
      inviter: string,
    ) =>
      sendMail({
        workspaceId,
        to: made.invitation.email,
        subject: `You are invited to ${made.workspaceName} on AgentDesk`,
        text:
          `${inviter} invited you to join the workspace "${made.workspaceName}" on AgentDesk as ${made.invitation.role}.\n\n` +
          `Accept the invitation here (the link works once, for 7 days):\n${linkOf(MASKED_SECRET)}\n\n` +
          'If you did not expect this invitation, you can ignore this e-mail.',
        secret: made.token,
      });

    app.get(
      apiPaths.workspaceInvitations,
      {
        preHandler: requireAuth,
        schema: { response: { 200: envelopeSchema(z.array(invitationSchema)) } },
        config: { role: 'admin' },
      },
      async (request) => {
        const data = await listInvitations({ db, workspaceId: request.user().workspaceId });
        return { message: 'Invitations fetched', total: data.length, data };
      },
    );

    app.post(
      apiPaths.workspaceInvitations,
      {
        preHandler: requireAuth,
        schema: { body: createInvitationBodySchema, response: { 200: envelopeSchema(createdSchema) } },
        config: { role: 'admin', shortValidationMessage: true },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const made = await createInvitation({
          db,
          workspaceId,
          invitedBy: userId,
          email: request.body.email,
          role: request.body.role,
        });
        await mailInvitation(made, workspaceId, made.invitation.invited_by ?? 'A colleague');
        await recordAudit(
          db,
          auditOf(request, 'invitation_created', made.invitation.email, { role: made.invitation.role }),
        );
        return {
          message: `Invitation sent to ${made.invitation.email}`,
          total: 1,
          data: { ...made.invitation, link: linkOf(made.token) },
        };
      },
    );

    app.post(
      apiRoutes.resendInvitation,
      {
        preHandler: requireAuth,
        schema: { params: invitationParamsSchema, response: { 200: envelopeSchema(createdSchema) } },
        config: { role: 'admin' },
      },
      async (request) => {
        const { workspaceId } = request.user();
        const made = await resendInvitation({ db, workspaceId, id: request.params.id });
        await mailInvitation(made, workspaceId, made.invitation.invited_by ?? 'A colleague');
        await recordAudit(db, auditOf(request, 'invitation_resent', made.invitation.email));
        return {
          message: `Invitation sent again to ${made.invitation.email}`,
          total: 1,
          data: { ...made.invitation, link: linkOf(made.token) },
        };
      },
    );

    app.delete(
      apiRoutes.workspaceInvitation,
      {
        preHandler: requireAuth,
        schema: { params: invitationParamsSchema, response: { 200: envelopeSchema(z.null()) } },
        config: { role: 'admin' },
      },
      async (request) => {
        const { email } = await revokeInvitation({
          db,
          workspaceId: request.user().workspaceId,
          id: request.params.id,
        });
        await recordAudit(db, auditOf(request, 'invitation_revoked', email));
        return { message: `Invitation to ${email} revoked`, total: 0, data: null };
      },
    );

    // Public: what a link offers, for the page that opens from the mail.
    app.get(
      apiPaths.invitationPreview,
      {
        schema: {
          querystring: z.object({ token: invitationTokenSchema }),
          response: { 200: envelopeSchema(invitationPreviewSchema) },
        },
        config: { shortValidationMessage: true },
      },
      async (request) => ({
        message: 'Invitation',
        total: 1,
        data: await previewInvitation({ db, token: request.query.token }),
      }),
    );

    // Any signed-in user with the invited address; the session then works in the new workspace.
    app.post(
      apiPaths.acceptInvitation,
      {
        preHandler: requireAuth,
        schema: { body: acceptInvitationBodySchema, response: { 200: envelopeSchema(workspacesSchema) } },
        config: { role: 'viewer', shortValidationMessage: true },
      },
      async (request) => {
        const { userId, sessionId } = request.user();
        const joined = await db.transaction(async (tx) => {
          const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
          const result = await acceptInvitation(tx, {
            token: request.body.token,
            user: { id: userId, email: user!.email },
          });
          await moveSession(tx, { sessionId, workspaceId: result.workspaceId });
          return result;
        });
        dropSession(sessionId);
        await recordAudit(db, {
          workspaceId: joined.workspaceId,
          actor: { userId },
          action: 'invitation_accepted',
          details: { role: joined.role },
          ip: request.ip,
        });
        const data = await listWorkspaces(db, { userId, workspaceId: joined.workspaceId });
        return { message: `Welcome to ${data.current.name}`, total: data.workspaces.length, data };
      },
    );
  };
