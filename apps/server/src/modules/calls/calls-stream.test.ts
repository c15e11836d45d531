import type { FastifyInstance } from 'fastify';
import { importedCounts, importThroughApi } from '../../test/call-import-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { eq } from 'drizzle-orm';
import { memberships } from '../../db/schema.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { NOTICE_REACH_MS, refusedWithin } from '../../test/session-refused.ts';
import { notifyPayloads } from './call-events.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';

/** An open call stream: what it received so far, and a wait for a call id to arrive. */
const openStream = async (baseUrl: string, token: string) => {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/call/calls/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
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
    /** Everything the stream sent, once the server ended it. */
    waitForEnd: async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return text;
        text += decoder.decode(chunk.value);
      }
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

  /** A delivery to the first workspace with the environment's key, or to another with its own key. */
  const postWebhook = (url: string, call: Record<string, unknown>, to?: { workspaceId: string; key: string }) => {
    const body = JSON.stringify({ event: 'call_started', call });
    return fetch(`${url}/api/webhooks/calls/${to ? `?workspace=${to.workspaceId}` : ''}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-retell-signature': signWebhook(body, to?.key ?? t.config.webhookKey, Date.now()),
      },
      body,
    });
  };

  it('pushes a call posted by webhook to an open stream within 2 seconds', async () => {
    expect((await fetch(`${baseUrl}/api/call/calls/stream`)).status).toBe(401);
    const stream = await openStream(baseUrl, token);
    const posted = performance.now();
    expect(
      (
        await postWebhook(baseUrl, {
          call_id: 'live_1',
          agent_id: 'zara',
          start_timestamp: Date.now(),
          direction: 'inbound',
        })
      ).status,
    ).toBe(204);
    const item = await stream.waitFor('live_1');
    expect(performance.now() - posted).toBeLessThan(2000);
    expect(stream.text()).toContain('event: call');
    expect(item).toMatchObject({ call_id: 'live_1', agent_id: 'zara', direction: 'inbound' });
    stream.close();
  });

  it('pushes a call stored through one API process to streams open on another, and imported calls too', async () => {
    const stream = await openStream(otherUrl, token);
    const posted = performance.now();
    expect(
      (
        await postWebhook(baseUrl, {
          call_id: 'live_elsewhere',
          agent_id: 'loan-qualifier',
          start_timestamp: Date.now(),
          direction: 'outbound',
        })
      ).status,
    ).toBe(204);
    expect(await stream.waitFor('live_elsewhere')).toMatchObject({
      call_id: 'live_elsewhere',
      agent_id: 'loan-qualifier',
      direction: 'outbound',
    });
    expect(performance.now() - posted).toBeLessThan(2000);

    const imported = await importThroughApi(t.app, token, [
      { call_id: 'live_imported', agent_id: 'zara', start_timestamp: Date.now() - 60_000, call_status: 'ended' },
    ]);
    expect(importedCounts(imported).skipped).toBe(0);
    expect(await stream.waitFor('live_imported')).toMatchObject({ call_id: 'live_imported', call_status: 'ended' });
    stream.close();
  });

  it("streams each workspace's calls to its own streams only, on every API process", async () => {
    const ownerB = (await signUpUser(t.app)).token;
    const toB = {
      workspaceId: await workspaceOf(t.app, ownerB),
      key: (
        await t.app.inject({ method: 'GET', url: '/api/webhooks/calls/connection', headers: bearer(ownerB) })
      ).json().data.signing_key as string,
    };
    const streamA = await openStream(otherUrl, token);
    const streamB = await openStream(otherUrl, ownerB);
    const streamBHere = await openStream(baseUrl, ownerB);
    const call = (id: string) => ({ call_id: id, agent_id: 'zara', start_timestamp: Date.now(), direction: 'inbound' });
    expect((await postWebhook(baseUrl, call('iso_a1'))).status).toBe(204);
    expect((await postWebhook(baseUrl, call('iso_b1'), toB)).status).toBe(204);
    // The same call id in both workspaces: each stream gets its own workspace's call.
    expect((await postWebhook(baseUrl, { ...call('iso_same'), agent_id: 'agent-of-b' }, toB)).status).toBe(204);
    expect((await postWebhook(baseUrl, { ...call('iso_same'), agent_id: 'agent-of-a' })).status).toBe(204);
    expect((await postWebhook(baseUrl, call('iso_a2'))).status).toBe(204);

    await streamA.waitFor('iso_a2');
    expect(await streamB.waitFor('iso_same')).toMatchObject({ call_id: 'iso_same', agent_id: 'agent-of-b' });
    await streamBHere.waitFor('iso_b1');
    // Notices arrive in commit order: by the time a stream has a later call, an earlier one of another workspace has come and gone.
    const imported = await importThroughApi(t.app, ownerB, [call('iso_b2')]);
    expect(importedCounts(imported).skipped).toBe(0);
    await streamB.waitFor('iso_b2');
    expect(streamA.text()).toContain('"iso_a1"');
    expect(streamA.text()).not.toContain('iso_b');
    expect(streamA.text()).not.toContain('agent-of-b');
    expect(streamB.text()).not.toContain('iso_a');
    expect(streamB.text()).not.toContain('agent-of-a');
    expect(streamBHere.text()).not.toContain('iso_a');
    for (const stream of [streamA, streamB, streamBHere]) stream.close();
  });

  it('ends the stream of a member removed from the workspace before it sends them another call', async () => {
    const workspaceId = await workspaceOf(t.app, token);
    const member = await addWorkspaceMember(t, { workspaceId, role: 'viewer' });
    const stream = await openStream(baseUrl, member.token);
    expect((await postWebhook(baseUrl, { call_id: 'before_removal', start_timestamp: Date.now() })).status).toBe(204);
    await stream.waitFor('before_removal');
    await t.database.db.delete(memberships).where(eq(memberships.userId, member.userId));
    // The removal reaches this process's sessions through a notice: once its session is refused,
    // the stream learns it before it sends anything more.
    expect(await refusedWithin(t.app, member.token, NOTICE_REACH_MS)).toBe(true);
    expect((await postWebhook(baseUrl, { call_id: 'after_removal', start_timestamp: Date.now() })).status).toBe(204);
    const text = await stream.waitForEnd();
    expect(text).not.toContain('after_removal');
  });

  it('splits many call ids into notices under PostgreSQL payload limit, each naming the workspace', () => {
    const workspaceId = '5f0c4a4e-0a57-4d43-9a43-6f2d7c1e9b10';
    const ids = Array.from({ length: 2000 }, (_, i) => `call_${String(i).padStart(40, '0')}`);
    const payloads = notifyPayloads({ workspaceId, callIds: ids });
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((p) => Buffer.byteLength(p) < 8000)).toBe(true);
    const parsed = payloads.map((p) => JSON.parse(p) as { w: string; ids: string[] });
    expect(parsed.every((p) => p.w === workspaceId)).toBe(true);
    expect(parsed.flatMap((p) => p.ids)).toEqual(ids);
    expect(notifyPayloads({ workspaceId, callIds: [] })).toEqual([]);
  });
});
