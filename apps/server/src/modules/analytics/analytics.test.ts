import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertAgents } from '../agents/index.ts';
import { sampleAgents } from '../../seed/sample-agents.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { bearer } from '../../test/test-app.ts';
import { call, DAY, H, handMadeCalls, NOW, useAnalyticsApp } from '../../test/analytics-testing.ts';
import { importCalls, ingestCallEvent } from '../calls/index.ts';
import { getAnalytics } from './analytics.service.ts';
import { rebuildCallStats } from './call-stats.ts';

const analytics = useAnalyticsApp();

describe('analytics on a hand-made data set', () => {
  beforeAll(() => importCalls({ db: analytics.t().database.db, workspaceId: analytics.ws(), items: handMadeCalls() }));

  it('counts today in the user time zone', async () => {
    const t = analytics.t();
    const ws = analytics.ws();
    const utc = await getAnalytics({
      db: t.database.db,
      workspaceId: ws,
      query: { period: 'today', tz: 'UTC' },
      now: NOW,
    });
    expect(utc.range).toMatchObject({ from: Date.UTC(2026, 10, 18), to: NOW, granularity: 'hour' });
    expect(utc.kpis.total_calls.value).toBe(3);
    const kolkata = await getAnalytics({
      db: t.database.db,
      workspaceId: ws,
      query: { period: 'today', tz: 'Asia/Kolkata' },
      now: NOW,
    });
    expect(kolkata.range.from).toBe(Date.UTC(2026, 10, 17, 18, 30));
    expect(kolkata.kpis.total_calls.value).toBe(4);
    const newYork = await getAnalytics({
      db: t.database.db,
      workspaceId: ws,
      query: { period: 'today', tz: 'America/New_York' },
      now: NOW,
    });
    expect(newYork.range.from).toBe(Date.UTC(2026, 10, 18, 5));
    expect(newYork.kpis.total_calls.value).toBe(3);
    expect(utc.series).toHaveLength(12);
    expect(utc.series.reduce((s, p) => s + p.calls, 0)).toBe(3);
  });

  it('gives every figure of the last 7 days against the previous 7', async () => {
    const t = analytics.t();
    const ws = analytics.ws();
    const a = await getAnalytics({
      db: t.database.db,
      workspaceId: ws,
      query: { period: '7days', tz: 'UTC' },
      now: NOW,
    });
    expect(a.range.from).toBe(Date.UTC(2026, 10, 12));
    expect(a.previous_range).toEqual({
      from: Date.UTC(2026, 10, 12) - (NOW - Date.UTC(2026, 10, 12)),
      to: Date.UTC(2026, 10, 12),
    });
    expect(a.kpis.total_calls).toEqual({ value: 5, previous: 2, delta: 1.5 });
    expect(a.kpis.connected_calls.value).toBe(4);
    // analysed: a1 ok, a2 no, a3 no, b1 ok, c1 no → 2 / 5
    expect(a.kpis.successful_rate.value).toBeCloseTo(0.4);
    expect(a.kpis.successful_rate.previous).toBeCloseTo(0.5);
    expect(a.kpis.successful_rate.delta).toBeCloseTo(-0.2);
    expect(a.kpis.total_duration_ms.value).toBe(60_000 + 120_000 + 0 + 60_000 + 20_000);
    expect(a.kpis.avg_duration_ms.value).toBe(260_000 / 4);
    expect(a.kpis.total_cost.value).toBe(60);
    expect(a.kpis.avg_cost.value).toBe(12);
    expect(a.kpis.appointment_rate.value).toBeCloseTo(1 / 4);
    expect(a.kpis.voicemail_rate.value).toBeCloseTo(1 / 5);
    expect(a.sentiment).toEqual({ positive: 1, neutral: 1, negative: 1, unknown: 2 });
    expect(a.outcomes).toEqual({ successful: 2, unsuccessful: 3, unknown: 0 });
    expect(a.directions).toEqual({ inbound: 4, outbound: 1 });
    expect(a.disconnection_reasons).toEqual([
      { reason: 'user_hangup', count: 2 },
      { reason: 'agent_hangup', count: 1 },
      { reason: 'dial_no_answer', count: 1 },
      { reason: 'voicemail_reached', count: 1 },
    ]);
    expect(a.series).toHaveLength(7);
    expect(a.series.map((p) => p.calls)).toEqual([0, 0, 0, 1, 0, 1, 3]);
    expect(a.agents).toEqual([
      {
        agent_id: 'zara',
        calls: 4,
        connected: 4,
        successful_rate: 0.5,
        avg_duration_ms: 65_000,
        total_cost: 60,
        positive: 1,
        negative: 1,
      },
      {
        agent_id: 'loan-qualifier',
        calls: 1,
        connected: 0,
        successful_rate: 0,
        avg_duration_ms: null,
        total_cost: 0,
        positive: 0,
        negative: 0,
      },
    ]);
    // e2e samples: 1000 (a1), 2000, 3000 (a2), 1000 (b1), 1000 (c1) → p50 1000, p90 3000; within 2.5%.
    expect(a.latency.e2e.samples).toBe(5);
    expect(Math.abs(a.latency.e2e.p50! - 1000) / 1000).toBeLessThan(0.025);
    expect(Math.abs(a.latency.e2e.p90! - 3000) / 3000).toBeLessThan(0.025);
    expect(a.latency.llm.samples).toBe(3);
  });

  it('filters by agent and direction, and refuses bad input with 400', async () => {
    const t = analytics.t();
    const token = analytics.token();
    const ws = analytics.ws();
    const zaraOut = await getAnalytics({
      db: t.database.db,
      workspaceId: ws,
      query: { period: '7days', agent_id: 'zara', direction: 'outbound', tz: 'UTC' },
      now: NOW,
    });
    expect(zaraOut.kpis.total_calls.value).toBe(1);
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/webhooks/analytics/?${q}`, headers: bearer(token) });
    expect((await get('period=7days')).statusCode).toBe(200);
    for (const q of [
      'period=fortnight',
      `from=${NOW}&to=${NOW - 1}`,
      `from=${NOW - 400 * DAY}&to=${NOW}`,
      'agent_id=nobody',
      `from=${NOW}`,
      'tz=Nowhere/Land',
      'direction=up',
    ]) {
      const response = await get(q);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().error_message, q).toEqual(expect.any(String));
    }
    expect((await get('agent_id=nobody')).json().error_message).toBe("agent_id: Unknown agent 'nobody'");
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks/analytics/' })).statusCode).toBe(401);
  });

  it('counts a re-delivered or late call exactly once, and a rebuild gives the same aggregates', async () => {
    const t = analytics.t();
    const ws = analytics.ws();
    const db = t.database.db;
    const before = await getAnalytics({ db, workspaceId: ws, query: { period: '30days', tz: 'UTC' }, now: NOW });
    const late = call('late1', NOW - 5 * H, { call_analysis: { call_successful: true, user_sentiment: 'Positive' } });
    await ingestCallEvent({ db, workspaceId: ws, event: 'call_analyzed', call: late });
    await ingestCallEvent({ db, workspaceId: ws, event: 'call_analyzed', call: late });
    await ingestCallEvent({
      db,
      workspaceId: ws,
      event: 'call_started',
      call: { call_id: 'late1', start_timestamp: NOW - 5 * H, agent_id: 'zara' },
    });
    await importCalls({ db, workspaceId: ws, items: [late] });
    const after = await getAnalytics({ db, workspaceId: ws, query: { period: '30days', tz: 'UTC' }, now: NOW });
    expect(after.kpis.total_calls.value).toBe(before.kpis.total_calls.value! + 1);
    expect(after.sentiment.positive).toBe(before.sentiment.positive + 1);

    const snapshot = async () => ({
      stats: rowsOf(
        await db.execute(
          sql`select * from call_stats where workspace_id = ${ws} and calls <> 0 order by bucket, agent_id, direction`,
        ),
      ),
      reasons: rowsOf(
        await db.execute(
          sql`select * from call_stats_reasons where workspace_id = ${ws} and calls <> 0
            order by bucket, agent_id, direction, reason`,
        ),
      ),
      hist: rowsOf(
        await db.execute(
          sql`select * from call_latency_hist where workspace_id = ${ws} and samples <> 0
            order by level, bucket, agent_id, direction, metric, bin`,
        ),
      ),
    });
    const incremental = await snapshot();
    await rebuildCallStats({ db, workspaceId: ws });
    const rebuilt = await snapshot();
    expect(rebuilt.stats).toEqual(incremental.stats);
    expect(rebuilt.reasons).toEqual(incremental.reasons);
    expect(rebuilt.hist).toEqual(incremental.hist);
  });
});

describe('aggregates equal a direct computation', () => {
  it('for random call sets, delivered in random order and repeated', async () => {
    const t = analytics.t();
    const ws = analytics.ws();
    const callArb = fc.record({
      offsetMin: fc.integer({ min: 1, max: 20 * 24 * 60 }),
      agent: fc.constantFrom('zara', 'loan-qualifier', 'pos-qualifier'),
      direction: fc.constantFrom('inbound', 'outbound'),
      duration: fc.integer({ min: 0, max: 600_000 }),
      successful: fc.option(fc.boolean(), { nil: undefined }),
      sentiment: fc.constantFrom('Positive', 'Negative', 'Neutral', undefined),
      cost: fc.integer({ min: 0, max: 500 }),
      reason: fc.constantFrom('user_hangup', 'agent_hangup', 'dial_no_answer', 'voicemail_reached'),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(callArb, { minLength: 1, maxLength: 25 }), async (specs) => {
        run += 1;
        const agentId = `prop-${run}`;
        const db = t.database.db;
        await upsertAgents({
          db,
          workspaceId: ws,
          records: [{ ...sampleAgents[0]!, agent_id: agentId, agent_name: agentId }],
        });
        const calls = specs.map((s, i) =>
          call(`p${run}_${i}`, NOW - s.offsetMin * 60_000, {
            agent_id: agentId,
            direction: s.direction,
            duration_ms: s.duration,
            disconnection_reason: s.reason,
            call_cost: { combined_cost: s.cost },
            call_analysis: { call_successful: s.successful, user_sentiment: s.sentiment },
          }),
        );
        for (const c of [...calls].reverse())
          await ingestCallEvent({ db, workspaceId: ws, event: 'call_ended', call: c });
        await importCalls({ db, workspaceId: ws, items: calls.slice(0, 3) });
        const a = await getAnalytics({
          db,
          workspaceId: ws,
          query: { period: '30days', agent_id: agentId, tz: 'UTC' },
          now: NOW,
        });
        const direct = await db.execute(sql`
          select count(*)::int as calls,
            count(*) filter (where call_successful)::int as successful,
            coalesce(sum(duration_ms), 0)::float8 as duration,
            coalesce(sum((record->'call_cost'->>'combined_cost')::float8), 0)::float8 as cost,
            count(*) filter (where sentiment = 'negative')::int as negative
          from calls where workspace_id = ${ws} and agent_id = ${agentId}`);
        const d = (
          direct as {
            rows: { calls: number; successful: number; duration: number; cost: number; negative: number }[];
          }
        ).rows[0]!;
        expect(a.kpis.total_calls.value).toBe(d.calls);
        expect(a.outcomes.successful).toBe(d.successful);
        expect(a.kpis.total_duration_ms.value).toBe(Number(d.duration));
        expect(a.kpis.total_cost.value).toBeCloseTo(Number(d.cost), 6);
        expect(a.sentiment.negative).toBe(d.negative);
      }),
      { numRuns: 15 },
    );
  });
});
