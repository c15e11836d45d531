// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { ComposeDialog } from './compose-dialog.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const DRAFT_ID = '4b0f5d1e-8c59-4c8e-9f3a-1d2b3c4d5e6f';
const ok = (data: unknown) =>
  new Response(JSON.stringify({ message: 'ok', total: 1, data }), { headers: { 'Content-Type': 'application/json' } });
const sent = (fetchMock: ReturnType<typeof stubSignedInFetch>, index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
};

const renderDialog = (draft: Parameters<typeof ComposeDialog>[0]['draft'] = null) => {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ComposeDialog isOpen onOpenChange={onOpenChange} draft={draft} />
    </QueryClientProvider>,
  );
  return onOpenChange;
};

afterEach(() => {
  cleanup();
  toast.success.mockReset();
});

describe('ComposeDialog', () => {
  const fetchMock = stubSignedInFetch();

  it('names what is missing under each field, clears a message when its field is edited, and sends nothing', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(document.getElementById('compose-to-error')?.textContent).toBe('Enter a valid e-mail address'),
    );
    expect(document.getElementById('compose-subject-error')?.textContent).toBe('Subject is required');
    expect(document.getElementById('compose-text-error')?.textContent).toBe('Message is empty');
    expect(screen.getByLabelText('To').getAttribute('aria-describedby')).toBe('compose-to-error');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'ada@example.com' } });
    expect(document.getElementById('compose-to-error')).toBeNull();
    expect(document.getElementById('compose-subject-error')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an edited draft with its id, and saves a draft as typed, whatever is missing', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: DRAFT_ID })).mockResolvedValueOnce(ok({ id: 'mail-1' }));
    const draft = { type: 'draft', id: DRAFT_ID, to: '', subject: 'Hello', text: 'Hi there', time: 1 } as Parameters<
      typeof ComposeDialog
    >[0]['draft'];
    const onOpenChange = renderDialog(draft);

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent(fetchMock, 0)).toEqual({
      url: `/api/inbox/drafts/${DRAFT_ID}`,
      method: 'PUT',
      body: { to: '', subject: 'Hello', text: 'Hi there' },
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));

    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(fetchMock, 1)).toEqual({
      url: '/api/inbox/mails',
      method: 'POST',
      body: { to: 'ada@example.com', subject: 'Hello', text: 'Hi there', draft_id: DRAFT_ID },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mail sent'));
  });
});
