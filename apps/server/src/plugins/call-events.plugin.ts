import fp from 'fastify-plugin';
import { createCallEventBus, type CallEventBus } from '../modules/calls/call-events.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    callEvents: CallEventBus;
  }
}

/** New calls reach the open lists of every API process through the database's notices. */
export const callEventsPlugin = fp<PluginOptions>(
  async (app, { database }) => {
    const callEvents = createCallEventBus({ database, log: app.log });
    app.decorate('callEvents', callEvents);
    app.addHook('onReady', async () => callEvents.start());
    app.addHook('onClose', async () => callEvents.stop());
  },
  { name: 'call-events' },
);
