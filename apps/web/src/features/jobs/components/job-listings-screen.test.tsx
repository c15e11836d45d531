// @vitest-environment happy-dom
import { jobMessages } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeJobs, requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { makeJob } from '../testing/make-job.ts';
import { renderJobs } from '../testing/render-jobs.tsx';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();
const listRequests = () => requestsOf(fetchMock).filter((request) => request.path.endsWith('/job-descriptions'));
const showing = () => screen.getByTestId('jobs-showing').textContent;
const titles = () => screen.getAllByTestId('job-title').map((title) => title.textContent);
const query = (router: ReturnType<typeof renderJobs>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('JobListingsScreen', () => {
  it('lists a page of jobs with the counts of each status, their labels and salaries', async () => {
    const jobs = makeJobs(5);
    jobs[0] = makeJob({
      job_id: 'job-1',
      title: 'Staff Nurse',
      department: 'Ward 3',
      location: 'Leeds',
      employment_type: 'part_time',
      workplace_type: 'on_site',
      salary_min: 30_000,
      salary_max: 38_000,
      salary_currency: 'GBP',
      status: 'open',
    });
    serveJobs(fetchMock, jobs);
    renderJobs('/zara/job-listings');
    const row = (await screen.findAllByTestId('job-row'))[0]!;
    expect(within(row).getByRole('link', { name: 'Staff Nurse' }).getAttribute('href')).toBe(
      '/zara/job-listings/job-1',
    );
    expect(row.textContent).toContain('Ward 3 · Leeds');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Ward 3', 'Leeds', '0']));
    expect(row.textContent).toContain('Part-time · On-site');
    expect(within(row).getByTestId('job-salary').textContent).toBe('£30,000 – £38,000');
    expect(within(row).getByTestId('job-status').textContent).toBe('Open');
    const counts = Object.fromEntries(
      ['all', 'open', 'draft', 'closed'].map((status) => [
        status,
        within(screen.getByTestId(`job-filter-${status}`)).getByTestId('job-filter-count').textContent,
      ]),
    );
    expect(counts).toEqual({ all: '5', open: '2', draft: '2', closed: '1' });
    expect(screen.getByTestId('job-filter-all').getAttribute('aria-current')).toBe('page');
    expect(showing()).toBe('Showing 1–5 of 5');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    // The workspace's public careers site, a new tab away.
    const careers = screen.getByRole('link', { name: 'Careers site' });
    expect([careers.getAttribute('href'), careers.getAttribute('target')]).toEqual(['/careers/acme', '_blank']);
  });

  it('pages with Next and Previous through the cursors, and starts again on the first page when the filter changes', async () => {
    serveJobs(fetchMock, makeJobs(45));
    const router = renderJobs('/zara/job-listings');
    await waitFor(() => expect(showing()).toBe('Showing 1–20 of 45'));
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(showing()).toBe('Showing 21–40 of 45'));
    expect(titles()[0]).toBe('Role 21');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(showing()).toBe('Showing 41–45 of 45'));
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(listRequests().map((request) => request.params.get('cursor'))).toEqual([null, 'c20', 'c40']);
    expect(listRequests().every((request) => request.params.get('limit') === '20')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(showing()).toBe('Showing 21–40 of 45'));
    // The page is not in the address: the status and the search are.
    expect(query(router)).toEqual({});

    fireEvent.click(screen.getByTestId('job-filter-draft'));
    await waitFor(() => expect(showing()).toBe('Showing 1–15 of 15'));
    expect(query(router)).toEqual({ status: 'draft' });
    expect(listRequests().at(-1)?.params.get('status')).toBe('draft');
    expect(listRequests().at(-1)?.params.get('cursor')).toBeNull();
    expect(screen.getByTestId('job-filter-draft').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByTestId('job-status').every((badge) => badge.textContent === 'Draft')).toBe(true);
  });

  it('comes back from a job to the page it was opened from', async () => {
    serveJobs(fetchMock, makeJobs(30));
    const router = renderJobs('/zara/job-listings');
    await waitFor(() => expect(showing()).toBe('Showing 1–20 of 30'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(showing()).toBe('Showing 21–30 of 30'));
    fireEvent.click(screen.getAllByTestId('job-row')[0]!);
    await screen.findByTestId('job-detail');
    expect(router.state.location.pathname).toBe('/zara/job-listings/job-21');
    fireEvent.click(screen.getByRole('link', { name: 'Job Listings' }));
    await waitFor(() => expect(showing()).toBe('Showing 21–30 of 30'));
    expect(router.state.location.pathname).toBe('/zara/job-listings');
  });

  it('keeps the search in the address with the status, and says when nothing matches', async () => {
    serveJobs(fetchMock, makeJobs(12));
    const router = renderJobs('/zara/job-listings?status=open');
    await screen.findAllByTestId('job-row');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'Role 1' } });
    await waitFor(() => expect(query(router)).toEqual({ status: 'open', search: 'Role 1' }));
    await waitFor(() => expect(titles()).toEqual(['Role 1', 'Role 10']));
    expect(listRequests().at(-1)?.params.get('search')).toBe('Role 1');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'Astronaut' } });
    await screen.findByText('No jobs match');
    expect(
      screen.getByText(
        'No open jobs have “Astronaut” in their title, department or location. Try other words or another filter.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(query(router)).toEqual({}));
    await waitFor(() => expect(titles()).toHaveLength(12));
  });

  it('invites to create the first job description when there is none', async () => {
    serveJobs(fetchMock, []);
    renderJobs('/zara/job-listings');
    await screen.findByText('No job listings yet');
    expect(screen.getByRole('link', { name: 'Create job description' }).getAttribute('href')).toBe(
      '/zara/create-job-description',
    );
    expect(screen.queryByTestId('jobs-showing')).toBeNull();
  });

  it('says why the list failed to load, and loads it again with Retry', async () => {
    let failures = 1;
    serveJobs(fetchMock, makeJobs(3), {
      answer: ({ path }) =>
        path === '/job-descriptions' && failures-- > 0
          ? new Response(JSON.stringify({ error_message: 'Database is busy' }), { status: 503 })
          : undefined,
    });
    renderJobs('/zara/job-listings');
    const error = await screen.findByTestId('jobs-error');
    expect(error.textContent).toContain('Failed to load job listings.');
    expect(error.textContent).toContain('Database is busy');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it('creates a job with the job listing form, showing the contract messages at their fields, then opens it', async () => {
    serveJobs(fetchMock, makeJobs(2));
    const router = renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    fireEvent.click(screen.getByRole('button', { name: 'New job' }));
    const dialog = await screen.findByRole('dialog', { name: 'New job' });
    fireEvent.change(within(dialog).getByLabelText('Minimum salary'), { target: { value: '90000' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum salary'), { target: { value: '80,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await within(dialog).findByText(jobMessages.titleRequired);
    expect(within(dialog).getByText(jobMessages.salaryOrder)).toBeTruthy();
    expect(requestsOf(fetchMock).some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Job title'), { target: { value: 'Data Analyst' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum salary'), { target: { value: '100,000' } });
    fireEvent.change(within(dialog).getByLabelText('Responsibilities'), {
      target: { value: '- Build dashboards\n- Answer questions\n' },
    });
    fireEvent.change(within(dialog).getByLabelText('Skills'), { target: { value: 'SQL, dbt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zara/job-listings/job-new-1'));
    expect(toast.success).toHaveBeenCalledWith(jobMessages.created);
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toMatchObject({
      title: 'Data Analyst',
      salary_min: 90_000,
      salary_max: 100_000,
      salary_currency: 'USD',
      responsibilities: ['Build dashboards', 'Answer questions'],
      skills: ['SQL', 'dbt'],
      employment_type: 'full_time',
      workplace_type: 'on_site',
    });
  });

  it('a viewer reads the listings without New job or Create from text or file, even when there is none', async () => {
    serveJobs(fetchMock, makeJobs(3));
    renderJobs('/zara/job-listings', 'viewer');
    await screen.findAllByTestId('job-row');
    expect(screen.queryByRole('button', { name: 'New job' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create from text or file' })).toBeNull();
    cleanup();

    serveJobs(fetchMock, []);
    renderJobs('/zara/job-listings', 'viewer');
    expect(await screen.findByText('No job listings yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create job description' })).toBeNull();
  });
});
