// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { invitationRow, useMembersPage } from '../testing/members-page.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// Invitations on the Members page: inviting by e-mail, and each invitation's status, resend and revoke.

describe('Members page', () => {
  const { open } = useMembersPage(toast);

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
    expect(within(link).getByLabelText<HTMLInputElement>('Invitation link').value).toBe(
      `${window.location.origin}/invitation?token=new-token-0123456789`,
    );
    expect(within(link).getByRole('button', { name: 'Copy invitation link' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');

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
      within(await screen.findByTestId('invitation-link')).getByLabelText<HTMLInputElement>('Invitation link').value,
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
});
