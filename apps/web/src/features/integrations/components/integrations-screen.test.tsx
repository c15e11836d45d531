// @vitest-environment happy-dom
import type { ChatHookSettings, Integrations } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { makeIntegrations, REVEALED_KEY } from '../../../test/integrations.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { IntegrationsScreen } from './integrations-screen.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

type Sent = { method: string; path: string; body: unknown };

const ok = (data: unknown) => Response.json({ message: 'ok', total: 1, data });
const graceEnd = new Date(Date.now() + 24 * 3_600_000).toISOString();
const rotated: Integrations = makeIntegrations({
  signing_key: {
    hint: 'c3d4',
    created_at: new Date().toISOString(),
    previous_valid_until: graceEnd,
    accepts_environment_key: false,
  },
});
const NEW_KEY = 'whsec_ffffffffffffffffffffffffffffffffffffffffffffc3d4';

afterEach(() => {
  cleanup();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('Integrations page', () => {
  const fetchMock = stubSignedInFetch();
  let sent: Sent[];
  let hook: ChatHookSettings;
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    sent = [];
    hook = { url: null, signing_secret: null, source: 'none' };
    let isRotated = false;
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fetchMock.mockImplementation(async (input, init) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      sent.push({ method, path: pathname, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
      if (pathname === '/api/workspaces/current/integrations') return ok(isRotated ? rotated : makeIntegrations());
      if (pathname.endsWith('/signing-key/reveal')) return ok({ signing_key: isRotated ? NEW_KEY : REVEALED_KEY });
      if (pathname.endsWith('/signing-key/rotate')) {
        isRotated = true;
        return ok(rotated);
      }
      if (pathname === '/api/inbox/chat-hook' && method === 'PUT') {
        hook = {
          url: (sent.at(-1)!.body as { url: string }).url,
          signing_secret: 'chsec_0123456789abcdef',
          source: 'workspace',
        };
        return ok(hook);
      }
      if (pathname === '/api/inbox/chat-hook' && method === 'DELETE') {
        hook = { url: null, signing_secret: null, source: 'none' };
        return ok(hook);
      }
      if (pathname === '/api/inbox/chat-hook') return ok(hook);
      return Response.json({ error_message: 'not found' }, { status: 404 });
    });
  });

  const open = (role: 'owner' | 'admin' | 'member' | 'viewer' = 'admin') =>
    renderRoutes([{ path: 'integrations', element: <IntegrationsScreen /> }], '/integrations', { role });
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

  it('shows the webhook addresses and the mail address, each copyable, and the key hidden', async () => {
    open();
    expect((await screen.findByLabelText<HTMLInputElement>('Calls webhook URL')).value).toBe(
      'https://desk.example.com/api/webhooks/calls/?workspace=w-1',
    );
    expect(field('Conversations webhook URL').value).toBe(
      'https://desk.example.com/api/webhooks/conversations/?workspace=w-1',
    );
    expect(field('Workspace mail address').value).toBe('inbox+w-1@desk.example.com');
    expect(field('Signing key').value).toMatch(/^whsec_•+a1b2$/);
    expect(screen.queryByRole('button', { name: 'Copy signing key' })).toBeNull();
    expect(
      screen.getByText(/Mail from this workspace stays in the server’s local outbox until an operator sets SMTP_URL/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy conversations webhook URL' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('https://desk.example.com/api/webhooks/conversations/?workspace=w-1'),
    );
    // Nothing revealed the key.
    expect(sent.some((request) => request.path.endsWith('/reveal'))).toBe(false);
  });

  it('reveals the key on request (the server records it), copies it, and hides it again', async () => {
    open('owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(field('Signing key').value).toBe(REVEALED_KEY));
    expect(
      sent.filter((request) => request.path.endsWith('/signing-key/reveal')).map((request) => request.method),
    ).toEqual(['POST']);
    fireEvent.click(screen.getByRole('button', { name: 'Copy signing key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(REVEALED_KEY));
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(field('Signing key').value).toMatch(/^whsec_•+a1b2$/);
  });

  it('rotates the key after asking, and then says until when the previous key is still accepted', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/still accepted for 24 hours/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));

    const notice = await screen.findByTestId('previous-key-notice');
    expect(notice.textContent).toContain(`The previous key is still accepted until ${formatDateTime(graceEnd)}`);
    expect(toast.success).toHaveBeenCalledWith(
      `Signing key rotated. The previous key works until ${formatDateTime(graceEnd)}.`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The new key is hidden too, and revealed on request.
    expect(field('Signing key').value).toMatch(/^whsec_•+c3d4$/);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(field('Signing key').value).toBe(NEW_KEY));
  });

  it('sets the chat hook, shows its secret on request, and removes it after asking', async () => {
    open();
    expect((await screen.findByTestId('chat-hook-source')).textContent).toContain('No chat hook yet');
    fireEvent.change(screen.getByLabelText('Chat hook URL'), {
      target: { value: 'https://relay.example.com/agentdesk' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save chat hook' }));
    await waitFor(() =>
      expect(screen.getByTestId('chat-hook-source').textContent).toContain('this workspace’s own hook'),
    );
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      url: 'https://relay.example.com/agentdesk',
    });
    expect(field('Signing secret').value).toMatch(/^chsec_•+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(field('Signing secret').value).toBe('chsec_0123456789abcdef');

    fireEvent.click(screen.getByRole('button', { name: 'Remove chat hook' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('chat-hook-source').textContent).toContain('No chat hook yet'));
    expect(sent.some((request) => request.method === 'DELETE' && request.path === '/api/inbox/chat-hook')).toBe(true);
  });

  it('refuses a chat hook URL that is not http(s) before sending it', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('Chat hook URL'), { target: { value: 'ftp://relay.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save chat hook' }));
    expect(await screen.findByText('url must be an http or https URL')).toBeTruthy();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it.each(['member', 'viewer'] as const)(
    'a %s is told only admins and the owner see it, and nothing is asked',
    async (role) => {
      open(role);
      expect((await screen.findByTestId('role-gate-notice')).textContent).toContain(
        "Only admins and the owner can see and change the workspace's integrations",
      );
      expect(sent).toEqual([]);
    },
  );
});
