// @vitest-environment happy-dom
import type { AlertRule } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { makeScorecard } from '../../qa/testing/make-scorecard.ts';
import { AlertsScreen } from './alerts-screen.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  cleanup();
  toast.success.mockReset();
});

const rule = (overrides: Partial<AlertRule> = {}): AlertRule => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Success dropped',
  metric: 'success_rate',
  comparator: 'below',
  threshold: 50,
  window_minutes: 60,
  agent_id: 'zara',
  scorecard_id: null,
  criterion_id: null,
  emails: ['ops@example.com'],
  webhook_url: null,
  webhook_secret: null,
  is_enabled: true,
  state: 'firing',
  last_value: 25,
  state_since: Date.now() - 5.5 * 60_000,
  evaluated_at: Date.now(),
  created_at: Date.now() - 3_600_000,
  ...overrides,
});

describe('Alerts page', () => {
  const fetchMock = stubSignedInFetch();
  const open = (role: WorkspaceRole, rules: AlertRule[]) => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push({ method, path: url.pathname, body });
        return Response.json(
          {
            message: 'Alert rule added',
            total: 1,
            data: rule({ ...(body as Partial<AlertRule>), state: 'ok', evaluated_at: null }),
          },
          { status: 201 },
        );
      }
      if (url.pathname === '/api/alerts/rules')
        return Response.json({ message: 'ok', total: rules.length, data: rules });
      if (url.pathname === '/api/alerts/events')
        return Response.json({
          message: 'ok',
          total: 1,
          data: {
            events: [
              {
                id: '1',
                rule_id: rules[0]?.id ?? 'x',
                rule_name: 'Success dropped',
                metric: 'success_rate',
                state: 'fired',
                value: 25,
                threshold: 50,
                comparator: 'below',
                at: Date.now() - 60_000,
              },
            ],
            next_cursor: null,
          },
        });
      if (url.pathname === '/api/qa/scorecards')
        return Response.json({ message: 'ok', total: 1, data: [makeScorecard()], questions_available: false });
      if (url.pathname === '/api/agents')
        return Response.json({
          message: 'ok',
          total: 1,
          data: [
            {
              agent_id: 'zara',
              agent_name: 'Zara (Recruiting)',
              role: 'recruiting',
              origin: 'provider',
              needs_review: false,
              provider_record: null,
              created_at: 0,
            },
          ],
        });
      return Response.json({ message: 'ok', total: 0, data: [] });
    });
    renderRoutes([{ path: 'alerts', element: <AlertsScreen /> }], '/alerts', { role });
    return sent;
  };

  it('shows each rule with its condition, agent, state and value, and the history; a viewer gets no controls', async () => {
    open('viewer', [rule(), rule({ id: 'b', name: 'Paused one', is_enabled: false, state: 'ok' })]);
    const row = (await screen.findAllByTestId('alert-rule'))[0]!;
    expect(within(row).getByText('Firing')).toBeTruthy();
    expect(row.textContent).toContain('Success rate below 50.0% over 1 hour · Zara (Recruiting)');
    expect(row.textContent).toContain('Now 25.0% · firing since 5 min ago · e-mails ops@example.com');
    expect(within(screen.getAllByTestId('alert-rule')[1]!).getByText('Paused')).toBeTruthy();
    expect((await screen.findByTestId('alert-event')).textContent).toContain(
      'Success dropped fired: Success rate 25.0%',
    );
    expect(screen.getByText('Admins and the owner add and change the alert rules.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
  });

  it('lets an admin add a rule: what it watches, with its unit, checked before it is sent', async () => {
    const sent = open('admin', []);
    await screen.findByText('No alert rules yet');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cost watch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Threshold must be a number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Threshold'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('A rate threshold is a percentage: at most 100')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Threshold'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Give at least one e-mail address or a webhook URL')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('E-mail to'), { target: { value: 'ops@example.com, lead@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alert rule Cost watch added'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/alerts/rules',
        body: {
          name: 'Cost watch',
          metric: 'success_rate',
          comparator: 'below',
          threshold: 40,
          window_minutes: 60,
          agent_id: null,
          scorecard_id: null,
          criterion_id: null,
          emails: ['ops@example.com', 'lead@example.com'],
          webhook_url: null,
          is_enabled: true,
        },
      },
    ]);
  });

  it('offers the QA metrics with a scorecard and, for a failure rate, one of its criteria', async () => {
    const sent = open('admin', []);
    await screen.findByText('No alert rules yet');
    const choose = async (combobox: string, option: string) => {
      fireEvent.keyDown(screen.getByRole('combobox', { name: combobox }), { key: 'Enter' });
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    expect(screen.queryByRole('combobox', { name: 'Scorecard' })).toBeNull();
    await choose('Metric', 'Criterion failure rate');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Disclosure missed' } });
    fireEvent.change(screen.getByLabelText('Threshold'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('E-mail to'), { target: { value: 'qa@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('A QA metric names its scorecard')).toBeTruthy();
    await choose('Scorecard', 'Inbound calls');
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('A criterion failure rate names its criterion')).toBeTruthy();
    await choose('Criterion', 'Recording disclosure');
    await choose('Fires when it is', 'Above');
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alert rule Disclosure missed added'));
    const card = makeScorecard();
    expect(sent.map((request) => request.body)).toEqual([
      {
        name: 'Disclosure missed',
        metric: 'qa_criterion_failure_rate',
        comparator: 'above',
        threshold: 20,
        window_minutes: 60,
        agent_id: null,
        scorecard_id: card.id,
        criterion_id: card.criteria[0]!.id,
        emails: ['qa@example.com'],
        webhook_url: null,
        is_enabled: true,
      },
    ]);
  });
});
