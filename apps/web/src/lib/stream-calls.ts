import { apiPaths, callListItemSchema } from '@agentdesk/shared';
import type { CallListItem } from '@agentdesk/shared';
import { createSseParser } from './parse-sse.ts';
import { authorizedFetch, readErrorBody } from './authorized-fetch.ts';

/** The server pings every 15 s: this long without a byte means the line is dead, though not closed. */
export const STREAM_IDLE_TIMEOUT_MS = 45_000;

type StreamCallsOptions = {
  signal: AbortSignal;
  /** The stream is open (the server answered 2xx). */
  onOpen: () => void;
  /** A new or updated call. */
  onCall: (call: CallListItem) => void;
};

/** The stream was refused in a way retrying will not fix (the session ended). */
export class StreamRefusedError extends Error {
  override name = 'StreamRefusedError';
}

const toCallHandler = (onCall: (call: CallListItem) => void) =>
  createSseParser((message) => {
    if (message.event !== 'call') return;
    try {
      const parsed = callListItemSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) onCall(parsed.data);
      else console.warn('Ignored a streamed call that does not match the contract', parsed.error);
    } catch (error) {
      console.warn('Ignored a streamed event that is not JSON', error);
    }
  });

const readStream = async ({
  signal,
  onOpen,
  onCall,
  onActivity,
}: StreamCallsOptions & { onActivity: () => void }): Promise<void> => {
  const response = await authorizedFetch(apiPaths.callsStream, {
    headers: { Accept: 'text/event-stream' },
    signal,
    cache: 'no-store',
  });
  if (response.status === 401 || response.status === 403)
    throw new StreamRefusedError(`Stream refused: ${response.status}`);
  if (!response.ok || response.body === null) throw await readErrorBody(response);
  onOpen();

  const parser = toCallHandler(onCall);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onActivity();
      parser.push(value);
    }
  } finally {
    reader.releaseLock();
  }
};

/**
 * GET /call/calls/stream: Server-Sent Events read through fetch, since EventSource cannot send the
 * bearer header. Resolves when the server ends the stream; rejects when it fails, is refused, or
 * stays silent past the ping interval (a dead line that never closed).
 */
export const streamCalls = async ({ signal, onOpen, onCall }: StreamCallsOptions): Promise<void> => {
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort);
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armWatchdog = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(abort, STREAM_IDLE_TIMEOUT_MS);
  };

  try {
    armWatchdog();
    await readStream({ signal: connection.signal, onOpen, onCall, onActivity: armWatchdog });
  } finally {
    clearTimeout(idleTimer);
    signal.removeEventListener('abort', abort);
  }
};
