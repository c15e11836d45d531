import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentArrival } from '../db/fair-queue.ts';
import { requestOrderPlugin } from './request-order.plugin.ts';

// The fair queue orders database work by when its request arrived: that time has to reach the
// handler over real sockets, after the body was read (which ends outside the request's context).
const app = Fastify();
let baseUrl = '';

beforeAll(async () => {
  await app.register(requestOrderPlugin);
  app.addHook('preHandler', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  const seen = async () => {
    const before = currentArrival();
    await new Promise((resolve) => setImmediate(resolve));
    return { before, after: currentArrival(), now: performance.now() };
  };
  app.get('/probe', seen);
  app.post('/probe', seen);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('request order', () => {
  it('carries each request’s arrival time into its handler, for reads and for bodies', async () => {
    const sentAt = performance.now();
    const answers = await Promise.all([
      fetch(`${baseUrl}/probe`).then((r) => r.json()),
      fetch(`${baseUrl}/probe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x'.repeat(200_000) }),
      }).then((r) => r.json()),
    ]);
    for (const answer of answers as { before: number; after: number; now: number }[]) {
      expect(answer.before).toBeGreaterThanOrEqual(sentAt);
      expect(answer.after).toBe(answer.before);
      expect(answer.before).toBeLessThan(answer.now);
    }
  });
});
