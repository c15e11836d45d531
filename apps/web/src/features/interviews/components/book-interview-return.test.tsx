// @vitest-environment happy-dom
import { candidateRecordMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/make-job.ts';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { interviewRequests, serveInterviews } from '../testing/fake-interviews-server.ts';
import { makeInterviewer, makePlan } from '../testing/make-interviews.ts';
import { renderInterviews, stubWidth } from '../testing/render-interviews.tsx';

// #30 item 4: the booking dialog opens on a job with candidates, comes back from setting up a plan
// with its choices kept, and mails the self-booking link (or copies it, a separate action).

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('../../../lib/user-time-zone.ts', () => ({ userTimeZone: () => 'Europe/London' }));

const fetchMock = setUpScreenTests();
// The newest job has no candidates yet; the booking opens on the one that has.
const jobs = [
  makeJob({ job_id: 'job-new', title: 'Data Analyst', status: 'open', applicant_count: 0 }),
  makeJob({ job_id: 'job-1', title: 'Backend Engineer', status: 'open', applicant_count: 2 }),
];
const applications = [
  { application_id: 'app-9', name: 'Meera Shah', job_id: 'job-1', email: 'meera@example.in' },
  { application_id: 'app-10', name: 'Lena Fischer', job_id: 'job-1', email: null },
];
const choose = async (name: string, option: string) => {
  fireEvent.keyDown(screen.getByRole('combobox', { name }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
};
const openBooking = async () => {
  fireEvent.click(await screen.findByTestId('book-interview-button'));
  const dialog = await screen.findByRole('dialog', { name: 'Book interview' });
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Job' }).textContent).toContain('Backend Engineer'),
  );
  return dialog;
};

describe('booking from the app', () => {
  it('opens on a job with candidates and, after “Set up the plan” and saving it, comes back with the job and candidate kept', async () => {
    stubWidth();
    serveInterviews(fetchMock, { jobs, applications, interviewers: [makeInterviewer()], plans: [] });
    renderInterviews('/zara/interview-scheduling');
    let dialog = await openBooking();
    await choose('Candidate', 'Meera Shah');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Set up the plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = await screen.findByTestId('plan-form');
    expect(screen.getByTestId('booking-waits').textContent).toContain('A booking waits for this plan');
    const round = within(form).getAllByTestId('round-fields')[0]!;
    fireEvent.change(within(round).getByLabelText('Round name'), { target: { value: 'Technical' } });
    fireEvent.click(within(round).getByRole('checkbox', { name: /Asha Rao/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save plan' }));

    dialog = await screen.findByRole('dialog', { name: 'Book interview' });
    const saved = interviewRequests(fetchMock).find((request) => request.method === 'PUT');
    expect(saved?.body).toMatchObject({ job_id: 'job-1' });
    expect(within(dialog).getByRole('combobox', { name: 'Job' }).textContent).toContain('Backend Engineer');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Candidate' }).textContent).toContain('Meera Shah'),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Round' }).textContent).toContain('Technical'),
    );
    expect(screen.queryByTestId('booking-waits')).toBeNull();
  });

  it('goes back to the booking without saving, from “Back to booking”', async () => {
    stubWidth();
    serveInterviews(fetchMock, { jobs, applications, interviewers: [makeInterviewer()], plans: [] });
    renderInterviews('/zara/interview-scheduling');
    const dialog = await openBooking();
    await choose('Candidate', 'Lena Fischer');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Set up the plan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to booking' }));
    const again = await screen.findByRole('dialog', { name: 'Book interview' });
    await waitFor(() =>
      expect(within(again).getByRole('combobox', { name: 'Candidate' }).textContent).toContain('Lena Fischer'),
    );
  });

  it('mails the link to the candidate, copies it as a separate action, and says why it cannot mail one without e-mail', async () => {
    stubWidth();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveInterviews(fetchMock, { jobs, applications, interviewers: [makeInterviewer()], plans: [makePlan()] });
    renderInterviews('/zara/interview-scheduling');
    const dialog = await openBooking();
    await choose('Candidate', 'Meera Shah');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send self-booking link' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(candidateRecordMessages.linkMailed('meera@example.in')),
    );
    const mailed = interviewRequests(fetchMock).find((request) => request.path === '/interviews/booking-links/mail');
    expect(mailed?.body).toMatchObject({ application_id: 'app-9', round_id: 'rnd-1' });
    expect(within(dialog).queryByTestId('booking-link-no-email')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy self-booking link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(candidateRecordMessages.linkCopied));
    expect(writeText).toHaveBeenCalledWith('http://localhost/book/tok?exp=1&sig=abcdefghijk');
    expect((await within(dialog).findByLabelText<HTMLInputElement>('Self-booking link')).value).toBe(
      'http://localhost/book/tok?exp=1&sig=abcdefghijk',
    );

    await choose('Candidate', 'Lena Fischer');
    const send = await within(dialog).findByRole('button', { name: 'Send self-booking link' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const why = within(dialog).getByTestId('booking-link-no-email');
    expect(why.textContent).toBe(candidateRecordMessages.noEmail);
    expect(send.getAttribute('aria-describedby')).toBe(why.id);
    expect(within(dialog).getByRole('button', { name: 'Copy self-booking link' }).hasAttribute('disabled')).toBe(false);
  });
});
