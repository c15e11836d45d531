import fp from 'fastify-plugin';
import { createAlertEvaluator, createAlertWebhooks, type AlertEvaluator } from '../modules/alerts/index.ts';
import type { DrainWorker } from '../lib/drain-worker.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alert rules evaluated from the analytics aggregates every ALERT_EVAL_INTERVAL_MS (modules/alerts). */
    alertEvaluator: AlertEvaluator;
    /** The outbox of signed alert webhooks. */
    alertWebhooks: DrainWorker;
  }
}

/** Alerts: the periodic evaluation and the webhook outbox; both resume from the database after a restart. */
export const alertsPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const alertWebhooks = createAlertWebhooks({
      db: database.db,
      log: app.log,
      allowPrivate: config.ALERT_WEBHOOK_ALLOW_PRIVATE_URLS,
      pollMs: config.ALERT_EVAL_INTERVAL_MS,
    });
    const alertEvaluator = createAlertEvaluator({
      db: database.db,
      mailer: app.mailer,
      log: app.log,
      intervalMs: config.ALERT_EVAL_INTERVAL_MS,
      onDeliveriesQueued: () => alertWebhooks.kick(),
    });
    app.decorate('alertEvaluator', alertEvaluator);
    app.decorate('alertWebhooks', alertWebhooks);
    app.addHook('onReady', async () => {
      alertWebhooks.start();
      alertEvaluator.start();
    });
    app.addHook('onClose', async () => {
      await alertEvaluator.stop();
      await alertWebhooks.stop();
    });
  },
  { name: 'alerts', dependencies: ['mailer'] },
);
