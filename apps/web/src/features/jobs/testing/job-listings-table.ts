import { fireEvent, screen, within } from '@testing-library/react';
import type { renderJobs } from './render-jobs.tsx';
import { makeJob } from './make-job.ts';

// What the Job Listings table suites (job-listings-table*.test.tsx) read and do on the screen, and the
// jobs they list.

export const titles = () => screen.getAllByTestId('job-title').map((title) => title.textContent);
export const query = (router: ReturnType<typeof renderJobs>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
export const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;
export const rowOf = (title: string) =>
  screen.getAllByTestId('job-row').find((row) => within(row).queryByRole('link', { name: title }) !== null)!;
export const openMenu = (title: string) =>
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${title}` }), { key: 'Enter' });
export const menuItems = async () => (await screen.findByRole('menu')).querySelectorAll('[role="menuitem"]');
export const choose = async (combobox: string, option: string) => {
  fireEvent.keyDown(screen.getByRole('combobox', { name: combobox }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Five jobs across departments and places, with applicants; Role 1 is the newest. */
export const team = () => [
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
