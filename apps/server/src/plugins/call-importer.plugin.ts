import fp from 'fastify-plugin';
import type { DrainWorker } from '../lib/drain-worker.ts';
import { createCallImporter } from '../workers/call-importer.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable, batched call-history imports (workers/call-importer.ts). */
    callImporter: DrainWorker;
  }
}

/** Uploaded call histories imported in the background, a batch per transaction. */
export const callImporterPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const callImporter = createCallImporter({
      db: database.db,
      log: app.log,
      pollMs: config.CALL_IMPORT_POLL_MS,
      leaseMs: config.CALL_IMPORT_LEASE_MS,
      // The imported calls' quality measures are computed next, in the background.
      publish: async (change) => {
        app.callMeasurer.kick();
        await app.callEvents.publish(change);
      },
    });
    app.decorate('callImporter', callImporter);
    // Imports left unfinished by a restart resume from here, at their last committed batch.
    app.addHook('onReady', async () => callImporter.start());
    app.addHook('onClose', async () => callImporter.stop());
  },
  { name: 'call-importer', dependencies: ['call-events', 'call-measurer'] },
);
