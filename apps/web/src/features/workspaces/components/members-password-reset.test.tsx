// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeIntegrations } from '../../../test/integrations.ts';
import { members, invitations, openActions, useMembersPage } from '../testing/members-page.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// Resetting a member's password from the Members page: a temporary password, or a mailed link.

describe('Members page', () => {
  const { open } = useMembersPage(toast);

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
    expect(within(shown).getByLabelText<HTMLTextAreaElement>('Temporary password for Linus').value).toBe(
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
});
