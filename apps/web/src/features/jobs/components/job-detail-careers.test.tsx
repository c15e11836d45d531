// @vitest-environment happy-dom
import { careersMessages, jobMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';
import { makeApplication } from '../testing/make-application.ts';
import { makeJob } from '../testing/make-job.ts';
import { renderJobs } from '../testing/render-jobs.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();
const POSTED = Date.UTC(2025, 0, 15, 12);

describe('JobDetailScreen: the careers site and the applicants', () => {
  it('posts an open job to the careers site, then links to its page and lists its (no) applicants', async () => {
    serveJobs(fetchMock, [makeJob({ status: 'open' })]);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    expect(screen.queryByText('Applicants')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post to careers site' }));
    const link = await screen.findByRole('link', { name: 'View on careers site' });
    expect(link.getAttribute('href')).toBe('/careers/acme/backend-engineer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(toast.success).toHaveBeenCalledWith(careersMessages.posted);
    expect(JSON.parse(String(requestsOf(fetchMock).find((request) => request.path === '/api/job-description/post-to-ats')?.body))).toEqual({ job_id: 'job-1' });
    expect(screen.queryByRole('button', { name: 'Post to careers site' })).toBeNull();
    await screen.findByText('No applicants yet');
  });

  it('says a posted job past its application deadline is off the careers site, without a link to it', async () => {
    serveJobs(fetchMock, [makeJob({ status: 'open', posted_timestamp: POSTED, application_deadline: '2025-01-31' })]);
    renderJobs('/zara/job-listings/job-1');
    const note = await screen.findByTestId('job-careers-past-deadline');
    expect(note.textContent).toMatch(/^Off the careers site: applications closed after /);
    expect(screen.queryByRole('link', { name: 'View on careers site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post to careers site' })).toBeNull();
  });

  it('says why a job cannot be posted (closed meanwhile) and shows it as it is now', async () => {
    const jobs = [makeJob({ status: 'open' })];
    serveJobs(fetchMock, jobs);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    jobs[0]!.status = 'closed';
    fireEvent.click(screen.getByRole('button', { name: 'Post to careers site' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(jobMessages.closed));
    await waitFor(() => expect(screen.getByTestId('job-detail').getAttribute('data-status')).toBe('closed'));
    expect(screen.queryByRole('button', { name: 'Post to careers site' })).toBeNull();
  });

  it('lists the applicants newest first with how to reach them, twenty at a time', async () => {
    const applications = Array.from({ length: 23 }, (_, index) =>
      makeApplication({ application_id: `app-${index}`, name: `Applicant ${index}`, email: `a${index}@example.in`, phone: index === 0 ? '' : '+919876543210' }),
    );
    serveJobs(fetchMock, [makeJob({ status: 'open', posted_timestamp: POSTED, applicant_count: 23 })], { applications: { 'job-1': applications } });
    renderJobs('/zara/job-listings/job-1');
    const list = await screen.findByTestId('job-applicants');
    expect(screen.getByText('23 applications from the careers site')).toBeTruthy();
    const rows = within(list).getAllByTestId('job-applicant');
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('link', { name: 'a0@example.in' }).getAttribute('href')).toBe('mailto:a0@example.in');
    expect(within(rows[0]!).queryByRole('link', { name: '+91 98765 43210' })).toBeNull();
    // Shown grouped as people read it, dialled as stored.
    expect(within(rows[1]!).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(rows[1]!).getByRole('button', { name: "Résumé 47.1 KB: download Applicant 1's ananya-iyer.pdf" }).textContent).toBe('Résumé47.1 KB');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(screen.getByTestId('job-applicants')).getAllByTestId('job-applicant')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a failure to load the applicants with a retry', async () => {
    let failures = 1;
    serveJobs(fetchMock, [makeJob({ status: 'closed', posted_timestamp: POSTED, applicant_count: 1 })], {
      applications: { 'job-1': [makeApplication()] },
      answer: ({ path }) => (path.endsWith('/applications') && failures-- > 0 ? new Response(JSON.stringify({ error_message: 'Database unavailable' }), { status: 503 }) : undefined),
    });
    renderJobs('/zara/job-listings/job-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the applicants.');
    expect(alert.textContent).toContain('Database unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('job-applicants');
    // A closed job is off the careers site: no link to it, nothing to post.
    expect(screen.queryByRole('link', { name: 'View on careers site' })).toBeNull();
  });

  it('a viewer sees the link to a posted job and its applicants, but cannot post one', async () => {
    serveJobs(fetchMock, [makeJob({ job_id: 'job-1', status: 'open', posted_timestamp: POSTED }), makeJob({ job_id: 'job-2', status: 'open' })], { applications: { 'job-1': [makeApplication()] } });
    renderJobs('/zara/job-listings/job-1', 'viewer');
    await screen.findByTestId('job-applicants');
    expect(screen.getByRole('link', { name: 'View on careers site' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post to careers site' })).toBeNull();
  });
});
