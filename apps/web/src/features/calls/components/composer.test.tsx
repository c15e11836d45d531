// @vitest-environment happy-dom
import type { CallContact } from '@agentdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { makeContact, makeMessage, ok } from '../testing/call-contact-fixtures.ts';
import { Composer } from './composer.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const renderComposer = (contact: CallContact | undefined = makeContact()) => {
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Composer callId="call-1" contact={contact} onSent={onSent} />
    </QueryClientProvider>,
  );
  return onSent;
};

const field = () => screen.getByLabelText<HTMLTextAreaElement>('Message');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const requestOf = (fetchMock: ReturnType<typeof stubSignedInFetch>, index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: url instanceof Request ? url.url : (url?.toString() ?? ''), method: init?.method, body: init?.body };
};

afterEach(() => {
  cleanup();
  toast.error.mockReset();
  toast.success.mockReset();
});

describe('Composer', () => {
  const fetchMock = stubSignedInFetch();

  it('has the 4-row text area with its placeholder and labelled tools; starts on the channel that reaches the contact', () => {
    renderComposer();
    expect(field().getAttribute('rows')).toBe('4');
    expect(field().getAttribute('placeholder')).toBe("Use '@' for tag, ':' for emoji");
    for (const name of ['Emoji', 'Attach file', 'Send']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // WhatsApp cannot reach this contact (no chat hook): the composer starts on Email.
    expect(screen.getByRole('combobox', { name: 'Channel' }).textContent).toContain('Email');
  });

  it('offers AI assist only when the server has a language model', () => {
    renderComposer(makeContact({ ai_assist: false }));
    expect(screen.queryByRole('button', { name: 'AI assist' })).toBeNull();
    cleanup();
    renderComposer(makeContact({ ai_assist: true }));
    expect(screen.getByRole('button', { name: 'AI assist' })).toBeTruthy();
  });

  it('disables a channel that cannot reach the contact, saying why', async () => {
    renderComposer();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Channel' }), { key: 'Enter' });
    const whatsapp = await screen.findByRole('option', { name: /Whatsapp/ });
    expect(whatsapp.getAttribute('aria-disabled')).toBe('true');
    expect(whatsapp.textContent).toContain('none is set: an admin sets it on the Integrations page');
  });

  it('says why nothing can be sent when no channel reaches the contact, and sends nothing', () => {
    const nowhere = makeContact({
      email: null,
      channels: {
        ...makeContact().channels,
        email: {
          is_available: false,
          reason: 'No e-mail address is known for +1 415 555 0123',
          takes_attachments: true,
        },
      },
    });
    renderComposer(nowhere);
    expect(screen.getByTestId('channel-unavailable').textContent).toContain('chat hook');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    type('Hello');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not send blank or whitespace-only text: Send is off until there is text', () => {
    renderComposer();
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    type('  \n ');
    expect(send.disabled).toBe(true);
    fireEvent.click(send);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field().value).toBe('  \n ');
    type('Hello');
    expect(send.disabled).toBe(false);
  });

  it('sends on Enter through the chosen channel, clears the field and hands the queued message on; Shift+Enter is a new line', async () => {
    const message = makeMessage({ text: 'Hello Meera' });
    fetchMock.mockResolvedValueOnce(ok(message, 201));
    const onSent = renderComposer();
    type('Hello Meera');
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(message));
    expect(requestOf(fetchMock)).toEqual({
      url: '/api/call/calls/call-1/messages',
      method: 'POST',
      body: JSON.stringify({ channel: 'email', text: 'Hello Meera' }),
    });
    expect(field().value).toBe('');
    expect(toast.success).toHaveBeenCalledWith('Mail to Meera Shah queued');
  });

  it('keeps the text and says why when the server refuses it', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error_message: 'No e-mail address is known for Meera Shah' }, { status: 422 }),
    );
    renderComposer();
    type('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No e-mail address is known for Meera Shah'));
    expect(field().value).toBe('Hello');
  });

  it('attaches files as removable chips, refuses what a mail cannot carry, and sends them as a form', async () => {
    fetchMock.mockResolvedValueOnce(
      ok(makeMessage({ attachments: [{ filename: 'cv.pdf', content_type: 'application/pdf', size_bytes: 8 }] }), 201),
    );
    renderComposer();
    const input = screen.getByTestId('attach-input');
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf, new File(['MZ'], 'setup.exe')] } });
    expect(screen.getByTestId('attachment-chips').textContent).toContain('cv.pdf');
    expect(toast.error).toHaveBeenCalledWith(
      'setup.exe: Attach a PDF, an image (PNG, JPEG, WebP, GIF), a Word or Excel file, a text or CSV file, or a voice note',
    );
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.getByTestId('attachment-chips').textContent).not.toContain('notes.txt');

    type('My CV, as promised');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const form = requestOf(fetchMock).body as FormData;
    expect([form.get('channel'), form.get('text'), (form.get('files') as File).name]).toEqual([
      'email',
      'My CV, as promised',
      'cv.pdf',
    ]);
    await waitFor(() => expect(screen.queryByTestId('attachment-chips')).toBeNull());
  });

  it('puts an emoji at the caret', async () => {
    renderComposer();
    type('Thanks !');
    field().setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    fireEvent.change(await screen.findByLabelText('Search emoji'), { target: { value: 'thumbs up' } });
    fireEvent.click(screen.getByRole('button', { name: 'thumbs up' }));
    expect(field().value).toBe('Thanks👍 !');
  });

  it('puts the drafted reply in the text area', async () => {
    fetchMock.mockResolvedValueOnce(ok({ text: 'Hi Meera, thanks for your time.' }));
    renderComposer(makeContact({ ai_assist: true }));
    fireEvent.click(screen.getByRole('button', { name: 'AI assist' }));
    await waitFor(() => expect(field().value).toBe('Hi Meera, thanks for your time.'));
    expect(requestOf(fetchMock)).toEqual({
      url: '/api/call/calls/call-1/reply-draft',
      method: 'POST',
      body: JSON.stringify({ channel: 'email' }),
    });
  });
});
