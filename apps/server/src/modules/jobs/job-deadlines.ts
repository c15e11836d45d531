import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

// A job takes applications through its deadline's day (UTC); the day after, it closes, so it leaves
// the careers site and Job Listings' open jobs together. The sweep is one statement over the open
// jobs with a deadline (jobs_open_deadline_idx): each process runs it, repeating it changes nothing,
// and what a stopped server missed is closed at its next start.

/** Closes every open job, in every workspace, whose application deadline has passed; answers their ids. */
export const closeJobsPastDeadline = async (db: Db): Promise<string[]> =>
  rowsOf<{ id: string }>(
    await db.execute(sql`update jobs
      set status = 'closed', closed_at = (application_deadline + 1)::timestamp at time zone 'UTC', updated_at = now()
      where status = 'open' and application_deadline < (now() at time zone 'UTC')::date
      returning id`),
  ).map((row) => row.id);

export type DeadlineCloser = { start: () => void; stop: () => Promise<void>; runOnce: () => Promise<string[]> };

type DeadlineCloserOptions = { db: Db; log: FastifyBaseLogger; intervalMs: number };

/** Runs the sweep at start and every `intervalMs` after; a failed round is logged and the next one tries again. */
export const createDeadlineCloser = (options: DeadlineCloserOptions): DeadlineCloser => {
  const { db, log, intervalMs } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<string[]> | null = null;
  const runOnce = () => {
    running ??= closeJobsPastDeadline(db)
      .then((ids) => {
        if (ids.length > 0) log.info({ closed: ids.length }, 'jobs closed after their application deadline');
        return ids;
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ failure: { message } }, 'closing jobs past their deadline failed');
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    runOnce,
    start: () => {
      void runOnce();
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
