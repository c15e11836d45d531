import {
  apiPaths,
  envelopeSchema,
  loginBodySchema,
  passwordChangeBodySchema,
  resetPasswordConfirmBodySchema,
  resetPasswordRequestBodySchema,
  sessionUserSchema,
  signupBodySchema,
  updateUserBodySchema,
  userRecordSchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  changePassword,
  confirmPasswordReset,
  createPasswordReset,
  getUser,
  signIn,
  signOut,
  signUp,
  updateUser,
  type AuthSettings,
} from './auth.service.ts';
import type { SessionCache } from './session-cache.ts';

const sessionResponse = { 200: envelopeSchema(sessionUserSchema) };
const userResponse = { 200: envelopeSchema(userRecordSchema) };
const emptyResponse = { 200: envelopeSchema(z.null()) };

export const RESET_REQUESTED_MESSAGE = 'If an account exists for that e-mail, a reset link is on its way.';

export type AuthRoutesOptions = {
  db: Db;
  settings: AuthSettings;
  mailer: Mailer;
  sessionCache: SessionCache;
  /** The server's public address, for the links in mails (known once it listens). */
  publicUrl: () => string;
  /** Sign-in, sign-up and password attempts per client address and minute. */
  rateLimitPerMinute: number;
};

export const authRoutes =
  ({ db, settings, mailer, sessionCache, publicUrl, rateLimitPerMinute }: AuthRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAuth } = app;
    const authRateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };

    app.post(apiPaths.signup, { schema: { body: signupBodySchema, response: sessionResponse }, config: { rateLimit: authRateLimit } }, async (request) => {
      const data = await signUp({ db, settings, input: request.body });
      return { message: 'Signed up successfully', total: 1, data };
    });

    app.post(apiPaths.login, { schema: { body: loginBodySchema, response: sessionResponse }, config: { rateLimit: authRateLimit } }, async (request) => {
      const data = await signIn({ db, settings, input: request.body });
      return { message: 'Signed in successfully', total: 1, data };
    });

    app.post(apiPaths.logout, { preHandler: requireAuth, schema: { response: emptyResponse } }, async (request) => {
      const { sessionId } = request.user();
      await signOut({ db, sessionId });
      // The database announces it too; dropping it here makes it immediate in this process.
      sessionCache.drop(`session:${sessionId}`);
      return { message: 'Signed out successfully', total: 0, data: null };
    });

    app.get(apiPaths.user, { preHandler: requireAuth, schema: { response: userResponse } }, async (request) => {
      const data = await getUser({ db, userId: request.user().userId });
      return { message: 'User fetched', total: 1, data };
    });

    app.patch(apiPaths.user, { preHandler: requireAuth, schema: { body: updateUserBodySchema, response: userResponse } }, async (request) => {
      const data = await updateUser({ db, userId: request.user().userId, input: request.body });
      return { message: 'Profile updated', total: 1, data };
    });

    app.post(
      apiPaths.passwordChange,
      { preHandler: requireAuth, schema: { body: passwordChangeBodySchema, response: sessionResponse }, config: { rateLimit: authRateLimit } },
      async (request) => {
        const { userId } = request.user();
        const data = await changePassword({ db, settings, userId, input: request.body });
        sessionCache.drop(`user:${userId}`);
        return { message: 'Password changed', total: 1, data };
      },
    );

    app.post(
      apiPaths.resetPassword,
      { schema: { body: resetPasswordRequestBodySchema, response: emptyResponse }, config: { rateLimit: authRateLimit } },
      async (request) => {
        const reset = await createPasswordReset({ db, email: request.body.email });
        if (reset) {
          const link = `${publicUrl()}/reset-password?token=${reset.token}`;
          const { isLocal } = await mailer.enqueue({
            kind: 'password-reset',
            to: reset.email,
            subject: 'Reset your AgentDesk password',
            text: `Someone asked to reset the password of your AgentDesk account.\n\nSet a new password here (the link works once, for 30 minutes):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
          });
          // With no SMTP configured the local user still needs the link: the outbox keeps the
          // mail and the log shows the link (the documented local-only exception).
          if (isLocal) request.log.info(`No SMTP_URL set; password reset link for ${reset.email}: ${link}`);
        }
        return { message: RESET_REQUESTED_MESSAGE, total: 0, data: null };
      },
    );

    app.post(
      apiPaths.resetPasswordConfirm,
      { schema: { body: resetPasswordConfirmBodySchema, response: sessionResponse }, config: { rateLimit: authRateLimit } },
      async (request) => {
        const data = await confirmPasswordReset({ db, settings, input: request.body });
        sessionCache.drop(`user:${data.id}`);
        return { message: 'Password updated', total: 1, data };
      },
    );
  };
