// @vitest-environment happy-dom
import { demoCallMessages } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { queryClientAs } from '../../../test/workspaces.ts';
import { CallSection } from './call-section.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const renderSection = (role: WorkspaceRole = 'member') =>
  render(
    <QueryClientProvider client={queryClientAs(role)}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <CallSection /> }])} />
    </QueryClientProvider>,
  );

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const providerStatus = (canPlace: boolean) => {
  const data = { can_place_calls: canPlace, call_types: canPlace ? ['zara_screening'] : [] };
  return json(200, { message: 'ok', total: 1, data });
};
/** The provider status for every GET, `post` for the POST that places the call. */
const answering =
  (canPlace: boolean, post: () => Response) => async (_url: string | URL | Request, init?: RequestInit) =>
    init?.method === 'POST' ? post() : providerStatus(canPlace);

const initiate = () => fireEvent.click(screen.getByRole('button', { name: 'Initiate a Call' }));
const countryButton = () => screen.getByTestId('country-select-trigger');
const numberField = () => screen.getByLabelText<HTMLInputElement>('Phone number');
const callTypeField = () => screen.getByRole('combobox', { name: 'Call type' });
/** The text of the message a field names with aria-describedby. */
const describedText = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

const chooseCountry = (name: RegExp) => {
  fireEvent.click(countryButton());
  fireEvent.click(screen.getAllByRole('option', { name })[0]!);
};
const chooseCallType = (name: string) => {
  fireEvent.keyDown(callTypeField(), { key: 'ArrowDown' });
  fireEvent.click(screen.getByRole('option', { name }));
};
const fillIn = () => {
  chooseCountry(/United States/);
  fireEvent.change(numberField(), { target: { value: '4155550123' } });
  chooseCallType('Zara screening call');
};

const posts = (fetchMock: ReturnType<typeof stubSignedInFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('CallSection', () => {
  const fetchMock = stubSignedInFetch();
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('says what is missing beside each field, focuses the first, and sends nothing until all is chosen', async () => {
    fetchMock.mockImplementation(async () => providerStatus(true));
    renderSection();
    expect(countryButton().getAttribute('aria-describedby')).toBeNull();

    initiate();
    expect(describedText(countryButton())).toBe(demoCallMessages.noCountry);
    expect(countryButton().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(callTypeField())).toBe(demoCallMessages.noCallType);
    expect(callTypeField().getAttribute('aria-invalid')).toBe('true');
    // The number cannot be judged without a country: its field is disabled and says nothing yet.
    expect(numberField().getAttribute('aria-describedby')).toBeNull();
    expect(document.activeElement).toBe(countryButton());

    chooseCountry(/United States/);
    expect(countryButton().getAttribute('aria-describedby')).toBeNull();
    expect(describedText(numberField())).toBe(demoCallMessages.noNumber);
    initiate();
    expect(document.activeElement).toBe(numberField());

    fireEvent.change(numberField(), { target: { value: '98234' } });
    expect(describedText(numberField())).toBe(demoCallMessages.invalidNumber);
    initiate();
    expect(document.activeElement).toBe(numberField());

    fireEvent.change(numberField(), { target: { value: '4155550123' } });
    expect(describedText(numberField())).toBe('Valid phone number');
    initiate();
    expect(document.activeElement).toBe(callTypeField());
    expect(posts(fetchMock)).toEqual([]);

    chooseCallType('Zara screening call');
    expect(callTypeField().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(demoCallMessages.noCallType)).toBeNull();
  });

  it('without a provider says that nothing was dialled and how to configure one, with no toast', async () => {
    fetchMock.mockImplementation(answering(false, () => json(409, { error_message: demoCallMessages.noProvider })));
    renderSection();
    await screen.findByText('No voice provider is configured for this workspace: no call will be dialled.');
    fillIn();
    initiate();
    const notice = await screen.findByTestId('no-provider');
    expect(notice.textContent).toBe(demoCallMessages.noProvider);
    expect(notice.textContent).toContain('RETELL_CALL_AGENTS');
    expect(within(notice.parentElement!).getByText('Nothing was dialled.')).toBeTruthy();
    const sent = JSON.parse(String(posts(fetchMock)[0]?.[1]?.body));
    expect(sent).toEqual({ country_code: 'US', number: '4155550123', call_type: 'zara_screening' });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByTestId('call-progress')).toBeNull();
  });

  it("shows the provider's refusal in place, and no 'Call initiated'", async () => {
    const refusal = 'The voice provider refused the call: Insufficient balance';
    fetchMock.mockImplementation(answering(true, () => json(502, { error_message: refusal })));
    renderSection();
    fillIn();
    initiate();
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.queryByTestId('no-provider')).toBeNull();
  });

  it('a viewer cannot place a demo call, and is told who can', () => {
    fetchMock.mockImplementation(async () => providerStatus(true));
    renderSection('viewer');
    expect(screen.getByRole('button', { name: 'Initiate a Call' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Only members and admins of this workspace place demo calls.')).toBeTruthy();
  });
});

describe('CallSection with a voice provider: the call placed and its progress', () => {
  const fetchMock = stubSignedInFetch();
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  /** The calls stream as the server sends it: events are pushed by the test. */
  const openStream = () => {
    let push: (text: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        push = (text) => controller.enqueue(encoder.encode(text));
        push(': connected\n\n');
      },
    });
    const item = {
      ...{ call_id: 'call_1', agent_id: 'agent_zara', direction: 'outbound', start_timestamp: 1 },
      ...{ from_number: '+14155550100', to_number: '+14155550123', duration_ms: null, disconnection_reason: null },
      ...{ call_successful: null, sentiment: null, call_summary: null, has_recording: false },
    };
    const event = (call: Record<string, unknown>) => `event: call\ndata: ${JSON.stringify({ ...item, ...call })}\n\n`;
    return {
      response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
      send: (change: Record<string, unknown>) => push(event(change)),
      other: () => push(event({ call_id: 'call_other', call_status: 'ended' })),
    };
  };

  it("toasts 'Call initiated' once the provider took it, then follows it to ongoing and ended", async () => {
    const stream = openStream();
    const placed = { call_id: 'call_1', call_status: 'registered', to_number: '+14155550123' };
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return json(201, { message: 'Call initiated', total: 1, data: placed });
      if (String(url).endsWith('/call/calls/stream')) return stream.response;
      // Not reported by the provider yet.
      if (String(url).endsWith('/call/calls/call_1')) return json(404, { error_message: 'Call not found' });
      return providerStatus(true);
    });
    renderSection();
    await screen.findByText('The voice provider dials the number; the call then appears in Conversations.');
    fillIn();
    initiate();

    const progress = await screen.findByTestId('call-progress');
    expect(toast.success).toHaveBeenCalledWith(demoCallMessages.initiated);
    expect(within(progress).getByRole('heading').textContent).toBe('Call to +1 415 555 0123');
    const step = () => within(progress).getByRole('listitem', { current: 'step' }).textContent;
    expect(step()).toBe('OngoingWaiting for the call to connect…');
    const [initiated] = within(progress).getAllByRole('listitem');
    expect(initiated!.textContent).toBe('InitiatedThe voice provider accepted the call.');
    expect(within(progress).queryByRole('link')).toBeNull();
    const isStreaming = () => fetchMock.mock.calls.some(([url]) => String(url).endsWith('/call/calls/stream'));
    await waitFor(() => expect(isStreaming()).toBe(true));

    stream.other();
    stream.send({ call_status: 'ongoing' });
    await waitFor(() => expect(step()).toBe('OngoingThe call is connected.'));
    expect(progress.getAttribute('data-stage')).toBe('ongoing');
    const link = within(progress).getByRole('link', { name: 'Open in Conversations' });
    expect(link.getAttribute('href')).toBe('/conversations?call_id=call_1');

    stream.send({ call_status: 'ended', duration_ms: 42_000, disconnection_reason: 'user_hangup' });
    await waitFor(() => expect(step()).toBe('EndedThe call ended after 0m 42s · User hung up.'));
    expect(within(progress).getByRole('status').textContent).toBe('Ended: The call ended after 0m 42s · User hung up.');
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
