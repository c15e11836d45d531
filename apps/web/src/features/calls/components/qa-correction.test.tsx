// @vitest-environment happy-dom
import type { QaCallReview, QaResultCorrection } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { ok } from '../testing/call-contact-fixtures.ts';
import { CallQaTab } from './call-qa-tab.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Issue #29 item 5: members mark a call's QA result right or wrong with a note, change or withdraw
// it; viewers see the corrections only.

const scorecardId = '0b6f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d';
const disclosureId = '1c7a3d2f-4e5b-4a6c-9d7e-8f9a0b1c2d3e';
const correctionUrl = `/api/call/calls/call-1/reviews/${scorecardId}/corrections/${disclosureId}`;

const marked: QaResultCorrection = {
  verdict: 'wrong',
  note: 'The disclosure was in the hold message.',
  corrected_by_name: 'ada',
  corrected_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  judged_outcome: 'failed',
  judged_scorecard_version: 2,
  is_current: true,
};

const reviewWith = (correction: QaResultCorrection | null): QaCallReview => ({
  call_id: 'call-1',
  scorecard_id: scorecardId,
  scorecard_name: 'Inbound calls',
  scorecard_version: 2,
  score: 0,
  passed: 0,
  failed: 1,
  reviewed_at: '2026-05-02T09:05:00.000Z',
  results: [
    {
      criterion_id: disclosureId,
      label: 'Recording disclosure',
      kind: 'phrase',
      weight: 1,
      outcome: 'failed',
      detail: 'The agent did not say "this call may be recorded" in its first 2 turns',
      evidence: { turn_index: null, quote: null, at_seconds: null },
      correction,
    },
  ],
});

describe('correcting a QA result', () => {
  const fetchMock = stubSignedInFetch();
  let correction: QaResultCorrection | null;
  let answer: (init: RequestInit) => Response;
  const writes: { method: string; path: string; body: unknown }[] = [];

  beforeEach(() => {
    correction = null;
    writes.length = 0;
    answer = (init) =>
      ok({
        ...marked,
        note: null,
        ...(init.method === 'PUT' ? JSON.parse(String(init.body)) : {}),
        call_id: 'call-1',
        scorecard_id: scorecardId,
        criterion_id: disclosureId,
      });
    fetchMock.mockImplementation(async (input, init = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/call/calls/call-1/reviews') return ok([reviewWith(correction)]);
      if (path === correctionUrl) {
        writes.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : null });
        return answer(init);
      }
      return Response.json({ error_message: 'unexpected' }, { status: 500 });
    });
  });
  afterEach(() => {
    cleanup();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  const open = (role: WorkspaceRole = 'member') =>
    renderRoutes(
      [
        {
          path: '/',
          element: <CallQaTab callId="call-1" hasRecording={false} canWrite={role !== 'viewer'} />,
        },
      ],
      '/',
      { role },
    );
  const controls = async () => screen.findByRole('group', { name: 'Correct “Recording disclosure”' });
  const reviewReads = () =>
    fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/call/calls/call-1/reviews')).length;

  it('marks a result wrong with a note: the exact body, a toast, and the reviews read again', async () => {
    open();
    const group = await controls();
    const wrong = within(group).getByRole('button', { name: 'Wrong' });
    expect(wrong.getAttribute('aria-pressed')).toBe('false');
    expect(wrong.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(wrong);
    const form = await screen.findByRole('dialog', { name: 'Mark “Recording disclosure” wrong' });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), {
      target: { value: '  The disclosure was in the hold message.  ' },
    });
    const before = reviewReads();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked “Recording disclosure” wrong'));
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: correctionUrl,
        body: { verdict: 'wrong', note: 'The disclosure was in the hold message.' },
      },
    ]);
    await waitFor(() => expect(reviewReads()).toBe(before + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks a result right without a note: the body holds the verdict alone', async () => {
    open();
    fireEvent.click(within(await controls()).getByRole('button', { name: 'Right' }));
    const form = await screen.findByRole('dialog', { name: 'Mark “Recording disclosure” right' });
    fireEvent.submit(within(form).getByRole('button', { name: 'Save' }).closest('form')!);
    await waitFor(() => expect(writes).toEqual([{ method: 'PUT', path: correctionUrl, body: { verdict: 'right' } }]));
  });

  it('shows the current correction (who, when, note), opens its form with the note, and withdraws it', async () => {
    correction = marked;
    open();
    const shown = await screen.findByTestId('qa-correction');
    expect(shown.textContent).toBe('Marked wrong by ada · 5 min agoThe disclosure was in the hold message.');
    const group = await controls();
    expect(within(group).getByRole('button', { name: 'Wrong' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Right' }));
    const form = await screen.findByRole('dialog', { name: 'Mark “Recording disclosure” right' });
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Note (optional)').value).toBe(marked.note);
    fireEvent.keyDown(within(form).getByLabelText('Note (optional)'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(group).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Correction of “Recording disclosure” withdrawn'));
    expect(writes).toEqual([{ method: 'DELETE', path: correctionUrl, body: null }]);
  });

  it('says when a correction judged an earlier result', async () => {
    correction = { ...marked, judged_outcome: 'passed', judged_scorecard_version: 1, is_current: false };
    open();
    expect((await screen.findByTestId('qa-correction')).textContent).toContain(
      'It judged an earlier result (passed, version 1); the call has been reviewed again since.',
    );
  });

  it('shows a viewer the corrections but no controls', async () => {
    correction = { ...marked, note: null };
    open('viewer');
    expect((await screen.findByTestId('qa-correction')).textContent).toBe('Marked wrong by ada · 5 min ago');
    expect(screen.queryByRole('group', { name: 'Correct “Recording disclosure”' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Right' })).toBeNull();
    cleanup();
    correction = null;
    open('viewer');
    await screen.findByTestId('qa-result');
    expect(screen.queryByTestId('qa-correction')).toBeNull();
  });

  it('says why a correction failed', async () => {
    answer = () => Response.json({ error_message: 'This call has no result for that criterion' }, { status: 404 });
    open();
    fireEvent.click(within(await controls()).getByRole('button', { name: 'Wrong' }));
    const form = await screen.findByRole('dialog', { name: 'Mark “Recording disclosure” wrong' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This call has no result for that criterion'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
