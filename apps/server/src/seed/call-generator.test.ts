import { statSync } from 'node:fs';
import type { LatencyStats, ProviderCall } from '@agentdesk/shared';
import { providerCallSchema, sentimentClass } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { generateCalls, iterateCalls, loadRecordingManifest, recordingsManifestUrl } from './call-generator.ts';
import { sampleAgentIds } from './call-scripts.ts';

const DAY_MS = 86_400_000;
const now = Date.UTC(2026, 9, 15, 9, 30, 0);
const options = { count: 1500, seed: 42, now, days: 60 };
const calls = generateCalls(options);
const recorded = calls.filter((call) => call.recording_url !== null);
const manifest = loadRecordingManifest();

// Written independently of the generator: nearest-rank percentiles.
const nearestRank = (values: number[], p: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? Number.NaN;
};

const turnsOf = (call: ProviderCall) => call.transcript_object ?? [];

describe('generateCalls', () => {
  it('gives identical calls for the same options and different calls for another seed', () => {
    const again = generateCalls(options);
    expect(again).toEqual(calls);
    expect(JSON.stringify(again)).toBe(JSON.stringify(calls));

    const other = generateCalls({ ...options, seed: 43 });
    expect(other).toHaveLength(calls.length);
    expect(other.map((call) => call.call_id)).not.toEqual(calls.map((call) => call.call_id));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(calls));
  });

  it('makes exactly `count` calls, each a valid provider call with unique ids', () => {
    expect(calls).toHaveLength(options.count);
    for (const call of calls) {
      expect(providerCallSchema.safeParse(call).success).toBe(true);
      expect(call.call_id).toMatch(/^call_[0-9a-f]{24}$/);
      expect(call.telephony_identifier).toEqual({ twilio_call_sid: expect.stringMatching(/^CA[0-9a-f]{32}$/) });
      expect(call).toMatchObject({ call_type: 'phone_call', call_status: 'ended', opt_out_sensitive_data_storage: false });
      expect(call.public_log_url).toContain(call.call_id);
    }
    expect(new Set(calls.map((call) => call.call_id)).size).toBe(calls.length);
  });

  it('keeps every call inside the window, oldest first, with end = start + duration', () => {
    let previous = 0;
    for (const call of calls) {
      const start = call.start_timestamp ?? Number.NaN;
      const duration = call.duration_ms ?? Number.NaN;
      expect(start).toBeGreaterThanOrEqual(now - options.days * DAY_MS);
      expect(call.end_timestamp).toBe(start + duration);
      expect(call.end_timestamp).toBeLessThanOrEqual(now);
      expect(duration).toBeLessThanOrEqual(3_600_000);
      expect(start).toBeGreaterThanOrEqual(previous);
      previous = start;
    }
  });

  it('is busier on weekdays and in business hours (India time)', () => {
    const byHour = new Array<number>(24).fill(0);
    let weekday = 0;
    for (const call of calls) {
      const local = new Date((call.start_timestamp ?? 0) + 330 * 60_000);
      byHour[local.getUTCHours()] = (byHour[local.getUTCHours()] ?? 0) + 1;
      if (local.getUTCDay() !== 0 && local.getUTCDay() !== 6) weekday += 1;
    }
    const business = byHour.slice(9, 19).reduce((sum, n) => sum + n, 0);
    expect(business / calls.length).toBeGreaterThan(0.6);
    expect(weekday / calls.length).toBeGreaterThan(0.78);
  });

  it('times words in order, at a speaking pace, within the call', () => {
    let words = 0;
    let speaking = 0;
    const problems: string[] = [];
    for (const call of calls) {
      let cursor = 0;
      for (const turn of turnsOf(call)) {
        const turnWords = turn.words ?? [];
        if (turnWords.map((word) => word.word).join(' ') !== turn.content) problems.push(`${call.call_id}: words do not spell "${turn.content}"`);
        for (const word of turnWords) {
          if (word.start < cursor || word.end <= word.start) problems.push(`${call.call_id}: ${word.word} at ${word.start}–${word.end} after ${cursor}`);
          cursor = word.end;
        }
        const first = turnWords[0];
        const last = turnWords[turnWords.length - 1];
        if (first && last && call.recording_url === null) {
          words += turnWords.length;
          speaking += last.end - first.start;
        }
        if (turn.role === 'agent' && typeof turn.metadata?.response_id !== 'number') problems.push(`${call.call_id}: agent turn without response_id`);
      }
      if (cursor > (call.duration_ms ?? 0) / 1000) problems.push(`${call.call_id}: words run past the end`);
    }
    expect(problems).toEqual([]);
    // Conversational English runs at about 2–3.5 words a second.
    expect(words / speaking).toBeGreaterThan(2);
    expect(words / speaking).toBeLessThan(3.5);
  });

  it('writes the transcript as Agent:/User: lines matching transcript_object', () => {
    for (const call of calls.slice(0, 200)) {
      const lines = turnsOf(call).map((turn) => `${turn.role === 'agent' ? 'Agent' : 'User'}: ${turn.content}`);
      expect(call.transcript).toBe(lines.join('\n'));
    }
  });

  it('puts node transitions between the phases of a conversation', () => {
    const withTransitions = calls.filter((call) => (call.transcript_with_tool_calls ?? []).some((entry) => entry.role === 'node_transition'));
    expect(withTransitions.length).toBeGreaterThan(calls.length / 2);
    for (const call of withTransitions) {
      const entries = call.transcript_with_tool_calls ?? [];
      expect(entries.filter((entry) => entry.role !== 'node_transition')).toEqual(call.transcript_object);
      for (const entry of entries.filter((e) => e.role === 'node_transition')) {
        expect(entry).toEqual({
          role: 'node_transition',
          former_node_id: expect.any(String),
          former_node_name: expect.any(String),
          new_node_id: expect.any(String),
          new_node_name: expect.any(String),
        });
        expect(entry.former_node_id).not.toBe(entry.new_node_id);
      }
    }
  });

  it('computes every latency percentile from its values', () => {
    let checked = 0;
    for (const call of calls) {
      const latency = call.latency ?? {};
      for (const stats of [latency.llm, latency.e2e, latency.tts, latency.knowledge_base] as (LatencyStats | undefined)[]) {
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
      expect(call).toMatchObject({ direction: 'outbound', disconnection_reason: 'voicemail_reached', call_analysis: { call_successful: false } });
      expect(turnsOf(call).length).toBeLessThanOrEqual(2);
    }
    const reasons = new Map<string, number>();
    for (const call of calls) reasons.set(call.disconnection_reason ?? '', (reasons.get(call.disconnection_reason ?? '') ?? 0) + 1);
    expect([...reasons.keys()]).toEqual(expect.arrayContaining(['agent_hangup', 'user_hangup', 'call_transfer', 'voicemail_reached', 'dial_no_answer']));
    expect(reasons.get('agent_hangup') ?? 0).toBeGreaterThan(calls.length / 3);

    for (const call of calls.filter((c) => c.disconnection_reason === 'dial_no_answer')) {
      expect(call).toMatchObject({ duration_ms: 0, transcript: '', transcript_object: [], call_analysis: { call_successful: false } });
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
    const interviews = calls.filter((call) => call.agent_id === 'zara' && call.call_analysis?.appointment_booked === true);
    expect(interviews.length).toBeGreaterThan(10);
    for (const call of interviews) expect(call.call_analysis?.email).toMatch(/^[a-z.0-9]+@example\.(com|org|net)$/);
    expect(new Set(calls.map((call) => call.call_analysis?.user_sentiment))).toEqual(new Set(['Positive', 'Negative', 'Neutral', 'Somewhat positive', 'Somewhat negative']));
  });

  it('only calls for the agents asked for', () => {
    const loans = generateCalls({ ...options, count: 200, agentIds: ['loan-qualifier', 'loan-documents'] });
    expect(new Set(loans.map((call) => call.agent_id))).toEqual(new Set(['loan-qualifier', 'loan-documents']));
    expect(loans.filter((call) => call.recording_url !== null)).toHaveLength(2);
    expect(() => generateCalls({ ...options, agentIds: ['nobody'] })).toThrow(/nobody/);
    expect(generateCalls({ ...options, count: 0 })).toEqual([]);
  });
});

describe('recorded calls', () => {
  it('ship at least four short recordings, one per agent purpose, under about 1 MB in all', () => {
    expect(manifest.recordings.length).toBeGreaterThanOrEqual(4);
    expect(new Set(manifest.recordings.map((r) => r.agent_id))).toEqual(new Set(sampleAgentIds));
    let bytes = 0;
    for (const recording of manifest.recordings) {
      const size = statSync(new URL(recording.file, recordingsManifestUrl)).size;
      expect(size).toBeGreaterThan(10_000);
      bytes += size;
      expect(recording.duration_ms).toBeGreaterThanOrEqual(20_000);
      expect(recording.duration_ms).toBeLessThanOrEqual(60_000);
      expect(recording.utterances.length).toBeGreaterThanOrEqual(6);
      expect(recording.utterances.length).toBeLessThanOrEqual(10);
    }
    expect(bytes).toBeLessThan(1_100_000);
  });

  it('appear once each, in the last two days, with the transcript the audio speaks', () => {
    expect(recorded).toHaveLength(manifest.recordings.length);
    for (const recording of manifest.recordings) {
      const matches = recorded.filter((call) => call.recording_url === `recording:${recording.file}`);
      expect(matches).toHaveLength(1);
      const call = matches[0] as ProviderCall;
      expect(call).toMatchObject({ agent_id: recording.agent_id, direction: recording.direction, duration_ms: recording.duration_ms });
      expect(call.start_timestamp).toBeGreaterThanOrEqual(now - 2 * DAY_MS);
      expect(call.end_timestamp).toBeLessThanOrEqual(now);

      const turns = turnsOf(call);
      expect(turns.map((turn) => ({ role: turn.role, content: turn.content }))).toEqual(recording.utterances.map((u) => ({ role: u.role, content: u.content })));
      for (const [i, utterance] of recording.utterances.entries()) {
        const words = turns[i]?.words ?? [];
        expect(words[0]?.start).toBeCloseTo(utterance.start, 3);
        expect(words[words.length - 1]?.end).toBeCloseTo(utterance.end, 3);
        for (const word of words) {
          expect(word.start).toBeGreaterThanOrEqual(utterance.start - 0.0005);
          expect(word.end).toBeLessThanOrEqual(utterance.end + 0.0005);
        }
      }
      expect(call.call_analysis?.call_successful).toBe(true);
    }
    const interview = recorded.find((call) => call.recording_url === 'recording:zara-interview-scheduling.ogg');
    expect(interview?.call_analysis).toMatchObject({ appointment_booked: true, email: 'ananya.iyer@example.com', date_time: expect.stringMatching(/T05:30:00\.000Z$/) });
  });

  it('do not move when the count changes', () => {
    const fewer = generateCalls({ ...options, count: 300 }).filter((call) => call.recording_url !== null);
    expect(fewer).toEqual(recorded);
  });
});

describe('iterateCalls', () => {
  it('streams 100,000 compact calls quickly', () => {
    const started = performance.now();
    let count = 0;
    let previous = 0;
    const agents = new Set<string>();
    for (const call of iterateCalls({ count: 100_000, seed: 7, now, days: 90, transcriptDetail: 'compact' })) {
      count += 1;
      const start = call.start_timestamp ?? 0;
      if (start < previous) throw new Error(`call ${count} is out of order`);
      previous = start;
      agents.add(call.agent_id ?? '');
      const turns = turnsOf(call);
      // Plain loops and throws: expect() per call would dominate the timing.
      if (call.recording_url === null && turns.length !== 0 && (turns.length < 2 || turns.length > 4)) throw new Error(`call ${count} has ${turns.length} turns`);
      if (call.recording_url === null && turns.some((turn) => turn.words !== undefined)) throw new Error('compact calls carry no word timings');
      if (count % 5000 === 0) expect(providerCallSchema.safeParse(call).success).toBe(true);
    }
    const seconds = (performance.now() - started) / 1000;
    expect(count).toBe(100_000);
    expect(agents.size).toBe(4);
    expect(seconds).toBeLessThan(15);
  });

  it('yields the same calls as generateCalls', () => {
    const streamed = [...iterateCalls({ ...options, count: 300, transcriptDetail: 'compact' })];
    expect(streamed).toEqual(generateCalls({ ...options, count: 300, transcriptDetail: 'compact' }));
  });
});
