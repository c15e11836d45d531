// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { WebPagesForm } from './web-pages-form.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const LABEL = 'Web page addresses';

const renderForm = (onAdded = vi.fn()) => {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <WebPagesForm knowledgeBaseId="kb-1" onAdded={onAdded} />
    </QueryClientProvider>,
  );
  return onAdded;
};

const errorText = () => document.getElementById(`${screen.getByLabelText(LABEL).id}-error`)?.textContent;

afterEach(cleanup);

describe('WebPagesForm', () => {
  const fetchMock = stubSignedInFetch();

  it('names the address it refuses, clears the message when edited, and sends nothing', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(LABEL), {
      target: { value: 'https://example.com/faq\nftp://example.com/file' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add web pages' }));

    await waitFor(() => expect(errorText()).toMatch(/: ftp:\/\/example\.com\/file$/));
    fireEvent.change(screen.getByLabelText(LABEL), { target: { value: 'https://example.com/faq' } });
    expect(errorText()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends each address once, blank lines dropped, and shows the server's refusal at the field", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error_message: 'Knowledge base not found' }), { status: 404 }),
    );
    const onAdded = renderForm();
    fireEvent.change(screen.getByLabelText(LABEL), {
      target: { value: 'https://example.com/a\n\n https://example.com/b \nhttps://example.com/a' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add web pages' }));

    await waitFor(() => expect(errorText()).toBe('Knowledge base not found'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/webhooks/knowledge-base/kb-1/sources/urls');
    expect(JSON.parse(String(init?.body))).toEqual({ urls: ['https://example.com/a', 'https://example.com/b'] });
    expect(onAdded).not.toHaveBeenCalled();
  });
});
