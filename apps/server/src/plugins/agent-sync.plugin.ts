import fp from 'fastify-plugin';
import { agentSyncSettingsOf } from '../config.ts';
import { createDrainWorker, type DrainWorker } from '../lib/drain-worker.ts';
import { ensureEnvironmentConnection, sealStoredKeys, syncOneDue } from '../modules/agents/index.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic sync of each connected workspace's agents with the provider's list (modules/agents). */
    agentSync: DrainWorker;
  }
}

/** Keeps the agents of workspaces connected to the provider in sync; its schedule is in the database, so it survives a restart. */
export const agentSyncPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const settings = agentSyncSettingsOf(config);
    const { db } = database;
    // An explicitly set RETELL_API_KEY: the first workspace's, connected once that workspace exists.
    const environmentKey = config.RETELL_API_KEY;
    let isEnvironmentConnected = environmentKey === undefined;
    const agentSync = createDrainWorker({
      isEnabled: true,
      claimOne: async () => {
        if (!isEnvironmentConnected && environmentKey !== undefined)
          isEnvironmentConnected = await ensureEnvironmentConnection({ db, apiKey: environmentKey, box: settings.box });
        return syncOneDue({ db, settings });
      },
      intervalMs: config.AGENT_SYNC_POLL_MS,
      log: app.log,
      failureMessage: 'agent sync failed',
    });
    app.decorate('agentSync', agentSync);
    app.addHook('onReady', async () => {
      // Keys stored in the clear before they were sealed (migration 0061) are sealed before any is used.
      const sealed = await sealStoredKeys({ db, box: settings.box });
      if (sealed > 0) app.log.info({ sealed }, 'provider API keys sealed');
      agentSync.start();
    });
    app.addHook('onClose', async () => agentSync.stop());
  },
  { name: 'agent-sync' },
);
