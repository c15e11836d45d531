// @vitest-environment happy-dom
import type { QaOverview } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QualityRoute } from '../../../app/routes/quality-route.tsx';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { agentsAnswer, makeScorecard } from '../testing/make-scorecard.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
afterEach(cleanup);

const card = makeScorecard();
const [disclosure, interruptions] = card.criteria;

const overview = (overrides: Partial<QaOverview> = {}): QaOverview => ({
  range: {
    from: '2026-04-03',
    to: '2026-05-02',
    previous_from: '2026-03-04',
    previous_to: '2026-04-02',
    granularity: 'day',
    buckets: ['2026-04-30', '2026-05-01', '2026-05-02'],
  },
  reviews: 1240,
  scored: 1200,
  average_score: 82.4,
  series: [
    {
      agent_id: 'riley',
      agent_version: 2,
      reviews: 800,
      average_score: 85,
      points: [
        { bucket: '2026-04-30', reviews: 400, average_score: 84 },
        { bucket: '2026-05-02', reviews: 400, average_score: 86 },
      ],
    },
    {
      agent_id: 'riley',
      agent_version: 1,
      reviews: 440,
      average_score: 77.7,
      points: [{ bucket: '2026-05-01', reviews: 440, average_score: 77.7 }],
    },
  ],
  criteria: [
    {
      criterion_id: disclosure!.id,
      scorecard_id: card.id,
      scorecard_name: card.name,
      label: 'Recording disclosure',
      config: disclosure!.config,
      failed: 310,
      decided: 1240,
      failure_rate: 0.25,
      previous_failed: 100,
      previous_decided: 1000,
      previous_failure_rate: 0.1,
      trend: 'up',
    },
    {
      criterion_id: interruptions!.id,
      scorecard_id: card.id,
      scorecard_name: card.name,
      label: 'Few interruptions',
      config: interruptions!.config,
      failed: 62,
      decided: 1240,
      failure_rate: 0.05,
      previous_failed: 120,
      previous_decided: 1000,
      previous_failure_rate: 0.12,
      trend: 'down',
    },
    {
      criterion_id: '9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b',
      scorecard_id: card.id,
      scorecard_name: card.name,
      label: 'Call successful',
      config: { kind: 'outcome', field: 'call_successful', equals: true },
      failed: 0,
      decided: 1240,
      failure_rate: 0,
      previous_failed: 0,
      previous_decided: 1000,
      previous_failure_rate: 0,
      trend: 'flat',
    },
  ],
  ...overrides,
});

describe('the Quality page’s overview', () => {
  const fetchMock = stubSignedInFetch();

  /** The page with one scorecard; GET /qa/overview answers `answer` (and records its queries). */
  const open = (answer: () => Response | Promise<Response>) => {
    const asked: URLSearchParams[] = [];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/agents') return agentsAnswer();
      if (url.pathname === '/api/qa/scorecards')
        return Response.json({
          message: 'ok',
          total: 2,
          data: [card, makeScorecard({ id: '5e1d0c9b-8a7f-4e6d-9c5b-4a3f2e1d0c9b', name: 'Screening' })],
          questions_available: false,
        });
      if (url.pathname === '/api/qa/overview') {
        asked.push(url.searchParams);
        return answer();
      }
      return Response.json({ error_message: 'Not found' }, { status: 404 });
    });
    renderRoutes([{ path: 'quality', element: <QualityRoute /> }], '/quality', { role: 'member' });
    return asked;
  };

  it('shows a skeleton while the overview loads', async () => {
    open(() => new Promise<Response>(() => undefined));
    expect(await screen.findByRole('status', { name: 'Loading the overview' })).toBeTruthy();
  });

  it('says "No reviews yet" when nothing was reviewed', async () => {
    open(() =>
      Response.json({
        message: 'ok',
        total: 1,
        data: overview({ reviews: 0, scored: 0, average_score: null, series: [], criteria: [] }),
      }),
    );
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByTestId('qa-average')).toBeNull();
  });

  it('says what failed and retries', async () => {
    let fails = true;
    open(() =>
      fails
        ? Response.json({ error_message: 'The database is unavailable' }, { status: 503 })
        : Response.json({ message: 'ok', total: 1, data: overview() }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the overview.');
    expect(alert.textContent).toContain('The database is unavailable');
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('qa-average')).textContent).toBe('82.4');
  });

  it('shows the average, the reviews, the chart by agent and version, and the most failed criteria with trend in words', async () => {
    open(() => Response.json({ message: 'ok', total: 1, data: overview() }));
    expect((await screen.findByTestId('qa-average')).textContent).toBe('82.4');
    expect(screen.getByTestId('qa-reviews').textContent).toBe('1,240');
    const chart = await screen.findByTestId('qa-score-chart');
    expect(chart.getAttribute('aria-label')).toBe(
      'Average score per day by agent and version: Riley version 2 85, Riley version 1 77.7.',
    );
    const rows = screen.getAllByTestId('failing-criterion');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Recording disclosureInbound calls25% failed310 of 1240 callsFailing more often (10% before)How to fixSee calls',
      'Few interruptionsInbound calls5% failed62 of 1240 callsFailing less often (12% before)How to fixSee calls',
    ]);
    // A criterion that never failed is only counted.
    expect(screen.getByText('1 other criterion did not fail.')).toBeTruthy();
  });

  it('links each criterion to its calls in Conversations and folds out what usually fixes it', async () => {
    open(() => Response.json({ message: 'ok', total: 1, data: overview() }));
    const link = await screen.findByRole('link', { name: 'See calls that failed Few interruptions' });
    expect(link.getAttribute('href')).toBe(`/conversations?qa_failed_criterion=${interruptions!.id}&period=30days`);
    const rows = screen.getAllByTestId('failing-criterion');
    const toggle = within(rows[1]!).getByRole('button', { name: 'How to fix' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(rows[1]!).getByTestId('criterion-fix').textContent).toBe(
      'Callers talk over the agent' +
        'Callers cut in when turns run long or repeat what they already know. Shorten the turns before the point where callers interrupt (the evidence shows the moment) and let the agent stop when the caller speaks: a higher interruption_sensitivity makes it yield sooner.' +
        "Where: The agent's settings with your voice provider: interruption_sensitivity; the agent's prompt",
    );
  });

  it('asks for one scorecard when it is chosen', async () => {
    const asked = open(() => Response.json({ message: 'ok', total: 1, data: overview() }));
    await screen.findByTestId('qa-average');
    expect(asked[0]!.has('scorecard_id')).toBe(false);
    fireEvent.click(screen.getByRole('combobox', { name: 'Scorecard' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Screening' }));
    await waitFor(() => expect(asked.at(-1)!.get('scorecard_id')).toBe('5e1d0c9b-8a7f-4e6d-9c5b-4a3f2e1d0c9b'));
  });
});
