// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMember } from '../testing/fake-workspace-server.ts';
import { members, invitations, row, openActions, useMembersPage } from '../testing/members-page.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// The Members page's list of members: who may change whom, role changes, removals, the ownership
// handed on, and what a member or viewer sees. The signed-in user is u-1 (the test token's user_id).

describe('Members page', () => {
  const { fetchMock, open } = useMembersPage(toast);

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

  it.each(['member', 'viewer'] as const)(
    'a %s sees their own membership only, and asks for no member list',
    async (role) => {
      open(role);
      expect((await screen.findByTestId('my-role')).textContent).toContain(`You are a ${role} of Acme`);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Workspace');
      expect(screen.queryByTestId('member-row')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
      expect(
        fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString())),
      ).not.toContain('/api/workspaces/current/members');
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
