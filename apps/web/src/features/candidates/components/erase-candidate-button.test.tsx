// @vitest-environment happy-dom
import { candidateMessages, type CandidateFitDetail } from '@agentdesk/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecruitingAgentContext } from '../../../lib/recruiting-agent.ts';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { EraseCandidateButton } from './erase-candidate-button.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const call = (id: string) => ({
  call_id: id,
  call_type: 'zara_screening',
  start_timestamp: 0,
  duration_ms: 60_000,
  summary: null,
  call_successful: true,
});
const detailOf = (calls: number) =>
  ({
    candidate_id: 'cand_1',
    name: 'Meera Shah',
    calls: Array.from({ length: calls }, (_, i) => call(`call_${i}`)),
    other_applications: [],
  }) as unknown as CandidateFitDetail;

const erasure = (choice: string) => ({
  message: candidateMessages.erased,
  total: 1,
  data: {
    candidate_id: 'cand_1',
    applications: 1,
    calls_choice: choice,
    calls: 2,
    interviews_cancelled: 0,
    mails_cancelled: 0,
    conversations: 0,
  },
});

afterEach(() => {
  cleanup();
  toast.success.mockReset();
});

describe('erasing a candidate', () => {
  const fetchMock = stubSignedInFetch();
  const onErased = vi.fn();
  beforeEach(() => onErased.mockReset());
  const open = (calls: number) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RecruitingAgentContext value={{ id: 'agent_riley', name: 'Riley' }}>
          <EraseCandidateButton detail={detailOf(calls)} onErased={onErased} />
        </RecruitingAgentContext>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erase candidate' }));
    return screen.getByRole('dialog', { name: 'Erase Meera Shah?' });
  };
  const sentUrl = () => String(fetchMock.mock.calls.at(-1)![0]);

  it('asks what becomes of the calls, and says exactly what stays for each choice', async () => {
    fetchMock.mockImplementation(async () => Response.json(erasure('anonymise')));
    const dialog = open(2);
    const choice = within(dialog).getByRole('radiogroup', { name: 'Their 2 calls with Riley' });
    const erase = within(choice).getByRole('radio', {
      name: 'Erase the calls too: transcripts, recordings, numbers and analysis',
    });
    expect(erase.getAttribute('aria-checked')).toBe('true');
    const stays = within(dialog).getByTestId('erasure-what-stays');
    expect(stays.textContent).toBe(
      'What stays, without their name: the stage history (no reasons), the hiring counts, their interviews’ rounds and times, and the audit log.',
    );

    fireEvent.click(within(choice).getByRole('radio', { name: /^Keep the calls for the analytics/ }));
    expect(stays.textContent).toBe(
      'What stays, without their name: the stage history (no reasons), the hiring counts, their interviews’ rounds and times, the audit log, and their calls, with [name], [email] and [number] in place.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    expect(sentUrl()).toBe('/api/candidate/cand_1?calls=anonymise');
    expect(fetchMock.mock.calls.at(-1)![1]?.method).toBe('DELETE');
    expect(toast.success).toHaveBeenCalledWith(candidateMessages.erased);
  });

  it('erases a candidate never called without asking about calls', async () => {
    fetchMock.mockImplementation(async () => Response.json(erasure('erase')));
    const dialog = open(0);
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    expect(sentUrl()).toBe('/api/candidate/cand_1?calls=erase');
  });
});
