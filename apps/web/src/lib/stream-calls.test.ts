// @vitest-environment happy-dom
import type { CallListItem } from '@agentdesk/shared';
import { describe, expect, it, vi } from 'vitest';
import { stubSignedInFetch } from '../test/stub-signed-in-fetch.ts';
import { streamCalls, StreamRefusedError } from './stream-calls.ts';

const call: CallListItem = {
  call_id: 'c-9',
  agent_id: 'zara',
  call_status: 'ongoing',
  direction: 'inbound',
  from_number: '+1',
  to_number: '+2',
  start_timestamp: 1,
  duration_ms: null,
  disconnection_reason: null,
  call_successful: null,
  sentiment: null,
  call_summary: null,
  has_recording: false,
};

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });

describe('streamCalls', () => {
  const fetchMock = stubSignedInFetch();

  it('sends the bearer token and hands over each call event, skipping pings and bad events', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const payload = JSON.stringify(call);
    fetchMock.mockResolvedValueOnce(
      new Response(
        streamOf(
          ': connected\n\n',
          `event: call\ndata: ${payload.slice(0, 20)}`,
          `${payload.slice(20)}\n\n: ping\n\n`,
          'event: call\ndata: {"nope":1}\n\n',
        ),
        {
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
        },
      ),
    );
    const onCall = vi.fn();
    const onOpen = vi.fn();

    await streamCalls({ signal: new AbortController().signal, onOpen, onCall });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/call/calls/stream');
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onCall).toHaveBeenCalledTimes(1);
    expect(onCall).toHaveBeenCalledWith(call);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('rejects with StreamRefusedError on 401, so the hook stops reconnecting', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error_message: 'Session revoked' }), { status: 401 }),
    );
    await expect(
      streamCalls({ signal: new AbortController().signal, onOpen: vi.fn(), onCall: vi.fn() }),
    ).rejects.toBeInstanceOf(StreamRefusedError);
  });

  it('rejects with the body on other failures (the hook retries)', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error_message: 'down' }), { status: 503 }));
    await expect(
      streamCalls({ signal: new AbortController().signal, onOpen: vi.fn(), onCall: vi.fn() }),
    ).rejects.toEqual({ error_message: 'down' });
  });
});
