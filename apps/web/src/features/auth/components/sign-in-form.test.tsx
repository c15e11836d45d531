// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { makeToken } from '../../../test/make-token.ts';
import { SignInForm } from './sign-in-form.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
const onSwitchToSignUp = vi.fn();

const renderForm = () => {
  const router = createMemoryRouter([{ path: '/', element: <SignInForm onSwitchToSignUp={onSwitchToSignUp} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const fillAndSubmit = (email: string, password: string) => {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

const initialState = useSessionStore.getState();

describe('SignInForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    useSessionStore.setState(initialState, true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toast.error.mockReset();
    toast.success.mockReset();
  });

  it('has labelled Email and Password fields, a visibility toggle and the reset link', () => {
    renderForm();
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveProperty('type', 'password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveProperty('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveProperty('type', 'password');

    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSwitchToSignUp).toHaveBeenCalled();
  });

  it('asks to fill in all fields, inline and as a toast, without calling the server', async () => {
    renderForm();
    fillAndSubmit('ada@example.com', '');

    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');
    expect(toast.error).toHaveBeenCalledWith('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in without a bearer token, stores the session and says so', async () => {
    localStorage.setItem(storageKeys.token, 'stale-token');
    const token = makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' });
    fetchMock.mockResolvedValueOnce(
      Response.json({ message: 'ok', total: 1, data: { token, email: 'ada@example.com', username: 'ada' } }),
    );
    renderForm();
    fillAndSubmit('ada@example.com', 'correct horse');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signed in successfully!'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'ada@example.com',
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(localStorage.getItem(storageKeys.token)).toBe(token);
    expect(useSessionStore.getState().user).toEqual({ email: 'ada@example.com', username: 'ada' });
  });

  it("reports 'Invalid response from server' when the answer has no token", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ message: 'ok', total: 1, data: { email: 'ada@example.com' } }));
    renderForm();
    fillAndSubmit('ada@example.com', 'pw');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid response from server');
    expect(toast.error).toHaveBeenCalledWith('Invalid response from server');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it("shows the server's error_message inline and as a toast", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error_message: 'Invalid email or password' }, { status: 401 }));
    renderForm();
    fillAndSubmit('ada@example.com', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password');
  });

  it("falls back to 'Failed to sign in'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    renderForm();
    fillAndSubmit('ada@example.com', 'pw');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to sign in');
    expect(toast.error).toHaveBeenCalledWith('Failed to sign in');
  });

  it('disables the inputs and says Signing in... while submitting', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fillAndSubmit('ada@example.com', 'pw');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Password')).toHaveProperty('disabled', true);
    answer(Response.json({ error_message: 'nope' }, { status: 401 }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });
});
