import { describe, expect, it } from 'vitest';
import type { ProviderCall } from './calls.ts';
import { measureCall } from './qa-measures.ts';
import { spokenTurn, turnEnd } from './qa-testing/spoken-turns.ts';
import { readToolFailure } from './qa-tools.ts';

const greeting = spokenTurn('agent', 'Hello, how can I help?', 1);
const ask = spokenTurn('user', 'Please transfer me to billing', turnEnd(greeting) + 1);
const invoke = (id: string, name: string) => ({
  role: 'tool_call_invocation',
  tool_call_id: id,
  name,
  arguments: '{}',
});
const result = (id: string, content: string, extra: Record<string, unknown> = {}) => ({
  role: 'tool_call_result',
  tool_call_id: id,
  content,
  ...extra,
});

const callWithTools = (tools: Record<string, unknown>[], extra: Partial<ProviderCall> = {}): ProviderCall => ({
  call_id: 'call_tools',
  transcript_object: [greeting, ask],
  transcript_with_tool_calls: [{ ...greeting }, { ...ask }, ...tools].map((entry) => ({ role: 'unknown', ...entry })),
  ...extra,
});

describe('reading tool results', () => {
  it('reads the provider’s flag first, then JSON errors and flags, then plain-text errors', () => {
    expect(readToolFailure('lookup', { role: 'tool_call_result', successful: false, content: 'ok' }, null)).toBe(
      'successful: false',
    );
    expect(
      readToolFailure('lookup', { role: 'tool_call_result', successful: true, content: '{"error":"x"}' }, null),
    ).toBeNull();
    expect(readToolFailure('lookup', { role: 'tool_call_result', content: '{"error":"timeout"}' }, null)).toBe(
      'error: timeout',
    );
    expect(
      readToolFailure('lookup', { role: 'tool_call_result', content: '{"error":null,"slots":[]}' }, null),
    ).toBeNull();
    expect(readToolFailure('lookup', { role: 'tool_call_result', content: '{"ok":false}' }, null)).toBe('ok: false');
    expect(readToolFailure('lookup', { role: 'tool_call_result', content: '{"status":"FAILED"}' }, null)).toBe(
      'status: FAILED',
    );
    expect(readToolFailure('lookup', { role: 'tool_call_result', content: 'Error: 503 from CRM' }, null)).toBe(
      'Error: 503 from CRM',
    );
    expect(readToolFailure('lookup', { role: 'tool_call_result', content: 'No errors found' }, null)).toBeNull();
  });

  it('counts a missing result as failed, unless the call ended as the tool asked', () => {
    expect(readToolFailure('lookup', undefined, 'user_hangup')).toBe('no result');
    expect(readToolFailure('transfer_call', undefined, 'call_transfer')).toBeNull();
    expect(readToolFailure('transfer_call', undefined, 'user_hangup')).toBe('no result');
    expect(readToolFailure('end_call', undefined, 'agent_hangup')).toBeNull();
  });
});

describe('tool calls, transfers and knowledge base in measureCall', () => {
  it('names the turn before each invocation and when it ended', () => {
    const measures = measureCall(
      callWithTools([invoke('t1', 'check_balance'), result('t1', '{"balance":0}'), invoke('t2', 'send_sms')]),
    );
    expect(measures.tool_calls).toEqual([
      { name: 'check_balance', tool_call_id: 't1', turn_index: 1, at_seconds: turnEnd(ask), ok: true, failure: null },
      {
        name: 'send_sms',
        tool_call_id: 't2',
        turn_index: 1,
        at_seconds: turnEnd(ask),
        ok: false,
        failure: 'no result',
      },
    ]);
  });

  it('gives no turn to a tool called before anyone spoke', () => {
    const call: ProviderCall = { call_id: 'c', transcript_with_tool_calls: [invoke('t0', 'lookup_caller')] };
    expect(measureCall(call).tool_calls[0]).toMatchObject({ turn_index: null, at_seconds: null, ok: false });
  });

  it('reads a transfer that went through, one that failed, and one only the end reason tells of', () => {
    const made = measureCall(callWithTools([invoke('t1', 'transfer_call')], { disconnection_reason: 'call_transfer' }));
    expect(made.transfer).toEqual({ made: true, failed: false, turn_index: 1 });
    const failed = measureCall(
      callWithTools([invoke('t1', 'transfer_to_billing'), result('t1', 'transfer failed: no answer')]),
    );
    expect(failed.transfer).toEqual({ made: false, failed: true, turn_index: 1 });
    const byReason = measureCall({ ...callWithTools([]), disconnection_reason: 'call_transfer' });
    expect(byReason.transfer).toEqual({ made: true, failed: false, turn_index: 1 });
  });

  it('reports knowledge-base use only from what the provider sends', () => {
    const base: ProviderCall = { call_id: 'kb' };
    expect(measureCall(base).knowledge_base).toEqual({ reported: false });
    expect(
      measureCall({ ...base, knowledge_base_retrieved_contents_url: 'https://x.example/kb.json' }).knowledge_base,
    ).toEqual({
      reported: true,
      used: true,
    });
    expect(measureCall({ ...base, latency: { knowledge_base: { num: 2, values: [80, 95] } } }).knowledge_base).toEqual({
      reported: true,
      used: true,
    });
    expect(measureCall({ ...base, latency: { knowledge_base: { num: 0, values: [] } } }).knowledge_base).toEqual({
      reported: true,
      used: false,
    });
  });
});
