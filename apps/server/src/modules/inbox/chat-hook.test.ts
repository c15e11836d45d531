import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, postSignedWebhook, signUpUser, type TestApp } from '../../test/test-app.ts';
import { verifyWebhookSignature } from '../../lib/webhook-signature.ts';
import { CHAT_HOOK_SIGNATURE_HEADER } from './chat-hook.ts';
import { sampleAgents } from '../../seed/sample-agents.ts';
import { upsertAgents } from '../agents/index.ts';

let t: TestApp;
let token: string;
let hook: Server;
let answerStatus = 200;
const received: { body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers[CHAT_HOOK_SIGNATURE_HEADER] as string | undefined });
      res.statusCode = answerStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const port = (hook.address() as { port: number }).port;
  t = await createTestApp({ RETELL_API_KEY: 'chat-hook-key-0123456789', CHAT_OUTBOUND_URL: `http://127.0.0.1:${port}/replies` });
  token = (await signUpUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

const inbound = async (messageId: string, text: string) => {
  const body = { event: 'message', platform: 'linkedin', message_id: messageId, contact: { id: 'li-sam', name: 'Sam Lee' }, text };
  expect((await postSignedWebhook(t, '/api/webhooks/conversations/', body)).statusCode).toBe(204);
};

const replyAndDeliver = async (threadId: string, text: string, agentId?: string) => {
  const payload = { tab: 'chats', text, ...(agentId ? { agent_id: agentId } : {}) };
  const reply = await t.app.inject({ method: 'POST', url: `/api/inbox/${threadId}/reply`, headers: bearer(token), payload });
  expect(reply.json().data.delivery_status).toBe('pending');
  await t.app.chatHook.deliverDue();
  const detail = (await t.app.inject({ method: 'GET', url: `/api/inbox/${threadId}?tab=chats`, headers: bearer(token) })).json().data;
  return detail.messages.at(-1) as { text: string; delivery_status: string };
};

describe('chat replies to the outbound hook', () => {
  it('POSTs each reply as signed JSON and records sent, or failed when the hook refuses it', async () => {
    await inbound('li-100', 'Hi there');
    const list = (await t.app.inject({ method: 'GET', url: '/api/inbox?tab=chats', headers: bearer(token) })).json();
    const threadId: string = list.data[0].id;

    expect(await replyAndDeliver(threadId, 'Hello Sam')).toMatchObject({ text: 'Hello Sam', delivery_status: 'sent' });
    const call = received.find((r) => r.body.includes('Hello Sam'));
    expect(JSON.parse(call!.body)).toMatchObject({ event: 'reply', platform: 'linkedin', contact: { id: 'li-sam', name: 'Sam Lee' }, text: 'Hello Sam', agent: null });
    expect(verifyWebhookSignature({ rawBody: Buffer.from(call!.body), header: call!.signature, key: t.config.webhookKey, now: Date.now() })).toEqual({ ok: true });

    // Sent as an agent: the hook is told which one.
    await upsertAgents({ db: t.database.db, records: sampleAgents });
    await replyAndDeliver(threadId, 'From Zara', 'zara');
    const asAgent = received.find((r) => r.body.includes('From Zara'));
    expect(JSON.parse(asAgent!.body)).toMatchObject({ text: 'From Zara', agent: { id: 'zara', name: 'Zara (Recruiting)' } });

    answerStatus = 422;
    expect(await replyAndDeliver(threadId, 'Refused one')).toMatchObject({ delivery_status: 'failed' });
  });
});
