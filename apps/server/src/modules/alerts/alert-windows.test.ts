import { randomUUID } from 'node:crypto';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import type { AlertMetric } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { alertRules } from '../../db/schema.ts';
import { createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { binValue, latencyBin } from '../analytics/index.ts';
import { measureRules } from './alert-measure.ts';
import { recordWebhookFailure } from './alert-rules.service.ts';
import { splitWindow } from './alert-windows.ts';

// #28 item 3: a rule reads exactly the window it names, [now - window, now): calls just outside
// its start, or at its end, are not counted; calls just inside both edges are; cost per day is
// the cost of that span, scaled to a day.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// An evaluation instant on neither a 15-minute nor an hour boundary, two hours in the past.
const NOW = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR + 37 * MINUTE + 12_345;

type RuleRow = typeof alertRules.$inferSelect;

/** A call that counts (successful, 1 $, 1 s e2e) or one that must not (unsuccessful, 10 $, 5 s e2e). */
const call = (id: string, agent: string, start: number, counts: boolean) => ({
  call_id: id,
  call_type: 'phone_call',
  agent_id: agent,
  call_status: 'ended',
  direction: 'inbound',
  start_timestamp: start,
  end_timestamp: start + 30_000,
  duration_ms: 30_000,
  call_cost: { combined_cost: counts ? 100 : 1000 },
  latency: { e2e: { p50: counts ? 1000 : 5000, values: [counts ? 1000 : 5000] } },
  call_analysis: { call_successful: counts, user_sentiment: counts ? 'Positive' : 'Negative' },
});

/** For each window: calls a second outside its start, a second inside it, in the middle, a second before its end and at it. */
const placed = (window: number) => {
  const agent = `agent_w${window}`;
  const from = NOW - window * MINUTE;
  return [
    call(`${agent}_before_start`, agent, from - 1000, false),
    call(`${agent}_at_start`, agent, from, true),
    call(`${agent}_after_start`, agent, from + 1000, true),
    call(`${agent}_middle`, agent, from + (window * MINUTE) / 2, true),
    call(`${agent}_before_end`, agent, NOW - 1000, true),
    call(`${agent}_at_end`, agent, NOW, false),
    call(`${agent}_after_end`, agent, NOW + 1000, false),
  ];
};

const windows = [15, 60, 360, 1440];

describe('alert windows', () => {
  let t: TestApp;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestApp({ ALERT_EVAL_INTERVAL_MS: '3600000' });
    const owner = (await signUpUser(t.app)).token;
    workspaceId = await workspaceOf(t.app, owner);
    const imported = await importThroughApi(t.app, owner, windows.flatMap(placed));
    expect(importedCounts(imported).skipped).toBe(0);
  });
  afterAll(async () => {
    await t.close();
  });

  const ruleOf = (metric: AlertMetric, window: number, agentId: string | null = `agent_w${window}`) =>
    ({ id: randomUUID(), workspaceId, agentId, metric, windowMinutes: window }) as RuleRow;
  const measure = async (rules: RuleRow[], now = NOW) => {
    const valueOf = await measureRules(t.database.db, rules, now);
    return rules.map(valueOf);
  };

  it('splits a window into the whole buckets inside it and its partial edges', () => {
    const q = 15 * MINUTE;
    expect(splitWindow({ from: 10 * q + 5, to: 12 * q + 7 }, q)).toEqual({
      whole: { from: 11 * q, to: 12 * q },
      edges: [
        { from: 10 * q + 5, to: 11 * q },
        { from: 12 * q, to: 12 * q + 7 },
      ],
    });
    expect(splitWindow({ from: 10 * q, to: 12 * q }, q)).toEqual({ whole: { from: 10 * q, to: 12 * q }, edges: [] });
    expect(splitWindow({ from: 10 * q + 5, to: 11 * q + 5 }, q)).toEqual({
      whole: null,
      edges: [{ from: 10 * q + 5, to: 11 * q + 5 }],
    });
  });

  for (const window of windows) {
    it(`counts the calls of exactly the last ${window} minutes: volume, rates, cost per day, e2e p90`, async () => {
      const [volume, success, negative, cost, latency] = await measure([
        ruleOf('call_volume', window),
        ruleOf('success_rate', window),
        ruleOf('negative_share', window),
        ruleOf('cost_per_day', window),
        ruleOf('e2e_latency_p90', window),
      ]);
      // At the start, a second after it, the middle and a second before the end.
      expect(volume).toBe(4);
      expect(success).toBe(100);
      expect(negative).toBe(0);
      // 4 $ over the window, as dollars a day.
      expect(cost).toBeCloseTo(4 * (1440 / window), 6);
      expect(latency).toBeCloseTo(Math.round(binValue(latencyBin(1000)) * 10) / 10, 6);
    });
  }

  it('moves with the clock: two seconds later the calls at the start have left, those at the end have come in', async () => {
    const [volume, success] = await measure([ruleOf('call_volume', 15), ruleOf('success_rate', 15)], NOW + 2000);
    // The middle and a second before the old end (successful), at the old end and a second after it (not).
    expect(volume).toBe(4);
    expect(success).toBe(50);
  });

  it('reads the whole workspace when the rule names no agent, on an hour boundary too', async () => {
    const onBoundary = Math.floor(NOW / HOUR) * HOUR;
    const [volume] = await measure([ruleOf('call_volume', 1440, null)], onBoundary);
    // 37 minutes before NOW: the 15-minute window's calls are all after it, the hour's start calls
    // are inside and its middle is not, the 6 hours' and the day's start and middle calls are inside.
    expect(volume).toBe(0 + 3 + 4 + 4);
  });

  it('counts the refused webhooks of exactly the window', async () => {
    const from = NOW - 15 * MINUTE;
    for (const at of [from - 1000, from, from + 1000, NOW - 1000, NOW]) {
      await recordWebhookFailure(t.database.db, workspaceId, at);
    }
    const [failures] = await measure([ruleOf('webhook_failures', 15, null)]);
    expect(failures).toBe(3);
  });
});
