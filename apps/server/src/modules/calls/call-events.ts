import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listItemsJson } from './list-calls.ts';

const CHANNEL = 'agentdesk_calls';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

/** Some calls of one workspace that were stored or changed. */
export type CallChange = { workspaceId: string; callIds: string[] };

/**
 * A change as NOTIFY payloads: JSON `{ w, ids }`, each under PostgreSQL's payload limit. Each
 * names its workspace, so a process reads the calls only for that workspace's open streams.
 */
export const notifyPayloads = ({ workspaceId, callIds }: CallChange): string[] => {
  const payloads: string[] = [];
  const empty = Buffer.byteLength(JSON.stringify({ w: workspaceId, ids: [] }));
  let chunk: string[] = [];
  let bytes = empty;
  for (const id of callIds) {
    const size = Buffer.byteLength(JSON.stringify(id)) + 1;
    if (chunk.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ w: workspaceId, ids: chunk }));
      chunk = [];
      bytes = empty;
    }
    chunk.push(id);
    bytes += size;
  }
  if (chunk.length > 0) payloads.push(JSON.stringify({ w: workspaceId, ids: chunk }));
  return payloads;
};

const parseChange = (payload: string): CallChange | null => {
  try {
    const value = JSON.parse(payload) as { w?: unknown; ids?: unknown };
    if (typeof value.w !== 'string' || !Array.isArray(value.ids)) return null;
    return { workspaceId: value.w, callIds: value.ids.filter((id): id is string => typeof id === 'string') };
  } catch {
    return null;
  }
};

const channelEvent = (workspaceId: string) => `calls:${workspaceId}`;

/**
 * New and changed calls, for the live list, across every API process: a process that stores
 * calls announces their workspace and ids on a PostgreSQL channel (NOTIFY, delivered once the
 * write has committed), and each process that has open streams of that workspace reads the
 * calls' list items and hands them to those subscribers only. On PGlite the one process hears
 * its own notices.
 */
export type CallEventBus = {
  publish: (change: CallChange) => Promise<void>;
  /** Each announced call of the workspace, as its list item's JSON text. */
  subscribe: (workspaceId: string, listener: (itemJson: string) => void) => () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export const createCallEventBus = ({ database, log }: { database: Database; log: FastifyBaseLogger }): CallEventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let stopListening: (() => Promise<void>) | null = null;
  let isStopping = false;

  const deliver = async (payload: string) => {
    const change = parseChange(payload);
    if (!change || change.callIds.length === 0) return;
    // Nobody is watching this workspace here: nothing to read.
    const event = channelEvent(change.workspaceId);
    if (emitter.listenerCount(event) === 0) return;
    try {
      for (const json of await listItemsJson({ db: database.db, ...change })) emitter.emit(event, json);
    } catch (error) {
      log.warn({ failure: { message: (error as Error).message } }, 'live calls: could not read announced calls');
    }
  };

  return {
    publish: async (change) => {
      try {
        for (const payload of notifyPayloads(change))
          await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      } catch (error) {
        // The calls are stored; only the live lists miss them until their next fetch.
        log.warn({ failure: { message: (error as Error).message } }, 'live calls: could not announce calls');
      }
    },
    subscribe: (workspaceId, listener) => {
      const event = channelEvent(workspaceId);
      emitter.on(event, listener);
      return () => emitter.off(event, listener);
    },
    start: async () => {
      isStopping = false;
      stopListening = await database.listen(CHANNEL, {
        onMessage: (payload) => void deliver(payload),
        onState: (isListening) => {
          if (!isListening && !isStopping)
            log.warn('live calls: the notice connection is down; open lists update again when it is back');
        },
      });
    },
    stop: async () => {
      isStopping = true;
      await stopListening?.();
      stopListening = null;
    },
  };
};
