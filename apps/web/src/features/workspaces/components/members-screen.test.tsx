// @vitest-environment happy-dom
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { makeIntegrations } from '../../../test/integrations.ts';
import { makeWorkspaces } from '../../../test/workspaces.ts';
import { fakeWorkspaceServer, makeInvitation, makeMember } from '../testing/fake-workspace-server.ts';
import { MembersScreen } from './members-screen.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// The signed-in user is u-1 (the test token's user_id).
const members = [
  makeMember({ user_id: 'u-1', username: 'Ada', role: 'owner' }),
  makeMember({ user_id: 'u-2', username: 'Grace', role: 'admin' }),
  makeMember({ user_id: 'u-3', username: 'Linus', role: 'member' }),
  makeMember({ user_id: 'u-4', username: 'Marie', role: 'viewer' }),
];
const invitations = [
  makeInvitation({ id: 'inv-1', email: 'alan@example.com' }),
  // Created a day apart, so the newest-first order does not hang on the millisecond the fixtures are made in.
  makeInvitation({
    id: 'inv-2',
    email: 'kate@example.com',
    status: 'expired',
    created_at: '2025-12-25T00:00:00.000Z',
    expires_at: '2026-01-01T00:00:00.000Z',
  }),
  makeInvitation({
    id: 'inv-3',
    email: 'barbara@example.com',
    status: 'accepted',
    created_at: '2025-12-24T00:00:00.000Z',
  }),
];

const routes = [
  { path: 'members', element: <MembersScreen /> },
  { path: 'analytics', element: <h1>Analytics</h1> },
];

const row = (name: string) =>
  screen.getAllByTestId('member-row').find((element) => element.textContent?.includes(name)) as HTMLElement;
const invitationRow = (email: string) =>
  screen.getAllByTestId('invitation-row').find((element) => element.textContent?.includes(email)) as HTMLElement;
const openActions = (name: string) =>
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${name}` }), { key: 'Enter' });

afterEach(() => {
  cleanup();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('Members page', () => {
  const fetchMock = stubSignedInFetch();
  beforeEach(() =>
    useSessionStore.setState({
      user: { email: 'ada@example.com', username: 'Ada' },
      isLoading: false,
      endReason: null,
    }),
  );
  const open = (
    role: WorkspaceRole,
    options: Omit<Parameters<typeof fakeWorkspaceServer>[1], 'workspaces'> = { members, invitations },
  ) => {
    const server = fakeWorkspaceServer(fetchMock, { workspaces: makeWorkspaces(role), ...options });
    const router = renderRoutes(routes, '/members', { role });
    return { ...server, router };
  };

  it('lists the members, owner first; an admin changes and removes members and viewers, not the owner, other admins or themselves', async () => {
    const asAdmin = [
      makeMember({ user_id: 'u-0', username: 'Ada', role: 'owner' }),
      makeMember({ user_id: 'u-1', username: 'Grace', role: 'admin' }),
      makeMember({ user_id: 'u-5', username: 'Alan', role: 'admin' }),
      makeMember({ user_id: 'u-3', username: 'Linus', role: 'member' }),
      makeMember({ user_id: 'u-4', username: 'Marie', role: 'viewer' }),
    ];
    open('admin', { members: asAdmin, invitations });

    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(5));
    expect(screen.getAllByTestId('member-row').map((element) => element.querySelector('p')?.textContent)).toEqual([
      'Ada',
      'Alan',
      'Grace(you)',
      'Linus',
      'Marie',
    ]);
    for (const name of ['Ada', 'Alan', 'Grace']) {
      expect(within(row(name)).queryByRole('combobox')).toBeNull();
      expect(within(row(name)).queryByRole('button')).toBeNull();
    }
    expect(within(row('Linus')).getByRole('combobox', { name: 'Role of Linus' }).textContent).toContain('Member');
    // An admin removes members but does not hand the ownership on.
    openActions('Linus');
    expect(screen.queryByRole('menuitem', { name: 'Make owner' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Remove from workspace' })).toBeTruthy();
  });

  it('the owner changes admins too, and may hand the ownership to anyone else', async () => {
    open('owner');
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(4));
    expect(within(row('Ada')).queryByRole('combobox')).toBeNull();
    expect(within(row('Grace')).getByRole('combobox', { name: 'Role of Grace' }).textContent).toContain('Admin');
    openActions('Grace');
    expect(screen.getByRole('menuitem', { name: 'Make owner' })).toBeTruthy();
  });

  it('changes a role with PATCH /workspaces/current/members/:userId', async () => {
    const { sent } = open('owner');
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(4));

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Role of Linus' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: /^Viewer/ }));

    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', path: '/api/workspaces/current/members/u-3', body: { role: 'viewer' } },
      ]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Linus is now viewer'));
  });

  it('removes a member after asking, with DELETE /workspaces/current/members/:userId', async () => {
    const { sent } = open('owner');
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(4));

    openActions('Marie');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove from workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Marie?' });
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/workspaces/current/members/u-4', body: undefined }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('member-row').map((element) => element.querySelector('p')?.textContent)).toEqual([
      'Ada(you)',
      'Grace',
      'Linus',
    ]);
  });

  it('the owner hands the ownership on after asking, with POST /workspaces/current/transfer', async () => {
    const { sent } = open('owner');
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(4));

    openActions('Grace');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Make owner' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer ownership' }));

    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: '/api/workspaces/current/transfer', body: { user_id: 'u-2' } }]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Grace now owns Acme'));
    expect(within(row('Grace')).getByText('Owner')).toBeTruthy();
  });

  it('resets a member’s password: with no mail, a temporary password shown once with a copy button', async () => {
    const { sent } = open('admin', {
      members,
      invitations,
      override: ({ path }) =>
        path === '/api/workspaces/current/integrations'
          ? Response.json({ message: 'ok', total: 1, data: makeIntegrations() })
          : path.endsWith('/password-reset')
            ? Response.json({
                message: 'linus@example.com has a temporary password',
                total: 1,
                data: { method: 'temporary_password', temporary_password: 'abcd-efgh-jkmn-pqrs' },
              })
            : undefined,
    });
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(4));

    openActions('Linus');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Linus’s password?' });
    await within(dialog).findByText(/This server sends no e-mail, so you get a temporary password to pass on yourself/);
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/workspaces/current/members/u-3/password-reset',
          body: { method: 'temporary_password' },
        },
      ]),
    );
    const shown = await screen.findByRole('dialog', { name: 'Linus’s temporary password' });
    expect((within(shown).getByLabelText('Temporary password for Linus') as HTMLTextAreaElement).value).toBe(
      'abcd-efgh-jkmn-pqrs',
    );
    expect(within(shown).getByRole('button', { name: 'Copy temporary password' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('abcd-efgh-jkmn-pqrs')).toBeNull();
  });

  it('resets a member’s password by a mailed link when the server sends mail, and says why when refused', async () => {
    let isRefused = true;
    const { sent } = open('owner', {
      members,
      invitations,
      override: ({ path }) => {
        if (path === '/api/workspaces/current/integrations')
          return Response.json({
            message: 'ok',
            total: 1,
            data: makeIntegrations({ mail: { address: 'a@b.c', is_receiving: false, is_sending: true } }),
          });
        if (!path.endsWith('/password-reset')) return undefined;
        if (isRefused)
          return Response.json(
            { error_message: 'grace@example.com also belongs to another workspace in use' },
            { status: 409 },
          );
        return Response.json({
          message: 'A reset link is on its way to grace@example.com',
          total: 1,
          data: { method: 'mail', temporary_password: null },
        });
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(4));

    openActions('Grace');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Grace’s password?' });
    const choice = await within(dialog).findByRole('radiogroup', { name: 'How they get back in' });
    expect(
      within(choice)
        .getByRole('radio', { name: 'E-mail them a link to set a new password' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(choice).getByRole('radio', { name: 'Show a temporary password here, to pass on yourself' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('grace@example.com also belongs to another workspace in use')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/workspaces/current/members/u-2/password-reset',
      body: { method: 'temporary_password' },
    });

    isRefused = false;
    fireEvent.click(within(choice).getByRole('radio', { name: 'E-mail them a link to set a new password' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('A reset link is on its way to grace@example.com'));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/workspaces/current/members/u-2/password-reset',
      body: { method: 'mail' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused change says why and keeps the list', async () => {
    const { sent } = open('owner', {
      members,
      invitations,
      override: ({ method }) =>
        method === 'DELETE'
          ? Response.json({ error_message: 'A workspace keeps at least one owner' }, { status: 409 })
          : undefined,
    });
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(4));

    openActions('Linus');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove from workspace' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A workspace keeps at least one owner'));
    expect(sent).toHaveLength(1);
    expect(screen.getAllByTestId('member-row')).toHaveLength(4);
  });

  it('invites by e-mail with a role (checked first), then shows the link once with a copy button', async () => {
    const { sent } = open('admin');
    await screen.findAllByTestId('invitation-row');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(document.getElementById('invite-email-error')?.textContent).toBe('Enter a valid email address'),
    );
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' New.Person@Example.com ' } });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Role' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: /^Admin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/workspaces/current/invitations',
          body: { email: 'new.person@example.com', role: 'admin' },
        },
      ]),
    );
    const link = await screen.findByTestId('invitation-link');
    expect((within(link).getByLabelText('Invitation link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/invitation?token=new-token-0123456789`,
    );
    expect(within(link).getByRole('button', { name: 'Copy invitation link' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');

    fireEvent.click(within(link).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('invitation-link')).toBeNull();
  });

  it('shows each invitation with its status; resends a pending or expired one (with its new link) and revokes a pending one after asking', async () => {
    const { sent } = open('admin');
    await screen.findAllByTestId('invitation-row');

    expect(
      screen
        .getAllByTestId('invitation-row')
        .map((element) => element.textContent?.match(/(Pending|Expired|Accepted)/)?.[0]),
    ).toEqual(['Pending', 'Expired', 'Accepted']);
    expect(within(invitationRow('barbara@example.com')).queryByRole('button')).toBeNull();
    expect(within(invitationRow('kate@example.com')).queryByRole('button', { name: /Revoke/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resend the invitation to alan@example.com' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/workspaces/current/invitations/inv-1/resend', body: undefined },
      ]),
    );
    expect(
      (within(await screen.findByTestId('invitation-link')).getByLabelText('Invitation link') as HTMLInputElement)
        .value,
    ).toBe('http://localhost/invitation?token=resent-token-0123456789');

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to alan@example.com' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this invitation?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'DELETE',
        path: '/api/workspaces/current/invitations/inv-1',
        body: undefined,
      }),
    );
  });

  it('renames the workspace (admins) with PATCH /workspaces/current', async () => {
    const { sent } = open('admin');
    const name = await screen.findByLabelText('Workspace name');

    fireEvent.change(name, { target: { value: 'Acme Lending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));

    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PATCH', path: '/api/workspaces/current', body: { name: 'Acme Lending' } }]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Workspace renamed to Acme Lending'));
  });

  it('the owner deletes the workspace only after typing its name; the server ended the session there, so the user is signed out, told why', async () => {
    const { sent } = open('owner');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Type Acme to confirm'), { target: { value: 'Acm' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Type Acme to confirm'), { target: { value: 'Acme' } });
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(sent[0]).toEqual({ method: 'DELETE', path: '/api/workspaces/current', body: { confirm_name: 'Acme' } }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Acme was deleted. Sign in again to continue.'));
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('an admin leaves after asking (POST /workspaces/current/leave) and is signed out, told why; the owner cannot leave', async () => {
    const { sent } = open('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave Acme?' })).getByRole('button', {
        name: 'Leave workspace',
      }),
    );

    await waitFor(() =>
      expect(sent[0]).toEqual({ method: 'POST', path: '/api/workspaces/current/leave', body: undefined }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You left Acme. Sign in again to continue.'));
    expect(useSessionStore.getState().user).toBeNull();
    cleanup();

    open('owner');
    expect(await screen.findByRole('button', { name: 'Leave workspace' })).toHaveProperty('disabled', true);
  });

  it.each(['member', 'viewer'] as const)(
    'a %s sees their own membership only, and asks for no member list',
    async (role) => {
      open(role);
      expect((await screen.findByTestId('my-role')).textContent).toContain(`You are a ${role} of Acme`);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Workspace');
      expect(screen.queryByTestId('member-row')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
      expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/workspaces/current/members');
    },
  );

  it('loading, then a failed member list with a retry', async () => {
    let fail = true;
    open('owner', {
      members,
      invitations,
      override: ({ path }) =>
        path === '/api/workspaces/current/members' && fail
          ? Response.json({ error_message: 'Database unavailable' }, { status: 503 })
          : undefined,
    });
    expect(screen.getByRole('status', { name: 'Loading members' })).toBeTruthy();
    expect(await screen.findByText('Failed to load the members.')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(4));
  });
});
