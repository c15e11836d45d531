import type { FastifyBaseLogger } from 'fastify';
import { withoutArrival } from '../db/fair-queue.ts';

export type DrainWorker = {
  /** Handles everything due now; concurrent calls share one run. Answers how many items were handled. */
  deliverDue: () => Promise<number>;
  /** Drains in the background now (errors are logged). */
  kick: () => void;
  start: () => void;
  stop: () => Promise<void>;
};

type DrainWorkerOptions = {
  isEnabled: boolean;
  intervalMs: number;
  /**
   * Batches in hand at once (default 1). More than one only where the database works beside this
   * process (PostgreSQL): one batch is computed here while another's statements run there.
   */
  concurrency?: number;
  log: FastifyBaseLogger;
  failureMessage: string;
} & (
  | {
      /** Takes and handles one due item; null when none is left. */
      claimOne: () => Promise<unknown>;
      claimBatch?: never;
    }
  | {
      /**
       * Takes and handles a batch of due items, answering how many were handled (null when none was
       * due); it asks `isStopping` before each item and puts back what it has not begun.
       */
      claimBatch: (isStopping: () => boolean) => Promise<number | null>;
      claimOne?: never;
    }
);

/**
 * The loop of a durable queue: it drains on a timer and on demand (a kick when work is added),
 * never running two drains at once, one item or one batch at a time (or `concurrency` at a time).
 */
export const createDrainWorker = (options: DrainWorkerOptions): DrainWorker => {
  const { isEnabled, intervalMs, log, failureMessage, concurrency = 1 } = options;
  const { claimOne } = options;
  const step = options.claimBatch ?? (async () => ((await claimOne!()) === null ? null : 1));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  // A request that arrives while a drain runs must not be lost: the item it announces may have
  // been committed after that drain's last look, so the drain looks once more before it ends.
  let isRequestedAgain = false;
  // Stopping ends a drain after the item in hand: the rest stays queued for the next start.
  let isStopping = false;
  const isStoppingNow = () => isStopping;

  const drain = async () => {
    let handled = 0;
    // One lane takes batches until none is due; with several, each does, side by side.
    const lane = async () => {
      while (!isStopping) {
        const count = await step(isStoppingNow);
        if (count === null) return;
        handled += count;
      }
    };
    try {
      for (;;) {
        isRequestedAgain = false;
        await Promise.all(Array.from({ length: concurrency }, lane));
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
    // A kick during a drain asks it to look again; the drain's own kick reports its failure, once
    // (a thousand kicks waiting on one failed drain would log the same failure a thousand times).
    if (running && !isStopping) {
      isRequestedAgain = true;
      return;
    }
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
