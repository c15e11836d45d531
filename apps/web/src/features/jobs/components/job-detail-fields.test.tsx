// @vitest-environment happy-dom
import { jobMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveJobs } from '../testing/fake-jobs-server.ts';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';
import { makeJob } from '../testing/make-job.ts';
import { renderJobs } from '../testing/render-jobs.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = setUpJobScreenTests();
const text = (testId: string) => screen.getByTestId(testId).textContent;
const items = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a job’s page: seniority, must-haves and nice-to-haves, benefits, deadline, openings, hiring manager and authors', () => {
  it('shows each of them, and money the currency’s own way', async () => {
    const job = makeJob({
      seniority: 'senior',
      salary_min: 1_200_000,
      salary_max: 1_800_000,
      salary_currency: 'INR',
      requirements: ['5+ years of TypeScript'],
      nice_to_have: ['Kafka', 'Go'],
      benefits: ['Group health insurance', 'Provident Fund'],
      application_deadline: '2026-12-31',
      openings: 3,
      hiring_manager: 'Dana Reyes',
      created_by: { user_id: 'u-1', username: 'asha' },
      updated_by: { user_id: 'u-2', username: 'ravi' },
    });
    serveJobs(fetchMock, [job]);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    expect(text('job-seniority')).toBe('Senior');
    expect(text('job-salary')).toBe('₹12,00,000 – ₹18,00,000');
    expect(text('job-openings')).toBe('3');
    expect(text('job-deadline')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 31)),
    );
    expect(text('job-hiring-manager')).toBe('Dana Reyes');
    expect(text('job-authors')).toBe('Created by asha · Updated by ravi');
    expect(items('job-requirements')).toEqual(['5+ years of TypeScript']);
    expect(items('job-nice-to-have')).toEqual(['Kafka', 'Go']);
    expect(items('job-benefits')).toEqual(['Group health insurance', 'Provident Fund']);
    expect(screen.getByText('Must have')).toBeTruthy();
  });

  it('says what is not set', async () => {
    serveJobs(fetchMock, [
      makeJob({
        seniority: null,
        nice_to_have: [],
        benefits: [],
        application_deadline: null,
        hiring_manager: '',
        created_by: null,
      }),
    ]);
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    expect([text('job-seniority'), text('job-deadline'), text('job-hiring-manager')]).toEqual([
      '—',
      'No deadline',
      '—',
    ]);
    expect(text('job-authors')).toBe('Created by a former member · Updated by demo');
    expect(screen.queryByTestId('job-nice-to-have')).toBeNull();
    expect(screen.getByText('No benefits listed yet.')).toBeTruthy();
  });

  it('edits them in the job form, the server’s refusals shown at their fields', async () => {
    const jobs = [makeJob()];
    let refusal: string | null = jobMessages.openingsRange;
    serveJobs(fetchMock, jobs, {
      answer: ({ method }) =>
        method === 'PUT' && refusal !== null
          ? new Response(JSON.stringify({ error_message: refusal }), { status: 400 })
          : undefined,
    });
    renderJobs('/zara/job-listings/job-1');
    await screen.findByTestId('job-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job' });
    const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
    expect(within(dialog).getByRole('combobox', { name: 'Seniority' }).textContent).toBe('Mid level');
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Seniority' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Not set' }));
    fireEvent.change(field('Nice-to-have requirements'), { target: { value: 'Kafka\nGo' } });
    fireEvent.change(field('Benefits'), { target: { value: 'Pension' } });
    fireEvent.change(field('Openings'), { target: { value: '4' } });
    fireEvent.change(field('Application deadline'), { target: { value: '2026-06-30' } });
    fireEvent.change(field('Hiring manager'), { target: { value: 'Dana Reyes' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByText(jobMessages.openingsRange)).toBeTruthy());
    expect(field('Openings').getAttribute('aria-invalid')).toBe('true');
    refusal = jobMessages.deadlineFormat;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field('Application deadline').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(jobMessages.deadlineFormat)).toBeTruthy();

    refusal = null;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jobs[0]).toMatchObject({
      seniority: null,
      nice_to_have: ['Kafka', 'Go'],
      benefits: ['Pension'],
      openings: 4,
      application_deadline: '2026-06-30',
      hiring_manager: 'Dana Reyes',
    });
    expect(text('job-openings')).toBe('4');
    expect(items('job-nice-to-have')).toEqual(['Kafka', 'Go']);
  });
});
