// @vitest-environment happy-dom
import { knowledgeBaseMessages } from '@agentdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { TextSourceForm } from './text-source-form.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const renderForm = (onAdded = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TextSourceForm knowledgeBaseId="kb-1" onAdded={onAdded} />
    </QueryClientProvider>,
  );
  return onAdded;
};

const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

afterEach(cleanup);

describe('TextSourceForm', () => {
  const fetchMock = stubSignedInFetch();

  it("shows the contract's message at each empty field, clears a field's message when it is edited, and sends nothing", async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add text' }));

    await waitFor(() => expect(errorOf('Title')).toBe(knowledgeBaseMessages.textRequired));
    expect(errorOf('Text')).toBe(knowledgeBaseMessages.textRequired);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Opening hours' } });
    expect(errorOf('Title')).toBeUndefined();
    expect(errorOf('Text')).toBe(knowledgeBaseMessages.textRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the checked text, counts its characters, and shows the server's refusal above the button", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error_message: 'Knowledge base not found' }), { status: 404 }),
    );
    const onAdded = renderForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Opening hours ' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Mon-Fri 9-17' } });
    expect(screen.getByText(/^12 \//)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add text' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Knowledge base not found');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/webhooks/knowledge-base/kb-1/sources/texts');
    expect(JSON.parse(String(init?.body))).toEqual({ title: 'Opening hours', text: 'Mon-Fri 9-17' });
    expect(onAdded).not.toHaveBeenCalled();
  });
});
