import { AsyncLocalStorage } from 'node:async_hooks';

// When each request arrived (performance.now()), for the database work done on its behalf.
const arrivals = new AsyncLocalStorage<number>();

/**
 * Runs `fn` as the handling of a request that arrived at `arrivedAt`: the database work it
 * starts (see createFairQueue) is served before that of requests that arrived later.
 */
export const withArrival = <T>(arrivedAt: number, fn: () => T): T => arrivals.run(arrivedAt, fn);

/**
 * Runs `fn` as work of its own, outside the request that started it (a drain of an outbox, a
 * campaign's sending): it takes its place in the queue when it asks, like the workers' timers, so
 * a long job kicked by an old request does not go before every request that came since.
 */
export const withoutArrival = <T>(fn: () => T): T => arrivals.exit(fn);

/** The arrival time of the request being handled, if any. */
export const currentArrival = (): number | undefined => arrivals.getStore();

type Waiter = { arrivedAt: number; order: number; start: () => void };

const isBefore = (a: Waiter, b: Waiter) =>
  a.arrivedAt < b.arrivedAt || (a.arrivedAt === b.arrivedAt && a.order < b.order);

export type FairQueue = {
  /** Runs `fn` alone: after the work of earlier requests, before that of later ones. */
  run: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Operations waiting for their turn. */
  readonly waiting: number;
};

/**
 * One database connection shared fairly by the requests of a process (PGlite has one, in this
 * thread). Two rules:
 *
 * - The oldest request goes first. A request's later statements (a webhook's transaction after
 *   its workspace lookup, the analytics' last figures after the first six) keep the place of the
 *   request instead of joining the back of the queue behind every request that came since, so a
 *   request waits for the ones before it once, not once per statement.
 * - Between two operations the event loop turns (setImmediate). PGlite runs each statement
 *   synchronously and hands its connection to the next waiter through promise continuations:
 *   without the turn, a queue that never empties never lets Node accept a connection or read a
 *   request, and the sockets that happen to be polled last wait for seconds while later requests
 *   on other sockets are served (the 10 s waits of issue #14).
 *
 * Work outside any request (workers, startup) takes its place when it asks.
 */
export const createFairQueue = ({ now = () => performance.now() }: { now?: () => number } = {}): FairQueue => {
  const waiters: Waiter[] = [];
  let isBusy = false;
  let order = 0;

  const startNext = () => {
    if (waiters.length === 0) {
      isBusy = false;
      return;
    }
    let first = 0;
    for (let i = 1; i < waiters.length; i += 1) if (isBefore(waiters[i]!, waiters[first]!)) first = i;
    const [waiter] = waiters.splice(first, 1);
    waiter!.start();
  };

  const run = <T>(fn: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        let result: Promise<T>;
        try {
          result = fn();
        } catch (error) {
          result = Promise.reject(error instanceof Error ? error : new Error('The operation failed', { cause: error }));
        }
        // The caller's continuation runs first (and may queue its next statement, in its
        // request's place); the next operation starts after the event loop has turned.
        result.then(resolve, reject).finally(() => setImmediate(startNext));
      };
      if (!isBusy) {
        isBusy = true;
        start();
        return;
      }
      order += 1;
      waiters.push({ arrivedAt: currentArrival() ?? now(), order, start });
    });

  return {
    run,
    get waiting() {
      return waiters.length;
    },
  };
};
