import { z } from 'zod';

/** Every successful JSON answer is wrapped as `{ message, total, data }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), total: z.number().int().nonnegative(), data });

export type Envelope<T> = { message: string; total: number; data: T };

/** Every failed answer carries one human-readable sentence. */
export const errorBodySchema = z.object({ error_message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** API paths, relative to the API base (`/api` on the same origin by default). */
export const apiPaths = {
  health: '/healthz',
  signup: '/user/signup',
  login: '/user/login',
  logout: '/user/logout',
  passwordChange: '/user/password-change',
  user: '/user',
  resetPassword: '/user/reset-password/',
  resetPasswordConfirm: '/user/reset-password/confirm',
  agents: '/agents',
  agent: (id: string) => `/agents/${encodeURIComponent(id)}`,
} as const;
