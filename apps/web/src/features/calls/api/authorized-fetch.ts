import { isTokenExpired } from '../../../lib/is-token-expired.ts';
import { storedSession } from '../../../lib/stored-session.ts';
import { TOKEN_EXPIRED_EVENT } from '../../../lib/token-expired-event.ts';

const apiBase = import.meta.env.VITE_API_BASE ?? '/api';

const endSession = (): void => {
  storedSession.clear();
  window.dispatchEvent(new Event(TOKEN_EXPIRED_EVENT));
};

/**
 * fetch with the bearer token, for answers apiRequest cannot parse (a CSV file, an event stream).
 * Same session rules as apiRequest: an expired token or a 401 ends the session.
 */
export const authorizedFetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
  const token = storedSession.readToken();
  if (token === null || isTokenExpired(token)) {
    endSession();
    throw new Error('Token expired');
  }

  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${apiBase}${path}`, { ...init, headers });
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
