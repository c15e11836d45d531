import type { SessionStart } from '../../../lib/session-store.ts';

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Sign-up, sign-in, password change and reset answer with the user record plus a token.
 * Only what the session needs is checked; an answer without `data.token` is unusable.
 * (A plain check, not the shared schema: this runs on the sign-in page, whose script budget
 * has no room for the schema library.)
 */
export const readSessionResponse = (body: unknown): SessionStart => {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { token, email, username } = fields;
  if (!isNonEmptyString(token) || typeof email !== 'string' || typeof username !== 'string') {
    throw new Error('Invalid response from server');
  }
  return { token, email, username };
};
