// @vitest-environment happy-dom
import { candidateRecordMessages, type CandidateFitDetail, type Screening } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/make-job.ts';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { candidateRequests, serveCandidates } from '../testing/fake-candidates-server.ts';
import { makeCandidate } from '../testing/make-candidate.ts';
import { renderCandidates } from '../testing/render-candidates.tsx';
import { stubLayout } from '../testing/stub-layout.ts';

// #30 items 4 and 5: the candidate's page tells one story: the header, the scores and the
// screening panel read the screening alike; an interview booked on a call and a mailed link show;
// the stage a screening implies is proposed, applied through the stage change or dismissed.

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = setUpScreenTests();
const jobs = [makeJob({ job_id: 'job-1', status: 'open' })];
const HOUR = 3_600_000;
const screening = (overrides: Partial<Screening> = {}): Screening => ({
  call_id: 'call_s1',
  status: 'completed',
  requested_timestamp: Date.now() - 2 * HOUR,
  questions: [],
  answers: [],
  score: 82,
  outcome: 'passed',
  summary: 'Asha has six years of payments work.',
  call_successful: true,
  ...overrides,
});
const record = (overrides: Partial<CandidateFitDetail>): Record<string, Partial<CandidateFitDetail>> => ({
  'app-1': overrides,
});
const open = async (details: Record<string, Partial<CandidateFitDetail>>, stage: 'screening' | 'new' = 'screening') => {
  stubLayout();
  const score = details['app-1']?.screening?.score ?? null;
  serveCandidates(fetchMock, {
    jobs,
    candidates: [makeCandidate({ application_id: 'app-1', name: 'Asha Rao', stage, screening_score: score })],
    details,
  });
  renderCandidates('/zara/candidate-shortlisting?job=job-1&candidate=app-1');
  return screen.findByTestId('candidate-detail');
};

describe('one record per candidate', () => {
  it('reads a passed screening the same in the header, the scores and the panel, with the next interview booked on a call', async () => {
    const start = Date.now() + 26 * HOUR;
    const detail = await open(
      record({
        screening: screening(),
        interviews: [
          {
            interview_id: 'iv-1',
            round_name: 'Hiring manager interview',
            start_timestamp: start,
            end_timestamp: start + HOUR,
            status: 'scheduled',
            booked_by: 'zara',
            call_id: 'call_sched_1',
          },
        ],
      }),
    );
    expect(within(detail).getByTestId('header-screening').textContent).toBe('Screened · Passed · 82');
    expect(within(detail).getByTestId('screening-status').textContent).toBe('Screened · Passed');
    expect(within(detail).getByTestId('screening-outcome').textContent).toBe('Screened · Passed · 82');
    expect(within(detail).getByTestId('header-interview').textContent).toMatch(/^Interview /);
    const interview = within(detail).getByTestId('candidate-interview');
    expect(interview.textContent).toContain('Hiring manager interview');
    expect(interview.textContent).toContain('booked on the recruiting agent’s call');
    expect(interview.textContent).toContain('Scheduled');
  });

  it('does not call a callback a screening: not screened yet, and nothing proposed', async () => {
    const detail = await open(
      record({ screening: screening({ outcome: 'callback', score: null, call_successful: false }) }),
    );
    expect(within(detail).getByTestId('header-screening').textContent).toBe('Not screened yet · Callback requested');
    expect(within(detail).getByTestId('screening-status').textContent).toBe('Not screened yet · Callback requested');
    expect(within(detail).queryByTestId('stage-proposal')).toBeNull();
  });

  it('says when a self-booking link was sent, and to whom', async () => {
    const detail = await open(
      record({
        sent_booking_links: [
          {
            link_id: 'bkl_1',
            round_name: 'Technical',
            sent_to: 'asha@example.in',
            sent_timestamp: Date.now() - 3 * HOUR,
            expires_timestamp: Date.now() + 69 * HOUR,
            is_used: false,
          },
        ],
      }),
    );
    const sent = within(detail).getByTestId('sent-booking-link');
    expect(sent.textContent).toContain('Self-booking link for the Technical sent to asha@example.in');
    expect(sent.textContent).toContain('asha@example.in 3 h ago');
    expect(sent.textContent).toContain('Sent');
    expect(within(detail).getByTestId('header-booking-link').textContent).toBe('Booking link sent 3 h ago');
  });

  it('proposes the stage the screening implies; applying it is the ordinary stage change', async () => {
    const proposal = { stage: 'interview' as const, reason: 'Passed the screening call', call_id: 'call_s1' };
    const detail = await open(record({ screening: screening(), stage_proposal: proposal }));
    const notice = within(detail).getByTestId('stage-proposal');
    expect(notice.textContent).toContain('Suggested: move to Interview. Passed the screening call.');
    expect(within(detail).getByTestId('stage-menu').textContent).toBe('Stage: Screening, change');
    fireEvent.click(within(notice).getByRole('button', { name: 'Move to Interview' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 candidate moved to Interview'));
    const moves = candidateRequests(fetchMock).filter((request) => request.path.endsWith('/candidate/stage'));
    expect(moves.map((request) => request.body)).toEqual([{ application_ids: ['app-1'], stage: 'interview' }]);
    await waitFor(() => expect(screen.queryByTestId('stage-proposal')).toBeNull());
  });

  it('rejects with the screening’s reason, or dismisses the proposal and keeps the stage', async () => {
    const proposal = { stage: 'rejected' as const, reason: 'Did not pass the screening call', call_id: 'call_s1' };
    let detail = await open(
      record({ screening: screening({ outcome: 'declined', score: null }), stage_proposal: proposal }),
    );
    fireEvent.click(
      within(within(detail).getByTestId('stage-proposal')).getByRole('button', { name: 'Move to Rejected' }),
    );
    await waitFor(() =>
      expect(candidateRequests(fetchMock).find((request) => request.path.endsWith('/candidate/stage'))?.body).toEqual({
        application_ids: ['app-1'],
        stage: 'rejected',
        reason: 'Did not pass the screening call',
      }),
    );
    fetchMock.mockClear();
    document.body.innerHTML = '';

    detail = await open(record({ screening: screening(), stage_proposal: { ...proposal, stage: 'interview' } }));
    fireEvent.click(within(within(detail).getByTestId('stage-proposal')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(candidateRecordMessages.proposalDismissed));
    const dismissed = candidateRequests(fetchMock).find((request) => request.path.endsWith('/stage-proposal/dismiss'));
    expect(dismissed?.body).toEqual({ application_id: 'app-1', call_id: 'call_s1' });
    await waitFor(() => expect(screen.queryByTestId('stage-proposal')).toBeNull());
    expect(candidateRequests(fetchMock).some((request) => request.path.endsWith('/candidate/stage'))).toBe(false);
  });
});
