import type { FastifyBaseLogger } from 'fastify';
import { withoutArrival } from '../db/fair-queue.ts';

export type DrainWorker = {
  /** Handles everything due now, one item at a time; concurrent calls share one run. */
  deliverDue: () => Promise<number>;
  /** Drains in the background now (errors are logged). */
  kick: () => void;
  start: () => void;
  stop: () => Promise<void>;
};

/**
 * The loop of a durable outbox: `claimOne` takes and handles one due item (null when none is
 * left); the worker drains on a timer and on demand, never running two drains at once.
 */
export const createDrainWorker = (options: {
  isEnabled: boolean;
  claimOne: () => Promise<unknown>;
  intervalMs: number;
  log: FastifyBaseLogger;
  failureMessage: string;
}): DrainWorker => {
  const { isEnabled, claimOne, intervalMs, log, failureMessage } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  // A request that arrives while a drain runs must not be lost: the item it announces may have
  // been committed after that drain's last look, so the drain looks once more before it ends.
  let isRequestedAgain = false;
  // Stopping ends a drain after the item in hand: the rest stays queued for the next start.
  let isStopping = false;

  const drain = async () => {
    let handled = 0;
    try {
      for (;;) {
        isRequestedAgain = false;
        while (!isStopping && (await claimOne()) !== null) handled += 1;
        if (!isRequestedAgain || isStopping) return handled;
      }
    } finally {
      running = null;
    }
  };

  const deliverDue = async () => {
    if (!isEnabled || isStopping) return 0;
    if (running) {
      isRequestedAgain = true;
      return running;
    }
    // Background work, even when a request asked for it (db/fair-queue.ts).
    running = withoutArrival(drain);
    return running;
  };
  const kick = () => {
    deliverDue().catch((error: unknown) => log.error({ failure: { message: String(error) } }, failureMessage));
  };
  return {
    deliverDue,
    kick,
    start: () => {
      if (!isEnabled || timer) return;
      isStopping = false;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    stop: async () => {
      isStopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
};
