// @vitest-environment happy-dom
import { jobMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { makeJob } from '../testing/make-job.ts';
import { renderJobs } from '../testing/render-jobs.tsx';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();
const detail = () => screen.getByTestId('job-detail');
const actions = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('JobDetailScreen', () => {
  it('shows every field of a draft and publishes it', async () => {
    serveJobs(fetchMock, [makeJob()]);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Backend Engineer');
    expect(screen.getByTestId('job-salary').textContent).toBe('€70,000 – €90,000');
    expect(screen.getByTestId('job-workplace-type').textContent).toBe('Hybrid');
    expect(
      within(screen.getByTestId('job-responsibilities'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Design APIs', 'Review code']);
    expect(screen.getByTestId('job-skills').textContent).toBe('TypeScriptPostgreSQL');
    expect(actions()).toEqual(['Copy', 'Edit', 'Close job', 'Publish']);

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(detail().getAttribute('data-status')).toBe('open'));
    expect(toast.success).toHaveBeenCalledWith(jobMessages.published);
    expect(JSON.parse(String(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body))).toEqual({
      status: 'open',
    });
    // Open now, and on the careers site.
    expect(actions()).toEqual(['Copy', 'Edit', 'Close job', 'Unpublish', '']);
    expect(screen.getByRole('button', { name: 'Copy the job’s public link' })).toBeTruthy();
  });

  it('closes a job after asking, which then is read-only with the note, and copies it to a new draft', async () => {
    serveJobs(fetchMock, [makeJob({ status: 'open' })]);
    const router = renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Close job' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this job?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close job' }));
    await waitFor(() => expect(detail().getAttribute('data-status')).toBe('closed'));
    expect(toast.success).toHaveBeenCalledWith(jobMessages.closedDone);
    expect(screen.getByText(jobMessages.closed)).toBeTruthy();
    expect(actions()).toEqual(['Copy']);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(toast.success).toHaveBeenCalledWith(jobMessages.copied);
    await waitFor(() => expect(detail().getAttribute('data-status')).toBe('draft'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Backend Engineer');
    expect(screen.getByRole('link', { name: 'A copy of another job' }).getAttribute('href')).toBe(
      '/zara/job-listings/job-1',
    );
  });

  it('edits a job in the same form; a refusal from the server is shown in it', async () => {
    const jobs = [makeJob()];
    serveJobs(fetchMock, jobs);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job' });
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Must-have requirements').value).toBe(
      '3 years of TypeScript',
    );
    fireEvent.change(within(dialog).getByLabelText('Must-have requirements'), {
      target: { value: '3 years of TypeScript\nGerman or English' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(jobMessages.saved);
    expect(within(screen.getByTestId('job-requirements')).getAllByRole('listitem')).toHaveLength(2);

    // Closed elsewhere meanwhile: the server refuses (409) and the page then shows it closed.
    jobs[0]!.status = 'closed';
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('dialog', { name: 'Edit job' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(again).getByRole('alert').textContent).toBe(jobMessages.closed));
    await waitFor(() => expect(detail().getAttribute('data-status')).toBe('closed'));
  });

  it('says when the job does not exist', async () => {
    serveJobs(fetchMock, []);
    renderJobs('/zara/job-listings/nope');
    await screen.findByText(jobMessages.notFound);
    expect(screen.getByRole('link', { name: 'Back to Job Listings' }).getAttribute('href')).toBe('/zara/job-listings');
  });

  it('a viewer reads the job without Copy, Edit, Close job or Publish', async () => {
    serveJobs(fetchMock, [makeJob()]);
    renderJobs('/zara/job-listings/job-1', 'viewer');
    await screen.findByTestId('job-detail');
    expect(actions()).toEqual([]);
  });
});
