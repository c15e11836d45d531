// @vitest-environment happy-dom
import { interviewMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { interviewRequests, serveInterviews } from '../testing/fake-interviews-server.ts';
import { makeInterviewer } from '../testing/make-interviews.ts';
import { renderInterviews, stubWidth } from '../testing/render-interviews.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('../../../lib/user-time-zone.ts', () => ({ userTimeZone: () => 'Asia/Kolkata' }));

const fetchMock = setUpScreenTests();
const posts = () =>
  interviewRequests(fetchMock).filter(
    (request) => request.method !== 'GET' && request.path.startsWith('/interviewer/'),
  );

const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add interviewer' }));
  return screen.findByTestId('interviewer-form');
};

describe('the interviewer form', () => {
  it('adds an interviewer in a zone with several ranges a day, the browser’s zone offered first', async () => {
    stubWidth();
    serveInterviews(fetchMock, { interviewers: [] });
    renderInterviews('/zara/interview-scheduling?tab=interviewers');
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ben Cole' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'Ben@Example.co.uk' } });
    // The zone: the browser's first, then every IANA zone.
    const zone = within(form).getByRole('combobox', { name: 'Time zone' });
    expect(zone.textContent).toContain('Asia/Kolkata (this browser)');
    fireEvent.keyDown(zone, { key: 'Enter' });
    const options = await screen.findAllByRole('option');
    expect(options[0]!.textContent).toBe('Asia/Kolkata (this browser)');
    fireEvent.click(options.find((option) => option.textContent === 'Europe/London')!);

    // Monday split in two, Friday off, Saturday morning on.
    fireEvent.change(within(form).getByLabelText('Monday range 1 until'), { target: { value: '12:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a Monday range' }));
    fireEvent.change(within(form).getByLabelText('Monday range 2 from'), { target: { value: '14:00' } });
    fireEvent.change(within(form).getByLabelText('Monday range 2 until'), { target: { value: '18:30' } });
    fireEvent.click(within(within(form).getByTestId('hours-fri')).getByRole('checkbox'));
    fireEvent.click(within(within(form).getByTestId('hours-sat')).getByRole('checkbox'));
    fireEvent.change(within(form).getByLabelText('Saturday range 1 until'), { target: { value: '12:00' } });
    fireEvent.change(within(form).getByLabelText('Most a day'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add interviewer' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ method: 'POST', path: '/interviewer/interviewers' });
    expect(posts()[0]!.body).toEqual({
      name: 'Ben Cole',
      email: 'ben@example.co.uk',
      time_zone: 'Europe/London',
      working_hours: {
        mon: [
          { start: '09:00', end: '12:00' },
          { start: '14:00', end: '18:30' },
        ],
        tue: [{ start: '09:00', end: '17:00' }],
        wed: [{ start: '09:00', end: '17:00' }],
        thu: [{ start: '09:00', end: '17:00' }],
        sat: [{ start: '09:00', end: '12:00' }],
      },
      interview_types: [],
      max_per_day: 3,
      max_per_week: 15,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Interviewer added'));
    const row = await screen.findByTestId('interviewer-row');
    expect(row.textContent).toContain('Europe/London');
    expect(row.textContent).toContain('Mon 09:00–12:00, 14:00–18:30; Tue–Thu 09:00–17:00; Sat 09:00–12:00');
  });

  it('says where the hours overlap before asking, and puts the server’s refusal at its field', async () => {
    stubWidth();
    serveInterviews(fetchMock, { interviewers: [makeInterviewer()] });
    renderInterviews('/zara/interview-scheduling?tab=interviewers');
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Asha Again' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'asha@example.in' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a Tuesday range' }));
    // 13:00–17:00 overlaps 09:00–17:00.
    fireEvent.click(within(form).getByRole('button', { name: 'Add interviewer' }));
    expect(within(form).getByText(interviewMessages.badHours)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Remove Tuesday range 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add interviewer' }));
    const email = within(form).getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      interviewMessages.emailTaken,
    );
  });

  it('deactivates and reactivates an interviewer', async () => {
    stubWidth();
    serveInterviews(fetchMock, { interviewers: [makeInterviewer()] });
    renderInterviews('/zara/interview-scheduling?tab=interviewers');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Asha Rao' }));
    await waitFor(() =>
      expect(posts()[0]).toMatchObject({
        method: 'PUT',
        path: '/interviewer/interviewers/int-1',
        body: { is_active: false },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate Asha Rao' }));
    await waitFor(() => expect(posts()[1]?.body).toEqual({ is_active: true }));
  });
});
