import { callListItemSchema, listCallsResponseSchema, type CallListItem } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openQaApp, qaApi, type TwoWorkspaces } from './qa-fixtures.ts';
import { seedOverviewCalls, type OverviewCards } from './qa-overview-fixtures.ts';

// Issue #29 item 4: Conversations filter by a failed criterion and a QA score range and sort by
// score, with the cursor pages and the other filters; each item carries its QA score.
let { t, ownerA, ownerB } = {} as TwoWorkspaces;
let cards: OverviewCards;

beforeAll(async () => {
  ({ t, ownerA, ownerB } = await openQaApp());
  cards = await seedOverviewCalls({ t, ownerA });
});
afterAll(() => t.close());

const strictPage = listCallsResponseSchema.extend({ data: z.array(callListItemSchema.strict()) });
const list = async (query: string, token = ownerA) => {
  const response = await qaApi(t, token)('GET', `/call/calls?period=30days&${query}`);
  return { status: response.statusCode, json: response.json<{ error_message?: string }>() };
};
const page = async (query: string) => {
  const { status, json } = await list(query);
  expect(status, query).toBe(200);
  return strictPage.parse(json);
};
const scores = (items: CallListItem[]) => items.map((c) => `${c.call_id} ${c.qa_score ?? '-'}`);

/** Every page of a listing, following next_cursor. */
const allPages = async (query: string) => {
  const items: CallListItem[] = [];
  let cursor: string | null = null;
  do {
    const next = await page(`${query}${cursor === null ? '' : `&cursor=${cursor}`}`);
    items.push(...next.data);
    cursor = next.next_cursor;
  } while (cursor !== null);
  return items;
};

describe('the call list’s QA filters and order', () => {
  it('carries each call’s lowest QA score, or the chosen scorecard’s', async () => {
    expect(scores((await page('limit=50')).data)).toEqual([
      'q_gap 33.3',
      'q_ok2 100',
      'q_none -',
      'q_loan 100',
      'q_ok1 100',
      'q_disc 50',
      'q_old2 50',
      'q_old1 50',
    ]);
    const byLoans = (await page(`qa_scorecard=${cards.loans.id}`)).data;
    expect(scores(byLoans).slice(0, 2)).toEqual(['q_gap 33.3', 'q_ok2 100']);
    expect(scores(byLoans).at(-1)).toBe('q_old1 100');
  });

  it('filters the calls whose review failed a criterion, with the other filters', async () => {
    const disclosure = cards.screening.criteria[0]!.id;
    const failed = await page(`qa_failed_criterion=${disclosure}`);
    expect(failed.total).toBe(3);
    expect(failed.data.map((c) => c.call_id)).toEqual(['q_disc', 'q_old2', 'q_old1']);
    const silenceOfLoans = cards.loans.criteria[0]!.id;
    expect((await page(`qa_failed_criterion=${silenceOfLoans}`)).data.map((c) => c.call_id)).toEqual(['q_gap']);
    const recent = await page(
      `qa_failed_criterion=${disclosure}&from=${Date.parse('2000-01-01')}&agent_id=zara&limit=1`,
    );
    expect(recent.data.map((c) => c.call_id)).toEqual(['q_disc']);
    expect(recent.total).toBe(3);
    const rest = await page(`qa_failed_criterion=${disclosure}&agent_id=zara&limit=1&cursor=${recent.next_cursor}`);
    expect(rest.data.map((c) => c.call_id)).toEqual(['q_old2']);
  });

  it('filters by a score range, of the lowest score or of one scorecard', async () => {
    expect(scores((await page('qa_score_max=50')).data)).toEqual(['q_gap 33.3', 'q_disc 50', 'q_old2 50', 'q_old1 50']);
    expect(scores((await page(`qa_scorecard=${cards.screening.id}&qa_score_min=60&qa_score_max=99`)).data)).toEqual([
      'q_gap 66.7',
    ]);
    expect((await page('qa_score_min=100')).data.map((c) => c.call_id)).toEqual(['q_ok2', 'q_loan', 'q_ok1']);
  });

  it('sorts by QA score both ways, calls without one last, across cursor pages', async () => {
    const ascending = await allPages('sort=qa_score_asc&limit=3');
    expect(scores(ascending)).toEqual([
      'q_gap 33.3',
      'q_disc 50',
      'q_old2 50',
      'q_old1 50',
      'q_ok2 100',
      'q_loan 100',
      'q_ok1 100',
      'q_none -',
    ]);
    const descending = await allPages('sort=qa_score_desc&limit=2');
    expect(scores(descending)).toEqual([
      'q_ok2 100',
      'q_loan 100',
      'q_ok1 100',
      'q_disc 50',
      'q_old2 50',
      'q_old1 50',
      'q_gap 33.3',
      'q_none -',
    ]);
    const byScreening = await allPages(`sort=qa_score_asc&qa_scorecard=${cards.screening.id}&agent_id=zara&limit=4`);
    expect(scores(byScreening)).toEqual([
      'q_disc 50',
      'q_old2 50',
      'q_old1 50',
      'q_gap 66.7',
      'q_ok2 100',
      'q_ok1 100',
    ]);
  });

  it('refuses bad values with 400 and the reason', async () => {
    const cases: [string, string][] = [
      ['qa_failed_criterion=nope', 'qa_failed_criterion: qa_failed_criterion must be a UUID (querystring)'],
      ['qa_scorecard=nope', 'qa_scorecard: qa_scorecard must be a UUID (querystring)'],
      ['qa_score_min=high', 'qa_score_min: qa_score_min must be a number (querystring)'],
      ['qa_score_max=101', 'qa_score_max: qa_score_max must be 0 to 100 (querystring)'],
      ['qa_score_min=80&qa_score_max=20', 'qa_score_min: qa_score_min must not be above qa_score_max (querystring)'],
      ['sort=best', 'sort: sort must be newest, qa_score_asc or qa_score_desc (querystring)'],
    ];
    for (const [query, message] of cases) {
      const { status, json } = await list(query);
      expect(status, query).toBe(400);
      expect(json.error_message).toBe(message);
    }
    // A cursor of the newest-first order carries no score: the score order refuses it.
    const newest = await page('limit=1');
    const mixed = await list(`sort=qa_score_asc&limit=1&cursor=${newest.next_cursor}`);
    expect([mixed.status, mixed.json.error_message]).toEqual([400, 'cursor: Invalid cursor']);
  });

  it('answers 404 to another workspace naming this one’s criterion or scorecard', async () => {
    const criterion = await list(`qa_failed_criterion=${cards.screening.criteria[0]!.id}`, ownerB);
    expect([criterion.status, criterion.json.error_message]).toEqual([404, 'Criterion not found']);
    const scorecard = await list(`qa_scorecard=${cards.loans.id}`, ownerB);
    expect([scorecard.status, scorecard.json.error_message]).toEqual([404, 'Scorecard not found']);
  });
});
