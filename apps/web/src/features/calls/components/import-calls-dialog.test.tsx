// @vitest-environment happy-dom
import type { CallImport } from '@agentdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { ImportCallsDialog } from './import-calls-dialog.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = setUpScreenTests();

const importOf = (overrides: Partial<CallImport> = {}): CallImport => ({
  id: '6f1c7a52-8f0e-4a39-9d6e-1c2b3a4d5e6f',
  filename: 'history.json',
  size_bytes: 2048,
  status: 'pending',
  total_rows: 1000,
  rows_read: 0,
  imported: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  row_errors: [],
  error: null,
  created_at: '2026-11-27T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose import moves on by one step on each read of the imports, through `steps`. */
const serveImports = (steps: CallImport[], upload?: { status: number; body: unknown }) => {
  let read = 0;
  let isStarted = upload === undefined;
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/call/calls/import?') && init?.method === 'POST') {
      if (upload && upload.status !== 202) return json(upload.status, upload.body);
      isStarted = true;
      return json(202, { message: 'Import started', total: 1, data: steps[0] });
    }
    if (url.endsWith('/call/calls/imports')) {
      if (!isStarted) return json(200, { message: 'Imports fetched', total: 0, data: [] });
      const step = steps[Math.min(read, steps.length - 1)]!;
      read += 1;
      return json(200, { message: 'Imports fetched', total: 1, data: [step] });
    }
    return json(404, { error_message: `No route ${url}` });
  });
};

const renderDialog = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImportCallsDialog />
    </QueryClientProvider>,
  );

const chooseFile = (text: string) => {
  const file = new File([text], 'history.json', { type: 'application/json' });
  fireEvent.change(screen.getByLabelText('Call history file'), { target: { files: [file] } });
};

const bar = () => screen.getByRole('progressbar', { name: 'Rows imported' });
const stat = (label: string) => within(screen.getByTestId('import-progress')).getByText(label).nextSibling?.textContent;

describe('the import dialog', () => {
  it('uploads the file, shows the progress with its counts as the server imports, then the result', async () => {
    serveImports(
      [
        importOf(),
        importOf({ rows_read: 500, imported: 480, updated: 10, unchanged: 5, skipped: 5 }),
        importOf({
          status: 'complete',
          rows_read: 1000,
          imported: 980,
          updated: 10,
          unchanged: 5,
          skipped: 5,
          row_errors: [{ index: 41, message: 'call_id: call_id is required' }],
          finished_at: '2026-11-27T10:01:00.000Z',
        }),
      ],
      { status: 202, body: null },
    );
    renderDialog();
    fireEvent.click(screen.getByTestId('import-button'));
    chooseFile('[{"call_id":"c1"}]');

    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('Importing history.json: 500 of 1,000 rows'),
      {
        timeout: 30_000,
      },
    );
    expect(bar().getAttribute('aria-valuenow')).toBe('50');
    expect(stat('New')).toBe('480');
    expect(stat('Skipped')).toBe('5');
    expect(screen.getByLabelText<HTMLInputElement>('Call history file').disabled).toBe(true);

    const result = 'history.json: Imported 980 new calls, updated 10, 5 unchanged, 5 skipped.';
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(result), { timeout: 30_000 });
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('list', { name: 'Skipped rows' }).textContent).toBe('Row 42call_id: call_id is required');
    expect(toast.success).toHaveBeenCalledWith('Imported 980 new calls, updated 10, 5 unchanged, 5 skipped.');
    expect(screen.getByLabelText<HTMLInputElement>('Call history file').disabled).toBe(false);
  });

  it('shows an import that runs on the server when opened again, as after a reload, without an upload', async () => {
    serveImports([importOf({ rows_read: 250, imported: 250 })]);
    renderDialog();
    fireEvent.click(screen.getByTestId('import-button'));
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByRole('status').textContent).toBe('Importing history.json: 250 of 1,000 rows');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('import-progress')).toBeNull();
    fireEvent.click(screen.getByTestId('import-button'));
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('25'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("says why the server refused the upload (415, the file's content)", async () => {
    const message =
      "The file is not JSON: upload the JSON file of your provider's list-calls export (an array of call objects).";
    serveImports([importOf()], { status: 415, body: { error_message: message } });
    renderDialog();
    fireEvent.click(screen.getByTestId('import-button'));
    chooseFile('call_id,agent\n');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByTestId('import-progress')).toBeNull();
  });
});
