import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Outgoing mail: the outbox, drained to SMTP_URL (or kept locally without one) from when the app is ready. */
export const mailerPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
      pollMs: config.MAIL_POLL_MS,
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
  },
  { name: 'mailer' },
);
