import fp from 'fastify-plugin';
import { createCallMeasurer, type CallMeasurer } from '../workers/call-measurer.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable computing of every call's quality measures (workers/call-measurer.ts). */
    callMeasurer: CallMeasurer;
  }
}

/** Each stored call's quality measures computed in the background, a batch per transaction. */
export const callMeasurerPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const callMeasurer = createCallMeasurer({
      db: database.db,
      log: app.log,
      pollMs: config.CALL_MEASURE_POLL_MS,
      onDeliveriesQueued: () => app.qaWebhooks.kick(),
    });
    app.decorate('callMeasurer', callMeasurer);
    // Calls waiting from before (a restart, the history, newer rules) are measured from here.
    app.addHook('onReady', async () => callMeasurer.start());
    app.addHook('onClose', async () => callMeasurer.stop());
  },
  { name: 'call-measurer', dependencies: ['qa-webhooks'] },
);
