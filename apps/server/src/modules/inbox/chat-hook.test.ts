import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  postSignedWebhook,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { verifyWebhookSignature } from '../../lib/webhook-signature.ts';
import { CHAT_HOOK_SIGNATURE_HEADER } from './chat-hook.ts';
import { sampleAgents } from '../../seed/sample-agents.ts';
import { upsertAgents } from '../agents/index.ts';
import { postToWorkspace } from './inbox-test-client.ts';

let t: TestApp;
let token: string;
let hook: Server;
let hookBase: string;
let answerStatus = 200;
const received: { url: string | undefined; body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        url: req.url,
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers[CHAT_HOOK_SIGNATURE_HEADER] as string | undefined,
      });
      res.statusCode = answerStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookBase = `http://127.0.0.1:${(hook.address() as { port: number }).port}`;
  // Private addresses allowed: the workspaces' own hooks are this local server too.
  t = await createTestApp({
    RETELL_API_KEY: 'chat-hook-key-0123456789',
    CHAT_OUTBOUND_URL: `${hookBase}/replies`,
    CHAT_HOOK_ALLOW_PRIVATE_URLS: 'true',
  });
  token = (await signUpUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

const inbound = async (messageId: string, text: string) => {
  const body = {
    event: 'message',
    platform: 'linkedin',
    message_id: messageId,
    contact: { id: 'li-sam', name: 'Sam Lee' },
    text,
  };
  expect((await postSignedWebhook(t, '/api/webhooks/conversations/', body)).statusCode).toBe(204);
};

const replyAndDeliver = async (threadId: string, text: string, agentId?: string) => {
  const payload = { tab: 'chats', text, ...(agentId ? { agent_id: agentId } : {}) };
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/inbox/${threadId}/reply`,
    headers: bearer(token),
    payload,
  });
  expect(reply.json().data.delivery_status).toBe('pending');
  await t.app.chatHook.deliverDue();
  const detail = (
    await t.app.inject({ method: 'GET', url: `/api/inbox/${threadId}?tab=chats`, headers: bearer(token) })
  ).json().data;
  return detail.messages.at(-1) as { text: string; delivery_status: string };
};

describe('chat replies to the outbound hook', () => {
  it('POSTs each reply as signed JSON and records sent, or failed when the hook refuses it', async () => {
    await inbound('li-100', 'Hi there');
    const list = (await t.app.inject({ method: 'GET', url: '/api/inbox?tab=chats', headers: bearer(token) })).json();
    const threadId: string = list.data[0].id;

    expect(await replyAndDeliver(threadId, 'Hello Sam')).toMatchObject({ text: 'Hello Sam', delivery_status: 'sent' });
    const call = received.find((r) => r.body.includes('Hello Sam'));
    expect(JSON.parse(call!.body)).toMatchObject({
      event: 'reply',
      workspace_id: await workspaceOf(t.app, token),
      platform: 'linkedin',
      contact: { id: 'li-sam', name: 'Sam Lee' },
      text: 'Hello Sam',
      agent: null,
    });
    expect(
      verifyWebhookSignature({
        rawBody: Buffer.from(call!.body),
        header: call!.signature,
        key: t.config.webhookKey,
        now: Date.now(),
      }),
    ).toEqual({ ok: true });

    // Sent as an agent: the hook is told which one.
    await upsertAgents({ db: t.database.db, workspaceId: await workspaceOf(t.app, token), records: sampleAgents });
    await replyAndDeliver(threadId, 'From Zara', 'zara');
    const asAgent = received.find((r) => r.body.includes('From Zara'));
    expect(JSON.parse(asAgent!.body)).toMatchObject({
      text: 'From Zara',
      agent: { id: 'zara', name: 'Zara (Recruiting)' },
    });

    answerStatus = 422;
    expect(await replyAndDeliver(threadId, 'Refused one')).toMatchObject({ delivery_status: 'failed' });
  });

  it("keeps another workspace's replies local: the environment's hook is the first workspace's", async () => {
    const other = await signUpUser(t.app);
    const otherWorkspace = await workspaceOf(t.app, other.token);
    const body = {
      event: 'message',
      platform: 'whatsapp',
      message_id: 'wa-other-1',
      contact: { id: '+919800000123', name: 'Other Contact' },
      text: 'Hello other business',
    };
    expect((await postToWorkspace(t, otherWorkspace, '/api/webhooks/conversations/', body)).statusCode).toBe(204);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/inbox?tab=chats', headers: bearer(other.token) })
    ).json();
    const threadId: string = list.data[0].id;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/${threadId}/reply`,
      headers: bearer(other.token),
      payload: { tab: 'chats', text: 'Not for the hook' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.delivery_status).toBe('local');
    await t.app.chatHook.deliverDue();
    expect(received.some((r) => r.body.includes('Not for the hook'))).toBe(false);
  });

  it("delivers a workspace's replies to its own hook, signed with its own secret, while the first workspace keeps the environment's", async () => {
    answerStatus = 200;
    const second = await signUpUser(t.app);
    const secondWorkspace = await workspaceOf(t.app, second.token);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/inbox/chat-hook',
      headers: bearer(second.token),
      payload: { url: `${hookBase}/second` },
    });
    expect(set.statusCode, set.body).toBe(200);
    const settings = set.json().data as { url: string; signing_secret: string; source: string };
    expect(settings).toMatchObject({ url: `${hookBase}/second`, source: 'workspace' });
    expect(settings.signing_secret).toMatch(/^chsec_[0-9a-f]{48}$/);

    const body = {
      event: 'message',
      platform: 'whatsapp',
      message_id: 'wa-second-1',
      contact: { id: '+919800000456', name: 'Second Contact' },
      text: 'Hello second business',
    };
    expect((await postToWorkspace(t, secondWorkspace, '/api/webhooks/conversations/', body)).statusCode).toBe(204);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/inbox?tab=chats', headers: bearer(second.token) })
    ).json();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/${list.data[0].id}/reply`,
      headers: bearer(second.token),
      payload: { tab: 'chats', text: 'To the second hook' },
    });
    expect(reply.json().data.delivery_status).toBe('pending');
    await t.app.chatHook.deliverDue();
    const call = received.find((r) => r.body.includes('To the second hook'));
    expect(call?.url).toBe('/second');
    expect(JSON.parse(call!.body)).toMatchObject({
      event: 'reply',
      workspace_id: secondWorkspace,
      text: 'To the second hook',
    });
    expect(
      verifyWebhookSignature({
        rawBody: Buffer.from(call!.body),
        header: call!.signature,
        key: settings.signing_secret,
        now: Date.now(),
      }),
    ).toEqual({ ok: true });
    expect(
      verifyWebhookSignature({
        rawBody: Buffer.from(call!.body),
        header: call!.signature,
        key: t.config.webhookKey,
        now: Date.now(),
      }).ok,
    ).toBe(false);

    // The first workspace still uses the environment's hook, and is told so.
    const first = (await t.app.inject({ method: 'GET', url: '/api/inbox/chat-hook', headers: bearer(token) })).json()
      .data;
    expect(first).toEqual({ url: `${hookBase}/replies`, signing_secret: null, source: 'environment' });
    const threads = (await t.app.inject({ method: 'GET', url: '/api/inbox?tab=chats', headers: bearer(token) })).json();
    await replyAndDeliver(threads.data[0].id, 'Still to the environment');
    expect(received.find((r) => r.body.includes('Still to the environment'))?.url).toBe('/replies');

    // Removed: the second workspace's replies stay local again.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/inbox/chat-hook',
      headers: bearer(second.token),
    });
    expect(removed.json().data).toEqual({ url: null, signing_secret: null, source: 'none' });
    const local = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/${list.data[0].id}/reply`,
      headers: bearer(second.token),
      payload: { tab: 'chats', text: 'Local again' },
    });
    expect(local.json().data.delivery_status).toBe('local');
  });
});
