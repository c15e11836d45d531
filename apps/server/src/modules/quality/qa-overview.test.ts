import { envelopeSchema, qaOverviewSchema, type QaOverview } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { openQaApp, qaApi, type TwoWorkspaces } from './qa-fixtures.ts';
import { D0, DAY, dayText, seedOverviewCalls, TODAY, type OverviewCards } from './qa-overview-fixtures.ts';

// Issue #29 item 4: the QA page's figures come from the aggregates and equal a recount from the
// reviews themselves, per day and per week, for one scorecard or all, for one agent or all.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;
let cards: OverviewCards;

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB } = await openQaApp());
  cards = await seedOverviewCalls({ t, ownerA });
});
afterAll(() => t.close());

const overview = async (query: string, token = ownerA) => {
  const response = await qaApi(t, token)('GET', `/qa/overview${query}`);
  return { status: response.statusCode, json: response.json<{ data: QaOverview; error_message?: string }>() };
};
const span = `from=${D0 - 2 * DAY}&to=${D0 + DAY - 1}`;

type Recount = { key: string; reviews: number; scored: number; sum: number };

/** The score figures counted from the reviews: per agent, version and bucket, between two days. */
const recountScores = async (from: string, to: string, scorecardId?: string, week = false) => {
  const bucket = week
    ? sql`date_trunc('week', (call_started_at at time zone 'UTC')::date)::date`
    : sql`(call_started_at at time zone 'UTC')::date`;
  const rows = rowsOf<{ key: string; reviews: number; scored: number; sum: string | null }>(
    await t.database.db
      .execute(sql`select agent_id || '|' || coalesce(agent_version, -1) || '|' || ${bucket}::text as key,
        count(*)::int as reviews, count(score)::int as scored, sum(score)::text as sum
      from qa_call_reviews where workspace_id = ${wsA}
        and (call_started_at at time zone 'UTC')::date between ${from}::date and ${to}::date
        ${scorecardId === undefined ? sql`` : sql`and scorecard_id = ${scorecardId}`}
      group by 1 order by 1`),
  );
  return rows.map((row): Recount => ({ ...row, sum: Number(row.sum ?? 0) }));
};

const seriesAsRecount = (data: QaOverview) =>
  data.series
    .flatMap((s) => s.points.map((p) => ({ key: `${s.agent_id}|${s.agent_version ?? -1}|${p.bucket}`, ...p })))
    .sort((a, b) => (a.key < b.key ? -1 : 1));

/** Failed and decided per criterion, counted from the results, between two days. */
const recountCriteria = async (from: string, to: string) =>
  rowsOf<{ criterion_id: string; failed: number; decided: number }>(
    await t.database.db
      .execute(sql`select criterion_id::text, (count(*) filter (where outcome = 'failed'))::int as failed,
        (count(*) filter (where outcome <> 'not_applicable'))::int as decided
      from qa_review_results where workspace_id = ${wsA}
        and (call_started_at at time zone 'UTC')::date between ${from}::date and ${to}::date
      group by 1 order by 1`),
  );

describe('GET /qa/overview', () => {
  it('gives the span, the average and the review count of one scorecard', async () => {
    const { status, json } = await overview(`?scorecard_id=${cards.screening.id}&${span}`);
    expect(status).toBe(200);
    const { data } = json;
    expect(data.range).toEqual({
      from: dayText(-2),
      to: dayText(0),
      previous_from: dayText(-5),
      previous_to: dayText(-3),
      granularity: 'day',
      buckets: [dayText(-2), dayText(-1), dayText(0)],
    });
    // q_disc 50, q_ok1 100, q_ok2 100, q_gap 66.7.
    expect({ reviews: data.reviews, scored: data.scored, average: data.average_score }).toEqual({
      reviews: 4,
      scored: 4,
      average: 79.2,
    });
    expect(data.series).toEqual([
      {
        agent_id: 'zara',
        agent_version: 1,
        reviews: 2,
        average_score: 75,
        points: [{ bucket: dayText(-2), reviews: 2, average_score: 75 }],
      },
      {
        agent_id: 'zara',
        agent_version: 2,
        reviews: 2,
        average_score: 83.4,
        points: [{ bucket: dayText(0), reviews: 2, average_score: 83.4 }],
      },
    ]);
  });

  it('ranks the criteria by failure rate, with counts, the rule and the trend against the span before', async () => {
    const { data } = (await overview(`?scorecard_id=${cards.screening.id}&${span}`)).json;
    const [disclosure, silence, success] = cards.screening.criteria;
    expect(
      data.criteria.map((c) => [c.label, c.failed, c.decided, c.previous_failed, c.previous_decided, c.trend]),
    ).toEqual([
      ['Recording disclosure', 1, 4, 2, 2, 'down'],
      ['No long silence', 1, 4, 0, 2, 'up'],
      ['Call successful', 0, 4, 0, 2, 'flat'],
    ]);
    expect(data.criteria[0]).toMatchObject({
      criterion_id: disclosure!.id,
      scorecard_id: cards.screening.id,
      scorecard_name: 'Screening quality',
      config: disclosure!.config,
      failure_rate: 0.25,
      previous_failure_rate: 1,
    });
    expect(data.criteria.map((c) => c.criterion_id)).toEqual([disclosure!.id, silence!.id, success!.id]);
  });

  it('equals a recount from the reviews for all scorecards, per day and per week', async () => {
    const all = (await overview(`?${span}`)).json.data;
    expect(seriesAsRecount(all)).toEqual(
      (await recountScores(dayText(-2), dayText(0))).map((row) => ({
        key: row.key,
        bucket: row.key.split('|')[2],
        reviews: row.reviews,
        average_score: Math.round((row.sum / row.scored) * 10) / 10,
      })),
    );
    const expected = await recountScores(dayText(-2), dayText(0));
    const sum = expected.reduce((total, row) => total + row.sum, 0);
    const scored = expected.reduce((total, row) => total + row.scored, 0);
    expect(all.reviews).toBe(expected.reduce((total, row) => total + row.reviews, 0));
    expect(all.average_score).toBe(Math.round((sum / scored) * 10) / 10);
    const current = await recountCriteria(dayText(-2), dayText(0));
    const previous = await recountCriteria(dayText(-5), dayText(-3));
    expect(all.criteria.map((c) => [c.criterion_id, c.failed, c.decided]).sort()).toEqual(
      current.map((c) => [c.criterion_id, c.failed, c.decided]).sort(),
    );
    for (const c of all.criteria) {
      const before = previous.find((p) => p.criterion_id === c.criterion_id);
      expect([c.previous_failed, c.previous_decided]).toEqual([before?.failed ?? 0, before?.decided ?? 0]);
    }
    // Longer than 92 days: per week, buckets on Mondays.
    const long = (await overview(`?from=${D0 - 120 * DAY}&to=${D0 + DAY - 1}`)).json.data;
    expect(long.range.granularity).toBe('week');
    expect(long.range.buckets.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const weekly = await recountScores(dayText(-120), dayText(0), undefined, true);
    expect(seriesAsRecount(long).map((p) => [p.key, p.reviews])).toEqual(weekly.map((row) => [row.key, row.reviews]));
  });

  it('narrows to one agent, and defaults to the last 30 days', async () => {
    const loans = (await overview(`?agent_id=loan-qualifier&${span}`)).json.data;
    expect(loans.series.map((s) => [s.agent_id, s.agent_version, s.reviews, s.average_score])).toEqual([
      ['loan-qualifier', null, 1, 100],
    ]);
    expect(loans.criteria.map((c) => [c.scorecard_name, c.label, c.failed, c.decided])).toEqual([
      ['Loans', 'No long silence', 0, 1],
      ['Loans', 'Call successful', 0, 1],
    ]);
    const byDefault = (await overview('')).json.data;
    expect(byDefault.range.to).toBe(new Date(Math.max(Date.now(), TODAY)).toISOString().slice(0, 10));
    expect(byDefault.range.buckets).toHaveLength(30);
    // Six calls of zara reviewed by both scorecards, one of the loan agent by Loans.
    expect(byDefault.reviews).toBe(6 * 2 + 1);
  });

  it('answers exactly its schema: no key more, none missing, every value of its type', async () => {
    // The route sends the overview as JSON text, so no serializer checks it on the way out: the
    // schema's parse keeps only what the schema names, and must give back the whole answer.
    const asA = qaApi(t, ownerA);
    for (const query of [`?scorecard_id=${cards.screening.id}&${span}`, `?${span}`, `?from=${D0 - 120 * DAY}`, '']) {
      const response = await asA('GET', `/qa/overview${query}`);
      expect(response.headers['content-type'], query).toBe('application/json; charset=utf-8');
      const body: unknown = response.json();
      expect(envelopeSchema(qaOverviewSchema).parse(body), query).toEqual(body);
    }
  });

  it('answers an empty overview when nothing was reviewed in the span', async () => {
    const { data } = (await overview(`?from=${TODAY - 400 * DAY}&to=${TODAY - 300 * DAY}`)).json;
    expect(data).toMatchObject({ reviews: 0, scored: 0, average_score: null, series: [], criteria: [] });
  });

  it('refuses bad queries with 400 and another workspace’s scorecard with 404', async () => {
    const cases: [string, string][] = [
      ['?scorecard_id=nope', 'scorecard_id: scorecard_id must be a UUID (querystring)'],
      [`?from=${D0}&to=${D0 - 1}`, 'from: from must not be after to (querystring)'],
      ['?from=soon', 'from: from must be a time in epoch milliseconds (querystring)'],
    ];
    for (const [query, message] of cases) {
      const { status, json } = await overview(query);
      expect(status, query).toBe(400);
      expect(json.error_message).toBe(message);
    }
    const other = await overview(`?scorecard_id=${cards.screening.id}`, ownerB);
    expect(other.status).toBe(404);
    expect(other.json.error_message).toBe('Scorecard not found');
    expect((await overview(`?${span}`, ownerB)).json.data).toMatchObject({ reviews: 0, series: [], criteria: [] });
  });
});
