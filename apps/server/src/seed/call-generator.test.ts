import { providerCallSchema } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { generateCalls } from './call-generator.ts';
import { calls, DAY_MS, now, options, qaStories, turnsOf } from './call-generator-fixture.ts';

describe('generateCalls: identity, window and transcripts', () => {
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
      expect(call).toMatchObject({
        call_type: 'phone_call',
        call_status: 'ended',
        opt_out_sensitive_data_storage: false,
      });
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
    // Only where the quality-review story has the caller talk over the agent does a turn start before the last one ended.
    const interrupted = new Set(qaStories.filter((s) => s.story === 'caller_interrupts').map((s) => s.call_id));
    expect(interrupted.size).toBeGreaterThan(0);
    let words = 0;
    let speaking = 0;
    const problems: string[] = [];
    for (const call of calls) {
      let cursor = 0;
      for (const turn of turnsOf(call)) {
        const turnWords = turn.words ?? [];
        if (interrupted.has(call.call_id) && turn.role === 'user')
          cursor = Math.min(cursor, turnWords[0]?.start ?? cursor);
        if (turnWords.map((word) => word.word).join(' ') !== turn.content)
          problems.push(`${call.call_id}: words do not spell "${turn.content}"`);
        for (const word of turnWords) {
          if (word.start < cursor || word.end <= word.start)
            problems.push(`${call.call_id}: ${word.word} at ${word.start}–${word.end} after ${cursor}`);
          cursor = word.end;
        }
        const first = turnWords[0];
        const last = turnWords[turnWords.length - 1];
        if (first && last && call.recording_url === null) {
          words += turnWords.length;
          speaking += last.end - first.start;
        }
        if (turn.role === 'agent' && typeof turn.metadata?.response_id !== 'number')
          problems.push(`${call.call_id}: agent turn without response_id`);
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
    const withTransitions = calls.filter((call) =>
      (call.transcript_with_tool_calls ?? []).some((entry) => entry.role === 'node_transition'),
    );
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
});
