// @vitest-environment happy-dom
import { workspaceLogoMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeWorkspaces, workspacesBody } from '../../../test/workspaces.ts';
import { useMembersPage } from '../testing/members-page.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// The workspace's logo on the Members page: owners and admins upload and remove it, others see it.

const LOGO_PATH = '/logos/acme?v=1767607200000';
/** The workspaces as they are once a logo is set, for `role`. */
const withLogoAs = (role: 'owner' | 'viewer') => ({
  current: { ...makeWorkspaces(role).current, logo_path: LOGO_PATH },
});

describe('the workspace logo field', () => {
  const { open } = useMembersPage(toast);
  const pick = (file: File) => fireEvent.change(screen.getByLabelText('Upload logo'), { target: { files: [file] } });
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' });

  it('uploads the picked file as the part "logo" (admins), then shows it with a toast', async () => {
    const withLogo = makeWorkspaces('admin');
    withLogo.current.logo_path = LOGO_PATH;
    const { sent } = open('admin', {
      override: (request) =>
        request.method === 'PUT' && request.path === '/api/workspaces/current/logo'
          ? Response.json(workspacesBody(withLogo))
          : undefined,
    });
    await screen.findByRole('heading', { name: 'Logo' });
    expect(screen.queryByTestId('workspace-logo-preview')).toBeNull();
    pick(png);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(workspaceLogoMessages.set));
    expect(sent[0]!.method).toBe('PUT');
    const part = (sent[0]!.body as FormData).get('logo') as File;
    expect([part.name, part.type, part.size]).toEqual([png.name, png.type, png.size]);
    const preview = await screen.findByTestId('workspace-logo-preview');
    expect(preview.getAttribute('src')).toBe(LOGO_PATH);
    expect(preview.getAttribute('alt')).toBe('Acme');
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['64', '64']);
    expect(screen.getByLabelText('Replace logo')).toBeTruthy();
  });

  it('shows the server’s sentence when it refuses the file, and keeps the initial', async () => {
    open('owner', {
      override: (request) =>
        request.method === 'PUT'
          ? Response.json({ error_message: workspaceLogoMessages.type }, { status: 415 })
          : undefined,
    });
    await screen.findByRole('heading', { name: 'Logo' });
    pick(new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain(workspaceLogoMessages.type);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByTestId('workspace-logo-preview')).toBeNull();
  });

  it('removes it with DELETE /workspaces/current/logo, and the initial shows again', async () => {
    const { sent } = open(
      'owner',
      {
        override: (request) =>
          request.method === 'DELETE' ? Response.json(workspacesBody(makeWorkspaces('owner'))) : undefined,
      },
      withLogoAs('owner'),
    );
    expect((await screen.findByTestId('workspace-logo-preview')).getAttribute('src')).toBe(LOGO_PATH);
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(workspaceLogoMessages.removed));
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/workspaces/current/logo', body: undefined }]);
    expect(screen.queryByTestId('workspace-logo-preview')).toBeNull();
    expect(screen.getByLabelText('Upload logo')).toBeTruthy();
  });

  it('is shown, not changed, to a viewer', async () => {
    open('viewer', {}, withLogoAs('viewer'));
    expect((await screen.findByTestId('workspace-logo-preview')).getAttribute('src')).toBe(LOGO_PATH);
    expect(screen.queryByLabelText('Upload logo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });
});
