import { isTokenExpired } from './is-token-expired.ts';
import { storedSession } from './stored-session.ts';
import { TOKEN_EXPIRED_EVENT } from './token-expired-event.ts';

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

/**
 * fetch with the bearer token, for answers apiRequest cannot parse (a CSV file, an event stream).
 * Same session rules as apiRequest: an expired token or a 401 ends the session.
 */
export const authorizedFetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
  const token = requireLiveToken();
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  if (response.status === 401) endSession();
  return response;
};

/** The error body of a failed answer: parsed JSON, else the text. */
export const readErrorBody = async (response: Response): Promise<unknown> => {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text === '' ? { error_message: `Request failed with status ${response.status}` } : text;
  }
};
