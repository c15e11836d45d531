// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { liveTestToken } from '../../test/stub-signed-in-fetch.ts';
import { makeWorkspaces, workspacesBody } from '../../test/workspaces.ts';
import { InvitationRoute } from './invitation-route.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const TOKEN = 'inv-token-0123456789abcdef';
const preview = {
  workspace_name: 'Acme Lending',
  email: 'grace@example.com',
  role: 'member',
  invited_by: 'Ada Lovelace',
};
const fetchMock = vi.fn<typeof fetch>();
const initialSession = useSessionStore.getState();
type Sent = { method: string; path: string; body: unknown; auth: string | null };
let sent: Sent[] = [];

const serve = (answer: (request: Sent) => Response | undefined) =>
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
      auth: new Headers(init?.headers).get('Authorization'),
    };
    sent.push(request);
    return answer(request) ?? Response.json({ message: 'ok', total: 0, data: null });
  });

const previewAnswer = (request: Sent) =>
  request.path.startsWith('/api/invitations/preview')
    ? Response.json({ message: 'ok', total: 1, data: preview })
    : undefined;

const open = (path = `/invitation?token=${TOKEN}`) =>
  renderRoutes(
    [
      { path: 'invitation', element: <InvitationRoute /> },
      { path: 'analytics', element: <h1>Analytics</h1> },
      { path: 'authentication', element: <h1>Sign in page</h1> },
    ],
    path,
    { role: null },
  );

const signIn = (email: string) => {
  localStorage.setItem(storageKeys.token, liveTestToken());
  useSessionStore.setState({ user: { email, username: 'someone' }, isLoading: false });
};

describe('invitation page', () => {
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.setState({ ...initialSession, isLoading: false, user: null }, true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toast.success.mockReset();
    localStorage.clear();
  });

  it('shows what the link offers (public: no token sent) and, signed out, the sign-up form for the invited e-mail', async () => {
    serve(previewAnswer);
    open();

    expect(await screen.findByRole('heading', { name: 'Join Acme Lending' })).toBeTruthy();
    const summary = within(screen.getByTestId('invitation-summary'));
    expect(summary.getByText('Acme Lending')).toBeTruthy();
    expect(summary.getByText('Member')).toBeTruthy();
    expect(summary.getByText('grace@example.com')).toBeTruthy();
    expect(summary.getByText('Ada Lovelace')).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'GET', path: `/api/invitations/preview?token=${TOKEN}`, auth: null });
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect([email.value, email.readOnly]).toEqual(['grace@example.com', true]);
  });

  it('signing up sends the invitation token, joins, and lands on Analytics', async () => {
    serve((request) =>
      request.path === '/api/user/signup'
        ? Response.json({
            message: 'ok',
            total: 1,
            data: { token: liveTestToken(), email: 'grace@example.com', username: 'grace' },
          })
        : previewAnswer(request),
    );
    const router = open();
    await screen.findByRole('heading', { name: 'Join Acme Lending' });

    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'grace' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    expect(sent.find((request) => request.path === '/api/user/signup')?.body).toEqual({
      username: 'grace',
      email: 'grace@example.com',
      password: 'a-long-password',
      invitation_token: TOKEN,
    });
    // Invited: no question about the sign-up mode, invite-only or not.
    expect(sent.some((request) => request.path === '/api/user/signup-mode')).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('You joined Acme Lending');
  });

  it('offers to sign in instead, for the invited e-mail', async () => {
    serve(previewAnswer);
    open();
    await screen.findByRole('heading', { name: 'Join Acme Lending' });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Sign in as grace@example.com, then accept the invitation.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('grace@example.com');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('signed in with the invited e-mail: Accept asks POST /invitations/accept, drops the cache and lands on Analytics', async () => {
    signIn('Grace@Example.com');
    serve((request) =>
      request.path === '/api/invitations/accept'
        ? Response.json(workspacesBody(makeWorkspaces('member', { is_empty: false })))
        : previewAnswer(request),
    );
    const router = open();

    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    expect(sent.find((request) => request.path === '/api/invitations/accept')).toMatchObject({
      method: 'POST',
      body: { token: TOKEN },
      auth: expect.stringMatching(/^Bearer /),
    });
    expect(toast.success).toHaveBeenCalledWith('You joined Acme Lending');
    expect(localStorage.getItem(storageKeys.workspaceSwitch)).not.toBeNull();
    // The used link is not asked about again while the cache empties for the new workspace.
    expect(sent.filter((request) => request.path.startsWith('/api/invitations/preview'))).toHaveLength(1);
  });

  it("a refused accept shows the server's reason", async () => {
    signIn('grace@example.com');
    serve((request) =>
      request.path === '/api/invitations/accept'
        ? Response.json({ error_message: 'This invitation was sent to another e-mail address' }, { status: 403 })
        : previewAnswer(request),
    );
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This invitation was sent to another e-mail address');
  });

  it('signed in with another account: says so and offers to sign out, no Accept', async () => {
    signIn('ada@example.com');
    serve(previewAnswer);
    open();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This invitation is for grace@example.com, and you are signed in as ada@example.com',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it.each([
    ['This invitation has expired. Ask for a new one.'],
    ['This invitation was revoked.'],
    ['This invitation has already been used.'],
  ])("an unusable link shows the server's sentence: %s", async (message) => {
    serve((request) =>
      request.path.startsWith('/api/invitations/preview')
        ? Response.json({ error_message: message }, { status: 400 })
        : undefined,
    );
    open();

    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/authentication');
    // Shown on the page, not also as a toast.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a link without its token says so without asking the server', async () => {
    serve(() => undefined);
    open('/invitation');

    expect(await screen.findByRole('heading', { name: 'This invitation link is incomplete' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
