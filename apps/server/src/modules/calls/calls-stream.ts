import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallEventBus } from './call-events.ts';

const PING_MS = 15_000;

export type CallsStreamOptions = {
  request: FastifyRequest;
  reply: FastifyReply;
  callEvents: CallEventBus;
  /** The route's guard, run again before each push: it throws once the session may no longer read. */
  requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Where the stream registers its close, so the server's shutdown ends it. */
  openStreams: Set<() => void>;
};

/**
 * Server-sent events: each new or changed call of the session's workspace, for the open list.
 * Plain fetch streams it (EventSource cannot send the bearer header). The session is checked
 * again before every push and ping, so a member removed from the workspace, a session signed out
 * or switched to another workspace stops receiving this workspace's calls: the stream ends.
 */
export const streamCalls = ({ request, reply, callEvents, requireAuth, openStreams }: CallsStreamOptions) => {
  const { workspaceId } = request.user();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(': connected\n\n');

  let isClosed = false;
  const isStillAllowed = async () => {
    try {
      await requireAuth(request, reply);
      return request.user().workspaceId === workspaceId;
    } catch {
      return false;
    }
  };
  // Writes go one after another, each after its check, in the order the bus handed them over.
  let writes = Promise.resolve();
  const send = (text: string) => {
    writes = writes.then(async () => {
      if (isClosed) return;
      if (await isStillAllowed()) res.write(text);
      else close();
    });
  };
  const unsubscribe = callEvents.subscribe(workspaceId, (itemJson) => send(`event: call\ndata: ${itemJson}\n\n`));
  const ping = setInterval(() => send(': ping\n\n'), PING_MS);
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(ping);
    unsubscribe();
    openStreams.delete(close);
    res.end();
  };
  openStreams.add(close);
  request.raw.on('close', close);
};
