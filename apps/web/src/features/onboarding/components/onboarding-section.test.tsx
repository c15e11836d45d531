// @vitest-environment happy-dom
import { DOCUMENT_PROCESSING_INITIATED, NOTHING_TO_PROCESS, type OnboardingDocument } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { storedSession } from '../../../lib/stored-session.ts';
import { makeToken } from '../../../test/make-token.ts';
import { queryClientAs } from '../../../test/workspaces.ts';
import { OnboardingSection } from './onboarding-section.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const aadhaar: OnboardingDocument = {
  _id: 'a'.repeat(24),
  type: 'aadhaar',
  file_type: 'image/svg+xml',
  file_name: 'priya-aadhaar.svg',
  s3_url: '/api/agent/onboarding-agent/api/documents/a/file?exp=1&sig=x',
  data: {
    full_name: { english: 'Priya Sharma', regional: 'प्रिया शर्मा' },
    date_of_birth: '14/03/1994',
    gender: 'Female',
    pincode: '',
    marital_status: null,
  },
  created_at: Date.UTC(2026, 10, 22, 10),
};
const resume: OnboardingDocument = {
  _id: 'b'.repeat(24),
  type: 'resume',
  file_type: 'application/pdf',
  file_name: 'amara-resume.pdf',
  s3_url: '/api/agent/onboarding-agent/api/documents/b/file?exp=1&sig=y',
  preview_url: '/api/agent/onboarding-agent/api/documents/b/preview?exp=1&sig=z',
  data: {
    full_name: 'Amara Nwosu',
    education_history: [
      { institution: 'University of Salford', degree: 'BSc Logistics', duration: '2012 - 2015', cgpa: null },
    ],
    work_experience: [
      {
        company: 'Northgate Logistics',
        title: 'Shift Supervisor',
        location: 'Manchester',
        duration: '2020 - present',
        responsibilities: ['Runs the night shift'],
      },
    ],
  },
  created_at: Date.UTC(2026, 10, 21, 10),
};

const renderSection = (role: WorkspaceRole = 'member') =>
  render(
    <QueryClientProvider client={queryClientAs(role)}>
      <OnboardingSection />
    </QueryClientProvider>,
  );

const field = (key: string) => document.querySelector(`[data-field="${key}"]`)?.textContent;

describe('OnboardingSection', () => {
  let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
  beforeEach(() => {
    storedSession.write(makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }), {
      email: 'a@b.co',
      username: 'a',
    });
    fetchMock = vi.fn(async () => json(200, { message: 'ok', total: 2, data: { documents: [[aadhaar, resume]] } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    storedSession.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks get-all-documents without detail and selects the first of data.documents[0] (SPEC §2, §7)', async () => {
    renderSection();
    await screen.findByTestId('onboarding-detail');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/agent/onboarding-agent/api/get-all-documents?add_detail_to_response=false');
    expect(init.method).toBe('POST');
    const rows = screen.getAllByTestId('onboarding-document');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', null]);
    expect(screen.getByRole('heading', { name: 'Aadhaar card' })).toBeTruthy();
    expect(field('full_name')).toBe('Priya Sharma (प्रिया शर्मा)');
    expect(screen.getByRole('img', { name: 'Aadhaar card of Priya Sharma (प्रिया शर्मा)' }).getAttribute('src')).toBe(
      aadhaar.s3_url,
    );
  });

  it("shows 'N/A' for every missing, blank or null field of the document's type", async () => {
    renderSection();
    await screen.findByTestId('onboarding-detail');
    for (const key of ['pincode', 'age', 'address', 'nationality', 'document_number']) {
      expect(field(key), key).toBe('N/A');
    }
  });

  it('opens another document with its education, work and a link to the PDF', async () => {
    renderSection();
    fireEvent.click((await screen.findAllByTestId('onboarding-document'))[1]!);
    expect(screen.getByRole('heading', { name: 'Résumé' })).toBeTruthy();
    expect(screen.getAllByTestId('onboarding-document').map((row) => row.getAttribute('aria-current'))).toEqual([
      null,
      'true',
    ]);
    expect(screen.getByText('University of Salford')).toBeTruthy();
    expect(screen.getByText('2012 - 2015 · CGPA N/A')).toBeTruthy();
    expect(screen.getByText('Runs the night shift')).toBeTruthy();
    const open = screen.getByRole('link', { name: /Open amara-resume.pdf in a new tab/ });
    expect(open.getAttribute('href')).toBe(resume.s3_url);
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    // Its first page, drawn by the server, beside the data.
    expect(screen.getByRole('img', { name: 'Page 1 of amara-resume.pdf' }).getAttribute('src')).toBe(
      resume.preview_url,
    );
  });

  it('shows under a corrected field who corrected it, when, and what it was', async () => {
    const correctedAt = Date.now() - 5 * 60_000;
    const corrected: OnboardingDocument = {
      ...aadhaar,
      processing: {
        status: 'done',
        error: null,
        page_count: 1,
        pages_read: 1,
        read_with: 'OCR',
        sample: null,
        fields: {},
        corrections: [
          {
            field: 'gender',
            value: 'Female',
            original: 'Male',
            corrected_by: 'lead@example.com',
            corrected_at: correctedAt,
          },
        ],
      },
    };
    fetchMock.mockImplementation(async () =>
      json(200, { message: 'ok', total: 1, data: { documents: [[corrected]] } }),
    );
    renderSection();
    const history = await screen.findByRole('list', { name: 'Corrections of Gender' });
    expect(history.textContent).toBe('Corrected by lead@example.com 5 min ago; was Male');
    expect(history.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(correctedAt).toISOString());
    expect(screen.queryByRole('list', { name: 'Corrections of Date of birth' })).toBeNull();
  });

  it('shows the pages read of a document being read, as a bar and in words', async () => {
    const reading: OnboardingDocument = {
      ...resume,
      processing: {
        ...{ status: 'processing', error: null, page_count: 3, pages_read: 1, is_reading: true, read_with: null },
        ...{ sample: null, fields: {}, corrections: [] },
      },
    };
    fetchMock.mockImplementation(async () => json(200, { message: 'ok', total: 1, data: { documents: [[reading]] } }));
    renderSection();
    const bar = await screen.findByRole('progressbar', { name: 'Pages read' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['1', '3']);
    expect(screen.getByText('1 of 3 pages read')).toBeTruthy();
  });

  it("compares a synthetic sample's reading with the true values stored beside it, and says how it was read", async () => {
    const sample: OnboardingDocument = {
      ...aadhaar,
      processing: {
        status: 'done',
        error: null,
        page_count: 1,
        pages_read: 1,
        read_with: 'OCR (cleaned, turned 180°)',
        sample: {
          variant: 'turned',
          truth: {
            full_name: { english: 'Priya Sharma', regional: 'प्रिया शर्मा' },
            date_of_birth: '14/03/1994',
            gender: 'Female',
            document_number: '2345 6789 0123',
          },
        },
        fields: {},
        corrections: [],
      },
    };
    fetchMock.mockImplementation(async () => json(200, { message: 'ok', total: 1, data: { documents: [[sample]] } }));
    renderSection();
    expect((await screen.findByTestId('read-with')).textContent).toBe(
      'Read from its image by OCR (cleaned, turned 180°)',
    );
    // A quiet detail: a 'Sample' badge whose check opens on demand.
    const check = screen.getByTestId<HTMLDetailsElement>('sample-check');
    expect(check.open).toBe(false);
    expect(check.querySelector('summary')?.textContent).toBe('Sample3 of 4 fields read as drawn');
    expect(
      within(screen.getByRole('list', { name: 'Fields read differently' })).getByRole('listitem').textContent,
    ).toBe('Document number: read N/A, drawn 2345 6789 0123');
    expect(screen.queryByRole('heading', { name: /Synthetic sample/ })).toBeNull();
  });

  it("'Document Processing' queues what is pending or failed, toasting SPEC's words only then, no dialog", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const counts = (queued: number) => ({ queued, processing: queued, done: 1, failed: 0, pending: 0 });
    let queued = 2;
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/documents/process')
        ? json(200, { message: 'x', total: queued, data: counts(queued) })
        : json(200, { message: 'ok', total: 2, data: { documents: [[aadhaar, resume]] } }),
    );
    renderSection();
    await screen.findByTestId('onboarding-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Document Processing' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(DOCUMENT_PROCESSING_INITIATED));
    const isProcessing = ([url, init]: unknown[]) =>
      String(url).endsWith('/documents/process') && (init as RequestInit).method === 'POST';
    expect(fetchMock.mock.calls.filter(isProcessing)).toHaveLength(1);

    queued = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Document Processing' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(NOTHING_TO_PROCESS));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('says which documents are queued and which is being read', async () => {
    const processing = (isReading: boolean) => ({
      ...{ status: 'processing' as const, error: null, page_count: 1, pages_read: 0, is_reading: isReading },
      ...{ read_with: null, sample: null, fields: {}, corrections: [] },
    });
    const reading = { ...aadhaar, processing: processing(true) };
    const queued = { ...resume, processing: processing(false) };
    const listed = { message: 'ok', total: 2, data: { documents: [[reading, queued]] } };
    fetchMock.mockImplementation(async () => json(200, listed));
    renderSection();
    await screen.findByTestId('onboarding-detail');
    const statuses = screen.getAllByTestId('document-status').map((status) => status.textContent);
    expect(statuses).toEqual(['Reading…', 'Queued']);
    expect(screen.getByText('2 documents to read…')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('onboarding-document')[1]!);
    expect(screen.getByText('Queued: it is read as soon as the documents ahead of it are.')).toBeTruthy();
  });

  it('a viewer reads the documents but neither uploads nor processes them, and is told who can', async () => {
    renderSection('viewer');
    await screen.findByTestId('onboarding-detail');
    expect(screen.getByRole('button', { name: 'Document Processing' })).toHaveProperty('disabled', true);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.getByText('Only members and admins of this workspace upload and process documents.')).toBeTruthy();
  });

  it('logs a failed fetch and says so in place, then retries', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementationOnce(async () => json(500, { error_message: 'Database unavailable' }));
    renderSection();
    expect(await screen.findByText('Failed to load the documents.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to fetch onboarding documents', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(screen.getByTestId('onboarding-detail')).toBeTruthy());
  });

  it('says when there are no documents', async () => {
    fetchMock.mockImplementation(async () => json(200, { message: 'ok', total: 0, data: { documents: [[]] } }));
    renderSection();
    expect(await screen.findByText('No documents yet')).toBeTruthy();
  });
});
