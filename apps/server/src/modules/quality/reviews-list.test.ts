import type { QaReviewListItem, QaReviewsPage, QaScorecard } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliver,
  drain,
  expectAggregatesMatchRecount,
  HOUR,
  NOW,
  openQaApp,
  qaApi,
  scorecardBody,
  spokenCall,
  type TwoWorkspaces,
} from './qa-fixtures.ts';

// Issue #29 item 6: the API lists reviews with filters, newest call first, in stable cursor pages;
// and the QA page's aggregates stay equal to a count from scratch as reviews come, change and go.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;
let asA: ReturnType<typeof qaApi>;
let card: QaScorecard;
let loanCard: QaScorecard;

/** Twelve calls of zara an hour apart (versions 1 and 2, every third one failing the disclosure), two of the loan agent. */
const seed = async () => {
  for (let i = 0; i < 12; i++)
    await deliver(
      t,
      spokenCall(`l_${String(i).padStart(2, '0')}`, {
        agentVersion: 1 + (i % 2),
        startedAt: NOW - (i + 1) * HOUR,
        ...(i % 3 === 0 ? { greeting: 'Hello this is Zara' } : {}),
        ...(i % 4 === 0 ? { gapSeconds: 7 } : {}),
      }),
    );
  for (const id of ['l_loan_1', 'l_loan_2'])
    await deliver(t, spokenCall(id, { agentId: 'loan-qualifier', startedAt: NOW - 2 * HOUR }));
};

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB } = await openQaApp());
  asA = qaApi(t, ownerA);
  await seed();
  card = (await asA('POST', '/qa/scorecards', scorecardBody())).json().data as QaScorecard;
  loanCard = (
    await asA('POST', '/qa/scorecards', scorecardBody({ name: 'Loans', agent_ids: ['loan-qualifier', 'zara'] }))
  ).json().data as QaScorecard;
  await drain(t);
});
afterAll(() => t.close());

const list = async (query = '', token = ownerA) => {
  const response = await qaApi(t, token)('GET', `/qa/reviews${query}`);
  return { status: response.statusCode, json: response.json<{ data: QaReviewsPage; error_message?: string }>() };
};
const keys = (reviews: QaReviewListItem[]) =>
  reviews.map((r) => `${r.call_id}/${r.scorecard_id === card.id ? 'S' : 'L'}`);

describe('the review list', () => {
  it('lists every review, newest call first, then by call and scorecard', async () => {
    const { status, json } = await list('?limit=100');
    expect(status).toBe(200);
    const { reviews, next_cursor } = json.data;
    expect(reviews).toHaveLength(12 * 2 + 2);
    expect(next_cursor).toBeNull();
    const order = reviews.map((r) => [-r.start_timestamp, r.call_id, r.scorecard_id]);
    const sorted = [...order].sort((a, b) =>
      a[0] !== b[0] ? Number(a[0]) - Number(b[0]) : a[1] !== b[1] ? (a[1]! < b[1]! ? 1 : -1) : a[2]! < b[2]! ? 1 : -1,
    );
    expect(order).toEqual(sorted);
    const first = reviews.find((r) => r.call_id === 'l_00' && r.scorecard_id === card.id)!;
    expect(first).toMatchObject({
      agent_id: 'zara',
      agent_version: 1,
      start_timestamp: NOW - HOUR,
      scorecard_name: 'Screening quality',
      score: 16.7,
      passed: 1,
      failed: 2,
    });
    expect(first.failed_criteria.map((c) => c.label)).toEqual(['Recording disclosure', 'No long silence']);
  });

  it('pages with an opaque cursor, without repeats or gaps', async () => {
    const all = (await list('?limit=100')).json.data.reviews;
    const seen: QaReviewListItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: QaReviewsPage = (await list(`?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json
        .data;
      expect(page.reviews.length).toBeLessThanOrEqual(5);
      seen.push(...page.reviews);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(6);
    expect(keys(seen)).toEqual(keys(all));
  });

  it('filters by scorecard, agent, version, failed criterion, score and call time', async () => {
    const zaraOnly = (await list(`?scorecard_id=${card.id}&limit=100`)).json.data.reviews;
    expect(zaraOnly).toHaveLength(12);
    const loans = (await list(`?agent_id=loan-qualifier&limit=100`)).json.data.reviews;
    expect(keys(loans).sort()).toEqual(['l_loan_1/L', 'l_loan_2/L']);
    const versionTwo = (await list(`?scorecard_id=${card.id}&agent_version=2&limit=100`)).json.data.reviews;
    expect(versionTwo.map((r) => r.call_id)).toEqual(['l_01', 'l_03', 'l_05', 'l_07', 'l_09', 'l_11']);
    const disclosure = card.criteria[0]!.id;
    const failedDisclosure = (await list(`?failed_criterion_id=${disclosure}&limit=100`)).json.data.reviews;
    expect(failedDisclosure.map((r) => r.call_id)).toEqual(['l_00', 'l_03', 'l_06', 'l_09']);
    const perfect = (await list(`?scorecard_id=${card.id}&min_score=100&limit=100`)).json.data.reviews;
    expect(perfect.map((r) => r.call_id)).toEqual(['l_01', 'l_02', 'l_05', 'l_07', 'l_10', 'l_11']);
    const low = (await list(`?scorecard_id=${card.id}&max_score=50&limit=100`)).json.data.reviews;
    expect(low.map((r) => r.score)).toEqual([16.7, 50, 50, 50]);
    const window = (await list(`?scorecard_id=${card.id}&from=${NOW - 3 * HOUR}&to=${NOW - 2 * HOUR}`)).json.data;
    expect(window.reviews.map((r) => r.call_id)).toEqual(['l_01', 'l_02']);
  });

  it('refuses bad queries with 400 and the reason', async () => {
    const cases: [string, string][] = [
      ['?limit=101', 'limit must be 1 to 100'],
      ['?min_score=101', 'min_score must be 0 to 100'],
      ['?min_score=80&max_score=20', 'min_score must not be above max_score'],
      [`?from=${NOW}&to=${NOW - HOUR}`, 'from must not be after to'],
      ['?scorecard_id=nope', 'scorecard_id must be a UUID'],
      ['?cursor=bm90LWEtY3Vyc29y', 'cursor is not one this list gave'],
    ];
    for (const [query, message] of cases) {
      const { status, json } = await list(query);
      expect(status, query).toBe(400);
      expect(json.error_message).toContain(message);
    }
  });

  it('answers 404 to another workspace filtering by this one’s scorecard or criterion, and lists none of its reviews', async () => {
    const byScorecard = await list(`?scorecard_id=${card.id}`, ownerB);
    expect(byScorecard.status).toBe(404);
    expect(byScorecard.json.error_message).toBe('Scorecard not found');
    const byCriterion = await list(`?failed_criterion_id=${card.criteria[0]!.id}`, ownerB);
    expect(byCriterion.status).toBe(404);
    expect(byCriterion.json.error_message).toBe('Criterion not found');
    expect((await list('', ownerB)).json.data).toEqual({ reviews: [], next_cursor: null });
  });
});

describe('the QA aggregates', () => {
  it('equal a count from scratch after inserts, replacements and a scorecard change', async () => {
    const first = await expectAggregatesMatchRecount(t, wsA);
    expect(first.scores.length).toBeGreaterThan(0);
    expect(first.criteria.length).toBeGreaterThan(0);
    // Replacements: calls whose transcript and outcome change, one moved to another day.
    await deliver(t, spokenCall('l_00', { agentVersion: 1, startedAt: NOW - HOUR, gapSeconds: 0.5 }));
    await deliver(t, spokenCall('l_03', { agentVersion: 2, startedAt: NOW - 30 * HOUR, successful: false }));
    await drain(t);
    await expectAggregatesMatchRecount(t, wsA);
    // A scorecard change: a criterion removed, one reweighed, a version filter.
    const [disclosure, silence] = loanCard.criteria;
    await asA(
      'PUT',
      `/qa/scorecards/${loanCard.id}`,
      scorecardBody({
        name: 'Loans',
        agent_ids: ['loan-qualifier', 'zara'],
        agent_versions: [2],
        criteria: [{ ...disclosure!, weight: 9 }, silence!],
      }),
    );
    await drain(t, { backfillBatch: 3 });
    const after = await expectAggregatesMatchRecount(t, wsA);
    // Only version 2 of its agents is reviewed by it now.
    const loanRows = after.scores.filter((row) => row['scorecard_id'] === loanCard.id);
    expect(loanRows.length).toBeGreaterThan(0);
    expect(new Set(loanRows.map((row) => row['agent_version']))).toEqual(new Set([2]));
  });
});
