import type { LatencyStats } from '@agentdesk/shared';
import { sentimentClass } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { generateCalls } from './call-generator.ts';
import { sampleAgentIds } from './call-scripts.ts';
import { calls, options, turnsOf } from './call-generator-fixture.ts';

// Written independently of the generator: nearest-rank percentiles.
const nearestRank = (values: number[], p: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? Number.NaN;
};

describe('generateCalls: latency, cost, agents and outcomes', () => {
  it('computes every latency percentile from its values', () => {
    let checked = 0;
    for (const call of calls) {
      const latency = call.latency ?? {};
      for (const stats of [latency.llm, latency.e2e, latency.tts, latency.knowledge_base] as (
        LatencyStats | undefined
      )[]) {
        if (stats === undefined) continue;
        const values = stats.values ?? [];
        expect(values.length).toBeGreaterThan(0);
        expect(stats.num).toBe(values.length);
        expect(stats.min).toBe(Math.min(...values));
        expect(stats.max).toBe(Math.max(...values));
        for (const p of [50, 90, 95, 99] as const) expect(stats[`p${p}`]).toBe(nearestRank(values, p));
        checked += 1;
      }
      const e2e = latency.e2e;
      if (e2e !== undefined) expect(latency.llm?.num).toBe(e2e.num);
    }
    expect(checked).toBeGreaterThan(calls.length * 2);
  });

  it('prices each product per minute and sums them', () => {
    for (const call of calls) {
      const cost = call.call_cost ?? {};
      const products = cost.product_costs ?? [];
      expect(products.map((p) => p.product)).toHaveLength(3);
      expect(cost.total_duration_seconds).toBe(Math.ceil((call.duration_ms ?? 0) / 1000));
      const seconds = cost.total_duration_seconds ?? 0;
      for (const product of products) expect(product.cost).toBeCloseTo(product.unit_price * seconds, 4);
      expect(cost.combined_cost).toBeCloseTo(
        products.reduce((sum, p) => sum + p.cost, 0),
        6,
      );
      expect(cost.total_duration_unit_price).toBeCloseTo(
        products.reduce((sum, p) => sum + p.unit_price, 0),
        6,
      );
    }
  });

  it('covers every agent in both directions, with fixed business numbers', () => {
    const businessNumber = new Map<string, Set<string>>();
    for (const agentId of sampleAgentIds) {
      const own = calls.filter((call) => call.agent_id === agentId);
      expect(own.filter((call) => call.direction === 'inbound').length).toBeGreaterThan(10);
      expect(own.filter((call) => call.direction === 'outbound').length).toBeGreaterThan(10);
    }
    for (const call of calls) {
      expect(call.from_number).toMatch(/^\+[1-9]\d{9,14}$/);
      expect(call.to_number).toMatch(/^\+[1-9]\d{9,14}$/);
      const business = call.direction === 'inbound' ? call.to_number : call.from_number;
      const numbers = businessNumber.get(call.agent_id ?? '') ?? new Set<string>();
      numbers.add(business ?? '');
      businessNumber.set(call.agent_id ?? '', numbers);
    }
    for (const numbers of businessNumber.values()) expect(numbers.size).toBe(1);
  });

  it('includes voicemails, unanswered and unsuccessful calls, with a realistic mix of endings', () => {
    const voicemails = calls.filter((call) => call.call_analysis?.in_voicemail === true);
    expect(voicemails.length).toBeGreaterThan(0);
    for (const call of voicemails) {
      expect(call).toMatchObject({
        direction: 'outbound',
        disconnection_reason: 'voicemail_reached',
        call_analysis: { call_successful: false },
      });
      expect(turnsOf(call).length).toBeLessThanOrEqual(2);
    }
    const reasons = new Map<string, number>();
    for (const call of calls)
      reasons.set(call.disconnection_reason ?? '', (reasons.get(call.disconnection_reason ?? '') ?? 0) + 1);
    expect([...reasons.keys()]).toEqual(
      expect.arrayContaining(['agent_hangup', 'user_hangup', 'call_transfer', 'voicemail_reached', 'dial_no_answer']),
    );
    expect(reasons.get('agent_hangup') ?? 0).toBeGreaterThan(calls.length / 3);

    for (const call of calls.filter((c) => c.disconnection_reason === 'dial_no_answer')) {
      expect(call).toMatchObject({
        duration_ms: 0,
        transcript: '',
        transcript_object: [],
        call_analysis: { call_successful: false },
      });
    }
    const successful = calls.filter((call) => call.call_analysis?.call_successful === true).length;
    expect(successful / calls.length).toBeGreaterThan(0.35);
    expect(successful / calls.length).toBeLessThan(0.8);
  });

  it('fills call_analysis, with bookings carrying a future date and sentiments the badge understands', () => {
    for (const call of calls) {
      const analysis = call.call_analysis ?? {};
      expect(analysis.call_ended).toBe(true);
      expect(analysis.call_summary).toEqual(expect.any(String));
      expect(analysis.detailed_call_summary).toEqual(expect.any(String));
      expect(analysis.custom_analysis_data?.name).toMatch(/^\S+ \S+$/);
      expect(sentimentClass(analysis.user_sentiment)).not.toBeNull();
      if (analysis.appointment_booked === true) {
        const when = Date.parse(analysis.date_time ?? '');
        expect(new Date(when).toISOString()).toBe(analysis.date_time);
        expect(when).toBeGreaterThan(call.end_timestamp ?? 0);
        expect(call.call_analysis?.call_successful).toBe(true);
      } else {
        expect(analysis.date_time).toBeNull();
      }
    }
    const interviews = calls.filter(
      (call) => call.agent_id === 'zara' && call.call_analysis?.appointment_booked === true,
    );
    expect(interviews.length).toBeGreaterThan(10);
    for (const call of interviews) expect(call.call_analysis?.email).toMatch(/^[a-z.0-9]+@example\.(com|org|net|in)$/);
    expect(new Set(calls.map((call) => call.call_analysis?.user_sentiment))).toEqual(
      new Set(['Positive', 'Negative', 'Neutral', 'Somewhat positive', 'Somewhat negative']),
    );
  });

  it('only calls for the agents asked for', () => {
    const loans = generateCalls({ ...options, count: 200, agentIds: ['loan-qualifier', 'loan-documents'] });
    expect(new Set(loans.map((call) => call.agent_id))).toEqual(new Set(['loan-qualifier', 'loan-documents']));
    expect(loans.filter((call) => call.recording_url !== null)).toHaveLength(2);
    expect(() => generateCalls({ ...options, agentIds: ['nobody'] })).toThrow(/nobody/);
    expect(generateCalls({ ...options, count: 0 })).toEqual([]);
  });
});
