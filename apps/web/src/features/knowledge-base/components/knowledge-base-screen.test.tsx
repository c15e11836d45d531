// @vitest-environment happy-dom
import { knowledgeBaseMessages, SNIPPET_MARK_END, SNIPPET_MARK_START, type KnowledgeBase } from '@agentdesk/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { makeToken } from '../../../test/make-token.ts';
import { toKnowledgeBaseSummary } from '../utils/knowledge-base-activity.ts';
import { makeKnowledgeBase, makeSource } from '../testing/make-knowledge-base.ts';
import { KnowledgeBaseScreen } from './knowledge-base-screen.tsx';
import { queryClientAs } from '../../../test/workspaces.ts';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (data: unknown, total = 1) => json({ message: 'ok', total, data });

/** A small in-memory server for the knowledge base endpoints. */
const serve = (knowledgeBases: KnowledgeBase[], overrides: { detail?: () => Response } = {}) =>
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const [, id, rest] = /^\/api\/webhooks\/knowledge-base\/([^/]*)(\/.*)?$/.exec(url.pathname) ?? [];
    if (id === '' && method === 'GET') {
      return envelope(
        { knowledge_bases: knowledgeBases.map(toKnowledgeBaseSummary), next_cursor: null },
        knowledgeBases.length,
      );
    }
    if (id === '' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { knowledge_base_name: string; enable_auto_refresh: boolean };
      const created = makeKnowledgeBase({ knowledge_base_id: 'kb-new', status: 'in_progress', ...body });
      knowledgeBases.unshift(created);
      return envelope(created);
    }
    if (rest === '/search') {
      return envelope({
        hits: [
          {
            source_id: 'src-1',
            filename: 'Opening hours',
            type: 'text',
            snippet: `We open at ${SNIPPET_MARK_START}nine${SNIPPET_MARK_END}`,
            rank: 1,
          },
        ],
      });
    }
    const found = knowledgeBases.find((knowledgeBase) => knowledgeBase.knowledge_base_id === id);
    if (rest === undefined && method === 'GET')
      return (
        overrides.detail?.() ?? (found ? envelope(found) : json({ error_message: knowledgeBaseMessages.notFound }, 404))
      );
    return json({ error_message: 'unexpected request' }, 500);
  });

const setWidth = (isDesktop: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));

const renderScreen = (path = '/knowledge-base', role: WorkspaceRole = 'member') => {
  const router = createMemoryRouter([{ path: '/knowledge-base', element: <KnowledgeBaseScreen /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClientAs(role)}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const selectedParam = (router: ReturnType<typeof renderScreen>) =>
  new URLSearchParams(router.state.location.search).get('knowledge_base_id');

const twoBases = () => [
  makeKnowledgeBase({
    knowledge_base_id: 'kb-1',
    knowledge_base_name: 'Product FAQ',
    knowledge_base_sources: [makeSource()],
  }),
  makeKnowledgeBase({ knowledge_base_id: 'kb-2', knowledge_base_name: 'Returns policy', status: 'error' }),
];

describe('KnowledgeBaseScreen', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: the virtual list gets a window 600 px tall to place its rows in.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.stubGlobal('fetch', fetchMock);
    setWidth(true);
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    toast.error.mockReset();
    toast.success.mockReset();
    localStorage.clear();
  });

  it('invites to create the first one when there is none', async () => {
    serve([]);
    renderScreen();
    await screen.findByText('No knowledge bases yet');
    expect(screen.getAllByRole('button', { name: 'Create Knowledge Base' }).length).toBeGreaterThan(0);
  });

  it('opens the newest on a wide screen, and the one in the address when there is one', async () => {
    serve(twoBases());
    renderScreen();
    await waitFor(() => expect(screen.getByTestId('kb-detail-title').textContent).toBe('Product FAQ'));
    cleanup();
    const router = renderScreen('/knowledge-base?knowledge_base_id=kb-2');
    await waitFor(() => expect(screen.getByTestId('kb-detail-title').textContent).toBe('Returns policy'));
    expect(selectedParam(router)).toBe('kb-2');
    // SPEC §8: a failed knowledge base says why, or 'An unexpected error occurred'.
    expect(screen.getByRole('alert').textContent).toBe(knowledgeBaseMessages.unexpected);
    const rows = await screen.findAllByTestId('kb-row');
    expect(rows.find((row) => row.getAttribute('aria-current') === 'true')?.getAttribute('data-kb-id')).toBe('kb-2');
  });

  it('shows the list first on a phone, and the chosen one alone with a Back button', async () => {
    setWidth(false);
    serve(twoBases());
    const router = renderScreen();
    await screen.findAllByTestId('kb-row');
    expect(screen.queryByTestId('kb-detail')).toBeNull();
    await router.navigate('/knowledge-base?knowledge_base_id=kb-1');
    await waitFor(() => expect(screen.getByTestId('kb-detail-title').textContent).toBe('Product FAQ'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(selectedParam(router)).toBeNull());
  });

  it('creates a knowledge base, after asking for its name, and opens it', async () => {
    serve(twoBases());
    const router = renderScreen();
    await screen.findAllByTestId('kb-row');
    fireEvent.click(screen.getByRole('button', { name: 'Create Knowledge Base' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Knowledge Base' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(knowledgeBaseMessages.nameRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Pricing  ' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Auto refresh' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(selectedParam(router)).toBe('kb-new'));
    expect(toast.success).toHaveBeenCalledWith(knowledgeBaseMessages.created);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ knowledge_base_name: 'Pricing', enable_auto_refresh: true });
    await waitFor(() => expect(screen.getByTestId('kb-detail-title').textContent).toBe('Pricing'));
    expect(screen.getByText('No sources yet')).toBeTruthy();
  });

  it('tests retrieval: the hits show their source and the words found marked', async () => {
    serve(twoBases());
    renderScreen('/knowledge-base?knowledge_base_id=kb-1');
    const search = await screen.findByRole('searchbox', { name: 'Search this knowledge base' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter something to search for')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'open' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const hit = await screen.findByTestId('search-hit');
    expect(within(hit).getByTestId('search-hit-source').textContent).toBe('Opening hours');
    expect(hit.querySelector('mark')?.textContent).toBe('nine');
    const request = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/search'));
    expect(request?.searchParams.get('query')).toBe('open');
  });

  it('refuses a file of the wrong type before sending anything', async () => {
    const send = vi.fn();
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        open() {}
        setRequestHeader() {}
        send = send;
        upload = new EventTarget();
        addEventListener() {}
      },
    );
    serve(twoBases());
    renderScreen('/knowledge-base?knowledge_base_id=kb-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Add sources' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sources' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('.pdf,.docx,.txt,.md,.csv,.html,.htm');
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe'), new File(['# hi'], 'hello.md')] } });
    expect(
      within(dialog)
        .getAllByTestId('chosen-file')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('setup.exe'), expect.stringContaining('hello.md')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(knowledgeBaseMessages.fileType);
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove setup.exe' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("shows why the knowledge base failed to load, with a Retry; a missing one is 'not found'", async () => {
    let failures = 1;
    serve(twoBases(), {
      detail: () => (failures-- > 0 ? json({ error_message: 'Database is busy' }, 503) : envelope(twoBases()[0])),
    });
    renderScreen('/knowledge-base?knowledge_base_id=kb-1');
    const error = await screen.findByTestId('kb-detail-error');
    expect(error.textContent).toContain('Database is busy');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('kb-detail-title').textContent).toBe('Product FAQ'));
    cleanup();
    serve(twoBases());
    renderScreen('/knowledge-base?knowledge_base_id=gone');
    await screen.findByText('Knowledge base not found');
  });

  it('a viewer reads knowledge bases without Create, Rename, Add sources or Delete', async () => {
    serve(twoBases());
    renderScreen('/knowledge-base?knowledge_base_id=kb-1', 'viewer');
    await waitFor(() => expect(screen.getByTestId('kb-detail-title').textContent).toBe('Product FAQ'));
    await screen.findByTestId('source-list');
    expect(screen.queryByRole('button', { name: 'Create Knowledge Base' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add sources' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('switch')).toHaveProperty('disabled', true);
    cleanup();

    serve([]);
    renderScreen('/knowledge-base', 'viewer');
    await screen.findByText('No knowledge bases yet');
    expect(screen.queryByRole('button', { name: 'Create Knowledge Base' })).toBeNull();
  });
});
