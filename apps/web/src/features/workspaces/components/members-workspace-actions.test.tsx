// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useMembersPage } from '../testing/members-page.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// The workspace itself on the Members page: renaming it, deleting it, and leaving it.

describe('Members page', () => {
  const { open } = useMembersPage(toast);

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
});
