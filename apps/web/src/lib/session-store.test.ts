// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/make-token.ts';
import { MAX_TIMER_DELAY_MS } from './expiry-timer.ts';
import { useSessionStore } from './session-store.ts';
import { storageKeys } from './storage-keys.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
const nowS = () => Math.floor(Date.now() / 1000);
const initialState = useSessionStore.getState();

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'ok', total: 0, data: null })));
    localStorage.clear();
    useSessionStore.setState(initialState, true);
  });

  afterEach(async () => {
    await useSessionStore.getState().signOut();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toast.error.mockReset();
    toast.success.mockReset();
  });

  it('starts loading, then restores the stored session', () => {
    localStorage.setItem(storageKeys.token, makeToken({ exp: nowS() + 60, user_id: 'u' }));
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com', username: 'ada' }));
    expect(useSessionStore.getState().isLoading).toBe(true);

    useSessionStore.getState().restoreSession();

    expect(useSessionStore.getState()).toMatchObject({
      isLoading: false,
      user: { email: 'ada@example.com', username: 'ada' },
    });
  });

  it('ends an expired or undecodable stored session at once', () => {
    for (const token of [makeToken({ exp: nowS() - 1, user_id: 'u' }), 'garbage', makeToken({ user_id: 'u' })]) {
      localStorage.setItem(storageKeys.token, token);
      localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com', username: 'ada' }));

      useSessionStore.getState().restoreSession();

      expect(useSessionStore.getState()).toMatchObject({ isLoading: false, user: null });
      expect(localStorage.getItem(storageKeys.token)).toBeNull();
      expect(localStorage.getItem(storageKeys.user)).toBeNull();
    }
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('knows whether a session had existed: none on a first visit, one for a stored token even when expired', () => {
    useSessionStore.getState().restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ isLoading: false, user: null, hadSession: false });

    localStorage.setItem(storageKeys.token, makeToken({ exp: nowS() - 1, user_id: 'u' }));
    useSessionStore.getState().restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ user: null, hadSession: true });

    useSessionStore.setState(initialState, true);
    const token = makeToken({ exp: nowS() + 60, user_id: 'u' });
    useSessionStore.getState().startSession({ token, email: 'ada@example.com', username: 'ada' });
    expect(useSessionStore.getState().hadSession).toBe(true);
  });

  it('stores the token and user when a session starts', () => {
    const token = makeToken({ exp: nowS() + 60, user_id: 'u' });
    useSessionStore.getState().startSession({ token, email: 'ada@example.com', username: 'ada' });

    expect(localStorage.getItem(storageKeys.token)).toBe(token);
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual({
      email: 'ada@example.com',
      username: 'ada',
    });
    expect(useSessionStore.getState().user).toEqual({ email: 'ada@example.com', username: 'ada' });
  });

  it('shows the expiry toast and signs out when the timer fires at exp', async () => {
    useSessionStore.getState().startSession({
      token: makeToken({ exp: nowS() + 60, user_id: 'u' }),
      email: 'ada@example.com',
      username: 'ada',
    });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(useSessionStore.getState().user).not.toBeNull();
    expect(toast.error).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(toast.error).toHaveBeenCalledWith('Session expired. Please sign in again.');
    expect(toast.success).toHaveBeenCalledWith('Signed out successfully');
    expect(useSessionStore.getState()).toMatchObject({ user: null, endReason: 'expired' });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    // The token was already dead: nothing to revoke on the server.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('arms a capped timer for far-off expiries and still fires at exp', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const lifetimeMs = MAX_TIMER_DELAY_MS + 60_000;
    useSessionStore.getState().startSession({
      token: makeToken({ exp: nowS() + lifetimeMs / 1000, user_id: 'u' }),
      email: 'ada@example.com',
      username: 'ada',
    });

    expect(setTimeoutSpy.mock.calls.every(([, ms]) => (ms ?? 0) <= MAX_TIMER_DELAY_MS)).toBe(true);
    await vi.advanceTimersByTimeAsync(lifetimeMs - 1);
    expect(useSessionStore.getState().user).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(useSessionStore.getState().user).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Session expired. Please sign in again.');
    setTimeoutSpy.mockRestore();
  });

  it('a new session replaces the old timer', async () => {
    useSessionStore
      .getState()
      .startSession({ token: makeToken({ exp: nowS() + 10, user_id: 'u' }), email: 'a@b.c', username: 'a' });
    useSessionStore
      .getState()
      .startSession({ token: makeToken({ exp: nowS() + 100, user_id: 'u' }), email: 'a@b.c', username: 'a' });

    await vi.advanceTimersByTimeAsync(50_000);
    expect(useSessionStore.getState().user).not.toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('signs out: revokes on the server, clears the timer and storage, says so', async () => {
    const token = makeToken({ exp: nowS() + 60, user_id: 'u' });
    useSessionStore.getState().startSession({ token, email: 'ada@example.com', username: 'ada' });

    await useSessionStore.getState().signOut();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/logout');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(useSessionStore.getState()).toMatchObject({ user: null, endReason: 'signed-out' });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Signed out successfully');

    await vi.advanceTimersByTimeAsync(120_000);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    useSessionStore
      .getState()
      .startSession({ token: makeToken({ exp: nowS() + 60, user_id: 'u' }), email: 'a@b.c', username: 'a' });

    await useSessionStore.getState().signOut();

    expect(useSessionStore.getState().user).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Signed out successfully');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows 'Failed to sign out' when the local sign-out throws", async () => {
    useSessionStore
      .getState()
      .startSession({ token: makeToken({ exp: nowS() + 60, user_id: 'u' }), email: 'a@b.c', username: 'a' });
    const removeItem = vi.spyOn(localStorage, 'removeItem').mockImplementation(() => {
      throw new Error('storage blocked');
    });

    await useSessionStore.getState().signOut();

    expect(toast.error).toHaveBeenCalledWith('Failed to sign out');
    removeItem.mockRestore();
  });

  it('expireSession without a signed-in user stays quiet', () => {
    useSessionStore.getState().restoreSession();
    useSessionStore.getState().expireSession();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
