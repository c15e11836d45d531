import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { FairQueue } from './fair-queue.ts';

/**
 * An operation that held PGlite's one connection longer than `slowMs`: every other request waited
 * behind it. Its statements' texts (never their parameters), the slowest first, at most five.
 */
export type SlowOperation = {
  kind: 'query' | 'exec' | 'transaction';
  heldMs: number;
  statements: { sql: string; ms: number }[];
};

export type SlowOperationLog = { slowMs: number; onSlowOperation: (operation: SlowOperation) => void };

const SLOW_STATEMENTS_KEPT = 5;
const SLOW_SQL_CHARS = 200;

/** Times an operation and the statements run inside it; reports it when it held the connection long. */
const slowOperationTimer = (kind: SlowOperation['kind'], log: SlowOperationLog | undefined) => {
  const started = performance.now();
  const statements: SlowOperation['statements'] = [];
  return {
    timed: async <T>(text: unknown, run: () => Promise<T>): Promise<T> => {
      if (!log) return run();
      const at = performance.now();
      try {
        return await run();
      } finally {
        const sqlText = typeof text === 'string' ? text : '(prepared statement)';
        statements.push({
          sql: sqlText.replace(/\s+/g, ' ').trim().slice(0, SLOW_SQL_CHARS),
          ms: performance.now() - at,
        });
      }
    },
    done: () => {
      if (!log) return;
      const heldMs = performance.now() - started;
      if (heldMs < log.slowMs) return;
      const slowest = [...statements].sort((a, b) => b.ms - a.ms).slice(0, SLOW_STATEMENTS_KEPT);
      log.onSlowOperation({
        kind,
        heldMs: Math.round(heldMs),
        statements: slowest.map(({ sql: text, ms }) => ({ sql: text, ms: Math.round(ms) })),
      });
    },
  };
};

/**
 * Every statement and transaction given to the PGlite client, by Drizzle or directly, waits its
 * turn in the fair queue (see fair-queue.ts); PGlite's own lock then never has a second waiter.
 * A transaction holds its turn until it ends, so it must not await anything but its statements.
 * With a slow-operation log, an operation that held the turn longer than its `slowMs` is reported
 * with its slowest statements (DB_SLOW_MS), which names what made every other request wait.
 */
export const queueOnto = (client: PGlite, queue: FairQueue, slowLog?: SlowOperationLog) => {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const single =
    <A extends unknown[], R>(kind: 'query' | 'exec', fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      queue.run(async () => {
        const timer = slowOperationTimer(kind, slowLog);
        try {
          return await timer.timed(args[0], () => fn(...args));
        } finally {
          timer.done();
        }
      });
  client.query = single('query', query) as typeof client.query;
  client.exec = single('exec', exec);
  client.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    queue.run(async () => {
      const timer = slowOperationTimer('transaction', slowLog);
      try {
        return await transaction((tx) => {
          if (slowLog) {
            const txQuery = tx.query.bind(tx);
            const txExec = tx.exec.bind(tx);
            tx.query = ((...args: Parameters<typeof txQuery>) =>
              timer.timed(args[0], () => txQuery(...args))) as typeof tx.query;
            tx.exec = (...args: Parameters<typeof txExec>) => timer.timed(args[0], () => txExec(...args));
          }
          return fn(tx);
        });
      } finally {
        timer.done();
      }
    });
};
