// @vitest-environment happy-dom
import { jobMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf, serveJobs } from '../testing/fake-jobs-server.ts';
import { renderJobs } from '../testing/render-jobs.tsx';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';
import { menuItems, openMenu, rowOf, team, titles } from '../testing/job-listings-table.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();

// The Job Listings table's actions on jobs: closing the selected ones, each row's menu by the job's
// status (publish, unpublish, delete, close, edit), and a viewer who may only open jobs.

describe('Job Listings table actions', () => {
  it('closes the selected jobs after asking, and says what happened', async () => {
    serveJobs(fetchMock, team());
    renderJobs('/zara/job-listings');
    await screen.findAllByTestId('job-row');
    // A closed job cannot be selected; "all" selects the others.
    expect(within(rowOf('Barista')).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);
    fireEvent.click(within(rowOf('Cook')).getByRole('checkbox', { name: 'Select Cook' }));
    fireEvent.click(within(rowOf('Accountant')).getByRole('checkbox', { name: 'Select Accountant' }));
    expect(within(screen.getByTestId('job-selection')).getByText('2 selected')).toBeTruthy();
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all jobs on this page' });
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    fireEvent.click(all);
    expect(within(screen.getByTestId('job-selection')).getByText('4 selected')).toBeTruthy();
    fireEvent.click(all);
    expect(screen.queryByTestId('job-selection')).toBeNull();
    // On a phone, where the header row is gone, its own box selects the page.
    const phoneAll = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' });
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
    expect(within(dialog).getByLabelText<HTMLInputElement>('Job title').value).toBe('Cook');
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
