// @vitest-environment happy-dom
import { jobMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeJobs, requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { makeJob } from '../testing/make-job.ts';
import { renderJobs } from '../testing/render-jobs.tsx';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();
const listRequests = () => requestsOf(fetchMock).filter((request) => request.path.endsWith('/job-descriptions'));
const lastListQuery = () => Object.fromEntries(listRequests().at(-1)?.params ?? []);
const titles = () => screen.getAllByTestId('job-title').map((title) => title.textContent);
const query = (router: ReturnType<typeof renderJobs>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;
const rowOf = (title: string) =>
  screen.getAllByTestId('job-row').find((row) => within(row).queryByRole('link', { name: title }) !== null)!;
const openMenu = (title: string) =>
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${title}` }), { key: 'Enter' });
const menuItems = async () => (await screen.findByRole('menu')).querySelectorAll('[role="menuitem"]');
const choose = async (combobox: string, option: string) => {
  fireEvent.keyDown(screen.getByRole('combobox', { name: combobox }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Five jobs across departments and places, with applicants; Role 1 is the newest. */
const team = () => [
  makeJob({
    job_id: 'job-1',
    title: 'Cook',
    department: 'Kitchen',
    location: 'Leeds',
    status: 'open',
    applicant_count: 4,
    created_timestamp: 5,
  }),
  makeJob({
    job_id: 'job-2',
    title: 'Accountant',
    department: 'Finance',
    location: 'London',
    status: 'draft',
    applicant_count: 0,
    created_timestamp: 4,
  }),
  makeJob({
    job_id: 'job-3',
    title: 'Barista',
    department: 'Kitchen',
    location: 'London',
    status: 'closed',
    applicant_count: 9,
    created_timestamp: 3,
  }),
  makeJob({
    job_id: 'job-4',
    title: 'Driver',
    department: 'Logistics',
    location: 'Leeds',
    status: 'open',
    applicant_count: 0,
    created_timestamp: 2,
    posted_timestamp: 1,
    careers_path: '/careers/acme/driver',
  }),
  makeJob({
    job_id: 'job-5',
    title: 'Editor',
    department: 'Marketing',
    location: 'Berlin',
    status: 'draft',
    applicant_count: 1,
    created_timestamp: 1,
  }),
];

describe('Job Listings table', () => {
  it('sorts by a column header, again to turn the order round, kept in the address and gone back from', async () => {
    serveJobs(fetchMock, team());
    const router = renderJobs('/zara/job-listings');
    await waitFor(() => expect(titles()).toEqual(['Cook', 'Accountant', 'Barista', 'Driver', 'Editor']));
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    expect(header('Title').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(titles()).toEqual(['Accountant', 'Barista', 'Cook', 'Driver', 'Editor']));
    expect(query(router)).toEqual({ sort: 'title' });
    expect(lastListQuery()).toMatchObject({ sort: 'title' });
    expect(header('Title').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(titles()).toEqual(['Editor', 'Driver', 'Cook', 'Barista', 'Accountant']));
    expect(query(router)).toEqual({ sort: 'title', order: 'desc' });
    expect(header('Title').getAttribute('aria-sort')).toBe('descending');

    // Applicants sort the most first; status the way a job goes.
    fireEvent.click(screen.getByRole('button', { name: 'Applicants' }));
    await waitFor(() => expect(titles()).toEqual(['Barista', 'Cook', 'Editor', 'Driver', 'Accountant']));
    expect(query(router)).toEqual({ sort: 'applicants' });
    fireEvent.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(titles()).toEqual(['Accountant', 'Editor', 'Cook', 'Driver', 'Barista']));

    // Each sort was its own history entry.
    await router.navigate(-1);
    await waitFor(() => expect(query(router)).toEqual({ sort: 'applicants' }));
    await waitFor(() => expect(titles()).toEqual(['Barista', 'Cook', 'Editor', 'Driver', 'Accountant']));
    await router.navigate(-2);
    await waitFor(() => expect(query(router)).toEqual({ sort: 'title' }));
    await waitFor(() => expect(header('Title').getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(titles()).toEqual(['Accountant', 'Barista', 'Cook', 'Driver', 'Editor']));
  });

  it('sorts through a select on a phone, where the headers are gone', async () => {
    serveJobs(fetchMock, team());
    const router = renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    await choose('Sort by', 'Fewest applicants');
    await waitFor(() => expect(query(router)).toEqual({ sort: 'applicants', order: 'asc' }));
    expect(lastListQuery()).toMatchObject({ sort: 'applicants', order: 'asc' });
  });

  it('filters by department and location from the workspace’s own, and clears the filters keeping the sort', async () => {
    serveJobs(fetchMock, team());
    const router = renderJobs('/zara/job-listings?sort=title');
    await screen.findAllByTestId('job-row');
    await choose('Department', 'Kitchen');
    await waitFor(() => expect(titles()).toEqual(['Barista', 'Cook']));
    expect(query(router)).toEqual({ sort: 'title', department: 'Kitchen' });
    await choose('Location', 'London');
    await waitFor(() => expect(titles()).toEqual(['Barista']));
    expect(lastListQuery()).toMatchObject({ department: 'Kitchen', location: 'London', sort: 'title' });

    fireEvent.click(screen.getByTestId('job-filter-open'));
    await screen.findByText('No jobs match');
    expect(screen.getByText('There are no open jobs in Kitchen, London. Try another filter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(query(router)).toEqual({ sort: 'title' }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(screen.getByRole('combobox', { name: 'Department' }).textContent).toContain('All departments');
  });

  it('opens with the filters, sort and page size of the address (a reload), whatever the case of a department', async () => {
    serveJobs(
      fetchMock,
      makeJobs(25, 'open').map((job) => ({ ...job, department: 'Sales', location: 'Leeds' })),
    );
    renderJobs('/zara/job-listings?department=sales&location=Leeds&status=open&sort=title&order=desc&size=10');
    await waitFor(() => expect(screen.getByTestId('jobs-showing').textContent).toBe('Showing 1–10 of 25'));
    expect(lastListQuery()).toEqual({
      limit: '10',
      status: 'open',
      department: 'sales',
      location: 'Leeds',
      sort: 'title',
      order: 'desc',
    });
    expect(screen.getByRole('combobox', { name: 'Department' }).textContent).toContain('Sales');
    expect(screen.getByRole('combobox', { name: 'Rows per page' }).textContent).toContain('10');
    expect(header('Title').getAttribute('aria-sort')).toBe('descending');
  });

  it('shows 10, 20 or 50 a page, from the first page again', async () => {
    serveJobs(fetchMock, makeJobs(45));
    const router = renderJobs('/zara/job-listings');
    await waitFor(() => expect(screen.getByTestId('jobs-showing').textContent).toBe('Showing 1–20 of 45'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('jobs-showing').textContent).toBe('Showing 21–40 of 45'));
    await choose('Rows per page', '50');
    await waitFor(() => expect(screen.getByTestId('jobs-showing').textContent).toBe('Showing 1–45 of 45'));
    expect(query(router)).toEqual({ size: '50' });
    expect(lastListQuery()).toEqual({ limit: '50' });
    await choose('Rows per page', '10');
    await waitFor(() => expect(screen.getByTestId('jobs-showing').textContent).toBe('Showing 1–10 of 45'));
    expect(query(router)).toEqual({ size: '10' });
  });

  it('closes the selected jobs after asking, and says what happened', async () => {
    serveJobs(fetchMock, team());
    renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    // A closed job cannot be selected; "all" selects the others.
    expect((within(rowOf('Barista')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(rowOf('Cook')).getByRole('checkbox', { name: 'Select Cook' }));
    fireEvent.click(within(rowOf('Accountant')).getByRole('checkbox', { name: 'Select Accountant' }));
    expect(within(screen.getByTestId('job-selection')).getByText('2 selected')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Select all jobs on this page' }) as HTMLInputElement;
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    fireEvent.click(all);
    expect(within(screen.getByTestId('job-selection')).getByText('4 selected')).toBeTruthy();
    fireEvent.click(all);
    expect(screen.queryByTestId('job-selection')).toBeNull();
    // On a phone, where the header row is gone, its own box selects the page.
    const phoneAll = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    fireEvent.click(phoneAll);
    expect(within(screen.getByTestId('job-selection')).getByText('4 selected')).toBeTruthy();
    expect(all.checked).toBe(true);
    fireEvent.click(phoneAll);
    expect(screen.queryByTestId('job-selection')).toBeNull();

    fireEvent.click(within(rowOf('Cook')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Driver')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Close selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close 2 jobs?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close 2 jobs' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 jobs closed.'));
    const post = requestsOf(fetchMock).find(
      (request) => request.method === 'POST' && request.path === '/api/job-description/close',
    );
    expect(JSON.parse(String(post?.body))).toEqual({ job_ids: ['job-1', 'job-4'] });
    await waitFor(() => expect(within(rowOf('Cook')).getByTestId('job-status').textContent).toBe('Closed'));
    expect(within(rowOf('Driver')).getByTestId('job-status').textContent).toBe('Closed');
    expect(screen.queryByTestId('job-selection')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers each row's actions by its status: edit, publish or unpublish and close, copy, the public page, applicants, candidates, delete while nobody applied", async () => {
    serveJobs(fetchMock, team());
    renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    const labels = async (title: string) => {
      openMenu(title);
      const items = [...(await menuItems())].map((item) => item.textContent);
      fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return items;
    };
    expect(await labels('Accountant')).toEqual(['Edit', 'Publish', 'Copy', 'See applicants', 'Candidates', 'Delete']);
    expect(await labels('Cook')).toEqual([
      'Edit',
      'Unpublish',
      'Close job',
      'Copy',
      'Open public page',
      'See applicants (4)',
      'Candidates',
    ]);
    expect(await labels('Driver')).toEqual([
      'Edit',
      'Unpublish',
      'Close job',
      'Copy',
      'Open public page',
      'See applicants',
      'Candidates',
      'Delete',
    ]);
    expect(await labels('Barista')).toEqual(['Copy', 'See applicants (9)', 'Candidates']);
    expect(await labels('Editor')).toEqual(['Edit', 'Publish', 'Copy', 'See applicants (1)', 'Candidates']);

    openMenu('Driver');
    const items = await menuItems();
    expect([items[4]!.getAttribute('href'), items[4]!.getAttribute('target')]).toEqual([
      '/careers/acme/driver',
      '_blank',
    ]);
    expect(items[5]!.getAttribute('href')).toBe('/zara/job-listings/job-4#applicants');
    expect(items[6]!.getAttribute('href')).toBe('/zara/candidate-shortlisting?job=job-4');
  });

  it('unpublishes a job after asking: it leaves the careers site and is a draft again', async () => {
    serveJobs(fetchMock, team());
    renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    openMenu('Cook');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(jobMessages.unpublished));
    await waitFor(() => expect(within(rowOf('Cook')).getByTestId('job-status').textContent).toBe('Draft'));
    const put = requestsOf(fetchMock).find(
      (request) => request.method === 'PUT' && request.path === '/api/job-description/job-1',
    );
    expect(JSON.parse(String(put?.body))).toEqual({ status: 'draft' });
  });

  it('publishes a draft, and deletes a job nobody applied to after asking', async () => {
    serveJobs(fetchMock, team());
    renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    openMenu('Accountant');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(jobMessages.published));
    await waitFor(() => expect(within(rowOf('Accountant')).getByTestId('job-status').textContent).toBe('Open'));

    openMenu('Driver');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(dialog.textContent).toContain('“Driver” is deleted for good');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(jobMessages.deleted));
    await waitFor(() => expect(titles()).toEqual(['Cook', 'Accountant', 'Barista', 'Editor']));
    expect(
      requestsOf(fetchMock).some(
        (request) => request.method === 'DELETE' && request.path === '/api/job-description/job-4',
      ),
    ).toBe(true);
  });

  it('says why a job was not deleted (someone applied meanwhile), and closes one after asking', async () => {
    const jobs = team();
    serveJobs(fetchMock, jobs);
    renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    openMenu('Driver');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    jobs[3]!.applicant_count = 1;
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this job?' })).getByRole('button', {
        name: 'Delete job',
      }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(jobMessages.hasApplicants));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles()).toContain('Driver');

    openMenu('Driver');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Close job' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Close this job?' })).getByRole('button', { name: 'Close job' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(jobMessages.closedDone));
    await waitFor(() => expect(within(rowOf('Driver')).getByTestId('job-status').textContent).toBe('Closed'));
  });

  it('edits a job from its row in the job listing form', async () => {
    serveJobs(fetchMock, team());
    renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    openMenu('Cook');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job' });
    expect((within(dialog).getByLabelText('Job title') as HTMLInputElement).value).toBe('Cook');
    fireEvent.change(within(dialog).getByLabelText('Job title'), { target: { value: 'Head Cook' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(jobMessages.saved));
    await waitFor(() => expect(titles()).toContain('Head Cook'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a viewer neither selects nor changes jobs: the menu only opens them', async () => {
    serveJobs(fetchMock, team());
    renderJobs('/zara/job-listings', 'viewer');
    await screen.findAllByTestId('job-row');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    openMenu('Driver');
    expect([...(await menuItems())].map((item) => item.textContent)).toEqual([
      'Open public page',
      'See applicants',
      'Candidates',
    ]);
  });
});
