import type { QaCallReview, QaCriterionAgreement, QaScorecard } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { forgetCalls } from '../calls/index.ts';
import { deliver, drain, openQaApp, qaApi, scorecardBody, spokenCall, type TwoWorkspaces } from './qa-fixtures.ts';

// Issue #29 item 5: how often people agreed with each criterion's automatic results, and what a
// correction becomes when the call is reviewed again with another outcome (it stays, judging an
// older result, and counts no more), or when its criterion or its call's transcript goes.
let { t, ownerA, wsA } = {} as TwoWorkspaces;
let asA: ReturnType<typeof qaApi>;
let scorecard: QaScorecard;
let ids: { disclosure: string; silence: string; successful: string };

beforeAll(async () => {
  ({ t, ownerA, wsA } = await openQaApp());
  asA = qaApi(t, ownerA);
  for (const callId of ['g_1', 'g_2', 'g_3', 'g_4']) await deliver(t, spokenCall(callId));
  // Seven seconds of silence: fails "No long silence" (at most 5 s) until the threshold is raised.
  await deliver(t, spokenCall('g_silent', { gapSeconds: 7 }));
  scorecard = (await asA('POST', '/qa/scorecards', scorecardBody())).json().data as QaScorecard;
  const [disclosure, silence, successful] = scorecard.criteria;
  ids = { disclosure: disclosure!.id, silence: silence!.id, successful: successful!.id };
  await drain(t);
});
afterAll(() => t.close());

const mark = async (callId: string, criterionId: string, verdict: 'right' | 'wrong') => {
  const url = `/call/calls/${callId}/reviews/${scorecard.id}/corrections/${criterionId}`;
  const response = await asA('PUT', url, { verdict });
  expect(response.statusCode, response.body).toBe(200);
};
const agreement = async () => {
  const response = await asA('GET', `/qa/scorecards/${scorecard.id}/agreement`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as QaCriterionAgreement[]).map((row) => [
    row.label,
    row.corrections,
    row.agreed,
    row.agreement_rate,
    row.outdated,
  ]);
};
const correctionOf = async (callId: string, criterionId: string) => {
  const reviews = (await asA('GET', `/call/calls/${callId}/reviews`)).json().data as QaCallReview[];
  return reviews[0]?.results.find((result) => result.criterion_id === criterionId)?.correction;
};

describe('agreement with the automatic results', () => {
  it('says "no corrections" for every criterion at first', async () => {
    expect(await agreement()).toEqual([
      ['Recording disclosure', 0, 0, null, 0],
      ['No long silence', 0, 0, null, 0],
      ['Call successful', 0, 0, null, 0],
    ]);
  });

  it('counts, per criterion, the corrections and how many agreed; a result marked again counts once', async () => {
    for (const callId of ['g_1', 'g_2', 'g_3']) await mark(callId, ids.disclosure, 'right');
    await mark('g_4', ids.disclosure, 'wrong');
    await mark('g_1', ids.silence, 'wrong');
    await mark('g_2', ids.silence, 'wrong');
    await mark('g_silent', ids.silence, 'right');
    expect(await agreement()).toEqual([
      ['Recording disclosure', 4, 3, 0.75, 0],
      ['No long silence', 3, 1, 1 / 3, 0],
      ['Call successful', 0, 0, null, 0],
    ]);
    await mark('g_4', ids.disclosure, 'right');
    const withdrawn = await asA('DELETE', `/call/calls/g_3/reviews/${scorecard.id}/corrections/${ids.disclosure}`);
    expect(withdrawn.statusCode).toBe(200);
    expect((await agreement())[0]).toEqual(['Recording disclosure', 3, 3, 1, 0]);
  });

  it('keeps a correction through a re-review: it judged an older result when the outcome changed, and counts no more', async () => {
    const [disclosure, silence, successful] = scorecard.criteria;
    const raised = scorecardBody({
      criteria: [
        disclosure!,
        {
          ...silence!,
          config: { kind: 'measure', measure: 'longest_silence_seconds', comparator: 'at_most', threshold: 10 },
        },
        successful!,
      ],
    });
    expect((await asA('PUT', `/qa/scorecards/${scorecard.id}`, raised)).statusCode).toBe(200);
    await drain(t);
    const reviews = (await asA('GET', '/call/calls/g_silent/reviews')).json().data as QaCallReview[];
    expect(reviews[0]).toMatchObject({ scorecard_version: 2, failed: 0 });
    // The silence of g_silent now passes: the correction judged "failed" at version 1.
    expect(await correctionOf('g_silent', ids.silence)).toMatchObject({
      verdict: 'right',
      judged_outcome: 'failed',
      judged_scorecard_version: 1,
      is_current: false,
    });
    // g_1's silence passed before and passes still: its correction still judges the result.
    expect(await correctionOf('g_1', ids.silence)).toMatchObject({
      verdict: 'wrong',
      judged_outcome: 'passed',
      judged_scorecard_version: 1,
      is_current: true,
    });
    expect((await agreement())[1]).toEqual(['No long silence', 2, 0, 0, 1]);

    // Marked again, it judges the new result.
    await mark('g_silent', ids.silence, 'right');
    expect(await correctionOf('g_silent', ids.silence)).toMatchObject({
      judged_outcome: 'passed',
      judged_scorecard_version: 2,
      is_current: true,
    });
    expect((await agreement())[1]).toEqual(['No long silence', 3, 1, 1 / 3, 0]);
  });

  it('removes the corrections of a criterion taken out of the scorecard, and of an anonymised call', async () => {
    const [disclosure, silence] = scorecard.criteria;
    const shorter = scorecardBody({ criteria: [disclosure!, silence!] });
    expect((await asA('PUT', `/qa/scorecards/${scorecard.id}`, shorter)).statusCode).toBe(200);
    const gone = await asA('PUT', `/call/calls/g_2/reviews/${scorecard.id}/corrections/${ids.successful}`, {
      verdict: 'right',
    });
    expect(gone.json().error_message).toBe('Criterion not found');
    const count = async (where: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from qa_corrections where workspace_id = ${wsA} and ${where}`,
        ),
      )[0]!.n;
    expect(await count(sql`criterion_id = ${ids.successful}`)).toBe(0);
    expect(await count(sql`call_id = 'g_1'`)).toBe(2);
    await t.database.db.transaction((tx) =>
      forgetCalls(tx, { workspaceId: wsA, callIds: ['g_1'], choice: 'anonymise', redact: () => '[redacted]' }),
    );
    expect(await count(sql`call_id = 'g_1'`)).toBe(0);
    expect(await count(sql`true`)).toBeGreaterThan(0);
  });
});
