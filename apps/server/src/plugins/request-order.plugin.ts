import fp from 'fastify-plugin';
import { withArrival } from '../db/fair-queue.ts';

/**
 * Each request's database work is served in the order the requests arrived (db/fair-queue.ts):
 * its arrival is noted as it comes in, and its hooks and handler run within it (Fastify carries
 * the context across reading the body).
 */
export const requestOrderPlugin = fp(async (app) => {
  app.addHook('onRequest', (_request, _reply, done) => {
    withArrival(performance.now(), done);
  });
});
