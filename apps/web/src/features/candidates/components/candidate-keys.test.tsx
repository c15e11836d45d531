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
const team = () =>
  ['Asha Rao', 'Ben Ode', 'Cleo Park'].map((name, index) =>
    makeCandidate({
      application_id: `app-${index + 1}`,
      candidate_id: `cand-${index + 1}`,
      name,
      score: 80 - index * 10,
    }),
  );
const openName = () => screen.getByTestId('candidate-detail-name').textContent;
const openParam = (router: ReturnType<typeof renderCandidates>) =>
  new URLSearchParams(router.state.location.search).get('candidate');
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('the keyboard and the open candidate', () => {
  it('j and k move through the list, the open row marked; not while typing in a field', async () => {
    stubLayout();
    serveCandidates(fetchMock, { jobs, candidates: team() });
    const router = renderCandidates('/zara/candidate-shortlisting?job=job-1');
    // On a wide screen the best fit is open from the start.
    await waitFor(() => expect(openName()).toBe('Asha Rao'));
    press('j');
    await waitFor(() => expect(openName()).toBe('Ben Ode'));
    expect(openParam(router)).toBe('app-2');
    expect(screen.getAllByTestId('candidate-link').map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      'true',
      null,
    ]);
    press('j');
    await waitFor(() => expect(openName()).toBe('Cleo Park'));
    // Past the end nothing moves.
    press('j');
    press('k');
    await waitFor(() => expect(openName()).toBe('Ben Ode'));

    // Keys typed in a field, or with Ctrl, move nothing: each is followed by a key that does move,
    // and the row reached says whether the first one moved too.
    const skill = () => screen.getByRole('searchbox', { name: 'Skill' });
    press('j', skill());
    press('k');
    await waitFor(() => expect(openName()).toBe('Asha Rao'));
    expect(openParam(router)).toBe('app-1');
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    press('j');
    await waitFor(() => expect(openName()).toBe('Ben Ode'));
    expect(openParam(router)).toBe('app-2');
    press('j');
    await waitFor(() => expect(openName()).toBe('Cleo Park'));
    press('k', skill());
    press('k');
    await waitFor(() => expect(openName()).toBe('Ben Ode'));
    expect(openParam(router)).toBe('app-2');
  });

  it('turns the bookmark star, and explains where the button is that no voice provider is configured, for that candidate only', async () => {
    stubLayout();
    const candidates = team();
    serveCandidates(fetchMock, { jobs, candidates });
    renderCandidates('/zara/candidate-shortlisting?job=job-1&candidate=app-1');
    const detail = await screen.findByTestId('candidate-detail');
    const star = within(detail).getByRole('button', { name: 'Bookmark Asha Rao' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    // At once, in the detail and in the row.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: 'Bookmark Asha Rao' })
          .map((button) => button.getAttribute('aria-pressed')),
      ).toEqual(['true', 'true']),
    );
    expect(candidateRequests(fetchMock).find((request) => request.path === '/api/candidate-fit-score')?.body).toEqual({
      application_id: 'app-1',
      bookmarked: true,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(candidateMessages.bookmarked));

    // Ben Ode seen once, so his page is at hand when he opens again.
    press('j');
    await waitFor(() => expect(openName()).toBe('Ben Ode'));
    press('k');
    await waitFor(() => expect(openName()).toBe('Asha Rao'));
    fireEvent.click(screen.getByTestId('screening-call'));
    const problem = await screen.findByTestId('screening-problem');
    expect(problem.textContent).toContain(candidateMessages.noProvider);
    expect(problem.textContent).toContain('docs/voice-provider.md');
    expect(toast.error).not.toHaveBeenCalled();

    // The answer was about Asha's call: the next candidate opens without it.
    press('j');
    await waitFor(() => expect(openName()).toBe('Ben Ode'));
    expect(screen.queryByTestId('screening-problem')).toBeNull();
  });

  it('on a phone shows the list, then the candidate in its place with a Back button', async () => {
    stubLayout(false);
    serveCandidates(fetchMock, { jobs, candidates: team() });
    const router = renderCandidates('/zara/candidate-shortlisting?job=job-1');
    await screen.findAllByTestId('candidate-row');
    expect(screen.queryByTestId('candidate-detail')).toBeNull();
    fireEvent.click(screen.getAllByTestId('candidate-link')[1]!);
    await waitFor(() => expect(openName()).toBe('Ben Ode'));
    expect(screen.getByRole('region', { name: 'Candidates' }).className).toContain('hidden');
    fireEvent.click(screen.getByTestId('candidate-back'));
    await waitFor(() => expect(openParam(router)).toBeNull());
    expect(screen.queryByTestId('candidate-detail')).toBeNull();
  });
});
