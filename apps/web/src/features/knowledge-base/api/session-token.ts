import { isTokenExpired } from '../../../lib/is-token-expired.ts';
import { storedSession } from '../../../lib/stored-session.ts';
import { TOKEN_EXPIRED_EVENT } from '../../../lib/token-expired-event.ts';

/** Where the API answers (same default as apiRequest), for the requests apiRequest cannot make. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

/** Ends the session as apiRequest does when the token is unusable or revoked (SPEC §4). */
export const endSession = (): void => {
  storedSession.clear();
  window.dispatchEvent(new Event(TOKEN_EXPIRED_EVENT));
};

/** The stored token while it is live; otherwise the session ends and this throws 'Token expired'. */
export const requireLiveToken = (): string => {
  const token = storedSession.readToken();
  if (token !== null && !isTokenExpired(token)) return token;
  endSession();
  throw new Error('Token expired');
};
