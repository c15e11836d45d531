import { decodeTokenClaims } from './decode-token-claims.ts';
import { storedSession } from './stored-session.ts';

/** The signed-in user's id, from the stored token's user_id claim (SPEC §6); null without one. */
export const signedInUserId = (): string | null => {
  const token = storedSession.readToken();
  const userId = token === null ? undefined : decodeTokenClaims(token)?.user_id;
  return typeof userId === 'string' ? userId : null;
};
