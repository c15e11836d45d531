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
const query = (router: ReturnType<typeof renderCandidates>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const listRequests = () =>
  candidateRequests(fetchMock).filter((request) => request.path.endsWith('/candidate-fit-scores'));
const names = () => screen.getAllByTestId('candidate-name').map((name) => name.textContent);

const jobs = [
  makeJob({ job_id: 'job-2', title: 'Designer', status: 'draft' }),
  makeJob({ job_id: 'job-1', title: 'Backend Engineer', status: 'open', location: 'Berlin' }),
];
const team = () => [
  makeCandidate({ application_id: 'app-1', name: 'Asha Rao', score: 82, stage: 'shortlisted', bookmarked: true }),
  makeCandidate({
    application_id: 'app-2',
    name: 'Ben Ode',
    score: 64,
    source: 'careers',
    headline: 'Platform Engineer',
  }),
  makeCandidate({ application_id: 'app-3', name: 'Cleo Park', score: null, fit_status: 'pending', headline: '' }),
  makeCandidate({ application_id: 'app-4', name: 'Dan Roy', job_id: 'job-2', score: 90 }),
];

describe('the ranked list', () => {
  it('opens on the most recent open job and lists its candidates best first: score and bar, stage, source, bookmark, with every stage counted', async () => {
    stubLayout();
    serveCandidates(fetchMock, { jobs, candidates: team() });
    renderCandidates('/zara/candidate-shortlisting');
    await waitFor(() => expect(names()).toEqual(['Asha Rao', 'Ben Ode', 'Cleo Park']));
    expect(listRequests()[0]?.params.get('job_id')).toBe('job-1');
    expect(screen.getByRole('combobox', { name: 'Job' }).textContent).toContain('Backend Engineer · Berlin');

    const [asha, ben, cleo] = screen.getAllByTestId('candidate-row');
    expect(within(asha!).getByTestId('candidate-score').textContent).toBe('82 out of 100');
    expect(within(asha!).getByTestId('candidate-stage').textContent).toBe('Shortlisted');
    expect(within(asha!).getByRole('button', { name: 'Bookmark Asha Rao' }).getAttribute('aria-pressed')).toBe('true');
    expect(ben!.textContent).toContain('Careers site');
    expect(ben!.textContent).toContain('Platform Engineer');
    expect(within(cleo!).getByTestId('candidate-score').textContent).toBe('Scoring…');
    expect(screen.getByTestId('candidates-total').textContent).toBe('3 candidates, best fit first');
    const count = (stage: string) =>
      within(screen.getByTestId(`stage-filter-${stage}`)).getByTestId('stage-filter-count').textContent;
    expect([count('all'), count('new'), count('shortlisted'), count('rejected')]).toEqual(['3', '2', '1', '0']);
  });

  it('keeps the filters in the address and asks the server with them; a job picked from the picker is in the address too', async () => {
    stubLayout();
    serveCandidates(fetchMock, { jobs, candidates: team() });
    const router = renderCandidates('/zara/candidate-shortlisting?job=job-1');
    await waitFor(() => expect(names()).toHaveLength(3));

    fireEvent.click(screen.getByTestId('stage-filter-new'));
    await waitFor(() => expect(names()).toEqual(['Ben Ode', 'Cleo Park']));
    expect(query(router)).toEqual({ job: 'job-1', stage: 'new' });
    expect(screen.getByTestId('stage-filter-new').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('candidate-filters'));
    const min = await screen.findByLabelText('At least');
    fireEvent.change(min, { target: { value: '60' } });
    fireEvent.blur(min);
    await waitFor(() => expect(query(router)).toEqual({ job: 'job-1', stage: 'new', min_score: '60' }));
    await waitFor(() => expect(names()).toEqual(['Ben Ode']));
    expect(listRequests().at(-1)?.params.get('min_score')).toBe('60');
    expect(listRequests().at(-1)?.params.get('stage')).toBe('new');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Skill' }), { target: { value: 'Kafka' } });
    await waitFor(() => expect(query(router)['skill']).toBe('Kafka'));
    await screen.findByText('No candidates match');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(query(router)).toEqual({ job: 'job-1' }));
    await waitFor(() => expect(names()).toHaveLength(3));

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Job' }), { key: 'Enter' });
    const options = await screen.findAllByRole('option');
    // Open jobs first, then drafts.
    expect(options.map((option) => option.textContent)).toEqual([
      'Backend Engineer · Berlin',
      'Designer · Berlin (Draft)',
    ]);
    fireEvent.click(options[1]!);
    await waitFor(() => expect(names()).toEqual(['Dan Roy']));
    expect(query(router)).toEqual({ job: 'job-2' });
  });

  it('shows a skeleton while loading, the error with a retry that works, and the call to upload for a job with nobody yet', async () => {
    stubLayout();
    let isFailing = true;
    serveCandidates(fetchMock, {
      jobs,
      candidates: [],
      answer: ({ path }) =>
        isFailing && path.endsWith('/candidate-fit-scores')
          ? new Response(JSON.stringify({ error_message: 'Database unavailable' }), { status: 500 })
          : undefined,
    });
    renderCandidates('/zara/candidate-shortlisting?job=job-1');
    expect(await screen.findByTestId('candidates-skeleton')).toBeTruthy();
    const error = await screen.findByTestId('candidates-error');
    expect(error.textContent).toContain('Failed to load the candidates.');
    expect(error.textContent).toContain('Database unavailable');
    isFailing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await screen.findByText('No candidates for this job yet');
    fireEvent.click(screen.getAllByRole('button', { name: 'Upload résumés' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Upload résumés' })).toBeTruthy();
  });

  it('uploads résumés and shows each file being scored, a failed one with why, while the rest go on', async () => {
    stubLayout();
    serveCandidates(fetchMock, { jobs, candidates: team() });
    renderCandidates('/zara/candidate-shortlisting?job=job-1');
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByTestId('upload-resumes'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload résumés' });
    const input = dialog.querySelector('input[type="file"]')!;
    const files = [
      new File(['Eve'], 'eve.txt', { type: 'text/plain' }),
      new File([''], 'broken.pdf', { type: 'application/pdf' }),
      new File(['x'], 'photo.gif', { type: 'image/gif' }),
    ];
    fireEvent.change(input, { target: { files } });
    expect(within(dialog).getByText(candidateMessages.fileType)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 2 résumés' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 résumés uploaded; scoring in the background'));
    const upload = candidateRequests(fetchMock).find((request) =>
      request.path.endsWith('/candidate/score-candidates'),
    )!;
    const form = upload.body as FormData;
    expect([...form.keys()]).toEqual(['job_id', 'files', 'files']);
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['eve.txt', 'broken.pdf']);

    const progress = await screen.findByTestId('scoring-progress');
    await waitFor(() => expect(progress.getAttribute('data-done')).toBe('true'), { timeout: 30_000 });
    const lines = within(progress).getAllByTestId('scoring-file');
    expect(lines.map((line) => line.getAttribute('data-status'))).toEqual(['scored', 'failed']);
    expect(lines[1]!.textContent).toContain('No text was found in the file');
    expect(progress.textContent).toContain('1 of 2 résumés scored, 1 failed');
  });
});
