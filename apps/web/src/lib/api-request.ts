import { toast } from 'sonner';
import { takeEarlyResponse } from './early-requests.ts';
import { isTokenExpired } from './is-token-expired.ts';
import { storedSession } from './stored-session.ts';
import { toastedErrors } from './toasted-errors.ts';
import { TOKEN_EXPIRED_EVENT } from './token-expired-event.ts';
import { queryClient } from './query-client.ts';
import { WORKSPACES_QUERY_KEY } from './workspace-cache.ts';

/**
 * required: needs a live stored token (checked before sending);
 * optional: sends the stored token when there is a live one (sign-up, SPEC §6);
 * none: never sends it (login, password reset).
 */
export type ApiAuth = 'required' | 'optional' | 'none';

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: ApiAuth;
  signal?: AbortSignal;
  /** false: no toast for 400 and 500 (the caller reports the failure itself). */
  showErrorToast?: boolean;
  /** false: a 401 is the caller's business and does not end the session. */
  endSessionOnUnauthorized?: boolean;
};

const apiBase = import.meta.env.VITE_API_BASE ?? '/api';

const SERVER_ERROR_TEXT = 'Something went wrong. Please try again later.';

const endSession = (): void => {
  storedSession.clear();
  window.dispatchEvent(new Event(TOKEN_EXPIRED_EVENT));
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const bodyErrorMessage = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { error_message?: unknown }).error_message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * One toast per failure a user can see: the toast's id is its text, so the same failure reported
 * again while its toast shows (a query's retry, two queries of one page failing alike) updates that
 * toast instead of stacking an identical one.
 */
const showFailureToast = (text: string): void => {
  toast.error(text, { id: text });
};

const toastFailure = (status: number, body: unknown): void => {
  if (status === 500) showFailureToast(SERVER_ERROR_TEXT);
  else if (status === 400) showFailureToast(bodyErrorMessage(body) ?? 'The request was not valid.');
  else return;
  if (typeof body === 'object' && body !== null) toastedErrors.add(body);
};

/**
 * Calls the AgentDesk API and resolves with the parsed body. A non-2xx answer rejects with the
 * parsed body itself (JSON, else text); 500 and 400 also show a toast (SPEC §7, §8).
 */
export const apiRequest = async <T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
  const { method = 'GET', body, auth = 'required', signal, showErrorToast = true } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = storedSession.readToken();

  if (auth === 'required') {
    if (token === null || isTokenExpired(token)) {
      endSession();
      throw new Error('Token expired');
    }
    headers.set('Authorization', `Bearer ${token}`);
  } else if (auth === 'optional' && token !== null && !isTokenExpired(token)) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  // A FormData body (a file upload) sets its own multipart content type.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  // The entry may have asked already, before this code loaded (app/start-page-requests.ts).
  const early = method === 'GET' && auth === 'required' ? takeEarlyResponse(path, token) : undefined;
  const response = await (early ??
    fetch(`${apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    }));
  const parsed = await readBody(response);
  if (response.ok) return parsed as T;

  if (showErrorToast) toastFailure(response.status, parsed);
  // The server revoked the session (sign-out elsewhere, password change): end it here too.
  if (response.status === 401 && auth === 'required' && options.endSessionOnUnauthorized !== false) endSession();
  // Refused for the role: it may have changed since it was read, and the controls follow the role.
  if (response.status === 403 && auth === 'required')
    void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
  // The callers read the server's own error shape ({ error_message }, SPEC §7) as what was thrown.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw parsed ?? { error_message: `Request failed with status ${response.status}` };
};
