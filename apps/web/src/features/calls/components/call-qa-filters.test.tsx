// @vitest-environment happy-dom
import type { CallListItem } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { useCalls } from '../api/list-calls.ts';
import { useCallFilters } from '../hooks/use-call-filters.ts';
import { CallListRow } from './call-list-row.tsx';
import { CallListToolbar } from './call-list-toolbar.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
afterEach(cleanup);

const criterionId = '1c7a3d2f-4e5b-4a6c-9d7e-8f9a0b1c2d3e';
const call: CallListItem = {
  call_id: 'call-1',
  agent_id: 'riley',
  call_status: 'ended',
  direction: 'inbound',
  from_number: '+14155550101',
  to_number: '+14155550999',
  start_timestamp: Date.UTC(2026, 4, 2, 9),
  duration_ms: 60_000,
  disconnection_reason: 'user_hangup',
  call_successful: true,
  sentiment: 'positive',
  call_summary: 'Moved an appointment',
  has_recording: false,
  agent_version: 2,
  qa_score: 66.7,
};

/** The list's toolbar and rows over the address's filters, as Conversations composes them. */
const Harness = () => {
  const filterState = useCallFilters();
  const calls = useCalls(filterState.filters);
  const agentsState = { agents: [], isPending: false, isError: false, onRetry: () => undefined };
  return (
    <>
      <CallListToolbar filterState={filterState} calls={calls} agentsState={agentsState} />
      {calls.data?.pages.flatMap((page) =>
        page.data.map((item) => (
          <CallListRow key={item.call_id} call={item} href="#" agentName="Riley" isSelected={false} now={Date.now()} />
        )),
      )}
    </>
  );
};

describe('Conversations’ QA filters and order', () => {
  const fetchMock = stubSignedInFetch();

  const open = (address: string) => {
    const listed: URLSearchParams[] = [];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/call/calls') {
        listed.push(url.searchParams);
        return Response.json({ message: 'ok', total: 1, data: [call], next_cursor: null });
      }
      if (url.pathname === '/api/qa/scorecards')
        return Response.json({
          message: 'ok',
          total: 1,
          questions_available: false,
          data: [
            {
              id: '0b6f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d',
              name: 'Inbound calls',
              agent_ids: ['riley'],
              agent_versions: null,
              version: 1,
              criteria: [
                {
                  id: criterionId,
                  position: 0,
                  label: 'Recording disclosure',
                  weight: 3,
                  config: { kind: 'outcome', field: 'call_successful', equals: true },
                },
              ],
              webhook_url: null,
              webhook_secret: null,
              created_at: '2026-05-01T09:00:00.000Z',
              updated_at: '2026-05-01T09:00:00.000Z',
            },
          ],
        });
      return Response.json({ error_message: 'unexpected' }, { status: 500 });
    });
    const router = renderRoutes([{ path: '/conversations', element: <Harness /> }], address);
    return { listed, router };
  };

  it('sends the drill-down’s failed criterion and the score range from the address, and shows each call’s score', async () => {
    const { listed } = open(`/conversations?qa_failed_criterion=${criterionId}&period=30days&qa_score_max=80`);
    await waitFor(() => expect(listed).toHaveLength(1));
    expect(listed[0]!.get('qa_failed_criterion')).toBe(criterionId);
    expect(listed[0]!.get('qa_score_max')).toBe('80');
    expect(listed[0]!.get('period')).toBe('30days');
    expect((await screen.findByTestId('call-row-qa-score')).textContent).toBe('QA 66.7');
    // The filters button counts them, and the popover names the criterion.
    const trigger = screen.getByRole('button', { name: /Filters/ });
    expect(trigger.textContent).toContain('2');
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Call filters' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Failed criterion' }).textContent).toContain(
        'Recording disclosure',
      ),
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Highest QA score').value).toBe('80');
  });

  it('shows the failed criterion as a chip over the list, whose remove button drops only that filter', async () => {
    const { listed, router } = open(`/conversations?qa_failed_criterion=${criterionId}&period=30days`);
    const chip = await screen.findByTestId('failed-criterion-chip');
    await waitFor(() => expect(chip.textContent).toBe('Failed: Recording disclosure'));
    fireEvent.click(within(chip).getByRole('button', { name: 'Remove the filter Failed: Recording disclosure' }));
    await waitFor(() => expect(listed.at(-1)!.has('qa_failed_criterion')).toBe(false));
    expect(router.state.location.search).toBe('?period=30days');
    expect(screen.queryByTestId('failed-criterion-chip')).toBeNull();
  });

  it('sorts by QA score through the address, and a score bound typed in is sent', async () => {
    const { listed, router } = open('/conversations');
    await waitFor(() => expect(listed).toHaveLength(1));
    expect(listed[0]!.has('sort')).toBe(false);
    await router.navigate('/conversations?sort=qa_score_asc');
    await waitFor(() => expect(listed.at(-1)!.get('sort')).toBe('qa_score_asc'));
    expect(screen.getByRole('combobox', { name: 'Sort' }).textContent).toContain('Lowest QA score');
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const low = await screen.findByLabelText<HTMLInputElement>('Lowest QA score');
    fireEvent.change(low, { target: { value: '40' } });
    fireEvent.blur(low);
    await waitFor(() => expect(listed.at(-1)!.get('qa_score_min')).toBe('40'));
    expect(listed.at(-1)!.get('sort')).toBe('qa_score_asc');
    expect(router.state.location.search).toBe('?sort=qa_score_asc&qa_score_min=40');
  });
});
