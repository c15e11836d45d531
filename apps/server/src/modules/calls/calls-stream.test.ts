import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { signWebhook } from './webhook-signature.ts';

describe('live call stream', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('pushes a call posted by webhook to an open stream within 2 seconds', async () => {
    const { token } = await signUpUser(t.app);
    expect((await fetch(`${baseUrl}/api/call/calls/stream`)).status).toBe(401);

    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/call/calls/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    await reader.read().then((chunk) => (text += decoder.decode(chunk.value)));

    const body = JSON.stringify({ event: 'call_started', call: { call_id: 'live_1', agent_id: 'zara', start_timestamp: Date.now(), direction: 'inbound' } });
    const posted = performance.now();
    const webhook = await fetch(`${baseUrl}/api/webhooks/calls/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-retell-signature': signWebhook(body, t.config.webhookKey, Date.now()) },
      body,
    });
    expect(webhook.status).toBe(204);
    while (!text.includes('live_1')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    expect(performance.now() - posted).toBeLessThan(2000);
    const dataLine = text.split('\n').find((l) => l.startsWith('data: ') && l.includes('live_1'))!;
    expect(text).toContain('event: call');
    expect(JSON.parse(dataLine.slice(6))).toMatchObject({ call_id: 'live_1', agent_id: 'zara', direction: 'inbound' });
    controller.abort();
  });
});
