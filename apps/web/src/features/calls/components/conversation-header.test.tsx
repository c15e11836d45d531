// @vitest-environment happy-dom
import type { CallContact } from '@agentdesk/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { makeContact } from '../testing/call-contact-fixtures.ts';
import { ConversationHeader } from './conversation-header.tsx';

const START = Date.UTC(2026, 10, 20, 9, 5);

const renderHeader = (contact: CallContact | undefined, { canWrite = true } = {}) => {
  const onNewConversation = vi.fn();
  renderRoutes(
    [
      {
        path: '/conversations',
        element: (
          <ConversationHeader
            onBack={() => undefined}
            contact={contact}
            startTimestamp={START}
            canWrite={canWrite}
            onNewConversation={onNewConversation}
          />
        ),
      },
    ],
    '/conversations',
  );
  return onNewConversation;
};

const openNewConversation = () =>
  fireEvent.keyDown(screen.getByRole('button', { name: 'New Conversation' }), { key: 'Enter' });

afterEach(cleanup);

describe('ConversationHeader', () => {
  it('shows the contact the server resolved, their number, and the call’s start in the user’s zone', () => {
    renderHeader(makeContact());
    expect(screen.getByTestId('contractor-name').textContent).toBe('Meera Shah');
    expect(screen.getByTestId('contact-number').textContent).toBe('+91 98000 00001');
    expect(screen.getByText('Candidate')).toBeTruthy();
    const time = screen.getByTestId('contractor-time');
    expect(time.textContent).toBe(formatDateTime(START));
    expect(time.getAttribute('dateTime')).toBe(new Date(START).toISOString());
    expect(screen.queryByText('Jordan Reyes')).toBeNull();
  });

  it('shows the formatted number when no name is known, and a skeleton while the contact loads', () => {
    renderHeader(makeContact({ name: null, display_name: '+1 415 555 0123', source: 'number', candidate: null }));
    expect(screen.getByTestId('contractor-name').textContent).toBe('+1 415 555 0123');
    expect(screen.queryByTestId('contact-number')).toBeNull();
    cleanup();
    renderHeader(undefined);
    expect(screen.getByRole('status', { name: 'Loading the contact' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Conversation' })).toBeNull();
  });

  it('opens a compose for a channel that reaches the contact; one that cannot is disabled with why', async () => {
    const onNewConversation = renderHeader(makeContact());
    openNewConversation();
    const whatsapp = await screen.findByRole('menuitem', { name: /Whatsapp/ });
    expect(whatsapp.getAttribute('aria-disabled')).toBe('true');
    expect(whatsapp.textContent).toContain('chat hook, and none is set');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Email' }));
    expect(onNewConversation).toHaveBeenCalledWith('email');
    expect(onNewConversation).toHaveBeenCalledTimes(1);
  });

  it('has no New Conversation for a viewer', () => {
    renderHeader(makeContact(), { canWrite: false });
    expect(screen.queryByRole('button', { name: 'New Conversation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact profile' })).toBeTruthy();
  });

  it('opens the candidate’s page from the profile icon', () => {
    renderHeader(makeContact());
    expect(screen.getByRole('link', { name: 'Contact profile' }).getAttribute('href')).toBe(
      '/zara/candidate-shortlisting?job=job_1&candidate=app_1',
    );
  });

  it('else opens the contact’s inbox conversation, or a menu of them when there are two', async () => {
    const inbox = makeContact({ source: 'inbox', candidate: null, mail_thread: { id: 'mt-1', has_inbound: false } });
    renderHeader(inbox);
    expect(screen.getByRole('link', { name: 'Contact profile' }).getAttribute('href')).toBe(
      '/inbox?type=mails&folder=sent&list_id=mt-1',
    );
    cleanup();
    renderHeader({ ...inbox, chat_thread: { id: 'ct-1' } });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Contact profile' }), { key: 'Enter' });
    expect((await screen.findByRole('menuitem', { name: 'WhatsApp chat' })).getAttribute('href')).toBe(
      '/inbox?type=chats&list_id=ct-1',
    );
  });

  it('else shows what is known about the contact', async () => {
    renderHeader(makeContact({ name: 'Asha Rao', display_name: 'Asha Rao', source: 'call', candidate: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Contact profile' }));
    const card = await screen.findByTestId('contact-card');
    expect(card.textContent).toContain('Named by the call itself');
    expect(card.textContent).toContain('meera.shah@example.in');
  });
});
