import { formatMessageTime } from '@agentdesk/shared/call-format';
import { describe, expect, it } from 'vitest';
import { avatarLetter, senderLabel, toMessages } from './to-messages.ts';

const START = Date.UTC(2025, 2, 5, 15, 4, 0);

const words = (start: number) => [{ word: 'w', start, end: start + 0.3 }];

describe('toMessages', () => {
  const call = {
    call_id: 'c-1',
    start_timestamp: START,
    call_analysis: { custom_analysis_data: { name: 'maria' } },
    transcript_object: [
      { role: 'agent', content: 'Hello, this is Zara.', words: words(0.5) },
      { role: 'user', content: 'Hi!', words: words(65) },
      { role: 'tool_call_invocation', content: '{}' },
      { role: 'user', content: 'No timings' },
    ],
  };

  it('maps agent entries to the Agent label and user entries to the sender', () => {
    const messages = toMessages(call);
    expect(messages.map((m) => [m.sender, m.isAgent, m.content])).toEqual([
      ['Agent', true, 'Hello, this is Zara.'],
      ['maria', false, 'Hi!'],
      ['maria', false, 'No timings'],
    ]);
    expect(messages.map((m) => m.id)).toEqual(['c-1-0', 'c-1-1', 'c-1-3']);
    // Where each came from in transcript_object: what a QA result's evidence points at.
    expect(messages.map((m) => m.turnIndex)).toEqual([0, 1, 3]);
  });

  it('times each message at call start + first word start', () => {
    const [first, second, third] = toMessages(call);
    expect(first?.timestamp).toBe(START + 500);
    expect(second?.timestamp).toBe(START + 65_000);
    expect(second?.startSeconds).toBe(65);
    expect(third?.timestamp).toBe(START);
    expect(third?.startSeconds).toBeNull();
    expect(formatMessageTime(second?.timestamp ?? 0, 'UTC')).toBe('3:05 PM');
  });

  it('has no time without a call start, and an empty sender when the caller is unknown', () => {
    const [message] = toMessages({
      call_id: 'c-2',
      start_timestamp: null,
      call_analysis: null,
      transcript_object: [{ role: 'user', content: 'x' }],
    });
    expect(message?.timestamp).toBeNull();
    expect(message?.sender).toBe('');
  });

  it('gives no messages without a transcript', () => {
    expect(
      toMessages({ call_id: 'c-3', start_timestamp: START, call_analysis: null, transcript_object: null }),
    ).toEqual([]);
  });
});

describe('avatarLetter', () => {
  it("is the sender's first letter, upper-cased", () => {
    expect(avatarLetter('maria')).toBe('M');
    expect(avatarLetter('  Ravi')).toBe('R');
  });

  it("is 'U' when the sender is empty", () => {
    expect(avatarLetter('')).toBe('U');
    expect(avatarLetter('   ')).toBe('U');
  });
});

describe('senderLabel', () => {
  it("shows 'User' for an empty sender", () => {
    expect(senderLabel('')).toBe('User');
    expect(senderLabel('Maria')).toBe('Maria');
  });
});
