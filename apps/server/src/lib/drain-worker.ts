import type { FastifyBaseLogger } from 'fastify';

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

  const deliverDue = async () => {
    if (!isEnabled) return 0;
    if (running) return running;
    running = (async () => {
      let handled = 0;
      while ((await claimOne()) !== null) handled += 1;
      return handled;
    })().finally(() => {
      running = null;
    });
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
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
};
