// @vitest-environment happy-dom
import { providerAccountMessages, type Integrations } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIntegrations } from '../../../test/integrations.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { IntegrationsScreen } from './integrations-screen.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

type Sent = { method: string; body: unknown };
const ok = (data: unknown) => Response.json({ message: 'ok', total: 1, data });
const withAccount = (account: Partial<Integrations['provider_account']>): Integrations => {
  const base = makeIntegrations();
  return { ...base, provider_account: { ...base.provider_account, ...account } };
};

afterEach(() => {
  cleanup();
  toast.success.mockReset();
});

// #28 item 6: the workspace's own provider account on the Integrations page.
describe('Voice provider account card', () => {
  const fetchMock = stubSignedInFetch();
  let sent: Sent[];
  let current: Integrations;

  beforeEach(() => {
    sent = [];
    current = makeIntegrations();
    fetchMock.mockImplementation(async (input, init) => {
      const { pathname } = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (pathname.endsWith('/integrations/provider-account')) {
        const body =
          typeof init?.body === 'string'
            ? (JSON.parse(init.body) as { api_key?: string; from_number: string; call_agents: Record<string, string> })
            : undefined;
        sent.push({ method, body });
        if (method === 'PUT' && body?.api_key === 'key_refused_by_provider_0000')
          return Response.json({ error_message: 'The provider refused this API key.' }, { status: 422 });
        current =
          method === 'PUT'
            ? withAccount({
                key_hint: body?.api_key?.slice(-4) ?? current.provider_account.key_hint,
                from_number: body?.from_number ?? null,
                call_agents: body?.call_agents ?? {},
              })
            : makeIntegrations();
        return ok(current);
      }
      if (pathname === '/api/workspaces/current/integrations') return ok(current);
      if (pathname === '/api/inbox/chat-hook') return ok({ url: null, signing_secret: null, source: 'none' });
      return Response.json({ error_message: 'not found' }, { status: 404 });
    });
  });

  const open = () => renderRoutes([{ path: 'integrations', element: <IntegrationsScreen /> }], '/integrations');
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save provider account' }));

  it('saves the key, caller number and agents, then shows only the key’s last four characters', async () => {
    open();
    expect((await screen.findByTestId('provider-account-status')).textContent).toContain('No provider account yet');
    type('Provider API key', 'key_workspace_secret_7777');
    type('Caller number', '+1 415 555 0199');
    type('Agents by call type', 'zara_screening=agent_z, zara_interview_scheduling=agent_s');
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider account saved'));
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          api_key: 'key_workspace_secret_7777',
          from_number: '+14155550199',
          call_agents: { zara_screening: 'agent_z', zara_interview_scheduling: 'agent_s' },
        },
      },
    ]);
    expect(screen.getByTestId('provider-account-status').textContent).toContain('key ending 7777');
    expect(field('Provider API key').value).toBe('');
    expect(field('Provider API key').placeholder).toContain('ending 7777');
    expect(document.body.textContent).not.toContain('key_workspace_secret_7777');
  });

  it('says what is wrong before sending, and shows the provider’s refusal', async () => {
    open();
    await screen.findByTestId('provider-account-status');
    type('Caller number', '4155550199');
    type('Agents by call type', 'zara_screening agent_z');
    save();
    expect(await screen.findByText(providerAccountMessages.fromNumber)).toBeTruthy();
    expect(screen.getByText(providerAccountMessages.callAgents)).toBeTruthy();
    expect(sent).toEqual([]);
    type('Caller number', '+14155550199');
    type('Agents by call type', 'zara_screening=agent_z');
    type('Provider API key', 'key_refused_by_provider_0000');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('The provider refused this API key.');
  });

  it('keeps the key when left empty, and clears it after asking', async () => {
    current = withAccount({ key_hint: '9876', from_number: '+14155550199', call_agents: { zara_screening: 'a1' } });
    open();
    expect((await screen.findByTestId('provider-account-status')).textContent).toContain('key ending 9876');
    expect(field('Caller number').value).toBe('+14155550199');
    type('Caller number', '+14155550177');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      body: { from_number: '+14155550177', call_agents: { zara_screening: 'a1' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear API key' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear key' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Provider API key cleared'));
    expect(sent.at(-1)).toEqual({ method: 'DELETE', body: undefined });
    expect(screen.getByTestId('provider-account-status').textContent).toContain('No provider account yet');
  });

  it('says when the server’s own account places this workspace’s calls', async () => {
    current = withAccount({ uses_environment_account: true });
    open();
    expect((await screen.findByTestId('provider-account-status')).textContent).toContain(
      'the server’s provider account (RETELL_API_KEY)',
    );
  });
});
