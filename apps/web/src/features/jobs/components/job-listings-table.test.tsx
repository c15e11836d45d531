// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJobs, requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { renderJobs } from '../testing/render-jobs.tsx';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';
import { choose, header, query, team, titles } from '../testing/job-listings-table.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();
const listRequests = () => requestsOf(fetchMock).filter((request) => request.path.endsWith('/job-descriptions'));
const lastListQuery = () => Object.fromEntries(listRequests().at(-1)?.params ?? []);

// The Job Listings table: sorting, filtering and page size, kept in the address. Its actions on jobs:
// job-listings-table-actions.test.tsx.

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
});
