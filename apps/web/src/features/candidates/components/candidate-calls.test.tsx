// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RecruitingAgentContext } from '../../../lib/recruiting-agent.ts';
import { CandidateCalls } from './candidate-calls.tsx';

afterEach(cleanup);

describe("the candidate's calls with the recruiting agent", () => {
  it('lists each call by its type, time and outcome with its summary, opening it in Conversations, under the agent’s name', () => {
    render(
      <MemoryRouter>
        <RecruitingAgentContext value={{ id: 'agent_riley', name: 'Riley' }}>
          <CandidateCalls
            role="zara"
            calls={[
              {
                call_id: 'call_2',
                call_type: 'zara_interview_scheduling',
                start_timestamp: Date.UTC(2026, 10, 20, 9),
                duration_ms: 120_000,
                summary: 'Booked Tuesday at 11:00.',
                call_successful: true,
              },
              {
                call_id: 'call_1',
                call_type: 'zara_screening',
                start_timestamp: Date.UTC(2026, 10, 18, 9),
                duration_ms: 300_000,
                summary: null,
                call_successful: null,
              },
            ]}
          />
        </RecruitingAgentContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Calls with Riley' })).toBeTruthy();
    const items = within(screen.getByTestId('candidate-calls')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Zara interview scheduling call',
      'Zara screening call',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/zara/conversations?call_id=call_2');
    expect(items[0]!.textContent).toContain('Successful');
    expect(items[0]!.textContent).toContain('Booked Tuesday at 11:00.');
    expect(items[1]!.textContent).not.toContain('Successful');
  });

  it('names no agent in a workspace without one', () => {
    render(
      <MemoryRouter>
        <CandidateCalls
          role="zara"
          calls={[
            {
              call_id: 'call_1',
              call_type: 'zara_screening',
              start_timestamp: 0,
              duration_ms: 1,
              summary: null,
              call_successful: false,
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Calls with the candidate' })).toBeTruthy();
  });

  it('shows nothing for a candidate never called', () => {
    const { container } = render(
      <MemoryRouter>
        <CandidateCalls role="zara" calls={[]} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
