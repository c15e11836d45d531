import type { InboxPulse } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

const CHANNEL = 'agentdesk_inbox';
/** Notices within this long are answered with one read of the pulse. */
const COALESCE_MS = 100;

/**
 * Notices that a workspace's inbox pulse may have moved (migrations 0010 and 0016: triggers announce
 * '<tab>:<workspace id>' on commit, whichever process or tool wrote), for the requests waiting on
 * that workspace's pulse: a notice wakes its own workspace's waiters, never another's. A burst of
 * notices for a workspace leads to one read of its pulse, shared by every request waiting on it.
 * Without notices, a waiter wakes every few seconds to look itself, as the polling it replaced did.
 */
export type InboxNotices = {
  /** Counts a workspace's notices: a waiter reads it before reading the pulse, so no notice falls between the two. */
  generationOf: (workspaceId: string) => number;
  /**
   * Resolves with the workspace's pulse read after its next notice (and the generation it was read
   * at); 'look' when the waiter should read the pulse itself (a notice came after `since`, or no
   * notices arrive: the fallback rhythm); 'timeout' after `timeoutMs` or when `signal` aborts;
   * 'closed' once the server is closing (waiting requests answer then, not holding shutdown).
   */
  next: (options: { workspaceId: string; timeoutMs: number; signal: AbortSignal; since: number }) => Promise<Woken>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export type Woken = { pulse: InboxPulse; generation: number } | 'look' | 'timeout' | 'closed';
type Wake = (outcome: Woken) => void;
/** The requests waiting on one workspace's pulse, and its shared read. */
type Watch = { waiters: Set<Wake>; isReadPending: boolean; isNoticedAgain: boolean };

/** The workspace a notice names; null for a notice that names none (every workspace looks). */
const workspaceOfNotice = (payload: string | undefined): string | null =>
  /^(?:mails|calls|chats):(.+)$/.exec(payload ?? '')?.[1] ?? null;

export const createInboxNotices = ({
  database,
  log,
  readPulse,
  fallbackPollMs,
}: {
  database: Database;
  log: FastifyBaseLogger;
  readPulse: (workspaceId: string) => Promise<InboxPulse>;
  /** While notices do not arrive (connection lost), a waiter looks at the pulse this often; 0 never. */
  fallbackPollMs: number;
}): InboxNotices => {
  const watches = new Map<string, Watch>();
  const generations = new Map<string, number>();
  /** Notices that named no workspace count for every workspace. */
  let everyone = 0;
  let isListening = false;
  let isStopping = false;
  let stopListening: (() => Promise<void>) | null = null;

  const generationOf = (workspaceId: string) => everyone + (generations.get(workspaceId) ?? 0);

  const forget = (workspaceId: string, watch: Watch) => {
    if (watch.waiters.size === 0 && !watch.isReadPending) watches.delete(workspaceId);
  };

  const wake = (workspaceId: string, outcome: Woken) => {
    const watch = watches.get(workspaceId);
    if (!watch) return;
    const woken = [...watch.waiters];
    watch.waiters.clear();
    for (const one of woken) one(outcome);
  };

  const wakeEveryone = (outcome: Woken) => {
    for (const workspaceId of [...watches.keys()]) wake(workspaceId, outcome);
  };

  const readAndWake = async (workspaceId: string, watch: Watch) => {
    watch.isNoticedAgain = false;
    const readAt = generationOf(workspaceId);
    try {
      const pulse = await readPulse(workspaceId);
      wake(workspaceId, { pulse, generation: readAt });
    } catch (error) {
      log.warn(
        { failure: { message: (error as Error).message }, workspaceId },
        'inbox: could not read the pulse after a notice',
      );
      wake(workspaceId, 'look');
    }
    if (watch.isNoticedAgain && !isStopping) setTimeout(() => void readAndWake(workspaceId, watch), COALESCE_MS);
    else {
      watch.isReadPending = false;
      forget(workspaceId, watch);
    }
  };

  const noticed = (workspaceId: string) => {
    const watch = watches.get(workspaceId);
    if (!watch || watch.waiters.size === 0) return;
    if (watch.isReadPending) {
      watch.isNoticedAgain = true;
      return;
    }
    watch.isReadPending = true;
    setTimeout(() => void readAndWake(workspaceId, watch), COALESCE_MS);
  };

  const onNotice = (payload?: string) => {
    const workspaceId = workspaceOfNotice(payload);
    if (workspaceId === null) {
      everyone += 1;
      for (const waiting of [...watches.keys()]) noticed(waiting);
      return;
    }
    generations.set(workspaceId, (generations.get(workspaceId) ?? 0) + 1);
    noticed(workspaceId);
  };

  return {
    generationOf,
    next: ({ workspaceId, timeoutMs, signal, since }) =>
      new Promise((resolve) => {
        if (isStopping) return resolve('closed');
        if (signal.aborted) return resolve('timeout');
        if (since !== generationOf(workspaceId)) return resolve('look');
        const watch = watches.get(workspaceId) ?? {
          waiters: new Set<Wake>(),
          isReadPending: false,
          isNoticedAgain: false,
        };
        watches.set(workspaceId, watch);
        const onWake: Wake = (outcome) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          watch.waiters.delete(onWake);
          forget(workspaceId, watch);
          resolve(outcome);
        };
        const onAbort = () => onWake('timeout');
        const isPolling = !isListening && fallbackPollMs > 0 && timeoutMs > fallbackPollMs;
        const timer = isPolling
          ? setTimeout(() => onWake('look'), fallbackPollMs)
          : setTimeout(() => onWake('timeout'), timeoutMs);
        signal.addEventListener('abort', onAbort, { once: true });
        watch.waiters.add(onWake);
      }),
    start: async () => {
      isStopping = false;
      stopListening = await database.listen(CHANNEL, {
        onMessage: onNotice,
        onState: (listening) => {
          isListening = listening;
          if (!listening && !isStopping)
            log.warn('inbox: the notice connection is down; open inboxes look every few seconds until it is back');
          // Whatever happened meanwhile, the waiters look for themselves.
          wakeEveryone('look');
        },
      });
    },
    stop: async () => {
      isStopping = true;
      wakeEveryone('closed');
      await stopListening?.();
      stopListening = null;
    },
  };
};
