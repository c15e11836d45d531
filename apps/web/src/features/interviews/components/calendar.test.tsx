// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { serveInterviews } from '../testing/fake-interviews-server.ts';
import { makeInterview, makeInterviewer } from '../testing/make-interviews.ts';
import { renderInterviews, stubWidth } from '../testing/render-interviews.tsx';
import { HOUR_PX } from './time-grid.tsx';

const viewer = vi.hoisted(() => ({ zone: 'Asia/Kolkata' }));
vi.mock('../../../lib/user-time-zone.ts', () => ({ userTimeZone: () => viewer.zone }));

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
// Tuesday 24 November 2026, 05:30–06:30 UTC: 11:00 in Kolkata, 05:30 in London, 00:30 in New York.
const panel = makeInterview({
  interviewers: [asha, ben].map(({ interviewer_id, name, email, time_zone }) => ({
    interviewer_id,
    name,
    email,
    time_zone,
  })),
});
const later = makeInterview({
  interview_id: 'iv-2',
  candidate_name: 'Kabir Rao',
  round_name: 'Hiring manager',
  start_timestamp: Date.UTC(2026, 10, 26, 9),
  end_timestamp: Date.UTC(2026, 10, 26, 9, 30),
});

const px = (minutes: number) => `${(minutes * HOUR_PX) / 60}px`;
const columnOf = (name: string) =>
  screen.getAllByTestId('grid-column')[['Asha Rao', 'Ben Cole', 'Cara Diaz'].indexOf(name)]!;
const bands = (column: HTMLElement) =>
  within(column)
    .queryAllByTestId('working-band')
    .map((band) => [Number(band.dataset['start']), Number(band.dataset['end'])]);

describe('the interview calendar', () => {
  it('shows the day with a column per interviewer, the interview at its time in the viewer’s zone and each one’s hours there', async () => {
    viewer.zone = 'Asia/Kolkata';
    stubWidth();
    serveInterviews(fetchMock, { interviewers: [asha, ben, cara], interviews: [panel, later] });
    renderInterviews('/zara/interview-scheduling?view=day&date=2026-11-24');
    await waitFor(() => expect(screen.getAllByTestId('interview-block')).toHaveLength(2));
    expect(screen.getByTestId('viewer-zone').textContent).toContain('Asia/Kolkata');
    expect(screen.getByTestId('calendar-title').textContent).toContain('24');

    // In Asha's and Ben's columns at 11:00–12:00, none in Cara's.
    for (const name of ['Asha Rao', 'Ben Cole']) {
      const block = within(columnOf(name)).getByTestId('interview-block');
      expect(block.style.top).toBe(px(11 * 60));
      expect(block.textContent).toContain('Meera Shah');
      expect(block.textContent).toContain('Technical');
      expect(block.textContent).toContain('11:00–12:00');
    }
    expect(within(columnOf('Cara Diaz')).queryAllByTestId('interview-block')).toHaveLength(0);
    // Hours in the viewer's zone: Kolkata's own 09:00–17:00; London's 09:00–17:00 GMT is 14:30–22:30;
    // New York's is 19:30 to 03:30 the next morning (Monday's evening ends at 03:30, Tuesday's starts at 19:30).
    expect(bands(columnOf('Asha Rao'))).toEqual([[9 * 60, 17 * 60]]);
    expect(bands(columnOf('Ben Cole'))).toEqual([[14 * 60 + 30, 22 * 60 + 30]]);
    expect(bands(columnOf('Cara Diaz'))).toEqual([
      [0, 3 * 60 + 30],
      [19 * 60 + 30, 24 * 60],
    ]);

    // Opening it: its detail with each interviewer's own time.
    fireEvent.click(within(columnOf('Asha Rao')).getByTestId('interview-block'));
    const detail = await screen.findByTestId('interview-detail');
    expect(within(detail).getByTestId('interview-when').textContent).toContain('11:00–12:00');
    const people = within(detail).getByTestId('interview-panel').textContent ?? '';
    expect(people).toContain('05:30–06:30 Europe/London');
    expect(people).toContain('11:00–12:00 Asia/Kolkata');
  });

  it('places the week’s interviews on their days, and in another zone at that zone’s times', async () => {
    viewer.zone = 'America/New_York';
    stubWidth();
    serveInterviews(fetchMock, { interviewers: [asha, ben, cara], interviews: [panel, later] });
    const router = renderInterviews('/zara/interview-scheduling?view=week&date=2026-11-25');
    await waitFor(() => expect(screen.getAllByTestId('interview-block')).toHaveLength(2));
    const columns = screen.getAllByTestId('grid-column');
    expect(columns.map((column) => column.dataset['date'])).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // 00:30 in New York on Tuesday; Kabir at 04:00 on Thursday.
    const tuesday = within(columns[1]!).getByTestId('interview-block');
    expect([tuesday.style.top, tuesday.textContent?.includes('00:30–01:30')]).toEqual([px(30), true]);
    expect(within(columns[3]!).getByTestId('interview-block').style.top).toBe(px(4 * 60));

    // Next week: the address follows.
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toContain('date=2026-12-02'));
    await waitFor(() => expect(screen.queryAllByTestId('interview-block')).toHaveLength(0));
    expect(screen.getByTestId('calendar-empty').textContent).toContain('No interviews this week');
  });

  it('is the upcoming list on a phone, soonest first, and the day in one column', async () => {
    viewer.zone = 'Asia/Kolkata';
    stubWidth(false);
    const soon = makeInterview({
      interview_id: 'iv-3',
      candidate_name: 'Tara Das',
      start_timestamp: Date.now() + 3_600_000,
      end_timestamp: Date.now() + 7_200_000,
    });
    const sooner = makeInterview({
      interview_id: 'iv-4',
      candidate_name: 'Ravi Nair',
      start_timestamp: Date.now() + 1_800_000,
      end_timestamp: Date.now() + 3_600_000,
    });
    serveInterviews(fetchMock, { interviewers: [asha, ben], interviews: [soon, sooner] });
    renderInterviews('/zara/interview-scheduling');
    await waitFor(() =>
      expect(screen.getAllByTestId('upcoming-interview').map((row) => row.textContent?.includes('Ravi Nair'))).toEqual([
        true,
        false,
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Calendar' }));
    await waitFor(() => expect(screen.getAllByTestId('grid-column')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Calendar view' })).toBeNull();
  });

  it('says what failed and retries', async () => {
    viewer.zone = 'Asia/Kolkata';
    stubWidth();
    let fails = true;
    serveInterviews(fetchMock, {
      interviewers: [asha],
      interviews: [panel],
      answer: ({ path }) =>
        path === '/interviews' && fails
          ? new Response(JSON.stringify({ error_message: 'Database unavailable' }), { status: 503 })
          : undefined,
    });
    renderInterviews('/zara/interview-scheduling?view=day&date=2026-11-24');
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('interview-block')).toHaveLength(1));
  });
});
