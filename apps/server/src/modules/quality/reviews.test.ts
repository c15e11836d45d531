import type { QaCallReview, QaScorecard } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { forgetCalls } from '../calls/index.ts';
import {
  deliver,
  drain,
  expectAggregatesMatchRecount,
  openQaApp,
  qaApi,
  scorecardBody,
  snapshotReviews,
  spokenCall,
  type TwoWorkspaces,
} from './qa-fixtures.ts';

// Issue #29 item 2: each call that arrives is measured and reviewed against every scorecard that
// applies to it in one durable step, with evidence; a saved scorecard reviews its calls again.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;
let asA: ReturnType<typeof qaApi>;
let scorecard: QaScorecard;

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB } = await openQaApp());
  asA = qaApi(t, ownerA);
  await deliver(t, spokenCall('v_first'));
  await drain(t);
  scorecard = (await asA('POST', '/qa/scorecards', scorecardBody())).json().data as QaScorecard;
});
afterAll(() => t.close());

const reviewsOf = async (callId: string, token = ownerA) => {
  const response = await qaApi(t, token)('GET', `/call/calls/${callId}/reviews`);
  return { status: response.statusCode, body: response.json<{ data: QaCallReview[]; error_message?: string }>() };
};

describe('call reviews', () => {
  it('reviews the calls stored before the scorecard, through its backfill', async () => {
    expect((await reviewsOf('v_first')).body.data).toEqual([]);
    await drain(t);
    const [review] = (await reviewsOf('v_first')).body.data;
    expect(review).toMatchObject({
      scorecard_id: scorecard.id,
      scorecard_version: 1,
      score: 100,
      passed: 3,
      failed: 0,
    });
  });

  it('reviews a call delivered by the webhook, with each result and its evidence, in criterion order', async () => {
    await deliver(t, spokenCall('v_bad', { greeting: 'Hello this is Zara', gapSeconds: 7, successful: false }));
    await deliver(t, spokenCall('v_mixed', { gapSeconds: 7 }));
    await drain(t);
    const { status, body } = await reviewsOf('v_mixed');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const review = body.data[0]!;
    expect(review).toMatchObject({
      call_id: 'v_mixed',
      scorecard_name: 'Screening quality',
      scorecard_version: 1,
      score: 66.7,
      passed: 2,
      failed: 1,
    });
    expect(Date.parse(review.reviewed_at)).not.toBeNaN();
    expect(review.results.map((r) => [r.label, r.kind, r.weight, r.outcome])).toEqual([
      ['Recording disclosure', 'phrase', 3, 'passed'],
      ['No long silence', 'measure', 2, 'failed'],
      ['Call successful', 'outcome', 1, 'passed'],
    ]);
    expect(review.results.map((r) => [r.detail, r.evidence])).toEqual([
      [
        'The agent said "this call is recorded" in its first 2 turns',
        { turn_index: 0, quote: 'this call is recorded', at_seconds: 0.8 },
      ],
      [
        'The longest silence was 7 s (at most 5 s allowed)',
        { turn_index: 0, quote: 'Hello this call is recorded', at_seconds: 1.95 },
      ],
      [
        'The post-call analysis says call_successful is true',
        { turn_index: null, quote: 'Screening', at_seconds: null },
      ],
    ]);
    expect(review.results.map((r) => r.criterion_id)).toEqual(scorecard.criteria.map((c) => c.id));

    const bad = (await reviewsOf('v_bad')).body.data[0]!;
    expect(bad).toMatchObject({ score: 0, passed: 0, failed: 3 });
    expect(bad.results.map((r) => r.detail)).toEqual([
      'The agent never said "this call is recorded" in its first 2 turns',
      'The longest silence was 7 s (at most 5 s allowed)',
      'The post-call analysis says call_successful is false (true expected)',
    ]);
    // Where it should have been said: the agent's first turn.
    expect(bad.results[0]!.evidence).toEqual({ turn_index: 0, quote: 'Hello this is Zara', at_seconds: 0.5 });
  });

  it('answers 404 for another workspace’s call, and for a call that does not exist', async () => {
    const other = await reviewsOf('v_mixed', ownerB);
    expect(other.status).toBe(404);
    expect(other.body.error_message).toBe("Call 'v_mixed' not found");
    expect((await reviewsOf('v_nowhere')).status).toBe(404);
  });

  it('does not review a call without a transcript, nor a call of an agent the scorecard does not name', async () => {
    const { transcript_object: _, ...silent } = spokenCall('v_silent');
    await deliver(t, silent);
    await deliver(t, spokenCall('v_loan', { agentId: 'loan-qualifier' }));
    await drain(t);
    expect((await reviewsOf('v_silent')).body.data).toEqual([]);
    expect((await reviewsOf('v_loan')).body.data).toEqual([]);
  });

  it('is idempotent: running the step again over the same calls changes nothing', async () => {
    await drain(t);
    const before = await snapshotReviews(t, wsA);
    await t.database.db.execute(
      sql`insert into call_measure_queue (workspace_id, call_id) select workspace_id, call_id from calls where workspace_id = ${wsA} on conflict do nothing`,
    );
    expect(await drain(t)).toBeGreaterThan(0);
    expect(await snapshotReviews(t, wsA)).toEqual(before);
  });

  /** Results whose review is gone (they name their call and scorecard, not the review: migration 0070). */
  const orphanResults = async () =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from qa_review_results x where not exists
        (select 1 from qa_call_reviews r where r.workspace_id = x.workspace_id and r.call_id = x.call_id
          and r.scorecard_id = x.scorecard_id)`),
    )[0]!.n;

  it('reviews the calls again with the new version when the scorecard changes, and removes what no longer applies', async () => {
    await deliver(t, spokenCall('v_old_version', { agentVersion: 1 }));
    await deliver(t, spokenCall('v_new_version', { agentVersion: 2, gapSeconds: 7 }));
    await drain(t);
    expect((await reviewsOf('v_old_version')).body.data).toHaveLength(1);
    const [disclosure, silence] = scorecard.criteria;
    const changed = scorecardBody({
      agent_ids: ['zara', 'loan-qualifier'],
      agent_versions: [2],
      criteria: [
        {
          ...silence!,
          config: { kind: 'measure', measure: 'longest_silence_seconds', comparator: 'at_most', threshold: 10 },
        },
        disclosure!,
      ],
    });
    const saved = await asA('PUT', `/qa/scorecards/${scorecard.id}`, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    // Small backfill steps: the cursor walks the calls a few at a time.
    await drain(t, { backfillBatch: 2 });
    const review = (await reviewsOf('v_new_version')).body.data[0]!;
    expect(review).toMatchObject({ scorecard_version: 2, score: 100, passed: 2, failed: 0 });
    expect(review.results.map((r) => [r.criterion_id, r.outcome])).toEqual([
      [silence!.id, 'passed'],
      [disclosure!.id, 'passed'],
    ]);
    // Calls of versions the scorecard no longer names lose their review; calls without a version too.
    expect((await reviewsOf('v_old_version')).body.data).toEqual([]);
    expect((await reviewsOf('v_mixed')).body.data).toEqual([]);
    const [cursor] = rowsOf<{ backfill_after: string | null }>(
      await t.database.db.execute(sql`select backfill_after from qa_scorecards where id = ${scorecard.id}`),
    );
    expect(cursor!.backfill_after).toBeNull();
    // In the tables too: the removed criteria's results went, and so did the removed reviews' results.
    const stored = rowsOf<{ call_id: string; n: number }>(
      await t.database.db.execute(sql`select call_id, count(*)::int as n from qa_review_results
        where scorecard_id = ${scorecard.id} and call_id in ('v_new_version', 'v_old_version') group by call_id`),
    );
    expect(stored).toEqual([{ call_id: 'v_new_version', n: 2 }]);
    expect(await orphanResults()).toBe(0);
    await expectAggregatesMatchRecount(t, wsA);
  });

  it('removes the reviews of an erased call and of a call that loses its transcript, and their aggregates', async () => {
    const card = (await asA('POST', '/qa/scorecards', scorecardBody({ name: 'Everyone' }))).json().data as QaScorecard;
    await deliver(t, spokenCall('v_erased'));
    await deliver(t, spokenCall('v_loses_transcript'));
    await drain(t);
    expect((await reviewsOf('v_erased')).body.data.map((r) => r.scorecard_id)).toContain(card.id);
    await t.database.db.transaction((tx) =>
      forgetCalls(tx, { workspaceId: wsA, callIds: ['v_erased'], choice: 'erase', redact: (text) => text }),
    );
    // What a provider's correction may do (the webhook merges events, so it is written here directly).
    await t.database.db.execute(
      sql`update calls set record = record - 'transcript_object' where workspace_id = ${wsA} and call_id = 'v_loses_transcript'`,
    );
    await drain(t);
    expect((await reviewsOf('v_loses_transcript')).body.data).toEqual([]);
    const left = rowsOf(
      await t.database.db.execute(
        sql`select call_id from qa_call_reviews where call_id in ('v_erased', 'v_loses_transcript')`,
      ),
    );
    expect(left).toEqual([]);
    expect(await orphanResults()).toBe(0);
    await expectAggregatesMatchRecount(t, wsA);
  });

  it('removes its reviews and aggregates with a deleted scorecard', async () => {
    const card = (await asA('POST', '/qa/scorecards', scorecardBody({ name: 'Short-lived' }))).json()
      .data as QaScorecard;
    await drain(t);
    const count = async (table: string) =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where scorecard_id = ${card.id}`,
        ),
      )[0]!.n;
    expect(await count('qa_call_reviews')).toBeGreaterThan(0);
    expect(await count('qa_score_stats')).toBeGreaterThan(0);
    expect((await asA('DELETE', `/qa/scorecards/${card.id}`)).statusCode).toBe(200);
    for (const table of ['qa_call_reviews', 'qa_review_results', 'qa_score_stats', 'qa_criterion_stats'])
      expect(await count(table), table).toBe(0);
  });

  // Last: it takes the first workspace away.
  it("goes with the workspace's deletion", async () => {
    await t.database.db.execute(sql`delete from workspaces where id = ${wsA}`);
    for (const table of ['qa_scorecards', 'qa_criteria', 'qa_call_reviews', 'qa_review_results', 'qa_score_stats'])
      expect(
        rowsOf(await t.database.db.execute(sql`select 1 from ${sql.identifier(table)} where workspace_id = ${wsA}`)),
        table,
      ).toEqual([]);
  });
});
