// @vitest-environment happy-dom
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInFetch } from '../../test/stub-signed-in-fetch.ts';
import { makeIntegrations, REVEALED_KEY } from '../../test/integrations.ts';
import { makeWorkspaces, queryClientAs, workspacesBody } from '../../test/workspaces.ts';
import { ConnectAgentPanel } from './connect-agent-panel.tsx';
import { SampleDataOffer } from './sample-data-offer.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const renderIn = (client: QueryClient, element: React.ReactNode) =>
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
    </QueryClientProvider>,
  );

const emptyWorkspaceAs = (role: WorkspaceRole) => queryClientAs(role, { is_empty: true });

afterEach(() => {
  cleanup();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('SampleDataOffer', () => {
  const fetchMock = stubSignedInFetch();

  it.each(['admin', 'owner'] as const)(
    'an %s of an empty workspace loads the sample data: progress, a toast, then every query asked again',
    async (role) => {
      const client = emptyWorkspaceAs(role);
      client.setQueryData(['calls', 'list'], { pages: [] });
      let answer: (response: Response) => void = () => {};
      fetchMock.mockImplementation(async (input) =>
        String(input).endsWith('/sample-data')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Response.json({ message: 'ok', total: 0, data: [] }),
      );
      renderIn(client, <SampleDataOffer />);

      fireEvent.click(screen.getByRole('button', { name: 'Load sample data' }));

      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Loading sample data...' })).toHaveProperty('disabled', true),
      );
      expect(screen.getByRole('status').textContent).toBe('This takes a few seconds.');
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect([String(url), init?.method]).toEqual(['/api/workspaces/current/sample-data', 'POST']);

      answer(Response.json(workspacesBody(makeWorkspaces(role))));

      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('Sample data loaded')));
      // The workspace holds data now: no more offer, and what was cached is stale.
      await waitFor(() => expect(screen.queryByTestId('sample-data-offer')).toBeNull());
      expect(client.getQueryState(['calls', 'list'])?.isInvalidated).toBe(true);
    },
  );

  it.each(['member', 'viewer'] as const)('a %s sees no button, only where to connect the agent', (role) => {
    const client = emptyWorkspaceAs(role);
    renderIn(client, <SampleDataOffer connectHref="/conversations" />);

    expect(screen.queryByRole('button', { name: 'Load sample data' })).toBeNull();
    expect(screen.getByRole('link', { name: 'how to connect it' }).getAttribute('href')).toBe('/conversations');
  });

  it('nothing once the workspace holds data', () => {
    renderIn(queryClientAs('owner'), <SampleDataOffer connectHref="/conversations" />);
    expect(screen.queryByTestId('sample-data-offer')).toBeNull();
  });

  it('a refusal (the workspace filled meanwhile) is said, and the offer is checked again', async () => {
    const client = emptyWorkspaceAs('owner');
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/sample-data')
        ? Response.json(
            {
              error_message:
                'This workspace already holds data; the sample data set loads into an empty workspace only',
            },
            { status: 409 },
          )
        : Response.json(workspacesBody(makeWorkspaces('owner'))),
    );
    renderIn(client, <SampleDataOffer />);

    fireEvent.click(screen.getByRole('button', { name: 'Load sample data' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('already holds data')));
    await waitFor(() => expect(screen.queryByTestId('sample-data-offer')).toBeNull());
  });
});

describe('ConnectAgentPanel', () => {
  const fetchMock = stubSignedInFetch();
  const panel = (
    <ConnectAgentPanel
      testId="connect"
      description="No calls yet."
      lastStep="Make a test call."
      footer={<button type="button">Import call history</button>}
    />
  );

  it('shows an admin the webhook address and the key on request, and offers the sample data when empty', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname === '/api/workspaces/current/integrations/signing-key/reveal' && init?.method === 'POST') {
        return Response.json({ message: 'ok', total: 1, data: { signing_key: REVEALED_KEY } });
      }
      return Response.json({ message: 'ok', total: 1, data: makeIntegrations() });
    });
    renderIn(emptyWorkspaceAs('admin'), panel);

    const address = await screen.findByLabelText<HTMLTextAreaElement>('Webhook URL');
    expect(address.value).toBe(makeIntegrations().calls_webhook_url);
    expect(screen.getByLabelText<HTMLInputElement>('Signing key').value).toMatch(/^whsec_•+a1b2$/);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Signing key').value).toBe(REVEALED_KEY));
    expect(screen.getByRole('button', { name: 'Copy signing key' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load sample data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import call history' })).toBeTruthy();
  });

  it('a viewer is told to ask an admin: no key is asked for, no sample data, no import', () => {
    renderIn(emptyWorkspaceAs('viewer'), panel);

    expect(screen.getByTestId('connect-agent-ask-admin').textContent).toContain('Ask an admin');
    expect(screen.queryByLabelText('Signing key')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load sample data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import call history' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a member may import past calls but not see the key', () => {
    renderIn(queryClientAs('member'), panel);
    expect(screen.getByTestId('connect-agent-ask-admin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import call history' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
