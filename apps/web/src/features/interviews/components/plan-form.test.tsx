// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/make-job.ts';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { interviewRequests, serveInterviews } from '../testing/fake-interviews-server.ts';
import { makeInterviewer, makePlan } from '../testing/make-interviews.ts';
import { renderInterviews, stubWidth } from '../testing/render-interviews.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = setUpScreenTests();
const people = [
  makeInterviewer(),
  makeInterviewer({
    interviewer_id: 'int-2',
    name: 'Ben Cole',
    email: 'ben@example.co.uk',
    time_zone: 'Europe/London',
  }),
  makeInterviewer({
    interviewer_id: 'int-3',
    name: 'Cara Diaz',
    email: 'cara@example.com',
    time_zone: 'America/New_York',
    is_active: false,
  }),
];
const puts = () => interviewRequests(fetchMock).filter((request) => request.method === 'PUT');

describe('the interview plan form', () => {
  it('writes a new plan of a pool round and a fixed one, checking the pool against the panel first', async () => {
    stubWidth();
    serveInterviews(fetchMock, {
      jobs: [makeJob({ job_id: 'job-1', status: 'open' })],
      interviewers: people,
      plans: [],
    });
    renderInterviews('/zara/interview-scheduling?tab=plans');
    const form = await screen.findByTestId('plan-form');
    expect(screen.getByText(/This job has no interview plan yet/)).toBeTruthy();
    // An inactive interviewer is not offered for a new round.
    expect(within(form).queryByText('Cara Diaz')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Offer slots up to (days ahead)'), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText('Minimum notice (hours)'), { target: { value: '4' } });
    const first = within(form).getAllByTestId('round-fields')[0]!;
    fireEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(within(first).getByText('Name the round')).toBeTruthy();
    expect(within(first).getByText('Choose the round’s interviewers')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(within(first).getByLabelText('Round name'), { target: { value: 'Technical' } });
    fireEvent.change(within(first).getByLabelText('Length (minutes)'), { target: { value: '60' } });
    fireEvent.click(within(first).getByRole('radio', { name: /^Pool/ }));
    fireEvent.click(within(first).getByRole('checkbox', { name: /Asha Rao/ }));
    fireEvent.change(within(first).getByLabelText('Panel size'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(within(first).getByText('The pool is smaller than the panel')).toBeTruthy();
    fireEvent.click(within(first).getByRole('checkbox', { name: /Ben Cole/ }));
    const criteria = within(first).getByLabelText('Scorecard criteria');
    fireEvent.change(criteria, { target: { value: 'System design' } });
    fireEvent.keyDown(criteria, { key: 'Enter' });
    fireEvent.change(within(first).getByLabelText('Buffer before (min)'), { target: { value: '5' } });

    fireEvent.click(within(form).getByRole('button', { name: 'Add round' }));
    const second = within(form).getAllByTestId('round-fields')[1]!;
    fireEvent.change(within(second).getByLabelText('Round name'), { target: { value: 'Hiring manager' } });
    fireEvent.change(within(second).getByLabelText('Length (minutes)'), { target: { value: '30' } });
    fireEvent.click(within(second).getByRole('checkbox', { name: /Ben Cole/ }));
    fireEvent.keyDown(within(second).getByRole('combobox', { name: /moves the candidate to/ }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'Offer' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      job_id: 'job-1',
      window_days: 10,
      min_notice_hours: 4,
      rounds: [
        {
          name: 'Technical',
          duration_minutes: 60,
          mode: 'pool',
          interviewer_ids: ['int-1', 'int-2'],
          panel_size: 2,
          buffer_before_minutes: 5,
          buffer_after_minutes: 10,
          criteria: ['System design'],
          advance_to: 'interview',
        },
        {
          name: 'Hiring manager',
          duration_minutes: 30,
          mode: 'fixed',
          interviewer_ids: ['int-2'],
          panel_size: 1,
          buffer_before_minutes: 0,
          buffer_after_minutes: 10,
          criteria: [],
          advance_to: 'offer',
        },
      ],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Interview plan saved'));
    await waitFor(() => expect(screen.queryByText(/This job has no interview plan yet/)).toBeNull());
  });

  it('edits a saved plan, keeping its rounds’ ids, and shows the server’s refusal on the form', async () => {
    stubWidth();
    serveInterviews(fetchMock, {
      jobs: [makeJob({ job_id: 'job-1', status: 'open' })],
      interviewers: people,
      plans: [makePlan()],
      answer: ({ method }) =>
        method === 'PUT'
          ? new Response(JSON.stringify({ error_message: 'The round needs more active interviewers than it has' }), {
              status: 409,
            })
          : undefined,
    });
    renderInterviews('/zara/interview-scheduling?tab=plans&job=job-1');
    const form = await screen.findByTestId('plan-form');
    expect(within(form).getByLabelText<HTMLInputElement>('Round name').value).toBe('Technical');
    fireEvent.change(within(form).getByLabelText('Length (minutes)'), { target: { value: '90' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ rounds: [{ round_id: 'rnd-1', duration_minutes: 90 }] });
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'The round needs more active interviewers than it has',
    );
  });
});
