// @vitest-environment happy-dom
import type { Call, ContactMessage } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { makeContact, makeMessage, ok } from '../testing/call-contact-fixtures.ts';
import { CallConversation } from './call-conversation.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const call: Call = {
  call_id: 'call-1',
  agent_id: 'zara',
  direction: 'inbound',
  from_number: '+919800000001',
  to_number: '+14155550123',
  start_timestamp: Date.UTC(2026, 10, 20, 9, 5),
  duration_ms: 60_000,
  transcript_object: [
    { role: 'agent', content: 'Hello, this is Zara.' },
    { role: 'user', content: 'Hi, Meera here.' },
  ],
  notes: null,
  end_reason: null,
  updated_at: 1,
};

describe('CallConversation', () => {
  const fetchMock = stubSignedInFetch();
  let stored: ContactMessage[];

  beforeEach(() => {
    stored = [
      makeMessage({
        id: 'old',
        direction: 'out',
        delivery_status: 'failed',
        delivery_error: "Can't send mail - all recipients were rejected: 550 No such mailbox",
        text: 'An earlier try',
      }),
    ];
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/call/calls/call-1/contact') return ok(makeContact());
      if (path === '/api/call/calls/call-1/messages' && init?.method === 'POST') {
        const sent = makeMessage({ id: 'new', text: JSON.parse(String(init.body)).text, delivery_status: 'pending' });
        stored = [...stored, sent];
        return ok(sent, 201);
      }
      if (path === '/api/call/calls/call-1/messages') return ok(stored);
      return Response.json({ error_message: 'unexpected' }, { status: 500 });
    });
  });
  afterEach(cleanup);

  const open = (role: WorkspaceRole) =>
    renderRoutes(
      [{ path: '/conversations', element: <CallConversation call={call} agentName="Zara" onBack={() => undefined} /> }],
      '/conversations',
      { role },
    );

  it('shows the transcript under Calls, and the messages with the contact, with their delivery, under Chats', async () => {
    open('member');
    expect(await screen.findByText('Hi, Meera here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calls' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Chats' }));
    const log = await screen.findByRole('log', { name: 'Messages with Meera Shah' });
    const failed = await within(log).findByText('An earlier try');
    expect(failed.closest('li')?.querySelector('[data-testid="delivery-state"]')?.textContent).toBe('Failed');
    expect(within(log).getByTestId('delivery-error').textContent).toBe(
      "Can't send mail - all recipients were rejected: 550 No such mailbox",
    );
    expect(screen.queryByText('Hi, Meera here.')).toBeNull();
  });

  it('sends from the composer and shows the message in the conversation, queued', async () => {
    open('member');
    await screen.findByTestId('contractor-name');
    const field = screen.getByLabelText('Message');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Channel' }).textContent).toContain('Email'));
    fireEvent.change(field, { target: { value: 'Your interview is confirmed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = await screen.findByRole('log', { name: 'Messages with Meera Shah' });
    const sent = await within(log).findByText('Your interview is confirmed.');
    expect(sent.closest('li')?.getAttribute('data-status')).toBe('pending');
    expect(sent.closest('li')?.querySelector('[data-testid="delivery-state"]')?.textContent).toBe('Queued');
    expect(screen.getByRole('button', { name: 'Chats' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('gives a viewer no composer and no New Conversation', async () => {
    open('viewer');
    expect(await screen.findByTestId('contractor-name')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reply' })).toBeNull();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Conversation' })).toBeNull();
  });
});
