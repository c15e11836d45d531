// @vitest-environment happy-dom
import { interviewMessages } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/make-job.ts';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { interviewRequests, serveInterviews } from '../testing/fake-interviews-server.ts';
import { makeInterview, makeInterviewer, makePlan } from '../testing/make-interviews.ts';
import { renderInterviews, stubWidth } from '../testing/render-interviews.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('../../../lib/user-time-zone.ts', () => ({ userTimeZone: () => 'Europe/London' }));

const fetchMock = setUpScreenTests();
const asha = makeInterviewer();
const ben = makeInterviewer({
  interviewer_id: 'int-2',
  name: 'Ben Cole',
  email: 'ben@example.co.uk',
  time_zone: 'Europe/London',
});
const cara = makeInterviewer({
  interviewer_id: 'int-3',
  name: 'Cara Diaz',
  email: 'cara@example.com',
  time_zone: 'America/New_York',
});
const pool = makePlan({
  rounds: [{ ...makePlan().rounds[0]!, mode: 'pool', panel_size: 2, interviewer_ids: ['int-1', 'int-2', 'int-3'] }],
});
// Wednesday 2 and Thursday 3 December 2026, in London (GMT).
const slots = [
  {
    start_timestamp: Date.UTC(2026, 11, 2, 10),
    end_timestamp: Date.UTC(2026, 11, 2, 11),
    interviewer_ids: ['int-1', 'int-2'],
  },
  {
    start_timestamp: Date.UTC(2026, 11, 2, 14),
    end_timestamp: Date.UTC(2026, 11, 2, 15),
    interviewer_ids: ['int-2', 'int-3'],
  },
  {
    start_timestamp: Date.UTC(2026, 11, 3, 9, 30),
    end_timestamp: Date.UTC(2026, 11, 3, 10, 30),
    interviewer_ids: ['int-1', 'int-3'],
  },
];
const choose = async (name: string, option: string) => {
  fireEvent.keyDown(screen.getByRole('combobox', { name }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
};
const serve = (
  interviews = [makeInterview({ start_timestamp: Date.UTC(2020, 0, 1), end_timestamp: Date.UTC(2020, 0, 1, 1) })],
) =>
  serveInterviews(fetchMock, {
    jobs: [makeJob({ job_id: 'job-1', status: 'open' })],
    applications: [{ application_id: 'app-9', name: 'Meera Shah', job_id: 'job-1' }],
    interviewers: [asha, ben, cara],
    plans: [pool],
    slots,
    interviews,
  });

describe('booking an interview', () => {
  it('books a pool round from a suggested slot, grouped by day in the viewer’s zone with the panel named', async () => {
    stubWidth();
    serve();
    renderInterviews('/zara/interview-scheduling?view=week&date=2026-12-02');
    fireEvent.click(await screen.findByTestId('book-interview-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Book interview' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Job' }).textContent).toContain('Backend Engineer'),
    );
    await choose('Candidate', 'Meera Shah');
    await waitFor(() => expect(within(dialog).getAllByTestId('slot')).toHaveLength(3));

    const days = within(dialog)
      .getAllByRole('group')
      .filter((group) => /December/.test(group.getAttribute('aria-label') ?? ''));
    expect(days.map((day) => within(day).getAllByTestId('slot').length)).toEqual([2, 1]);
    const second = within(dialog).getAllByTestId('slot')[1]!;
    expect(second.textContent).toContain('14:00');
    expect(second.textContent).toContain('Ben Cole, Cara Diaz');
    fireEvent.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByTestId('book-slot'));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(interviewMessages.booked));
    const booking = interviewRequests(fetchMock).find(
      (request) => request.method === 'POST' && request.path === '/interviews',
    );
    expect(booking?.body).toEqual({
      application_id: 'app-9',
      round_id: 'rnd-1',
      start_timestamp: Date.UTC(2026, 11, 2, 14),
      interviewer_ids: ['int-2', 'int-3'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The calendar asks again and shows it.
    await waitFor(() =>
      expect(screen.getAllByTestId('interview-block').some((block) => block.textContent?.includes('14:00–15:00'))).toBe(
        true,
      ),
    );
  });

  it('shows the server’s sentence when the slot went meanwhile, makes a booking link, and says why the agent cannot call', async () => {
    stubWidth();
    serve([makeInterview({ start_timestamp: slots[0]!.start_timestamp, end_timestamp: slots[0]!.end_timestamp })]);
    renderInterviews('/zara/interview-scheduling');
    fireEvent.click(await screen.findByTestId('book-interview-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Book interview' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Job' }).textContent).toContain('Backend Engineer'),
    );
    await choose('Candidate', 'Meera Shah');
    fireEvent.click((await within(dialog).findAllByTestId('slot'))[0]!);
    fireEvent.click(within(dialog).getByTestId('book-slot'));
    expect((await within(dialog).findByTestId('book-problem')).textContent).toContain(interviewMessages.slotTaken);

    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy self-booking link' }));
    expect((await within(dialog).findByLabelText<HTMLInputElement>('Self-booking link')).value).toBe(
      'http://localhost/book/tok?exp=1&sig=abcdefghijk',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Have Zara call to book' }));
    expect((await within(dialog).findByTestId('scheduling-call-problem')).textContent).toContain(
      'No voice provider is configured',
    );
  });

  it('names the workspace’s recruiting agent on its button, and without one says scheduling calls need it instead of a button', async () => {
    stubWidth();
    serve([]);
    renderInterviews('/zara/interview-scheduling', 'admin', { id: 'agent_riley', name: 'Riley' });
    fireEvent.click(await screen.findByTestId('book-interview-button'));
    let dialog = await screen.findByRole('dialog', { name: 'Book interview' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Job' }).textContent).toContain('Backend Engineer'),
    );
    await choose('Candidate', 'Meera Shah');
    expect(await within(dialog).findByRole('button', { name: 'Have Riley call to book' })).toBeTruthy();
    cleanup();

    serve([]);
    renderInterviews('/zara/interview-scheduling', 'admin', null);
    fireEvent.click(await screen.findByTestId('book-interview-button'));
    dialog = await screen.findByRole('dialog', { name: 'Book interview' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Job' }).textContent).toContain('Backend Engineer'),
    );
    await choose('Candidate', 'Meera Shah');
    const notice = await within(dialog).findByTestId('needs-agent');
    expect(notice.textContent).toContain('Scheduling calls need a voice agent');
    expect(within(notice).getByRole('link', { name: 'Choose the recruiting agent' }).getAttribute('href')).toBe(
      '/agents',
    );
    expect(within(dialog).queryByRole('button', { name: /call to book/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send self-booking link' })).toBeTruthy();
  });
});
