// @vitest-environment happy-dom
import type { Analytics } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { makeIntegrations } from '../../../test/integrations.ts';
import { makeToken } from '../../../test/make-token.ts';
import { makeAnalytics, makeEmptyAnalytics } from '../testing/make-analytics.ts';
import { AnalyticsScreen } from './analytics-screen.tsx';
import { renderRoutes } from '../../../test/render-routes.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

type Answers = {
  analytics: () => Response;
  anyCalls?: boolean;
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (analytics: Analytics) => () => json({ message: 'ok', total: 1, data: analytics });

const answer = ({ analytics, anyCalls = true }: Answers) =>
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/webhooks/analytics/') return analytics();
    if (url.pathname === '/api/call/calls')
      return json({ message: 'ok', total: anyCalls ? 3 : 0, data: [], next_cursor: null });
    if (url.pathname === '/api/workspaces/current/integrations') {
      return json({ message: 'ok', total: 1, data: makeIntegrations() });
    }
    return json({ error_message: 'not found' }, 404);
  });

const analyticsRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/webhooks/analytics/');

const agentsState = {
  agents: [
    { id: 'zara', name: 'Zara (Recruiting)' },
    { id: 'agent-b', name: 'Front desk' },
  ],
  isPending: false,
  isError: false,
  onRetry: () => undefined,
};

const renderScreen = (path = '/analytics', fixedAgentId?: string) => {
  return renderRoutes(
    [
      { path: '/analytics', element: <AnalyticsScreen agentsState={agentsState} /> },
      { path: '/zara/analytics', element: <AnalyticsScreen agentsState={agentsState} fixedAgentId={fixedAgentId} /> },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    path,
  );
};

/** A drill-down link by what it does (its whole name, or read after its visible text). */
const hrefOf = (action: string) =>
  screen.getAllByRole('link', { name: new RegExp(`(^|, )${action}$`) })[0]?.getAttribute('href');

describe('AnalyticsScreen', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: the figures are checked through the text alternatives.
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }));
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('full: KPIs with coloured deltas, charts and drill-down links keeping the filters', async () => {
    answer({ analytics: ok(makeAnalytics()) });
    renderScreen('/analytics?period=30days&direction=inbound');

    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeTruthy();
    const kpis = await screen.findByTestId('analytics-kpis');

    const card = (key: string) => within(within(kpis).getByTestId(`kpi-${key}`));
    expect(card('total_calls').getByTestId('kpi-value').textContent).toBe('120');
    expect(card('total_calls').getByTestId('kpi-delta').textContent).toContain('↑ 20%');
    expect(card('total_calls').getByTestId('kpi-delta').dataset.tone).toBe('good');
    expect(card('successful_rate').getByTestId('kpi-value').textContent).toBe('60%');
    expect(card('avg_duration_ms').getByTestId('kpi-value').textContent).toBe('1:35');
    expect(card('avg_duration_ms').getByTestId('kpi-delta').dataset.tone).toBe('neutral');
    expect(card('total_cost').getByTestId('kpi-value').textContent).toBe('$1,234.56');
    expect(card('total_cost').getByTestId('kpi-delta').dataset.tone).toBe('bad');
    // A rate moves in points (5% → 10% is +5 points, not +100%); a rate with nothing before is new.
    expect(card('voicemail_rate').getByTestId('kpi-delta').textContent).toContain('↑ 5.0 pts');
    expect(card('voicemail_rate').getByTestId('kpi-delta').dataset.tone).toBe('bad');
    expect(card('appointment_rate').getByTestId('kpi-delta').textContent).toContain('New');
    expect(kpis.textContent).toContain('vs the previous 30 days');

    // The request carries the filters from the address and the browser's zone.
    const request = analyticsRequests()[0];
    expect(request?.searchParams.get('period')).toBe('30days');
    expect(request?.searchParams.get('direction')).toBe('inbound');
    expect(request?.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    expect(within(kpis).getByTestId('kpi-total_calls').getAttribute('href')).toBe(
      '/conversations?period=30days&direction=inbound',
    );

    // The charts arrive in their own chunk.
    // The charts module loads lazily; under a busy machine that can take a while.
    await screen.findByTestId('analytics-charts', {}, { timeout: 30_000 });
    expect(screen.getByRole('img', { name: /^Calls per day/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Calls by sentiment: Positive 50/ })).toBeTruthy();
    expect(hrefOf('Show negative calls')).toBe('/conversations?period=30days&direction=inbound&sentiment=negative');
    expect(hrefOf('Show unsuccessful calls')).toBe(
      '/conversations?period=30days&direction=inbound&call_successful=false',
    );
    expect(hrefOf('Show calls ended by User hung up')).toBe(
      '/conversations?period=30days&direction=inbound&disconnection_reason=user_hangup',
    );
    expect(hrefOf('Show outbound calls')).toBe('/conversations?period=30days&direction=outbound');
    expect(hrefOf('Show calls of Front desk')).toBe('/conversations?period=30days&agent_id=agent-b&direction=inbound');

    // Reasons most frequent first, with readable labels.
    const reasons = within(screen.getByTestId('disconnection-reasons')).getAllByRole('link');
    expect(reasons.map((link) => link.querySelector('[data-link-action]')?.textContent)).toEqual([
      ', Show calls ended by User hung up',
      ', Show calls ended by Agent hung up',
      ', Show calls ended by Voicemail reached',
    ]);
    expect(within(screen.getByTestId('latency-table')).getAllByRole('row')[1]?.textContent).toContain('2,100');
  });

  it('a previous period that held almost nothing reads New or the change itself, never a huge percentage', async () => {
    const kpi = (value: number, previous: number) => ({
      value,
      previous,
      delta: previous === 0 ? null : (value - previous) / previous,
    });
    const base = makeAnalytics();
    answer({
      analytics: ok({
        ...base,
        kpis: {
          ...base.kpis,
          total_calls: kpi(800, 2),
          connected_calls: kpi(700, 0),
          total_cost: kpi(39_900, 100),
          avg_cost: kpi(50, 50),
          avg_duration_ms: kpi(90_000, 45_000),
          successful_rate: kpi(0.6, 0.002),
        },
      }),
    });
    renderScreen();
    const kpis = await screen.findByTestId('analytics-kpis');
    const delta = (key: string) => within(within(kpis).getByTestId(`kpi-${key}`)).getByTestId('kpi-delta').textContent;

    expect(delta('total_calls')).toContain('↑ 798');
    expect(delta('connected_calls')).toContain('New');
    expect(delta('total_cost')).toContain('↑ $398.00');
    expect(delta('avg_cost')).toContain('No change');
    expect(delta('avg_duration_ms')).toContain('↑ 0:45');
    expect(delta('successful_rate')).toContain('↑ 59.8 pts');
    expect(kpis.textContent).not.toMatch(/%\s*vs|\d{3,}%/);
  });

  it('a link to the page with an unknown period shows the default 7 days', async () => {
    answer({ analytics: ok(makeAnalytics()) });
    renderScreen('/analytics?period=forever');
    await screen.findByTestId('analytics-kpis');
    expect(analyticsRequests()[0]?.searchParams.get('period')).toBe('7days');
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toContain('Last 7 days');
    expect(screen.getByRole('combobox', { name: 'Agent' }).textContent).toContain('All agents');
    expect(screen.getByRole('combobox', { name: 'Direction' }).textContent).toContain('All');
  });

  it('empty with no call at all: how to connect an agent', async () => {
    answer({ analytics: ok(makeEmptyAnalytics()), anyCalls: false });
    renderScreen('/analytics');

    const panel = await screen.findByTestId('analytics-connect-agent');
    expect(within(panel).getByRole('heading', { name: 'Connect your voice agent' })).toBeTruthy();
    const address = () => within(panel).getByLabelText<HTMLTextAreaElement>('Webhook URL').value;
    await waitFor(() => expect(address()).toBe(makeIntegrations().calls_webhook_url));
    // The key stays hidden until an admin reveals it.
    expect(within(panel).getByLabelText<HTMLInputElement>('Signing key').value).toMatch(/^whsec_•+a1b2$/);
    expect(within(panel).getByRole('link', { name: 'Import call history' }).getAttribute('href')).toBe(
      '/conversations',
    );
    expect(screen.queryByTestId('analytics-kpis')).toBeNull();
  });

  it("empty period with older calls: 'No calls in this period' widens to the last 90 days", async () => {
    answer({ analytics: ok(makeEmptyAnalytics()), anyCalls: true });
    const router = renderScreen('/analytics?period=today');

    const empty = await screen.findByTestId('analytics-empty');
    expect(within(empty).getByRole('heading', { name: 'No calls in this period' })).toBeTruthy();
    fireEvent.click(within(empty).getByRole('button', { name: 'Show last 90 days' }));

    await waitFor(() => expect(router.state.location.search).toBe('?period=90days'));
    await waitFor(() => expect(analyticsRequests().at(-1)?.searchParams.get('period')).toBe('90days'));
  });

  it('error: the server sentence and a Retry that loads the page', async () => {
    let isFailing = true;
    answer({
      analytics: () =>
        isFailing ? json({ error_message: 'The range may span at most 366 days' }, 400) : ok(makeAnalytics())(),
    });
    renderScreen('/analytics');

    const alert = await screen.findByTestId('analytics-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Failed to load analytics.');
    expect(alert.textContent).toContain('The range may span at most 366 days');

    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('analytics-kpis')).toBeTruthy();
  });

  it("agent mode: fixed agent, no agent filter or table, drill-downs to the agent's conversations", async () => {
    answer({ analytics: ok(makeAnalytics()) });
    renderScreen('/zara/analytics?period=30days&agent_id=other', 'zara');

    // The charts module loads lazily; under a busy machine that can take a while.
    await screen.findByTestId('analytics-charts', {}, { timeout: 30_000 });
    expect(analyticsRequests()[0]?.searchParams.get('agent_id')).toBe('zara');
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
    expect(screen.queryByTestId('agents-table')).toBeNull();
    expect(hrefOf('Show negative calls')).toBe('/zara/conversations?period=30days&sentiment=negative');
  });
});
