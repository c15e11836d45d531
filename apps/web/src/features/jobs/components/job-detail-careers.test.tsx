// @vitest-environment happy-dom
import { jobMessages } from '@agentdesk/shared';
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
  it('shows where an open job is live: its public link to open or copy, the careers page and the feeds', async () => {
    serveJobs(fetchMock, [makeJob({ status: 'open', posted_timestamp: POSTED, application_deadline: '2031-12-31' })]);
    renderJobs('/zara/job-listings/job-1');
    const card = await screen.findByTestId('job-careers');
    expect(screen.getByTestId('job-careers-state').textContent).toMatch(/^Live on your careers site since /);
    const link = within(card).getByTestId('job-careers-link');
    expect(link.getAttribute('href')).toBe('/careers/acme/backend-engineer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toBe(`${window.location.origin}/careers/acme/backend-engineer`);
    expect(within(card).getByRole('link', { name: 'your careers page' }).getAttribute('href')).toBe('/careers/acme');
    expect(within(card).getByRole('link', { name: 'XML' }).getAttribute('href')).toBe('/careers/acme/feed.xml');
    expect(within(card).getByRole('link', { name: 'JSON' }).getAttribute('href')).toBe('/careers/acme/feed.json');
    expect(card.textContent).toContain('Takes applications through');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Copy the job’s public link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/careers/acme/backend-engineer`),
    );
    await screen.findByText('No applicants yet');
  });

  it('publishes a draft straight onto the careers site, and unpublishes it after asking', async () => {
    serveJobs(fetchMock, [makeJob()]);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    expect(screen.getByTestId('job-careers-state').textContent).toBe(
      'Not on your careers site yet. Publishing puts it there and in the site’s job feeds at once.',
    );
    expect(screen.queryByTestId('job-careers-link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const link = await screen.findByTestId('job-careers-link');
    expect(link.getAttribute('href')).toBe('/careers/acme/backend-engineer');
    expect(toast.success).toHaveBeenCalledWith(jobMessages.published);

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.getByTestId('job-detail').getAttribute('data-status')).toBe('draft'));
    expect(toast.success).toHaveBeenCalledWith(jobMessages.unpublished);
    expect(screen.queryByTestId('job-careers-link')).toBeNull();
    expect(screen.getByTestId('job-careers-state').textContent).toBe(
      'Unpublished: off your careers site and its feeds. Publish it to put it back at the same address.',
    );
    expect(
      requestsOf(fetchMock)
        .filter((request) => request.method === 'PUT')
        .map((request) => JSON.parse(String(request.body))),
    ).toEqual([{ status: 'open' }, { status: 'draft' }]);
  });

  it('says a closed job is off the careers site, without a link to it', async () => {
    serveJobs(fetchMock, [makeJob({ status: 'closed', posted_timestamp: POSTED, application_deadline: '2025-01-31' })]);
    renderJobs('/zara/job-listings/job-1');
    const state = await screen.findByTestId('job-careers-state');
    expect(state.textContent).toMatch(/^Off your careers site: a closed job is not listed/);
    expect(screen.queryByTestId('job-careers-link')).toBeNull();
  });

  it('says why a job cannot be unpublished (closed meanwhile) and shows it as it is now', async () => {
    const jobs = [makeJob({ status: 'open' })];
    serveJobs(fetchMock, jobs);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    jobs[0]!.status = 'closed';
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unpublish this job?' })).getByRole('button', {
        name: 'Unpublish',
      }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(jobMessages.closed));
    await waitFor(() => expect(screen.getByTestId('job-detail').getAttribute('data-status')).toBe('closed'));
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  it('lists the applicants newest first with how to reach them, twenty at a time', async () => {
    const applications = Array.from({ length: 23 }, (_, index) =>
      makeApplication({
        application_id: `app-${index}`,
        name: `Applicant ${index}`,
        email: `a${index}@example.in`,
        phone: index === 0 ? '' : '+919876543210',
      }),
    );
    serveJobs(fetchMock, [makeJob({ status: 'open', posted_timestamp: POSTED, applicant_count: 23 })], {
      applications: { 'job-1': applications },
    });
    renderJobs('/zara/job-listings/job-1');
    const list = await screen.findByTestId('job-applicants');
    expect(screen.getByText('23 applications from the careers site')).toBeTruthy();
    const rows = within(list).getAllByTestId('job-applicant');
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('link', { name: 'a0@example.in' }).getAttribute('href')).toBe(
      'mailto:a0@example.in',
    );
    expect(within(rows[0]!).queryByRole('link', { name: '+91 98765 43210' })).toBeNull();
    // Shown grouped as people read it, dialled as stored.
    expect(within(rows[1]!).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(
      within(rows[1]!).getByRole('button', { name: "Résumé 47.1 KB: download Applicant 1's ananya-iyer.pdf" })
        .textContent,
    ).toBe('Résumé47.1 KB');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('job-applicants')).getAllByTestId('job-applicant')).toHaveLength(23),
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a failure to load the applicants with a retry', async () => {
    let failures = 1;
    serveJobs(fetchMock, [makeJob({ status: 'closed', posted_timestamp: POSTED, applicant_count: 1 })], {
      applications: { 'job-1': [makeApplication()] },
      answer: ({ path }) =>
        path.endsWith('/applications') && failures-- > 0
          ? new Response(JSON.stringify({ error_message: 'Database unavailable' }), { status: 503 })
          : undefined,
    });
    renderJobs('/zara/job-listings/job-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the applicants.');
    expect(alert.textContent).toContain('Database unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('job-applicants');
    // A closed job is off the careers site: no link to it.
    expect(screen.queryByTestId('job-careers-link')).toBeNull();
  });

  it('a viewer sees where a published job is live and its applicants, but cannot publish or unpublish', async () => {
    serveJobs(fetchMock, [makeJob({ job_id: 'job-1', status: 'open', posted_timestamp: POSTED })], {
      applications: { 'job-1': [makeApplication()] },
    });
    renderJobs('/zara/job-listings/job-1', 'viewer');
    await screen.findByTestId('job-applicants');
    expect(screen.getByTestId('job-careers-link').getAttribute('href')).toBe('/careers/acme/backend-engineer');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
