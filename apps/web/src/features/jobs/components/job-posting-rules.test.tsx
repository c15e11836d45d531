// @vitest-environment happy-dom
import { jobPostingMessages, missingPostingMessage } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveJobs } from '../testing/fake-jobs-server.ts';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';
import { makeJob } from '../testing/make-job.ts';
import { renderJobs } from '../testing/render-jobs.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = setUpJobScreenTests();

// #28 item 7 on the job's page: the pay period in the job form, and the default-country question
// when publishing a job whose country only the workspace can give.
describe('job postings: pay period and the default country', () => {
  it('edits the pay period with the salary, a year until changed', async () => {
    const jobs = [makeJob({ salary_min: 40, salary_max: 55, salary_currency: 'USD' })];
    serveJobs(fetchMock, jobs);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job' });
    const period = within(dialog).getByRole('combobox', { name: 'Pay period' });
    expect(period.textContent).toBe('Per year');
    fireEvent.keyDown(period, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Per hour' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jobs[0]).toMatchObject({ salary_period: 'hour', salary_min: 40, salary_max: 55 });
  });

  it('asks for the default country when publishing needs it, saves it, then publishes', async () => {
    const jobs = [makeJob({ status: 'draft', location: 'Austin, TX' })];
    let defaultCountry: string | null = null;
    const reason = missingPostingMessage(['job_country']);
    const sent: unknown[] = [];
    serveJobs(fetchMock, jobs, {
      answer: ({ method, path, body }) => {
        if (path === '/posting-settings' && method === 'PUT') {
          sent.push(body);
          defaultCountry = (body as { default_country: string }).default_country;
          return Response.json({
            message: jobPostingMessages.saved,
            total: 1,
            data: { default_country: defaultCountry },
          });
        }
        if (method === 'PUT' && defaultCountry === null && (body as { status?: string }).status === 'open')
          return Response.json({ error_message: reason }, { status: 422 });
        return undefined;
      },
    });
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which country are your jobs in?' });
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    expect(await within(dialog).findByText(jobPostingMessages.chooseCountry)).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Default country' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: /United States$/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(jobs[0]?.status).toBe('open'));
    expect(sent).toEqual([{ default_country: 'US' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
