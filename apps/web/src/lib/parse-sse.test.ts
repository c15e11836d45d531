import { describe, expect, it } from 'vitest';
import { createSseParser } from './parse-sse.ts';
import type { SseMessage } from './parse-sse.ts';

const parseAll = (...chunks: string[]): SseMessage[] => {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  chunks.forEach((chunk) => parser.push(chunk));
  return messages;
};

describe('createSseParser', () => {
  it('dispatches an event with its name and data at the blank line', () => {
    expect(parseAll('event: call\ndata: {"call_id":"c-1"}\n\n')).toEqual([
      { event: 'call', data: '{"call_id":"c-1"}' },
    ]);
  });

  it('ignores comments such as pings and the connected line', () => {
    expect(parseAll(': connected\n\n: ping\n\nevent: call\ndata: 1\n\n: ping\n\n')).toEqual([
      { event: 'call', data: '1' },
    ]);
  });

  it('does not dispatch before the blank line', () => {
    expect(parseAll('event: call\ndata: 1\n')).toEqual([]);
  });

  it('joins data lines with newlines and names unnamed events message', () => {
    expect(parseAll('data: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('handles events and lines split across chunks', () => {
    expect(parseAll('ev', 'ent: ca', 'll\nda', 'ta: {"a"', ':1}\n', '\n')).toEqual([
      { event: 'call', data: '{"a":1}' },
    ]);
  });

  it('accepts \\r\\n and \\r line endings, also with \\r\\n split across chunks', () => {
    expect(parseAll('event: call\r\ndata: 1\r\n\r\n')).toEqual([{ event: 'call', data: '1' }]);
    expect(parseAll('event: call\rdata: 2\r\r')).toEqual([{ event: 'call', data: '2' }]);
    expect(parseAll('event: call\r', '\ndata: 3\r', '\n\r', '\n')).toEqual([{ event: 'call', data: '3' }]);
  });

  it('strips one space after the colon only, and keeps colons in the value', () => {
    expect(parseAll('data:  two spaces: kept\n\n')).toEqual([{ event: 'message', data: ' two spaces: kept' }]);
    expect(parseAll('data:nospace\n\n')).toEqual([{ event: 'message', data: 'nospace' }]);
  });

  it('resets the event name after each dispatch and skips events without data', () => {
    expect(parseAll('event: call\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps the last event id and ignores unknown fields', () => {
    expect(parseAll('id: 7\nretry: 1000\nfoo: bar\nevent: call\ndata: 1\n\n')).toEqual([
      { event: 'call', data: '1', id: '7' },
    ]);
  });

  it('dispatches several events from one chunk in order', () => {
    const messages = parseAll('event: call\ndata: 1\n\nevent: call\ndata: 2\n\n');
    expect(messages.map((m) => m.data)).toEqual(['1', '2']);
  });
});
