// @vitest-environment happy-dom
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedSession } from '../../../lib/stored-session.ts';
import { makeToken } from '../../../test/make-token.ts';
import { CallSection } from './call-section.tsx';
import { queryClientAs } from '../../../test/workspaces.ts';

const renderSection = (role: WorkspaceRole = 'member') =>
  render(
    <QueryClientProvider client={queryClientAs(role)}>
      <CallSection />
    </QueryClientProvider>,
  );

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fillIn = async () => {
  fireEvent.click(screen.getByRole('button', { name: /country/i }));
  fireEvent.click(screen.getAllByRole('option', { name: /United States/ })[0]!);
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '4155550123' } });
  const trigger = screen.getByRole('combobox', { name: 'Call type' });
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  fireEvent.click(screen.getByRole('option', { name: 'Zara screening call' }));
};

describe('CallSection with a voice provider configured', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    storedSession.write(makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }), { email: 'a@b.co', username: 'a' });
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    storedSession.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('has the provider dial the number, then shows the initiated alert', async () => {
    const fetchSpy = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? json(201, { message: 'Call initiated', total: 1, data: { call_id: 'call_1', call_status: 'registered', to_number: '+14155550123' } })
        : json(200, { message: 'ok', total: 1, data: { can_place_calls: true, call_types: ['zara_screening'] } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderSection();
    await screen.findByText('The voice provider dials the number; the call then appears in Conversations.');
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Initiate a Call' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Call initiated'));
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/demo-call/calls');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ country_code: 'US', number: '4155550123', call_type: 'zara_screening' });
  });

  it('shows the provider refusal and no alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? json(502, { error_message: 'The voice provider refused the call: Insufficient balance' })
          : json(200, { message: 'ok', total: 1, data: { can_place_calls: true, call_types: ['zara_screening'] } }),
      ),
    );
    renderSection();
    await screen.findByText('The voice provider dials the number; the call then appears in Conversations.');
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Initiate a Call' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Initiate a Call' })).toHaveProperty('disabled', false));
    expect(alert).not.toHaveBeenCalled();
  });

  it('without a provider only alerts and makes no request of its own', async () => {
    const fetchSpy = vi.fn(async () => json(200, { message: 'ok', total: 1, data: { can_place_calls: false, call_types: [] } }));
    vi.stubGlobal('fetch', fetchSpy);
    renderSection();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Initiate a Call' }));
    expect(alert).toHaveBeenCalledWith('Call initiated');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('a viewer cannot place a demo call, and is told who can', () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { message: 'ok', total: 1, data: { can_place_calls: true } })));
    renderSection('viewer');
    expect(screen.getByRole('button', { name: 'Initiate a Call' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Only members and admins of this workspace place demo calls.')).toBeTruthy();
  });
});
