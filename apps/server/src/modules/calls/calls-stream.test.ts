import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { notifyPayloads } from './call-events.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';

/** An open call stream: what it received so far, and a wait for a call id to arrive. */
const openStream = async (baseUrl: string, token: string) => {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/call/calls/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readMore = async () => {
    const chunk = await reader.read();
    if (chunk.done) throw new Error('stream ended');
    text += decoder.decode(chunk.value);
  };
  await readMore();
  return {
    /** The pushed item of this call, once it arrived. */
    waitFor: async (callId: string) => {
      while (!text.includes(`"${callId}"`)) await readMore();
      const dataLine = text.split('\n').find((l) => l.startsWith('data: ') && l.includes(`"${callId}"`))!;
      return JSON.parse(dataLine.slice(6)) as Record<string, unknown>;
    },
    text: () => text,
    close: () => controller.abort(),
  };
};

describe('live call stream', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let baseUrl: string;
  let otherUrl: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A second API process on the same database: its own notice listener and its own streams.
    other = await buildApp({ config: t.config, database: t.database, logger: false });
    otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    token = (await signUpUser(t.app)).token;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const postWebhook = (url: string, call: Record<string, unknown>) => {
    const body = JSON.stringify({ event: 'call_started', call });
    return fetch(`${url}/api/webhooks/calls/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-retell-signature': signWebhook(body, t.config.webhookKey, Date.now()) },
      body,
    });
  };

  it('pushes a call posted by webhook to an open stream within 2 seconds', async () => {
    expect((await fetch(`${baseUrl}/api/call/calls/stream`)).status).toBe(401);
    const stream = await openStream(baseUrl, token);
    const posted = performance.now();
    expect((await postWebhook(baseUrl, { call_id: 'live_1', agent_id: 'zara', start_timestamp: Date.now(), direction: 'inbound' })).status).toBe(204);
    const item = await stream.waitFor('live_1');
    expect(performance.now() - posted).toBeLessThan(2000);
    expect(stream.text()).toContain('event: call');
    expect(item).toMatchObject({ call_id: 'live_1', agent_id: 'zara', direction: 'inbound' });
    stream.close();
  });

  it('pushes a call stored through one API process to streams open on another, and imported calls too', async () => {
    const stream = await openStream(otherUrl, token);
    const posted = performance.now();
    expect((await postWebhook(baseUrl, { call_id: 'live_elsewhere', agent_id: 'loan-qualifier', start_timestamp: Date.now(), direction: 'outbound' })).status).toBe(204);
    expect(await stream.waitFor('live_elsewhere')).toMatchObject({ call_id: 'live_elsewhere', agent_id: 'loan-qualifier', direction: 'outbound' });
    expect(performance.now() - posted).toBeLessThan(2000);

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/call/calls/import',
      headers: bearer(token),
      payload: [{ call_id: 'live_imported', agent_id: 'zara', start_timestamp: Date.now() - 60_000, call_status: 'ended' }],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await stream.waitFor('live_imported')).toMatchObject({ call_id: 'live_imported', call_status: 'ended' });
    stream.close();
  });

  it('splits many call ids into notices under PostgreSQL payload limit', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `call_${String(i).padStart(40, '0')}`);
    const payloads = notifyPayloads(ids);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((p) => Buffer.byteLength(p) < 8000)).toBe(true);
    expect(payloads.flatMap((p) => JSON.parse(p) as string[])).toEqual(ids);
    expect(notifyPayloads([])).toEqual([]);
  });
});
