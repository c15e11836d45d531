// @vitest-environment happy-dom
import type { QaCriterionAgreement } from '@agentdesk/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { ScorecardAgreement } from './scorecard-agreement.tsx';

// Issue #29 item 5: each scorecard shows how often people agreed with each criterion's automatic
// results; a criterion under 70 % is one to rewrite.

const scorecardId = '0b6f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d';

const row = (label: string, corrections: number, agreed: number, outdated = 0): QaCriterionAgreement => ({
  criterion_id: crypto.randomUUID(),
  label,
  corrections,
  agreed,
  agreement_rate: corrections === 0 ? null : agreed / corrections,
  outdated,
});

describe('agreement per criterion', () => {
  const fetchMock = stubSignedInFetch();
  let answer: () => Response;

  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === `/api/qa/scorecards/${scorecardId}/agreement`) return answer();
      return Response.json({ error_message: 'unexpected' }, { status: 500 });
    });
  });
  afterEach(cleanup);

  const open = () =>
    renderRoutes(
      [{ path: '/', element: <ScorecardAgreement scorecardId={scorecardId} scorecardName="Inbound calls" /> }],
      '/',
      { role: 'viewer' },
    );

  it('says how often people agreed, and marks the criteria under 70 % as worth rewriting', async () => {
    const data = [
      row('Recording disclosure', 10, 8),
      row('Few interruptions', 3, 2, 2),
      row('Booked', 0, 0),
      row('Polite', 1, 1),
    ];
    answer = () => Response.json({ message: 'ok', total: data.length, data });
    open();
    const section = await screen.findByRole('region', {
      name: 'Agreement with the automatic results of Inbound calls',
    });
    const items = await within(section).findAllByTestId('criterion-agreement');
    expect(items.map((item) => item.textContent)).toEqual([
      'Recording disclosurePeople agreed 8 of 10 times (80%)',
      'Few interruptionsPeople agreed 2 of 3 times (67%)Worth rewriting(2 corrections of an earlier result not counted)',
      'BookedNo corrections yet',
      'PolitePeople agreed 1 of 1 time (100%)',
    ]);
    expect(within(section).getAllByText('Worth rewriting')).toHaveLength(1);
  });

  it('shows a skeleton while loading, and says when the agreement failed to load, with a retry', async () => {
    answer = () => Response.json({ error_message: 'The database is unavailable' }, { status: 503 });
    open();
    expect(screen.getByRole('status', { name: 'Loading the agreement' })).toBeTruthy();
    expect(await screen.findByText('The agreement could not be loaded.')).toBeTruthy();
    const data = [row('Recording disclosure', 0, 0)];
    answer = () => Response.json({ message: 'ok', total: 1, data });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('criterion-agreement')).textContent).toBe(
      'Recording disclosureNo corrections yet',
    );
  });
});
