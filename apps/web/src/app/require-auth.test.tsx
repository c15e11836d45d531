// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../lib/session-store.ts';
import { storageKeys } from '../lib/storage-keys.ts';
import { makeToken } from '../test/make-token.ts';
import { RequireAuth } from './require-auth.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const SignInProbe = () => {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? 'none';
  return <p>sign-in page, from {from}</p>;
};

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/authentication', Component: SignInProbe },
      { Component: RequireAuth, children: [{ path: '/analytics', element: <h1>Analytics</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
};

const initialState = useSessionStore.getState();

describe('RequireAuth', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState(initialState, true);
  });
  afterEach(() => {
    cleanup();
    toast.error.mockReset();
  });

  it('shows the spinner while the session loads', () => {
    renderAt('/analytics');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading...');
  });

  it('a first visit without any session: the sign-in page with the origin, and no error toast', async () => {
    useSessionStore.getState().restoreSession();
    const router = renderAt('/analytics');

    expect(await screen.findByText('sign-in page, from /analytics')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/authentication');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a stored session that expired: redirects with the origin and toasts once, even under StrictMode', async () => {
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) - 60, user_id: 'u-1' }));
    useSessionStore.getState().restoreSession();
    const router = renderAt('/analytics');

    expect(await screen.findByText('sign-in page, from /analytics')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/authentication');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Please sign in to access this page');
  });

  it('renders the page for a signed-in user', () => {
    useSessionStore.setState({ isLoading: false, user: { email: 'ada@example.com', username: 'ada' } });
    renderAt('/analytics');
    expect(screen.getByRole('heading', { name: 'Analytics' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a session ended on this page, then a guarded page again: asks to sign in once', async () => {
    const token = makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' });
    useSessionStore.getState().startSession({ token, email: 'ada@example.com', username: 'ada' });
    const router = renderAt('/analytics');
    expect(screen.getByRole('heading', { name: 'Analytics' })).toBeTruthy();

    // Signed out (its own toast), the sign-in page reached, then back to a guarded page.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'ok', total: 0, data: null }))),
    );
    await act(() => useSessionStore.getState().signOut());
    vi.unstubAllGlobals();
    expect(toast.success).toHaveBeenCalledWith('Signed out successfully');
    expect(await screen.findByText('sign-in page, from none')).toBeTruthy();
    act(() => useSessionStore.getState().acknowledgeSessionEnd());
    expect(toast.error).not.toHaveBeenCalled();
    await act(() => router.navigate('/analytics'));

    expect(await screen.findByText('sign-in page, from /analytics')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Please sign in to access this page');
  });

  it('after a sign-out goes to /authentication without asking to sign in', async () => {
    useSessionStore.setState({ isLoading: false, user: { email: 'ada@example.com', username: 'ada' } });
    const router = renderAt('/analytics');

    act(() => useSessionStore.setState({ user: null, endReason: 'signed-out' }));

    expect(await screen.findByText('sign-in page, from none')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/authentication');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
