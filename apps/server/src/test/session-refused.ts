import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app.ts';

// Well under the session cache's 60 s entry age, so a refusal within it can only come from the
// notice; seconds rather than a moment, because a loaded machine delays the notice's delivery.
export const NOTICE_REACH_MS = 10_000;

/**
 * Polls until the session is refused (401). Sessions are served from memory, so this measures a
 * revocation's reach: its notice to every API process.
 */
export const refusedWithin = async (app: FastifyInstance, token: string, ms: number) => {
  const deadline = Date.now() + ms;
  for (;;) {
    if ((await app.inject({ url: '/api/user', headers: bearer(token) })).statusCode === 401) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
