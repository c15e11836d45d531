// @vitest-environment happy-dom
import type { Call, QaCallReview } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { makeContact, ok } from '../testing/call-contact-fixtures.ts';

import { CallConversation } from './call-conversation.tsx';

/** GET /qa/scorecards's answer (no language model set up here). */
const scorecardList = (data: unknown[]) =>
  Response.json({ message: 'ok', total: data.length, data, questions_available: false });

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const words = (start: number) => [{ word: 'x', start, end: start + 1 }];

const call: Call = {
  call_id: 'call-1',
  agent_id: 'riley',
  direction: 'inbound',
  start_timestamp: Date.UTC(2026, 4, 2, 9, 0),
  duration_ms: 60_000,
  recording_url: '/api/recordings/call-1?exp=1&sig=x',
  transcript_object: [
    { role: 'agent', content: 'Hello, this is Riley from Acme.', words: words(0.5) },
    { role: 'user', content: 'Hi, I want to move my appointment.', words: words(4) },
    { role: 'agent', content: 'Sure, let me look that up.', words: words(12.5) },
    { role: 'user', content: 'Thanks, bye.', words: words(30) },
  ],
  notes: null,
  end_reason: null,
  updated_at: 1,
};

const review: QaCallReview = {
  call_id: 'call-1',
  scorecard_id: '0b6f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d',
  scorecard_name: 'Inbound calls',
  scorecard_version: 2,
  score: 75,
  passed: 1,
  failed: 1,
  reviewed_at: '2026-05-02T09:05:00.000Z',
  results: [
    {
      criterion_id: '1c7a3d2f-4e5b-4a6c-9d7e-8f9a0b1c2d3e',
      label: 'Recording disclosure',
      kind: 'phrase',
      weight: 1,
      outcome: 'failed',
      detail: 'The agent did not say "this call may be recorded" in its first 2 turns',
      evidence: { turn_index: null, quote: null, at_seconds: null },
    },
    {
      criterion_id: '2d8b4e3a-5f6c-4b7d-8e8f-9a0b1c2d3e4f',
      label: 'Looks it up',
      kind: 'phrase',
      weight: 3,
      outcome: 'passed',
      detail: 'The agent said "let me look that up" at 0:12',
      evidence: { turn_index: 2, quote: 'Sure, let me look that up.', at_seconds: 12.5 },
    },
    {
      criterion_id: '3e9c5f4b-6a7d-4c8e-9f0a-1b2c3d4e5f6a',
      label: 'Booked',
      kind: 'outcome',
      weight: 2,
      outcome: 'not_applicable',
      detail: 'The call has no post-call analysis yet',
      evidence: { turn_index: null, quote: null, at_seconds: null },
    },
  ],
};

describe('the QA tab of a call', () => {
  const fetchMock = stubSignedInFetch();
  let reviews: () => Response;
  let scorecards: () => Response;

  beforeEach(() => {
    reviews = () => ok([review]);
    scorecards = () => Response.json({ error_message: 'unexpected' }, { status: 500 });
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/qa/scorecards') return scorecards();
      if (path === '/api/call/calls/call-1/contact') return ok(makeContact());
      if (path === '/api/call/calls/call-1/messages') return ok([]);
      if (path === '/api/call/calls/call-1/reviews') return reviews();
      return Response.json({ error_message: 'unexpected' }, { status: 500 });
    });
    // happy-dom neither plays media nor scrolls: stand-ins that record what was asked.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(cleanup);

  const open = async (role: WorkspaceRole = 'member', shown: Call = call) => {
    renderRoutes(
      [
        {
          path: '/conversations',
          element: <CallConversation call={shown} agentName="Riley" onBack={() => undefined} />,
        },
      ],
      '/conversations',
      { role },
    );
    // Radix Tabs switch on mousedown (with the primary button) rather than click.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'QA' }), { button: 0 });
  };

  const stubAudio = () => {
    const audio = screen.getByTestId<HTMLAudioElement>('call-audio');
    let time = 0;
    Object.defineProperty(audio, 'currentTime', {
      configurable: true,
      get: () => time,
      set: (v: number) => (time = v),
    });
    audio.play = vi.fn(() => Promise.resolve());
    return audio;
  };

  it("lists each scorecard's score, counts and results with their outcome, detail, quote and time", async () => {
    // As a viewer: a member's Right and Wrong controls (qa-correction.test.tsx) add to each result.
    await open('viewer');
    const card = await screen.findByTestId('qa-review');
    expect(within(card).getByRole('heading', { name: 'Inbound calls' })).toBeTruthy();
    expect(within(card).getByTestId('qa-score').textContent).toBe('75');
    expect(card.textContent).toContain('1 passed · 1 failed · 1 not applicable');
    const results = within(card).getAllByTestId('qa-result');
    expect(results.map((result) => result.textContent)).toEqual([
      'FailedRecording disclosureThe agent did not say "this call may be recorded" in its first 2 turns',
      'PassedLooks it up0:12The agent said "let me look that up" at 0:12“Sure, let me look that up.”, play from 0:12',
      'Not applicableBookedThe call has no post-call analysis yet',
    ]);
    // Only a result with a moment is a button.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'PassedLooks it up0:12The agent said "let me look that up" at 0:12“Sure, let me look that up.”, play from 0:12',
    ]);
  });

  it('plays the recording from the chosen result and highlights its turn, marked current', async () => {
    await open();
    const audio = stubAudio();
    fireEvent.click(await screen.findByRole('button', { name: /^Passed ?Looks it up.*, play from 0:12$/ }));
    await act(async () => undefined);
    expect(audio.currentTime).toBe(12.5);
    expect(audio.play).toHaveBeenCalledTimes(1);
    const turn = screen.getAllByTestId('message')[2]!;
    expect(turn.textContent).toContain('Sure, let me look that up.');
    expect(turn.getAttribute('aria-current')).toBe('location');
    expect(within(turn).getByText('QA evidence')).toBeTruthy();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(screen.getAllByTestId('message').filter((m) => m.getAttribute('aria-current') === 'location')).toHaveLength(
      1,
    );
  });

  it('only highlights the turn when the call has no recording', async () => {
    await open('member', { ...call, recording_url: null });
    expect(screen.queryByTestId('call-audio')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /^Passed ?Looks it up.*, show the turn$/ }));
    await waitFor(() => expect(screen.getAllByTestId('message')[2]!.getAttribute('aria-current')).toBe('location'));
  });

  it('shows "—" when no criterion applied', async () => {
    reviews = () => ok([{ ...review, score: null, passed: 0, failed: 0, results: [review.results[2]!] }]);
    await open();
    expect((await screen.findByTestId('qa-score')).textContent).toBe('—');
    expect(screen.getByText('No criterion applied')).toBeTruthy();
  });

  it('says when no scorecard reviews the call, with a link to set them up for members only', async () => {
    reviews = () => ok([]);
    await open('member');
    expect(await screen.findByText('No scorecard reviews this call yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up scorecards' }).getAttribute('href')).toBe('/quality');
    cleanup();
    await open('viewer');
    expect(await screen.findByText('No scorecard reviews this call yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Set up scorecards' })).toBeNull();
  });

  it('says when the reviews failed to load, and retries', async () => {
    reviews = () => Response.json({ error_message: 'The reviews are unavailable' }, { status: 503 });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the reviews.');
    expect(alert.textContent).toContain('The reviews are unavailable');
    reviews = () => ok([review]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('qa-review')).toBeTruthy();
  });

  it('offers what usually fixes a failed criterion, folded under "How to fix"', async () => {
    const [disclosure, looksUp] = review.results;
    scorecards = () =>
      scorecardList([
        {
          id: review.scorecard_id,
          name: 'Inbound calls',
          agent_ids: ['riley'],
          agent_versions: null,
          version: 2,
          criteria: [
            {
              id: disclosure!.criterion_id,
              position: 0,
              label: 'Recording disclosure',
              weight: 1,
              config: {
                kind: 'phrase',
                rule: 'must_say',
                phrases: ['this call may be recorded'],
                speaker: 'agent',
                within: 'first_turns',
                turns: 2,
              },
            },
            {
              id: looksUp!.criterion_id,
              position: 1,
              label: 'Looks it up',
              weight: 3,
              config: {
                kind: 'phrase',
                rule: 'must_say',
                phrases: ['let me look that up'],
                speaker: 'agent',
                within: 'anywhere',
                turns: 2,
              },
            },
          ],
          webhook_url: null,
          webhook_secret: null,
          created_at: '2026-05-01T09:00:00.000Z',
          updated_at: '2026-05-02T09:00:00.000Z',
        },
      ]);
    await open();
    const toggle = await screen.findByRole('button', { name: 'How to fix Recording disclosure' });
    // Only the failed result offers it.
    expect(screen.getAllByRole('button', { name: /^How to fix/ })).toHaveLength(1);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('qa-fix')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('qa-fix').textContent).toBe(
      'The agent leaves out something it must say' +
        "Required sentences (a recording disclosure, the agent's name, a closing question) belong in the prompt as fixed text at the right step, not as a guideline. Check the agent's opening or closing in the evidence and compare agent versions: a prompt edit often drops them." +
        "Where: The agent's prompt",
    );
  });
});
