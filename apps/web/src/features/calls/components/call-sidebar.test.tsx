// @vitest-environment happy-dom
import type { Call } from '@agentdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { makeToken } from '../../../test/make-token.ts';
import { seedWorkspaces } from '../../../test/workspaces.ts';
import { callsQueryKeys } from '../api/calls-query-keys.ts';
import { CallSidebar } from './call-sidebar.tsx';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const baseCall: Call = {
  call_id: 'c-1',
  agent_id: 'zara',
  direction: 'inbound',
  from_number: '+15550001111',
  to_number: '+15550002222',
  duration_ms: 125_999,
  disconnection_reason: 'agent_hangup',
  call_analysis: {
    call_successful: true,
    user_sentiment: 'Positive',
    appointment_booked: true,
    date_time: 'Thursday 11:00 AM',
    detailed_call_summary: 'The caller booked a visit.',
  },
  notes: null,
  end_reason: null,
  updated_at: 1,
};

const renderSidebar = (call: Call, role: WorkspaceRole = 'member') => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedWorkspaces(client, role);
  render(
    <QueryClientProvider client={client}>
      <CallSidebar call={call} />
    </QueryClientProvider>,
  );
  return client;
};

// Radix Tabs switch on mousedown (with the primary button) rather than click.
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('CallSidebar', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }));
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('Actions: the reason starts from disconnection_reason, notes 6 rows with the placeholder', () => {
    renderSidebar(baseCall);
    expect(screen.getByRole('radio', { name: 'Agent hung up' }).getAttribute('aria-checked')).toBe('true');
    const notes = screen.getByPlaceholderText('Add notes about this conversation...');
    expect(notes.getAttribute('rows')).toBe('6');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('Save PATCHes notes and end reason, shows Saving... then Saved, and caches the answer', async () => {
    vi.useFakeTimers();
    const saved = { ...baseCall, notes: 'Call back Monday', end_reason: 'completed' as const, updated_at: 2 };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'ok', total: 1, data: saved }), { status: 200 }),
    );
    const client = renderSidebar(baseCall);

    fireEvent.change(screen.getByPlaceholderText('Add notes about this conversation...'), {
      target: { value: 'Call back Monday' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/call/calls/c-1');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ notes: 'Call back Monday', end_reason: 'completed' });

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(client.getQueryData(callsQueryKeys.detail('c-1'))).toEqual(saved);

    fireEvent.change(screen.getByPlaceholderText('Add notes about this conversation...'), {
      target: { value: 'Call back Tuesday' },
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('Call Analysis: outcome, sentiment badge and additional info', () => {
    renderSidebar(baseCall);
    openTab('Call Analysis');
    expect(screen.getByTestId('call-outcome').textContent).toBe('Successful');
    const badge = screen.getByTestId('sentiment-badge');
    expect(badge.textContent).toBe('Positive');
    expect(badge.getAttribute('data-sentiment')).toBe('positive');
    expect(screen.getByText('Appointment Booked')).toBeTruthy();
    expect(screen.getByTestId('appointment-booked').textContent).toBe('Yes');
    expect(screen.getByTestId('appointment-date-time').textContent).toBe('Thursday 11:00 AM');
  });

  it("Call Analysis: a timestamp reads in the user's zone and format, not as ISO text", () => {
    const at = '2026-11-24T05:30:00.000Z';
    renderSidebar({ ...baseCall, call_analysis: { ...baseCall.call_analysis, date_time: at } });
    openTab('Call Analysis');
    const shown = screen.getByTestId('appointment-date-time').textContent;
    expect(shown).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
    expect(shown).not.toContain('T05:30');
  });

  it('Call Analysis: Unsuccessful, no sentiment badge, No and no Date/Time when absent', () => {
    renderSidebar({ ...baseCall, call_analysis: { call_successful: false } });
    openTab('Call Analysis');
    expect(screen.getByTestId('call-outcome').textContent).toBe('Unsuccessful');
    expect(screen.queryByTestId('sentiment-badge')).toBeNull();
    expect(screen.getByTestId('appointment-booked').textContent).toBe('No');
    expect(screen.queryByText('Date/Time')).toBeNull();
  });

  it('Summary: the detailed summary, or the fallback, and the call details', () => {
    renderSidebar({ ...baseCall, call_analysis: null });
    openTab('Summary');
    expect(screen.getByText('No detailed summary available for this conversation.')).toBeTruthy();
    expect(screen.getByTestId('call-detail-direction').textContent).toBe('Inbound');
    expect(screen.getByTestId('call-detail-from').textContent).toBe('+15550001111');
    expect(screen.getByTestId('call-detail-to').textContent).toBe('+15550002222');
    expect(screen.getByTestId('call-detail-duration').textContent).toBe('2m 5s');
  });

  it('Actions for a viewer: the end reason and notes shown read-only, no Save', () => {
    renderSidebar({ ...baseCall, notes: 'Called back on Monday' }, 'viewer');
    expect(screen.getAllByRole('radio').every((radio) => radio.hasAttribute('disabled'))).toBe(true);
    const notes = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    expect([notes.value, notes.readOnly]).toEqual(['Called back on Monday', true]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByTestId('read-only-note').textContent).toContain('view-only access');
  });
});
