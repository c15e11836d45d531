import { describe, expect, it } from 'vitest';
import { qaMeasureValue } from './qa-review.ts';
import { call, measuresWith, review, startOf, untimed, verdict } from './qa-testing/measure-review.ts';

// Threshold criteria on what happened in the call: an early hang-up, repeats, the caller's mood,
// transfers, tool calls and the knowledge base.

describe('early_hang_up', () => {
  const hangUp = { turn_index: 4, at_seconds: 40, seconds_after_agent_turn: 1.234 };

  it('fails on a hang-up right after the agent spoke, with the agent’s turn as evidence', () => {
    const result = review('early_hang_up', 0, measuresWith({ early_hang_up: hangUp }));
    expect(verdict(result)).toEqual(['failed', 'The caller hung up 1.2 s after the agent spoke, without a goodbye']);
    expect(result.evidence.turn_index).toBe(4);
    expect(result.evidence.at_seconds).toBe(startOf(4));
    expect(result.evidence.quote?.length).toBeLessThanOrEqual(200);
    expect(result.evidence.quote).toMatch(/^Let me check the status of your account\. It takes a moment\. .*…$/);
  });

  it('passes when there was none, even without word timings when the caller did not hang up', () => {
    expect(verdict(review('early_hang_up', 0, measuresWith()))).toEqual([
      'passed',
      'The caller did not hang up right after the agent spoke',
    ]);
    const agentEnded = { ...call, disconnection_reason: 'agent_hangup' };
    expect(review('early_hang_up', 0, measuresWith(untimed), 'at_most', agentEnded).outcome).toBe('passed');
    expect(qaMeasureValue(measuresWith(untimed), 'early_hang_up', agentEnded)).toBe(0);
  });

  it('is unknown when the caller hung up and the timings or the call’s length are missing', () => {
    expect(review('early_hang_up', 0, measuresWith(untimed)).detail).toBe(
      'This call has no word timings, so an early hang-up cannot be told',
    );
    const noLength = { ...call, duration_ms: null };
    expect(review('early_hang_up', 0, measuresWith(), 'at_most', noLength)).toMatchObject({
      outcome: 'not_applicable',
      detail: "This call's length is unknown, so an early hang-up cannot be told",
    });
    expect(qaMeasureValue(measuresWith(untimed), 'early_hang_up')).toBeNull();
  });
});

describe('repeated_agent_turns, sentiment_drop', () => {
  it('fails on a repeat, quoting it at its turn’s start', () => {
    const repeats = [{ turn_index: 2, repeats_turn_index: 0, quote: 'Could you confirm your date of birth' }];
    const result = review('repeated_agent_turns', 0, measuresWith({ repeated_agent_turns: repeats }));
    expect(verdict(result)).toEqual(['failed', 'The agent repeated itself 1 time (at most 0 allowed)']);
    expect(result.evidence).toEqual({
      turn_index: 2,
      quote: 'Could you confirm your date of birth',
      at_seconds: startOf(2),
    });
    expect(verdict(review('repeated_agent_turns', 0, measuresWith()))).toEqual([
      'passed',
      'The agent did not repeat itself',
    ]);
  });

  it('fails when the caller’s mood turned, at the turn where it did', () => {
    const drop = { from: 'neutral' as const, to: 'negative' as const, at_turn_index: 3, at_seconds: 8, quote: 'Sorry' };
    const result = review('sentiment_drop', 0, measuresWith({ sentiment_drop: drop }));
    expect(verdict(result)).toEqual(['failed', "The caller's sentiment turned from neutral to negative"]);
    expect(result.evidence).toEqual({ turn_index: 3, quote: 'Sorry', at_seconds: 8 });
    expect(verdict(review('sentiment_drop', 0, measuresWith()))).toEqual([
      'passed',
      "The caller's sentiment did not turn negative",
    ]);
  });
});

describe('transfers_failed, tool_calls_failed, knowledge_base_used', () => {
  const failedTransfer = {
    name: 'transfer_call',
    tool_call_id: 't2',
    turn_index: 4,
    at_seconds: 14.5,
    ok: false,
    failure: 'no result',
  };
  const tools = [
    { name: 'check_slots', tool_call_id: 't1', turn_index: 2, at_seconds: 7.9, ok: true, failure: null },
    failedTransfer,
    { ...failedTransfer, name: 'book_slot', tool_call_id: 't3', failure: 'error: slot taken' },
  ];

  it('fails on a failed transfer at the transfer tool call', () => {
    const measures = measuresWith({ tool_calls: tools, transfer: { made: false, failed: true, turn_index: 4 } });
    const result = review('transfers_failed', 0, measures);
    expect(verdict(result)).toEqual(['failed', 'A transfer failed']);
    expect(result.evidence).toMatchObject({ turn_index: 4, at_seconds: 14.5 });
    expect(verdict(review('transfers_failed', 0, measuresWith()))).toEqual(['passed', 'No transfer failed']);
  });

  it('counts failed tool calls and names the first', () => {
    const result = review('tool_calls_failed', 0, measuresWith({ tool_calls: tools }));
    expect(verdict(result)).toEqual([
      'failed',
      '2 tool calls failed (at most 0 allowed), the first being transfer_call (no result)',
    ]);
    expect(result.evidence).toMatchObject({ turn_index: 4, at_seconds: 14.5 });
    expect(verdict(review('tool_calls_failed', 0, measuresWith({ tool_calls: tools.slice(0, 1) })))).toEqual([
      'passed',
      'No failed tool calls',
    ]);
  });

  it('reads knowledge-base use only when the provider reports it', () => {
    const used = measuresWith({ knowledge_base: { reported: true, used: true } });
    const unused = measuresWith({ knowledge_base: { reported: true, used: false } });
    expect(verdict(review('knowledge_base_used', 1, used, 'at_least'))).toEqual([
      'passed',
      'The agent used the knowledge base',
    ]);
    expect(verdict(review('knowledge_base_used', 1, unused, 'at_least'))).toEqual([
      'failed',
      'The agent did not use the knowledge base',
    ]);
    expect(verdict(review('knowledge_base_used', 1, measuresWith(), 'at_least'))).toEqual([
      'not_applicable',
      'The provider did not report knowledge-base use on this call',
    ]);
    expect([qaMeasureValue(used, 'knowledge_base_used'), qaMeasureValue(unused, 'knowledge_base_used')]).toEqual([
      1, 0,
    ]);
  });
});
