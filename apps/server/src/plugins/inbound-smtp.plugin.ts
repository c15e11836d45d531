import fp from 'fastify-plugin';
import { startInboundSmtp, type InboundSmtp } from '../mail/inbound-smtp.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbound SMTP listener's port, once listening (null when INBOUND_SMTP_PORT is unset). */
    inboundSmtpPort: () => number | null;
  }
}

/** Inbound mail: a built-in SMTP listener, only when INBOUND_SMTP_PORT is set. */
export const inboundSmtpPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    let inboundSmtp: InboundSmtp | null = null;
    app.decorate('inboundSmtpPort', () => inboundSmtp?.port() ?? null);
    const port = config.INBOUND_SMTP_PORT;
    if (port === undefined) return;
    app.addHook('onReady', async () => {
      inboundSmtp = await startInboundSmtp({
        db: database.db,
        port,
        host: config.INBOUND_SMTP_HOST,
        maxBytes: config.INBOUND_MAIL_MAX_BYTES,
        log: app.log,
      });
      app.log.info({ port: inboundSmtp.port() }, 'inbound SMTP listening');
    });
    app.addHook('onClose', async () => inboundSmtp?.close());
  },
  { name: 'inbound-smtp' },
);
