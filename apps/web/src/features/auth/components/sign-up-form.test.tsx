// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './sign-up-form.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const onSwitchToSignIn = vi.fn();

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SignUpForm onSwitchToSignIn={onSwitchToSignIn} onSignedUp={() => undefined} />
    </QueryClientProvider>,
  );

const answerMode = (mode: 'open' | 'invite-only') =>
  fetchMock.mockImplementation(async () => Response.json({ message: 'ok', total: 1, data: { mode } }));

describe('SignUpForm and the sign-up mode', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onSwitchToSignIn.mockReset();
  });

  it('invite-only: says sign-up is by invitation and how to get one, instead of a form that would fail', async () => {
    answerMode('invite-only');
    renderForm();

    const notice = await screen.findByTestId('invite-only-notice');
    expect(notice.textContent).toContain('Sign-up is by invitation only');
    expect(notice.textContent).toContain('Ask an admin of your team');
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/signup-mode');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSwitchToSignIn).toHaveBeenCalled();
  });

  it('open: the form', async () => {
    answerMode('open');
    renderForm();

    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(screen.queryByTestId('invite-only-notice')).toBeNull();
  });

  it('a server that does not say (an older one): the form, whose refusal the server words', async () => {
    fetchMock.mockResolvedValue(Response.json({ error_message: 'Not found' }, { status: 404 }));
    renderForm();

    await waitFor(() => expect(screen.getByLabelText('Username')).toBeTruthy());
  });
});
