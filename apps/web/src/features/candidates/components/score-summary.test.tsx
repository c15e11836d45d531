// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { makeCandidate, makeDetail } from '../testing/make-candidate.ts';
import { ScoreSummary } from './score-summary.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(cleanup);

const screened = (successful: boolean | null, score: number | null = null) =>
  makeDetail(makeCandidate({ stage: 'screening', screening_score: score }), {
    screening: {
      call_id: 'call_1',
      status: 'completed',
      requested_timestamp: Date.UTC(2026, 10, 18),
      questions: [],
      answers: [],
      score,
      outcome: null,
      summary: 'Was busy; a callback is promised.',
      call_successful: successful,
    },
  });

type RenderOptions = { role?: 'owner' | 'member' | 'viewer'; agent?: RecruitingAgent | null };

const renderSummary = (detail = screened(false), options: RenderOptions = {}) =>
  renderRoutes(
    [{ path: '*', element: <ScoreSummary detail={detail} canWrite={options.role !== 'viewer'} /> }],
    '/zara/candidates',
    {
      role: options.role ?? 'owner',
      recruitingAgent: options.agent === undefined ? { id: 'agent_riley', name: 'Riley' } : options.agent,
    },
  );

describe('ScoreSummary: the screening call beside the résumé score', () => {
  it('shows a finished screening call without a score as screened, with its outcome, never as not screened', () => {
    renderSummary(screened(false));
    expect(screen.getByTestId('screening-status').textContent).toBe('Screened · Unsuccessful');
    cleanup();
    renderSummary(screened(true));
    expect(screen.getByTestId('screening-status').textContent).toBe('Screened · Successful');
    expect(screen.getByRole('button', { name: 'Call again' })).toBeTruthy();
  });

  it('says the agent by name while it calls', () => {
    const calling = screened(null);
    calling.screening!.status = 'requested';
    renderSummary(calling);
    expect(screen.getByTestId('screening-status').textContent).toBe('Riley is calling…');
    expect(screen.queryByRole('button', { name: /Screening call|Call again/ })).toBeNull();
  });

  it('without a recruiting agent: no button, and where the button would be, that screening calls need one', () => {
    renderSummary(makeDetail(makeCandidate()), { agent: null });
    expect(screen.getByTestId('screening-status').textContent).toBe('Not screened yet');
    expect(screen.queryByTestId('screening-call')).toBeNull();
    const notice = screen.getByTestId('needs-agent');
    expect(notice.textContent).toContain('Screening calls need a voice agent');
    const link = within(notice).getByRole('link', { name: 'Choose the recruiting agent' });
    expect(link.getAttribute('href')).toBe('/agents');
    cleanup();
    renderSummary(makeDetail(makeCandidate()), { agent: null, role: 'member' });
    expect(screen.getByTestId('needs-agent').textContent).toContain('An admin chooses it on the Agents page.');
    expect(screen.queryByRole('link', { name: 'Choose the recruiting agent' })).toBeNull();
  });
});
