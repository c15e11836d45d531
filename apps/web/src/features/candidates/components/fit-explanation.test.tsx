// @vitest-environment happy-dom
import { FIT_EXCLUDED_TEXT } from '@agentdesk/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFit } from '../testing/make-candidate.ts';
import { FitExplanation } from './fit-explanation.tsx';

afterEach(cleanup);

describe('the explanation of a score', () => {
  it('says each part: the requirement, matched, partly or missing in words and by icon, the résumé sentence quoted, why, and the points', () => {
    render(<FitExplanation detail={{ fit: makeFit(), fit_status: 'scored', fit_error: null }} />);
    const parts = screen.getAllByTestId('fit-part');
    // Grouped by kind, in the order of the kinds: must-haves, nice-to-haves, skills, experience.
    expect(parts.map((part) => part.getAttribute('data-result'))).toEqual(['matched', 'missing', 'partial', 'matched']);
    expect(parts.map((part) => within(part).getByTestId('fit-part-result').textContent)).toEqual([
      'Matched',
      'Missing',
      'Partly',
      'Matched',
    ]);

    const skill = parts[2]!;
    expect(skill.textContent).toContain('PostgreSQL');
    expect(skill.textContent).toContain('Postgres is PostgreSQL');
    expect(within(skill).getByTestId('fit-part-evidence').textContent).toBe(
      '“Tuned Postgres queries for the billing team.”',
    );
    expect(skill.textContent).toContain('7.5 / 15 points');
    // The result is in words; the icon beside it is decoration.
    expect(skill.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(parts[1]!).queryByTestId('fit-part-evidence')).toBeNull();

    expect(screen.getByRole('heading', { name: 'Must-haves' })).toBeTruthy();
    expect(screen.getByTestId('fit-weights').textContent).toBe(
      'How it counts (of 100): Must-haves 40 · Skills 30 · Experience 20 · Nice-to-haves 5 · Location 5',
    );
    expect(screen.getByTestId('fit-excluded').textContent).toBe(FIT_EXCLUDED_TEXT);
  });

  it('says which line the language model raised, quoting the résumé, beside what the rules alone found', () => {
    const fit = makeFit();
    const raised = {
      kind: 'must_have' as const,
      requirement: 'Experience with support tooling',
      result: 'matched' as const,
      evidence: 'Ran the Zendesk queue for four regions.',
      reason: 'nothing about support, tooling',
      points: 20,
      max_points: 20,
      model: { rules_result: 'missing' as const, quote: 'Ran the Zendesk queue for four regions.' },
    };
    render(
      <FitExplanation
        detail={{ fit: { ...fit, parts: [raised, ...fit.parts] }, fit_status: 'scored', fit_error: null }}
      />,
    );
    const [line, ...others] = screen.getAllByTestId('fit-part');
    expect(within(line!).getByTestId('fit-part-result').textContent).toBe('Matched');
    expect(within(line!).getByTestId('fit-part-evidence').textContent).toBe(
      '“Ran the Zendesk queue for four regions.”',
    );
    expect(within(line!).getByTestId('fit-part-model').textContent).toBe(
      'Found by the language model, quoting the résumé below; the rules alone said Missing.',
    );
    expect(line!.textContent).toContain('the rules: nothing about support, tooling');
    for (const other of others) expect(within(other).queryByTestId('fit-part-model')).toBeNull();
  });

  it('says the résumé is being scored, or why it could not be', () => {
    render(<FitExplanation detail={{ fit: null, fit_status: 'pending', fit_error: null }} />);
    expect(screen.getByText('Reading and scoring the résumé…')).toBeTruthy();
    cleanup();
    render(<FitExplanation detail={{ fit: null, fit_status: 'failed', fit_error: 'The PDF is password-protected' }} />);
    expect(screen.getByRole('alert').textContent).toBe('The PDF is password-protected');
  });
});
