// @vitest-environment happy-dom
import { interviewMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { interviewRequests, serveInterviews } from '../testing/fake-interviews-server.ts';
import { makeInterview, makeInterviewer, makePlan } from '../testing/make-interviews.ts';
import { renderInterviews, stubWidth } from '../testing/render-interviews.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('../../../lib/user-time-zone.ts', () => ({ userTimeZone: () => 'Asia/Kolkata' }));

const fetchMock = setUpScreenTests();
const held = makeInterview({ interview_id: 'iv-7' });
const scorecardRequest = () =>
  interviewRequests(fetchMock).find((request) => request.path === '/interviews/iv-7/scorecard');

describe('the scorecard', () => {
  it('rates each of the round’s criteria 1 to 4 with notes, takes the decision and summary, then shows what was saved', async () => {
    stubWidth();
    serveInterviews(fetchMock, { interviewers: [makeInterviewer()], plans: [makePlan()], interviews: [held] });
    renderInterviews('/zara/interview-scheduling?view=day&date=2026-11-24&interview=iv-7');
    const detail = await screen.findByTestId('interview-detail');
    fireEvent.click(await within(detail).findByRole('button', { name: 'Scorecard' }));
    const form = await within(detail).findByTestId('scorecard-form');
    const criteria = within(form).getAllByTestId('scorecard-criterion');
    expect(criteria.map((each) => within(each).getByText(/^(System design|Code quality)$/).textContent)).toEqual([
      'System design',
      'Code quality',
    ]);

    // Nothing rated yet: it says what is missing and sends nothing.
    fireEvent.click(within(form).getByRole('button', { name: 'Save scorecard' }));
    expect(within(form).getByTestId('scorecard-problem').textContent).toContain(
      'Rate System design, Code quality from 1 to 4.',
    );
    expect(scorecardRequest()).toBeUndefined();

    fireEvent.click(within(criteria[0]!).getByRole('radio', { name: '4 · Strong yes' }));
    fireEvent.change(within(criteria[0]!).getByLabelText('Notes on System design'), {
      target: { value: 'Sharded the queue well' },
    });
    fireEvent.click(within(criteria[1]!).getByRole('radio', { name: '3 · Yes' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Advance' }));
    fireEvent.change(within(form).getByLabelText('Summary'), { target: { value: 'Strong hire' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save scorecard' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(interviewMessages.scorecardSaved));
    expect(scorecardRequest()?.body).toEqual({
      ratings: [
        { criterion: 'System design', rating: 4, notes: 'Sharded the queue well' },
        { criterion: 'Code quality', rating: 3, notes: '' },
      ],
      decision: 'advance',
      summary: 'Strong hire',
      attended: true,
    });
    const view = await within(detail).findByTestId('scorecard-view');
    expect(
      within(view)
        .getAllByTestId('scorecard-rating')
        .map((row) => row.textContent),
    ).toEqual(['System design4 · Strong yesSharded the queue well', 'Code quality3 · Yes']);
    expect(view.textContent).toContain('Advance');
    expect(within(detail).getByTestId('interview-status').textContent).toBe('Completed');
    expect(within(detail).queryByRole('button', { name: 'Scorecard' })).toBeNull();
  });

  it('records a no-show without ratings of the criteria', async () => {
    stubWidth();
    serveInterviews(fetchMock, { interviewers: [makeInterviewer()], plans: [makePlan()], interviews: [held] });
    renderInterviews('/zara/interview-scheduling?interview=iv-7');
    const detail = await screen.findByTestId('interview-detail');
    fireEvent.click(await within(detail).findByRole('button', { name: 'Scorecard' }));
    const form = await within(detail).findByTestId('scorecard-form');
    fireEvent.click(within(form).getByRole('radio', { name: 'No, a no-show' }));
    expect(within(form).queryAllByTestId('scorecard-criterion')).toHaveLength(0);
    fireEvent.click(within(form).getByRole('radio', { name: 'Hold' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(scorecardRequest()?.body).toMatchObject({ attended: false, decision: 'hold' }));
    expect((await within(detail).findByTestId('interview-status')).textContent).toBe('No-show');
  });
});
