import { apiRoutes, envelopeSchema, memberPasswordResetBodySchema, memberPasswordResetSchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { audited, auditOf, lockMemberForPasswordReset } from '../workspaces/index.ts';
import type { AccountRoutesOptions } from './auth.routes.ts';
import { hashPassword } from './password-hash.ts';
import { newTemporaryPassword, overridePassword, revokeAllSessions } from './password-override.ts';
import { mailPasswordReset } from './password-reset-mail.ts';

export const memberPasswordMessages = {
  noMail: 'This server sends no e-mail (SMTP_URL is not set): set a temporary password instead.',
  elsewhere: (email: string) =>
    `${email} also belongs to another workspace in use, which a password set here would open: ` +
    'send them a reset link instead, or ask whoever runs the server to run npm run reset-password.',
  temporary: (email: string) => `${email} has a temporary password and was signed out everywhere`,
  mailed: (email: string) => `A reset link is on its way to ${email}; they were signed out everywhere`,
} as const;

const paramsSchema = z.object({ userId: z.uuid({ error: 'Member not found' }) });

/**
 * An owner or admin resets a member's password from the Members page: a temporary password shown
 * once in the answer (only its hash is kept), or a reset link mailed to the member. Either way the
 * member's sessions end at once, and the audit log records who did it and how (never the password).
 */
export const memberPasswordRoutes =
  ({ db, settings, mailer, sessionCache, publicUrl, sendsMail }: AccountRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      apiRoutes.memberPasswordReset,
      {
        preHandler: app.requireAuth,
        schema: {
          params: paramsSchema,
          body: memberPasswordResetBodySchema,
          response: { 200: envelopeSchema(memberPasswordResetSchema) },
        },
        config: { role: 'admin', shortValidationMessage: true },
      },
      async (request) => {
        const { workspaceId, userId: actorUserId, role: actorRole } = request.user();
        const { userId } = request.params;
        const { method } = request.body;
        // Hashed before the transaction: the hash's deliberate slowness holds no lock.
        const temporary = method === 'temporary_password' ? newTemporaryPassword() : null;
        const passwordHash = temporary === null ? null : await hashPassword(temporary, settings.passwordCost);
        const member = await audited(
          db,
          async (tx) => {
            const found = await lockMemberForPasswordReset(tx, { workspaceId, actorUserId, actorRole, userId });
            if (method === 'mail' && !sendsMail) throw conflict(memberPasswordMessages.noMail);
            if (passwordHash !== null) {
              if (found.otherWorkspaces > 0) throw conflict(memberPasswordMessages.elsewhere(found.email));
              await overridePassword(tx, { userId, passwordHash, by: actorUserId });
            } else {
              const [actor] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actorUserId));
              const byAdmin = { admin: actor?.email ?? 'An admin', workspace: found.workspaceName };
              await mailPasswordReset({ db, tx, mailer, publicUrl: publicUrl(), email: found.email, byAdmin });
              await revokeAllSessions(tx, userId);
            }
            return found;
          },
          (found) => auditOf(request, 'member_password_reset', found.email, { method }),
        );
        mailer.kick();
        sessionCache.drop(`user:${userId}`);
        const message =
          temporary === null
            ? memberPasswordMessages.mailed(member.email)
            : memberPasswordMessages.temporary(member.email);
        return { message, total: 1, data: { method, temporary_password: temporary } };
      },
    );
  };
