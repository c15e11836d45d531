import type { InboxPulse } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

const CHANNEL = 'agentdesk_inbox';
/** While notices do not arrive (connection lost), a waiting request looks at the pulse this often. */
const FALLBACK_MS = 4_000;
/** Notices within this long are answered with one read of the pulse. */
const COALESCE_MS = 100;

/**
 * Notices that the inbox's pulse may have moved (migration 0010: triggers announce it on commit,
 * whichever process or tool wrote), for the requests waiting on the pulse. A burst of notices
 * leads to one read of the pulse, shared by every waiting request, however many there are.
 * Without notices, a waiter wakes every few seconds to look itself, as the polling it replaced did.
 */
export type InboxNotices = {
  /** Counts notices: a waiter reads it before reading the pulse, so no notice falls between the two. */
  readonly generation: number;
  /**
   * Resolves with the pulse read after the next notice (and the generation it was read at);
   * 'look' when the waiter should read the pulse itself (a notice came after `since`, or no notices
   * arrive: the fallback rhythm); 'timeout' after `timeoutMs` or when `signal` aborts; 'closed' once
   * the server is closing (waiting requests answer then, not holding shutdown).
   */
  next: (timeoutMs: number, signal: AbortSignal, since: number) => Promise<Woken>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export type Woken = { pulse: InboxPulse; generation: number } | 'look' | 'timeout' | 'closed';
type Wake = (outcome: Woken) => void;

export const createInboxNotices = ({
  database,
  log,
  readPulse,
}: {
  database: Database;
  log: FastifyBaseLogger;
  readPulse: () => Promise<InboxPulse>;
}): InboxNotices => {
  const waiters = new Set<Wake>();
  let isListening = false;
  let isStopping = false;
  let stopListening: (() => Promise<void>) | null = null;
  let isReadPending = false;
  let isNoticedAgain = false;
  let generation = 0;

  const wakeAll = (outcome: Parameters<Wake>[0]) => {
    const woken = [...waiters];
    waiters.clear();
    for (const wake of woken) wake(outcome);
  };

  const readAndWake = async () => {
    isNoticedAgain = false;
    const readAt = generation;
    try {
      const pulse = await readPulse();
      wakeAll({ pulse, generation: readAt });
    } catch (error) {
      log.warn({ failure: { message: (error as Error).message } }, 'inbox: could not read the pulse after a notice');
      wakeAll('look');
    }
    if (isNoticedAgain && !isStopping) setTimeout(() => void readAndWake(), COALESCE_MS);
    else isReadPending = false;
  };

  const onNotice = () => {
    generation += 1;
    if (waiters.size === 0) return;
    if (isReadPending) {
      isNoticedAgain = true;
      return;
    }
    isReadPending = true;
    setTimeout(() => void readAndWake(), COALESCE_MS);
  };

  return {
    get generation() {
      return generation;
    },
    next: (timeoutMs, signal, since) =>
      new Promise((resolve) => {
        if (isStopping) return resolve('closed');
        if (signal.aborted) return resolve('timeout');
        if (since !== generation) return resolve('look');
        const wake: Wake = (outcome) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          waiters.delete(wake);
          resolve(outcome);
        };
        const onAbort = () => wake('timeout');
        const timer = isListening || timeoutMs <= FALLBACK_MS ? setTimeout(() => wake('timeout'), timeoutMs) : setTimeout(() => wake('look'), FALLBACK_MS);
        signal.addEventListener('abort', onAbort, { once: true });
        waiters.add(wake);
      }),
    start: async () => {
      isStopping = false;
      stopListening = await database.listen(CHANNEL, {
        onMessage: onNotice,
        onState: (listening) => {
          isListening = listening;
          if (!listening && !isStopping) log.warn('inbox: the notice connection is down; open inboxes look every few seconds until it is back');
          // Whatever happened meanwhile, the waiters look for themselves.
          wakeAll('look');
        },
      });
    },
    stop: async () => {
      isStopping = true;
      wakeAll('closed');
      await stopListening?.();
      stopListening = null;
    },
  };
};
