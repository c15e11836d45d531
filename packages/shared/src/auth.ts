import { z } from 'zod';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules.ts';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(2, 'Username must be at least 2 characters')
  .max(64, 'Username must be at most 64 characters');

/** POST /user/signup (SPEC §3 sign-up payload). */
export const signupBodySchema = z.object({
  username: usernameSchema,
  email,
  password: passwordSchema,
  /** Signing up through an invitation joins the inviting workspace instead of opening a new one. */
  invitation_token: z.string().min(16, 'Invitation link is invalid').max(200, 'Invitation link is invalid').optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** POST /user/login. The sign-in form fills `username` with the e-mail (SPEC §3). */
export const loginBodySchema = z.object({
  username: z.string().trim().max(254).optional(),
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /user/password-change (SPEC §3). */
export const passwordChangeBodySchema = z.object({
  email,
  old_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** PATCH /user: what the profile page may change. */
export const updateUserBodySchema = z.object({ username: usernameSchema });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /user/reset-password/: ask for a reset e-mail. */
export const resetPasswordRequestBodySchema = z.object({ email });
export type ResetPasswordRequestBody = z.infer<typeof resetPasswordRequestBodySchema>;

/**
 * What POST /user/reset-password/ answers, alike for known and unknown addresses: whether this
 * server sends mail at all (without SMTP_URL no link can reach anyone, and none is made).
 */
export const resetPasswordRequestSchema = z.object({ sends_mail: z.boolean() });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset request's answers, as the page shows them. */
export const passwordResetMessages = {
  requested: 'If an account exists for that e-mail, a reset link is on its way.',
  noMail:
    'This server sends no e-mail, so no reset link can reach you. Ask an owner or admin of your workspace to reset ' +
    'your password on its Members page, or whoever runs the server to run npm run reset-password.',
} as const;

/** POST /user/reset-password/confirm: set a new password with the e-mailed token. */
export const resetPasswordConfirmBodySchema = z.object({
  token: z
    .string({ error: 'Reset token is required' })
    .min(16, 'Reset link is invalid')
    .max(200, 'Reset link is invalid'),
  new_password: passwordSchema,
});
export type ResetPasswordConfirmBody = z.infer<typeof resetPasswordConfirmBodySchema>;

/** The signed-in user record (SPEC §3), as the server returns it in `data`. */
export const userRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  ott: z.string().nullable(),
  is_verified: z.boolean(),
  is_active: z.boolean(),
  is_logged_in: z.boolean(),
  is_deprecated: z.boolean(),
  client_id: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** Sign-up, sign-in, password change and reset answer with the record plus a fresh token. */
export const sessionUserSchema = userRecordSchema.extend({ token: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** JWT claims the server issues: `exp` in seconds and `user_id` (SPEC §3, §6). */
export const tokenClaimsSchema = z.object({
  user_id: z.string(),
  exp: z.number(),
  sid: z.string().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** The small object the SPA keeps under its stored-user key (SPEC §3). */
export const storedUserSchema = z.object({ email: z.string(), username: z.string() });
export type StoredUser = z.infer<typeof storedUserSchema>;
