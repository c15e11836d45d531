// @vitest-environment happy-dom
import type { ProviderConnection } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { ProviderCard } from './provider-card.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const notConnected: ProviderConnection = {
  connected: false,
  from_environment: false,
  key_hint: null,
  connected_at: null,
  synced_at: null,
  sync_error: null,
};
const connected = (overrides: Partial<ProviderConnection> = {}): ProviderConnection => ({
  connected: true,
  from_environment: false,
  key_hint: '…4e5f',
  connected_at: Date.now() - 3_600_000,
  synced_at: Date.now() - 5.5 * 60_000,
  sync_error: null,
  ...overrides,
});

afterEach(() => {
  cleanup();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('the provider card of the Agents page', () => {
  const fetchMock = stubSignedInFetch();
  /** The server: GET answers `state`; PUT, POST and DELETE answer what `write` gives (and change `state` when told). */
  const open = (
    initial: ProviderConnection,
    write: (method: string, body: unknown) => { status: number; body: unknown; next?: ProviderConnection },
  ) => {
    let state = initial;
    const sent: { method: string; path: string; body: unknown }[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method === 'GET')
        return Response.json(
          url.pathname === '/api/agent-provider'
            ? { message: 'ok', total: 1, data: state }
            : { message: 'ok', total: 0, data: [] },
        );
      const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
      sent.push({ method, path: url.pathname, body });
      const answer = write(method, body);
      if (answer.next) state = answer.next;
      return Response.json(answer.body, { status: answer.status });
    });
    renderRoutes([{ path: 'agents', element: <ProviderCard /> }], '/agents', { role: 'admin' });
    return sent;
  };

  it('connects with a key: the provider refusing it says why in place; accepted, it shows the key it uses and how many agents came in', async () => {
    let attempts = 0;
    const sent = open(notConnected, () => {
      attempts += 1;
      if (attempts === 1)
        return {
          status: 422,
          body: {
            error_message: 'The provider refused this API key. Check the key in your provider account and try again.',
          },
        };
      const next = connected();
      return {
        status: 200,
        body: { message: 'Provider connected', total: 1, data: { connection: next, added: 2, updated: 1 } },
        next,
      };
    });
    const field = await screen.findByLabelText('Provider API key');
    expect(field.getAttribute('type')).toBe('password');
    fireEvent.change(field, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The API key must be at least 16 characters')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: 'key_wrong_000000000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText(
        'The provider refused this API key. Check the key in your provider account and try again.',
      ),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: 'key_live_3f9c0a1b2c3d4e5f' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider connected: 3 agents imported'));
    expect(sent.map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', '/api/agent-provider', { api_key: 'key_wrong_000000000000' }],
      ['PUT', '/api/agent-provider', { api_key: 'key_live_3f9c0a1b2c3d4e5f' }],
    ]);
    expect((await screen.findByTestId('provider-connection')).textContent).toBe(
      'Connected with the key ending 4e5f · last synced 5 min ago',
    );
  });

  it('shows the last failure until a sync works, and syncs now', async () => {
    const sent = open(connected({ sync_error: 'The provider could not be reached. Please try again later.' }), () => {
      const next = connected({ synced_at: Date.now() });
      return {
        status: 200,
        body: { message: 'Agents synced', total: 1, data: { connection: next, added: 1, updated: 2 } },
        next,
      };
    });
    expect(
      await screen.findByText('Last sync failed: The provider could not be reached. Please try again later.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Agents synced: 1 new, 2 updated'));
    expect(sent).toEqual([{ method: 'POST', path: '/api/agent-provider/sync', body: undefined }]);
    await waitFor(() => expect(screen.queryByText(/Last sync failed/)).toBeNull());
  });

  it("names the server's own key (RETELL_API_KEY) and offers no Disconnect for it", async () => {
    open(connected({ from_environment: true }), () => ({ status: 500, body: {} }));
    expect((await screen.findByTestId('provider-connection')).textContent).toBe(
      "Connected with the server's provider key (RETELL_API_KEY) ending 4e5f · last synced 5 min ago",
    );
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('disconnects after asking, and a failed sync is a toast', async () => {
    const sent = open(connected(), (method) =>
      method === 'POST'
        ? { status: 502, body: { error_message: 'The provider could not be reached. Please try again later.' } }
        : { status: 200, body: { message: 'Provider disconnected', total: 1, data: notConnected }, next: notConnected },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The provider could not be reached. Please try again later.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText('The key is forgotten and the agents stop syncing. The agents and their calls stay.'),
    ).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Disconnect' }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider disconnected'));
    expect(sent.map((request) => request.method)).toEqual(['POST', 'DELETE']);
    expect(await screen.findByLabelText('Provider API key')).toBeTruthy();
  });
});
