// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/make-token.ts';
import { apiRequest } from './api-request.ts';
import { storageKeys } from './storage-keys.ts';
import { toastedErrors } from './toasted-errors.ts';
import { TOKEN_EXPIRED_EVENT } from './token-expired-event.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();

const respond = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    }),
  );

const liveToken = () => makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' });

const sentHeaders = (): Headers => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    localStorage.setItem(storageKeys.token, liveToken());
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com', username: 'ada' }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toast.error.mockReset();
    toast.success.mockReset();
  });

  it('sends the stored token as a bearer token and resolves with the parsed body', async () => {
    respond(200, { message: 'ok', total: 1, data: { id: 'u-1' } });

    await expect(apiRequest('/user')).resolves.toEqual({ message: 'ok', total: 1, data: { id: 'u-1' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ method: 'GET' }));
    expect(sentHeaders().get('Authorization')).toBe(`Bearer ${localStorage.getItem(storageKeys.token)}`);
  });

  it('sends a JSON body', async () => {
    respond(200, { message: 'ok', total: 0, data: null });
    await apiRequest('/user', { method: 'PATCH', body: { username: 'ada2' } });

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"username":"ada2"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('on 500 shows the generic toast and throws the body', async () => {
    respond(500, { error_message: 'database down' });

    await expect(apiRequest('/agents')).rejects.toEqual({ error_message: 'database down' });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again later.', {
      id: 'Something went wrong. Please try again later.',
    });
  });

  it("on 400 shows the body's error_message and throws the body", async () => {
    respond(400, { error_message: 'Username must be at least 2 characters' });

    const error: unknown = await apiRequest('/user', { method: 'PATCH', body: { username: 'a' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toEqual({ error_message: 'Username must be at least 2 characters' });
    expect(toast.error).toHaveBeenCalledWith('Username must be at least 2 characters', {
      id: 'Username must be at least 2 characters',
    });
    expect(toastedErrors.has(error as object)).toBe(true);
  });

  it.each([401, 404, 409, 413, 429])('on %i throws the body without a toast', async (status) => {
    respond(status, { error_message: `status ${status}` });

    await expect(apiRequest('/user', { auth: 'none' })).rejects.toEqual({ error_message: `status ${status}` });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('throws a text body when the answer is not JSON', async () => {
    respond(404, 'Not Found');
    await expect(apiRequest('/nowhere')).rejects.toBe('Not Found');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('with an expired token: clears the session, broadcasts tokenExpired, throws and never calls fetch', async () => {
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) - 10, user_id: 'u-1' }));
    const onExpired = vi.fn();
    window.addEventListener(TOKEN_EXPIRED_EVENT, onExpired);

    await expect(apiRequest('/agents')).rejects.toThrow('Token expired');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    window.removeEventListener(TOKEN_EXPIRED_EVENT, onExpired);
  });

  it('with an undecodable token behaves as expired', async () => {
    localStorage.setItem(storageKeys.token, 'garbage');
    await expect(apiRequest('/agents')).rejects.toThrow('Token expired');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('login sends no Authorization header even with a stored token', async () => {
    respond(200, { message: 'ok', total: 1, data: { token: 't' } });
    await apiRequest('/user/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' }, auth: 'none' });

    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('sign-up sends the token when there is one, and none when there is not', async () => {
    respond(200, { message: 'ok', total: 1, data: {} });
    await apiRequest('/user/signup', { method: 'POST', body: {}, auth: 'optional' });
    expect(sentHeaders().get('Authorization')).toMatch(/^Bearer /);

    fetchMock.mockClear();
    localStorage.clear();
    respond(200, { message: 'ok', total: 1, data: {} });
    await apiRequest('/user/signup', { method: 'POST', body: {}, auth: 'optional' });
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('a 401 on an authenticated request ends the session (revoked on the server)', async () => {
    const onExpired = vi.fn();
    window.addEventListener(TOKEN_EXPIRED_EVENT, onExpired);
    respond(401, { error_message: 'Session revoked' });

    await expect(apiRequest('/agents')).rejects.toEqual({ error_message: 'Session revoked' });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    window.removeEventListener(TOKEN_EXPIRED_EVENT, onExpired);
  });

  it('a 401 does not end the session when the caller handles it', async () => {
    respond(401, { error_message: 'Current password is wrong' });

    await expect(
      apiRequest('/user/password-change', { method: 'POST', endSessionOnUnauthorized: false }),
    ).rejects.toEqual({
      error_message: 'Current password is wrong',
    });
    expect(localStorage.getItem(storageKeys.token)).not.toBeNull();
  });
});
