// @vitest-environment happy-dom
import type { WorkspaceAgent } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { AgentsScreen } from './agents-screen.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const agent = (overrides: Partial<WorkspaceAgent>): WorkspaceAgent => ({
  agent_id: 'zara',
  agent_name: 'Zara (Recruiting)',
  role: null,
  origin: 'provider',
  needs_review: false,
  provider_record: null,
  created_at: 0,
  ...overrides,
});

const agents = [
  agent({ agent_id: 'agent_3f9c01', agent_name: 'Billing line', origin: 'webhook', needs_review: true }),
  agent({ agent_id: 'zara', agent_name: 'Zara (Recruiting)', role: 'recruiting' }),
];

const rowOf = (name: string) =>
  screen.getAllByTestId('agent-row').find((element) => element.textContent?.includes(name)) as HTMLElement;

afterEach(() => {
  cleanup();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('Agents page', () => {
  const fetchMock = stubSignedInFetch();
  const open = (
    role: WorkspaceRole,
    answer: () => Response = () => Response.json({ message: 'Agents fetched', total: agents.length, data: agents }),
  ) => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        sent.push({ method, path: url.pathname, body: JSON.parse(String(init?.body)) as unknown });
        return Response.json({ message: 'Agent updated', total: 1, data: { ...agents[0]!, needs_review: false } });
      }
      return answer();
    });
    renderRoutes([{ path: 'agents', element: <AgentsScreen /> }], '/agents', { role });
    return sent;
  };

  it('shows a viewer the agents, the recruiting one and the one to review, without the controls of an admin', async () => {
    open('viewer');
    await screen.findByText('Billing line');
    expect(within(rowOf('Billing line')).getByText('Needs review')).toBeTruthy();
    expect(within(rowOf('Billing line')).getByText('First seen in a call')).toBeTruthy();
    expect(within(rowOf('Zara')).getByText('Recruiting agent')).toBeTruthy();
    expect(screen.getByText('1 first seen in a call, to review')).toBeTruthy();
    expect(screen.getByText('Admins and the owner add, rename and review the agents.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add an agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('lets an admin mark an agent reviewed', async () => {
    const sent = open('admin');
    await screen.findByText('Billing line');
    expect(screen.getByRole('form', { name: 'Add an agent' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Billing line' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark as reviewed' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PATCH', path: '/api/agents/agent_3f9c01', body: { needs_review: false } }]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Billing line marked as reviewed'));
  });

  it('says when there are no agents yet, and when they failed to load', async () => {
    open('owner', () => Response.json({ message: 'Agents fetched', total: 0, data: [] }));
    await screen.findByText('No agents yet');
    cleanup();
    open('owner', () => Response.json({ error_message: 'Something went wrong' }, { status: 503 }));
    await screen.findByText('Failed to load the agents.');
  });
});
