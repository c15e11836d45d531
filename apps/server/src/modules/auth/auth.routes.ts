import {
  apiPaths,
  envelopeSchema,
  loginBodySchema,
  passwordChangeBodySchema,
  passwordResetMessages,
  resetPasswordConfirmBodySchema,
  resetPasswordRequestBodySchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  signupBodySchema,
  signupModeSchema,
  updateUserBodySchema,
  userRecordSchema,
} from '@agentdesk/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  changePassword,
  confirmPasswordReset,
  getUser,
  INVITE_ONLY_MESSAGE,
  WRONG_CURRENT_PASSWORD,
  signIn,
  signOut,
  signUp,
  updateUser,
  type AuthSettings,
} from './auth.service.ts';
import { mailPasswordReset } from './password-reset-mail.ts';
import type { SessionCache } from './session-cache.ts';

const sessionResponse = { 200: envelopeSchema(sessionUserSchema) };
const userResponse = { 200: envelopeSchema(userRecordSchema) };
const emptyResponse = { 200: envelopeSchema(z.null()) };

/** What the account routes (these, and an admin's reset of a member's password) are given. */
export type AccountRoutesOptions = {
  db: Db;
  settings: AuthSettings;
  mailer: Mailer;
  sessionCache: SessionCache;
  /** The server's public address, for the links in mails (known once it listens). */
  publicUrl: () => string;
  /** Whether mail leaves this server (SMTP_URL): without it no reset link is made, as none could arrive. */
  sendsMail: boolean;
};

export type AuthRoutesOptions = AccountRoutesOptions & {
  /** Sign-ups and reset requests per client address and minute; also failed sign-ins per address and minute. */
  rateLimitPerMinute: number;
  /** Failed sign-ins (and password checks) per account within 15 minutes. */
  accountFailureLimit: number;
};

/** 429 with Retry-After, saying how long to wait. */
const tooManyFailures = (reply: FastifyReply, waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  void reply.header('retry-after', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    minutes <= 1
      ? 'Too many attempts. Please wait a minute and try again.'
      : `Too many failed attempts. Please wait ${minutes} minutes and try again.`,
  );
};

export const authRoutes =
  (options: AuthRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, settings, mailer, sessionCache, publicUrl, sendsMail, rateLimitPerMinute, accountFailureLimit } =
      options;
    const { requireAuth, authFailures } = app;
    const authRateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };
    const perAccount = { prefix: 'account', limit: accountFailureLimit, windowMs: 15 * 60_000 };
    const perAddress = { prefix: 'address', limit: rateLimitPerMinute, windowMs: 60_000 };
    /** Runs a password check that counts against the account and the address only when it fails (401, or 400 for a wrong current password). */
    const countingFailures = async <T>(
      reply: FastifyReply,
      keys: { account: string; address: string },
      check: () => Promise<T>,
    ): Promise<T> => {
      const limited = [
        { rule: perAccount, key: keys.account.toLowerCase() },
        { rule: perAddress, key: keys.address },
      ];
      const waitMs = await authFailures.retryAfterMs(limited);
      if (waitMs > 0) throw tooManyFailures(reply, waitMs);
      try {
        return await check();
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 401 || error.message === WRONG_CURRENT_PASSWORD))
          await authFailures.fail(limited);
        throw error;
      }
    };

    app.post(
      apiPaths.signup,
      { schema: { body: signupBodySchema, response: sessionResponse }, config: { rateLimit: authRateLimit } },
      async (request) => {
        const data = await signUp({ db, settings, input: request.body });
        return { message: 'Signed up successfully', total: 1, data };
      },
    );

    app.get(apiPaths.signupMode, { schema: { response: { 200: envelopeSchema(signupModeSchema) } } }, async () => ({
      message: settings.signupMode === 'invite-only' ? INVITE_ONLY_MESSAGE : 'Anyone may sign up',
      total: 1,
      data: { mode: settings.signupMode ?? 'open' },
    }));

    // Counted per failure, not per request: the eleventh colleague behind an office's address still signs in.
    app.post(
      apiPaths.login,
      { schema: { body: loginBodySchema, response: sessionResponse } },
      async (request, reply) => {
        const data = await countingFailures(reply, { account: request.body.email, address: request.ip }, () =>
          signIn({ db, settings, input: request.body, ip: request.ip }),
        );
        return { message: 'Signed in successfully', total: 1, data };
      },
    );

    app.post(
      apiPaths.logout,
      { preHandler: requireAuth, schema: { response: emptyResponse }, config: { role: 'viewer' } },
      async (request) => {
        const { sessionId } = request.user();
        await signOut({ db, sessionId });
        // The database announces it too; dropping it here makes it immediate in this process.
        sessionCache.drop(`session:${sessionId}`);
        return { message: 'Signed out successfully', total: 0, data: null };
      },
    );

    app.get(apiPaths.user, { preHandler: requireAuth, schema: { response: userResponse } }, async (request) => {
      const { userId, workspaceId } = request.user();
      const data = await getUser({ db, userId, workspaceId });
      return { message: 'User fetched', total: 1, data };
    });

    app.patch(
      apiPaths.user,
      {
        preHandler: requireAuth,
        schema: { body: updateUserBodySchema, response: userResponse },
        config: { role: 'viewer' },
      },
      async (request) => {
        const { userId, workspaceId } = request.user();
        const data = await updateUser({ db, userId, workspaceId, input: request.body });
        return { message: 'Profile updated', total: 1, data };
      },
    );

    app.post(
      apiPaths.passwordChange,
      {
        preHandler: requireAuth,
        schema: { body: passwordChangeBodySchema, response: sessionResponse },
        config: { role: 'viewer' },
      },
      async (request, reply) => {
        const { userId, workspaceId } = request.user();
        const data = await countingFailures(reply, { account: request.body.email, address: request.ip }, () =>
          changePassword({ db, settings, userId, workspaceId, input: request.body }),
        );
        sessionCache.drop(`user:${userId}`);
        return { message: 'Password changed', total: 1, data };
      },
    );

    app.post(
      apiPaths.resetPassword,
      {
        schema: { body: resetPasswordRequestBodySchema, response: { 200: envelopeSchema(resetPasswordRequestSchema) } },
        config: { rateLimit: authRateLimit },
      },
      async (request) => {
        // The answer is the same for known and unknown addresses; without mail no token is made at
        // all (none could arrive, and none is logged): the way back is an admin's reset or the server's.
        if (sendsMail) await mailPasswordReset({ db, mailer, publicUrl: publicUrl(), email: request.body.email });
        const message = sendsMail ? passwordResetMessages.requested : passwordResetMessages.noMail;
        return { message, total: 1, data: { sends_mail: sendsMail } };
      },
    );

    app.post(
      apiPaths.resetPasswordConfirm,
      {
        schema: { body: resetPasswordConfirmBodySchema, response: sessionResponse },
        config: { rateLimit: authRateLimit },
      },
      async (request) => {
        const data = await confirmPasswordReset({ db, settings, input: request.body });
        sessionCache.drop(`user:${data.id}`);
        return { message: 'Password updated', total: 1, data };
      },
    );
  };
