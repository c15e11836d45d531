import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { twoProportionTest } from './version-comparison.ts';

// #15 item 3: calls carry the provider's agent_version; analytics and the call list filter and group
// by it, and two versions of one agent are compared with a two-proportion test for the rates.

describe('twoProportionTest', () => {
  it('gives the pooled two-sided z-test: 40/100 against 60/100 is more than chance, 45/100 against 50/100 is not', () => {
    const strong = twoProportionTest({ x: 40, n: 100 }, { x: 60, n: 100 });
    expect(strong.difference).toBeCloseTo(0.2, 10);
    expect(strong.z).toBeCloseTo(2.8284, 3);
    expect(strong.p_value).toBeCloseTo(0.00468, 4);
    expect(strong.is_significant).toBe(true);
    const weak = twoProportionTest({ x: 45, n: 100 }, { x: 50, n: 100 });
    expect(weak.z).toBeCloseTo(0.7076, 3);
    expect(weak.p_value).toBeCloseTo(0.4792, 3);
    expect(weak.is_significant).toBe(false);
  });

  it('tests nothing without calls on a side, or when nothing varies', () => {
    expect(twoProportionTest({ x: 0, n: 0 }, { x: 5, n: 10 })).toEqual({
      difference: null,
      z: null,
      p_value: null,
      is_significant: false,
    });
    expect(twoProportionTest({ x: 10, n: 10 }, { x: 20, n: 20 })).toEqual({
      difference: 0,
      z: null,
      p_value: null,
      is_significant: false,
    });
  });
});

describe('versions of an agent', () => {
  let t: TestApp;
  let token: string;
  const HOUR = 3_600_000;
  const base = Date.now() - 2 * 24 * HOUR;

  /** n calls of agent_v at a version: the first `successful` successful, the first `negative` negative, the rest positive. */
  const callsOf = (
    version: number | undefined,
    n: number,
    successful: number,
    negative: number,
    durationMs: number,
    cost: number,
    e2e: number,
  ) =>
    Array.from({ length: n }, (_, index) => ({
      call_id: `v${version ?? 'none'}-${index}`,
      call_type: 'phone_call',
      agent_id: 'agent_v',
      ...(version === undefined ? {} : { agent_version: version }),
      call_status: 'ended',
      direction: 'inbound',
      start_timestamp: base + index * 60_000,
      end_timestamp: base + index * 60_000 + durationMs,
      duration_ms: durationMs,
      call_cost: { combined_cost: cost },
      latency: { e2e: { p50: e2e, values: [e2e] } },
      call_analysis: {
        call_successful: index < successful,
        user_sentiment: index < negative ? 'Negative' : 'Positive',
      },
    }));

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
    const items = [
      ...callsOf(1, 100, 40, 30, 60_000, 10, 1000),
      ...callsOf(2, 100, 60, 10, 90_000, 14, 800),
      ...callsOf(undefined, 5, 5, 0, 30_000, 5, 900),
    ];
    const imported = await importThroughApi(t.app, token, items);
    expect(importedCounts(imported).skipped).toBe(0);
  });
  afterAll(() => t.close());

  const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });

  it('compares two versions side by side: figures, differences, and whether the rates differ by more than chance', async () => {
    const response = await get('/api/webhooks/analytics/versions?agent_id=agent_v&a=1&b=2&period=7days');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.a).toEqual({
      agent_version: 1,
      calls: 100,
      connected: 100,
      analysed: 100,
      successful: 40,
      success_rate: 0.4,
      rated: 100,
      negative: 30,
      negative_share: 0.3,
      avg_duration_ms: 60_000,
      avg_cost: 10,
      e2e_p50: expect.any(Number),
      e2e_p90: expect.any(Number),
    });
    expect(data.b).toMatchObject({
      agent_version: 2,
      calls: 100,
      successful: 60,
      success_rate: 0.6,
      negative: 10,
      negative_share: 0.1,
      avg_duration_ms: 90_000,
      avg_cost: 14,
    });
    // Latency from the histograms: within their 2.5 %.
    expect(Math.abs(data.a.e2e_p90 - 1000)).toBeLessThan(25);
    expect(Math.abs(data.b.e2e_p90 - 800)).toBeLessThan(20);
    expect(data.differences.success_rate).toMatchObject({ is_significant: true });
    expect(data.differences.success_rate.difference).toBeCloseTo(0.2, 10);
    expect(data.differences.success_rate.p_value).toBeCloseTo(0.00468, 4);
    // 30/100 against 10/100 negative: z ≈ −3.54.
    expect(data.differences.negative_share.z).toBeCloseTo(-3.5355, 3);
    expect(data.differences.negative_share.is_significant).toBe(true);
    expect(data.differences.avg_duration_ms).toBe(30_000);
    expect(data.differences.avg_cost).toBeCloseTo(4, 10);
  });

  it('groups the analytics of an agent by version, newest first, calls without one last; and filters them to one version', async () => {
    const all = (await get('/api/webhooks/analytics/?agent_id=agent_v&period=7days')).json().data;
    expect(
      all.versions.map((v: { agent_version: number | null; calls: number; successful_rate: number }) => [
        v.agent_version,
        v.calls,
        v.successful_rate,
      ]),
    ).toEqual([
      [2, 100, 0.6],
      [1, 100, 0.4],
      [null, 5, 1],
    ]);
    const one = (await get('/api/webhooks/analytics/?agent_id=agent_v&agent_version=2&period=7days')).json().data;
    expect(one.kpis.total_calls.value).toBe(100);
    expect(one.kpis.successful_rate.value).toBe(0.6);
    // The versions stay all of the agent's, to choose another.
    expect(one.versions.map((v: { agent_version: number | null }) => v.agent_version)).toEqual([2, 1, null]);
    // Without an agent: no versions to group.
    expect((await get('/api/webhooks/analytics/?period=7days')).json().data.versions).toEqual([]);
  });

  it("filters the call list by version and shows each call's version", async () => {
    const list = (await get('/api/call/calls?agent_id=agent_v&agent_version=1&period=7days&limit=200')).json();
    expect(list.total).toBe(100);
    expect(new Set(list.data.map((c: { agent_version: number }) => c.agent_version))).toEqual(new Set([1]));
    const none = (await get('/api/call/calls?agent_id=agent_v&period=7days&limit=200'))
      .json()
      .data.find((c: { call_id: string }) => c.call_id === 'vnone-4');
    expect(none.agent_version).toBeNull();
  });

  it('answers 404 for an agent or a version it does not have, 400 for a malformed or a same-version ask, and 404 to another workspace', async () => {
    const unknownAgent = await get('/api/webhooks/analytics/versions?agent_id=nobody&a=1&b=2');
    expect(unknownAgent.statusCode).toBe(404);
    expect(unknownAgent.json().error_message).toBe("Agent 'nobody' not found");
    const unknownVersion = await get('/api/webhooks/analytics/versions?agent_id=agent_v&a=1&b=7');
    expect(unknownVersion.statusCode).toBe(404);
    expect(unknownVersion.json().error_message).toBe("Agent 'agent_v' has no calls of version 7");
    expect((await get('/api/webhooks/analytics/?agent_id=agent_v&agent_version=7')).statusCode).toBe(404);
    for (const query of [
      'agent_id=agent_v&a=1&b=1',
      'agent_id=agent_v&a=x&b=2',
      'agent_id=agent_v&a=-1&b=2',
      'a=1&b=2',
      'agent_id=agent_v&a=1.5&b=2',
    ]) {
      const response = await get(`/api/webhooks/analytics/versions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_message, query).toEqual(expect.any(String));
    }
    expect((await get('/api/webhooks/analytics/?agent_version=1')).statusCode).toBe(400);
    const other = (await signUpUser(t.app)).token;
    expect((await get('/api/webhooks/analytics/versions?agent_id=agent_v&a=1&b=2', other)).statusCode).toBe(404);
  });
});
