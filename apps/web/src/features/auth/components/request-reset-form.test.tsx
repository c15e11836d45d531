// @vitest-environment happy-dom
import { passwordResetMessages } from '@agentdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestResetForm } from './request-reset-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

const ask = async (sendsMail: boolean) => {
  fetchMock.mockResolvedValue(Response.json({ message: 'ok', total: 1, data: { sends_mail: sendsMail } }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RequestResetForm />
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
};

describe('RequestResetForm', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says a link is on its way when the server sends mail', async () => {
    await ask(true);
    expect(await screen.findByText(passwordResetMessages.requested)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/user/reset-password/');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('says how else to get back in when the server sends no mail', async () => {
    await ask(false);
    expect(await screen.findByText(passwordResetMessages.noMail)).toBeTruthy();
    expect(screen.queryByText(passwordResetMessages.requested)).toBeNull();
  });
});
