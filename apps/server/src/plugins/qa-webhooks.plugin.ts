import fp from 'fastify-plugin';
import type { DrainWorker } from '../lib/drain-worker.ts';
import { createQaWebhooks } from '../modules/quality/index.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox of signed call_reviewed webhooks (modules/quality/qa-webhooks.ts). */
    qaWebhooks: DrainWorker;
  }
}

/**
 * call_reviewed webhooks: kicked by the call measurer when a batch of reviews queued some, polled as
 * the measurer is otherwise; private addresses follow the alert webhooks' setting. It stops after
 * the measurer (registered before it), so a last batch's deliveries are still in the outbox.
 */
export const qaWebhooksPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const qaWebhooks = createQaWebhooks({
      db: database.db,
      log: app.log,
      allowPrivate: config.ALERT_WEBHOOK_ALLOW_PRIVATE_URLS,
      pollMs: config.CALL_MEASURE_POLL_MS,
    });
    app.decorate('qaWebhooks', qaWebhooks);
    app.addHook('onReady', async () => qaWebhooks.start());
    app.addHook('onClose', async () => qaWebhooks.stop());
  },
  { name: 'qa-webhooks' },
);
