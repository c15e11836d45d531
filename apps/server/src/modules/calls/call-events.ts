import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listItemsJson } from './list-calls.ts';

const CHANNEL = 'agentdesk_calls';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

/** Call ids as NOTIFY payloads: JSON arrays, each under PostgreSQL's payload limit. */
export const notifyPayloads = (callIds: string[]): string[] => {
  const payloads: string[] = [];
  let chunk: string[] = [];
  let bytes = 2;
  for (const id of callIds) {
    const size = Buffer.byteLength(JSON.stringify(id)) + 1;
    if (chunk.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify(chunk));
      chunk = [];
      bytes = 2;
    }
    chunk.push(id);
    bytes += size;
  }
  if (chunk.length > 0) payloads.push(JSON.stringify(chunk));
  return payloads;
};

const parseIds = (payload: string): string[] => {
  try {
    const value: unknown = JSON.parse(payload);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * New and changed calls, for the live list, across every API process: a process that stores
 * calls announces their ids on a PostgreSQL channel (NOTIFY, delivered once the write has
 * committed), and each process that has open streams reads the calls' list items and hands them
 * to its subscribers. On PGlite the one process hears its own notices.
 */
export type CallEventBus = {
  publish: (callIds: string[]) => Promise<void>;
  /** Each announced call, as its list item's JSON text. */
  subscribe: (listener: (itemJson: string) => void) => () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export const createCallEventBus = ({ database, log }: { database: Database; log: FastifyBaseLogger }): CallEventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let stopListening: (() => Promise<void>) | null = null;
  let isStopping = false;

  const deliver = async (payload: string) => {
    // Nobody is watching here: nothing to read.
    if (emitter.listenerCount('call') === 0) return;
    const ids = parseIds(payload);
    if (ids.length === 0) return;
    try {
      for (const json of await listItemsJson(database.db, ids)) emitter.emit('call', json);
    } catch (error) {
      log.warn({ failure: { message: (error as Error).message } }, 'live calls: could not read announced calls');
    }
  };

  return {
    publish: async (callIds) => {
      try {
        for (const payload of notifyPayloads(callIds)) await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      } catch (error) {
        // The calls are stored; only the live lists miss them until their next fetch.
        log.warn({ failure: { message: (error as Error).message } }, 'live calls: could not announce calls');
      }
    },
    subscribe: (listener) => {
      emitter.on('call', listener);
      return () => emitter.off('call', listener);
    },
    start: async () => {
      isStopping = false;
      stopListening = await database.listen(CHANNEL, {
        onMessage: (payload) => void deliver(payload),
        onState: (isListening) => {
          if (!isListening && !isStopping) log.warn('live calls: the notice connection is down; open lists update again when it is back');
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
