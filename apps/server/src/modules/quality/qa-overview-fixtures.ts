import type { QaScorecard } from '@agentdesk/shared';
import { deliver, drain, NOW, qaApi, scorecardBody, spokenCall, type TwoWorkspaces } from './qa-fixtures.ts';

// Calls on fixed UTC days for the overview's and the call list's QA tests: `D0` is five days before
// today (at midnight UTC), the span is D0 − 2 … D0 and the one before it D0 − 5 … D0 − 3.

export const DAY = 86_400_000;
export const TODAY = Math.floor(NOW / DAY) * DAY;
export const D0 = TODAY - 5 * DAY;
/** Noon of the day `offset` days from D0. */
export const noon = (offset: number) => D0 + offset * DAY + 12 * 3_600_000;
export const dayText = (offset: number) => new Date(D0 + offset * DAY).toISOString().slice(0, 10);

export type OverviewCards = { screening: QaScorecard; loans: QaScorecard };

/**
 * Zara's calls reviewed by "Screening quality" (disclosure 3, silence 2, success 1) and "Loans"
 * (silence 2, success 1, also the loan agent's), plus a call of an agent no scorecard reviews.
 * In the span: q_disc (v1, no disclosure: 50 and 100), q_ok1 (v1: 100, 100), q_ok2 (v2: 100, 100),
 * q_gap (v2, a 7 s silence: 66.7 and 33.3), q_loan (loans only: 100); q_none (no review).
 * Before it: q_old1 and q_old2 (v1, no disclosure: 50 and 100 each).
 */
export const seedOverviewCalls = async ({ t, ownerA }: Pick<TwoWorkspaces, 't' | 'ownerA'>) => {
  const noDisclosure = { greeting: 'Hello this is Zara' };
  const calls = [
    spokenCall('q_disc', { agentVersion: 1, startedAt: noon(-2), ...noDisclosure }),
    spokenCall('q_ok1', { agentVersion: 1, startedAt: noon(-2) + 60_000 }),
    spokenCall('q_ok2', { agentVersion: 2, startedAt: noon(0) }),
    spokenCall('q_gap', { agentVersion: 2, startedAt: noon(0) + 60_000, gapSeconds: 7 }),
    spokenCall('q_loan', { agentId: 'loan-qualifier', startedAt: noon(-1) }),
    spokenCall('q_none', { agentId: 'nobody', startedAt: noon(-1) + 60_000 }),
    spokenCall('q_old1', { agentVersion: 1, startedAt: noon(-4), ...noDisclosure }),
    spokenCall('q_old2', { agentVersion: 1, startedAt: noon(-4) + 60_000, ...noDisclosure }),
  ];
  for (const call of calls) await deliver(t, call);
  const asA = qaApi(t, ownerA);
  const screening = (await asA('POST', '/qa/scorecards', scorecardBody())).json<{ data: QaScorecard }>().data;
  const loans = (
    await asA(
      'POST',
      '/qa/scorecards',
      scorecardBody({
        name: 'Loans',
        agent_ids: ['loan-qualifier', 'zara'],
        criteria: scorecardBody().criteria.slice(1),
      }),
    )
  ).json<{ data: QaScorecard }>().data;
  await drain(t);
  return { screening, loans } satisfies OverviewCards;
};
