// @vitest-environment happy-dom
import { candidateMessages } from '@agentdesk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/make-job.ts';
import { setUpScreenTests } from '../../../test/set-up-screen-tests.ts';
import { candidateRequests, serveCandidates } from '../testing/fake-candidates-server.ts';
import { makeCandidate } from '../testing/make-candidate.ts';
import { renderCandidates } from '../testing/render-candidates.tsx';
import { stubLayout } from '../testing/stub-layout.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = setUpScreenTests();
const jobs = [makeJob({ job_id: 'job-1', status: 'open' })];
const team = () => [
  makeCandidate({ application_id: 'app-1', name: 'Asha Rao', score: 82 }),
  makeCandidate({ application_id: 'app-2', name: 'Ben Ode', score: 64 }),
  makeCandidate({ application_id: 'app-3', name: 'Cleo Park', score: 51 }),
];
const stageRequests = () => candidateRequests(fetchMock).filter((request) => request.path.endsWith('/candidate/stage'));
const stageOf = (name: string) =>
  within(screen.getAllByTestId('candidate-row').find((row) => row.textContent?.includes(name))!).getByTestId(
    'candidate-stage',
  ).textContent;

describe('moving candidates through the stages', () => {
  it('moves the open candidate from its stage menu, and a rejection asks for its reason first', async () => {
    stubLayout();
    serveCandidates(fetchMock, { jobs, candidates: team() });
    renderCandidates('/zara/candidate-shortlisting?job=job-1&candidate=app-2');
    const detail = await screen.findByTestId('candidate-detail');
    expect(within(detail).getByTestId('candidate-detail-name').textContent).toBe('Ben Ode');

    const menu = within(detail).getByTestId('stage-menu');
    expect(menu.textContent).toBe('Stage: New, change');
    fireEvent.keyDown(menu, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Shortlisted' }));
    await waitFor(() => expect(stageRequests()).toHaveLength(1));
    expect(stageRequests()[0]?.body).toEqual({ application_ids: ['app-2'], stage: 'shortlisted' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 candidate moved to Shortlisted'));
    await waitFor(() => expect(stageOf('Ben Ode')).toBe('Shortlisted'));

    fireEvent.keyDown(within(detail).getByTestId('stage-menu'), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Ben Ode' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(candidateMessages.reasonRequired)).toBeTruthy();
    expect(stageRequests()).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Needs visa sponsorship' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(stageRequests()[1]?.body).toEqual({
        application_ids: ['app-2'],
        stage: 'rejected',
        reason: 'Needs visa sponsorship',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(stageOf('Ben Ode')).toBe('Rejected'));
  });

  it('moves the checked candidates together, and reports a refusal in one toast', async () => {
    stubLayout();
    let isRefusing = false;
    serveCandidates(fetchMock, {
      jobs,
      candidates: team(),
      answer: ({ path }) =>
        isRefusing && path === '/candidate/stage'
          ? new Response(JSON.stringify({ error_message: 'Candidate not found' }), { status: 404 })
          : undefined,
    });
    renderCandidates('/zara/candidate-shortlisting?job=job-1');
    await screen.findAllByTestId('candidate-row');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cleo Park' }));
    const bar = screen.getByTestId('candidate-selection');
    expect(bar.textContent).toContain('2 selected');
    fireEvent.keyDown(within(bar).getByTestId('bulk-move'), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Interview' }));
    await waitFor(() =>
      expect(stageRequests()[0]?.body).toEqual({ application_ids: ['app-1', 'app-3'], stage: 'interview' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 candidates moved to Interview'));
    // Done with them: the selection is cleared.
    await waitFor(() => expect(screen.queryByTestId('candidate-selection')).toBeNull());
    await waitFor(() =>
      expect([stageOf('Asha Rao'), stageOf('Ben Ode'), stageOf('Cleo Park')]).toEqual([
        'Interview',
        'New',
        'Interview',
      ]),
    );

    isRefusing = true;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every candidate shown' }));
    fireEvent.keyDown(within(screen.getByTestId('candidate-selection')).getByTestId('bulk-move'), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Offer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Candidate not found', { id: 'Candidate not found' });
  });
});
