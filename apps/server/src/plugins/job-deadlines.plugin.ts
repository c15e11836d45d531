import fp from 'fastify-plugin';
import { createDeadlineCloser, type DeadlineCloser } from '../modules/jobs/job-deadlines.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes jobs whose application deadline has passed (modules/jobs/job-deadlines.ts). */
    deadlineCloser: DeadlineCloser;
  }
}

/** How often the sweep runs: a job closes within a minute of its deadline's day ending. */
const SWEEP_INTERVAL_MS = 60_000;

/** Jobs past their application deadline closed at start and every minute. */
export const jobDeadlinesPlugin = fp<PluginOptions>(
  async (app, { database }) => {
    const deadlineCloser = createDeadlineCloser({ db: database.db, log: app.log, intervalMs: SWEEP_INTERVAL_MS });
    app.decorate('deadlineCloser', deadlineCloser);
    app.addHook('onReady', async () => deadlineCloser.start());
    app.addHook('onClose', async () => deadlineCloser.stop());
  },
  { name: 'job-deadlines' },
);
