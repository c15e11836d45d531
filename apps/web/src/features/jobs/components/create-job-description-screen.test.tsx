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
const params = (router: ReturnType<typeof renderJobs>) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const PASTED = ['Warehouse Team Lead', 'Lead the night shift in our Leeds warehouse.', '- Plan the shift rota', '- Train new pickers'].join('\n');

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
    expect((within(review).getByLabelText('Job title') as HTMLInputElement).value).toBe('Warehouse Team Lead');
    expect((within(review).getByLabelText('Responsibilities') as HTMLTextAreaElement).value).toBe('Plan the shift rota\nTrain new pickers');
    fireEvent.change(within(review).getByLabelText('Location'), { target: { value: 'Leeds' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(toast.success).toHaveBeenLastCalledWith(jobMessages.published);
    const put = requestsOf(fetchMock).find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/job-description/job-new-1');
    expect(JSON.parse(String(put?.body))).toMatchObject({ status: 'open', title: 'Warehouse Team Lead', location: 'Leeds', responsibilities: ['Plan the shift rota', 'Train new pickers'] });
    await waitFor(() => expect(screen.getByTestId('job-detail').getAttribute('data-status')).toBe('open'));
  });

  it('saves the reviewed draft without publishing it, with the title typed over the one read', async () => {
    serveJobs(fetchMock, []);
    const router = renderJobs('/zara/create-job-description');
    fireEvent.change(await screen.findByLabelText('Job title (optional)'), { target: { value: 'Shift Lead' } });
    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('button', { name: 'Read job description' }));
    const review = await screen.findByRole('region', { name: 'Review the job description' });
    expect((within(review).getByLabelText('Job title') as HTMLInputElement).value).toBe('Shift Lead');
    fireEvent.click(within(review).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(toast.success).toHaveBeenLastCalledWith(jobMessages.saved);
    expect(JSON.parse(String(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body))).not.toHaveProperty('status');
  });

  it('checks a chosen file as the server does before sending it, then uploads it as one part named file', async () => {
    serveJobs(fetchMock, []);
    const router = renderJobs('/zara/create-job-description');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Upload file' }), { button: 0 });
    expect(fileInput().accept).toBe('.pdf,.docx,.txt,.md');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(screen.getByRole('alert').textContent).toBe(jobMessages.selectFile);
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'role.xlsx')] } });
    expect(screen.getByRole('alert').textContent).toBe(jobMessages.fileType);
    fireEvent.change(fileInput(), { target: { files: [new File([new Uint8Array(jobLimits.fileBytes + 1)], 'huge.pdf')] } });
    expect(screen.getByRole('alert').textContent).toBe(jobMessages.fileTooLarge);
    fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(fileInput(), { target: { files: [new File(['Site Engineer\nBuild bridges.'], 'site-engineer.txt', { type: 'text/plain' })] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('chosen-job-file').textContent).toContain('site-engineer.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
    await waitFor(() => expect(params(router)).toEqual({ draft: 'job-new-1' }));
    const upload = requestsOf(fetchMock).find((request) => request.path === '/api/job-description/upload');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((upload?.body as FormData).get('file') as File).name).toBe('site-engineer.txt');
    const review = await screen.findByRole('region', { name: 'Review the job description' });
    expect((within(review).getByLabelText('Job title') as HTMLInputElement).value).toBe('site-engineer');
  });

  it("shows the server's refusal of a file", async () => {
    serveJobs(fetchMock, [], { answer: ({ path }) => (path === '/upload' ? new Response(JSON.stringify({ error_message: jobMessages.fileType }), { status: 400 }) : undefined) });
    renderJobs('/zara/create-job-description');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Upload file' }), { button: 0 });
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'scan.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and read' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(jobMessages.fileType));
    // The form shows it: no second report as a toast.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("offers the blank job listing form: 'or fill in the form', then Save draft creates the job", async () => {
    serveJobs(fetchMock, []);
    const router = renderJobs('/zara/create-job-description');
    fireEvent.click(await screen.findByRole('link', { name: 'or fill in the form' }));
    await waitFor(() => expect(params(router)).toEqual({ mode: 'form' }));
    const form = screen.getByRole('region', { name: 'Job listing form' });
    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: 'Chef' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(requestsOf(fetchMock).filter((request) => request.method !== 'GET').map((request) => [request.method, request.path])).toEqual([['POST', '/api/job-description/']]);
    expect(toast.success).toHaveBeenCalledWith(jobMessages.created);
  });

  it('a viewer is told who creates job descriptions, instead of the forms', async () => {
    serveJobs(fetchMock, []);
    renderJobs('/zara/create-job-description', 'viewer');
    expect((await screen.findByTestId('role-gate-notice')).textContent).toContain('Only members and admins can create job descriptions');
    expect(screen.queryByRole('tab', { name: 'Paste text' })).toBeNull();
  });
});
