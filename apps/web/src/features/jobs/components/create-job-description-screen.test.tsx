// @vitest-environment happy-dom
import { jobLimits, jobMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { renderJobs } from '../testing/render-jobs.tsx';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();
const params = (router: ReturnType<typeof renderJobs>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const PASTED = [
  'Warehouse Team Lead',
  'Lead the night shift in our Leeds warehouse.',
  '- Plan the shift rota',
  '- Train new pickers',
].join('\n');

describe('CreateJobDescriptionScreen', () => {
  it('reads a pasted text into a draft, shows it in the job form for review, and publishes it', async () => {
    serveJobs(fetchMock, []);
    const router = renderJobs('/zara/create-job-description');
    fireEvent.click(await screen.findByRole('button', { name: 'Read job description' }));
    // react-hook-form checks on submit asynchronously: the message comes a tick later.
    expect(await screen.findByText(jobMessages.textRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('button', { name: 'Read job description' }));
    await waitFor(() => expect(params(router)).toEqual({ draft: 'job-new-1' }));
    expect(toast.success).toHaveBeenCalledWith(jobMessages.created);
    const upload = requestsOf(fetchMock).find((request) => request.path === '/api/job-description/upload-text');
    // No title typed: the server keeps the one it reads.
    expect(JSON.parse(String(upload?.body))).toEqual({ text: PASTED });

    const review = await screen.findByRole('region', { name: 'Review the job description' });
    expect(within(review).getByLabelText<HTMLInputElement>('Job title').value).toBe('Warehouse Team Lead');
    expect(within(review).getByLabelText<HTMLTextAreaElement>('Responsibilities').value).toBe(
      'Plan the shift rota\nTrain new pickers',
    );
    fireEvent.change(within(review).getByLabelText('Location'), { target: { value: 'Leeds' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(toast.success).toHaveBeenLastCalledWith(jobMessages.published);
    const put = requestsOf(fetchMock).find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/job-description/job-new-1');
    expect(JSON.parse(String(put?.body))).toMatchObject({
      status: 'open',
      title: 'Warehouse Team Lead',
      location: 'Leeds',
      responsibilities: ['Plan the shift rota', 'Train new pickers'],
    });
    await waitFor(() => expect(screen.getByTestId('job-detail').getAttribute('data-status')).toBe('open'));
  });

  it('saves the reviewed draft without publishing it, with the title typed over the one read', async () => {
    serveJobs(fetchMock, []);
    const router = renderJobs('/zara/create-job-description');
    fireEvent.change(await screen.findByLabelText('Job title (optional)'), { target: { value: 'Shift Lead' } });
    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('button', { name: 'Read job description' }));
    const review = await screen.findByRole('region', { name: 'Review the job description' });
    expect(within(review).getByLabelText<HTMLInputElement>('Job title').value).toBe('Shift Lead');
    fireEvent.click(within(review).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(toast.success).toHaveBeenLastCalledWith(jobMessages.saved);
    expect(
      JSON.parse(String(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body)),
    ).not.toHaveProperty('status');
  });

  it('checks a chosen file as the server does before sending it, then uploads it by key: the URL, the bytes PUT to it without the token, the key read', async () => {
    serveJobs(fetchMock, []);
    const router = renderJobs('/zara/create-job-description');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Upload file' }), { button: 0 });
    expect(fileInput().accept).toBe('.pdf,.docx,.txt,.md');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(screen.getByRole('alert').textContent).toBe(jobMessages.selectFile);
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'role.xlsx')] } });
    expect(screen.getByRole('alert').textContent).toBe(jobMessages.fileType);
    fireEvent.change(fileInput(), {
      target: { files: [new File([new Uint8Array(jobLimits.fileBytes + 1)], 'huge.pdf')] },
    });
    expect(screen.getByRole('alert').textContent).toBe(jobMessages.fileTooLarge);
    fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(fileInput(), {
      target: { files: [new File(['Site Engineer\nBuild bridges.'], 'site-engineer.txt', { type: 'text/plain' })] },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('chosen-job-file').textContent).toContain('site-engineer.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    await waitFor(() => expect(params(router)).toEqual({ draft: 'job-new-1' }));
    const sent = requestsOf(fetchMock).filter((request) => request.method !== 'GET');
    expect(sent.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/api/job-description/generate-upload-url'],
      ['PUT', '/api/job-description/uploads/key-1'],
      ['POST', '/api/job-description/upload-with-key'],
    ]);
    expect(JSON.parse(String(sent[0]?.body))).toEqual({
      filename: 'site-engineer.txt',
      size: 28,
      content_type: 'text/plain',
    });
    expect(sent[1]?.params.get('sig')).toBe('signed');
    expect((sent[1]?.body as File).name).toBe('site-engineer.txt');
    expect(
      new Headers(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.headers).has('Authorization'),
    ).toBe(false);
    expect(JSON.parse(String(sent[2]?.body))).toEqual({ key: 'key-1' });
    const review = await screen.findByRole('region', { name: 'Review the job description' });
    expect(within(review).getByLabelText<HTMLInputElement>('Job title').value).toBe('site-engineer');
  });

  it.each([
    ['asked for the upload URL', 'POST', '/generate-upload-url', 400, jobMessages.fileType],
    ['sent the bytes', 'PUT', '/uploads/key-1', 415, 'scan.pdf is not a valid .pdf file'],
    ['sent the bytes, past a proxy limit', 'PUT', '/uploads/key-1', 413, jobMessages.fileTooLarge],
    ['read the key', 'POST', '/upload-with-key', 422, 'No text found in this PDF (a scanned image has none to read)'],
  ])(
    "shows the server's refusal of a file when it %s, and goes no further",
    async (_step, refusedMethod, refusedPath, status, message) => {
      // A proxy's 413 page carries no sentence of ours: the form says the file is too large.
      const body =
        status === 413 ? '<html>Request Entity Too Large</html>' : JSON.stringify({ error_message: message });
      serveJobs(fetchMock, [], {
        answer: ({ method, path }) =>
          method === refusedMethod && path === refusedPath ? new Response(body, { status }) : undefined,
      });
      renderJobs('/zara/create-job-description');
      fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Upload file' }), { button: 0 });
      fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'scan.pdf')] } });
      fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      const sent = requestsOf(fetchMock).filter((request) => request.method !== 'GET');
      expect(sent.at(-1)).toMatchObject({ method: refusedMethod, path: `/api/job-description${refusedPath}` });
      // The form shows it: no second report as a toast; the button is ready for another try.
      expect(toast.error).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Upload and read' })).toBeTruthy();
      expect(screen.queryByRole('progressbar')).toBeNull();
    },
  );

  it("offers the blank job listing form: 'or fill in the form', then Save draft creates the job", async () => {
    serveJobs(fetchMock, []);
    const router = renderJobs('/zara/create-job-description');
    fireEvent.click(await screen.findByRole('link', { name: 'or fill in the form' }));
    await waitFor(() => expect(params(router)).toEqual({ mode: 'form' }));
    const form = screen.getByRole('region', { name: 'Job listing form' });
    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: 'Chef' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(
      requestsOf(fetchMock)
        .filter((request) => request.method !== 'GET')
        .map((request) => [request.method, request.path]),
    ).toEqual([['POST', '/api/job-description/']]);
    expect(toast.success).toHaveBeenCalledWith(jobMessages.created);
  });

  it('a viewer is told who creates job descriptions, instead of the forms', async () => {
    serveJobs(fetchMock, []);
    renderJobs('/zara/create-job-description', 'viewer');
    expect((await screen.findByTestId('role-gate-notice')).textContent).toContain(
      'Only members and admins can create job descriptions',
    );
    expect(screen.queryByRole('tab', { name: 'Paste text' })).toBeNull();
  });
});
