import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, signUpUser, useSignedInApp, workspaceOf } from '../../test/test-app.ts';
import { receiveTestMail } from '../../test/inbound-test-mail.ts';
import { inboxClientFor, inboxTestEnv, missedWhatsappCall, postToWorkspace } from './inbox-test-client.ts';

const NOW = Date.now();
const t = useSignedInApp(inboxTestEnv);
const { get, webhook, chat } = inboxClientFor(t, NOW);

/** Resolves once a pulse request of this app waits for a notice (instead of guessing how long that takes). */
const untilPulseWaits = async (app: FastifyInstance) => {
  const next = vi.spyOn(app.inboxNotices, 'next');
  try {
    await vi.waitFor(() => expect(next).toHaveBeenCalled(), { timeout: 30_000, interval: 10 });
  } finally {
    next.mockRestore();
  }
};

describe('inbox: pulse', () => {
  beforeAll(async () => {
    // One item in each tab, the call the newest moment of its tab.
    await receiveTestMail(
      t.database.db,
      { from: 'Priya Raman <priya.raman@gmail.com>', subject: 'Loan documents', text: 'Salary slips attached.' },
      new Date(NOW - 60_000),
    );
    expect(
      (await chat('whatsapp', '+919800000001', 'Ravi Kumar', 'wa-1', 'Hello, is the job open?', NOW - 5000)).statusCode,
    ).toBe(204);
    const call = await webhook(missedWhatsappCall(NOW - 70_000));
    expect(call.statusCode, call.body).toBe(204);
  });

  it('reports the newest moment of each tab for the live list', async () => {
    const pulse = (await get('/inbox/pulse')).json().data;
    expect(pulse.calls).toBe(NOW - 70_000);
    expect(pulse.chats).toBeGreaterThan(0);
    expect(pulse.mails).toBeGreaterThan(0);
  });

  it('holds a pulse request that names the pulse it saw until something arrives (a long poll)', async () => {
    const seen = (await get('/inbox/pulse')).json().data as { mails: number; calls: number; chats: number };
    const query = `mails=${seen.mails}&calls=${seen.calls}&chats=${seen.chats}`;

    // A pulse the client has not seen answers at once, whatever the wait.
    const began = Date.now();
    expect((await get(`/inbox/pulse?mails=1&calls=1&chats=1&wait=20`)).json().data).toEqual(seen);
    expect(Date.now() - began).toBeLessThan(2000);

    // Nothing new: the same pulse comes back after the wait.
    const idle = Date.now();
    expect((await get(`/inbox/pulse?${query}&wait=1`)).json().data).toEqual(seen);
    expect(Date.now() - idle).toBeGreaterThanOrEqual(950);

    // A mail arriving wakes the waiting request well before its 20 s.
    const isWaiting = untilPulseWaits(t.app);
    const waiting = get(`/inbox/pulse?${query}&wait=20`);
    let isAnswered = false;
    void waiting.then(() => (isAnswered = true));
    await isWaiting;
    expect(isAnswered).toBe(false);
    const sent = Date.now();
    await receiveTestMail(t.database.db, {
      from: 'Waking Mail <waking@gmail.com>',
      subject: 'Ping',
      text: 'Are you there?',
    });
    const woken = (await waiting).json().data;
    expect(Date.now() - sent).toBeLessThan(3000);
    expect(woken.mails).toBeGreaterThan(seen.mails);
    expect([woken.calls, woken.chats]).toEqual([seen.calls, seen.chats]);
  });

  it("is neither woken nor moved by another workspace's mail, chats or calls, while that workspace's own pulse is", async () => {
    const { token: otherToken } = await signUpUser(t.app);
    const otherWorkspace = await workspaceOf(t.app, otherToken);
    const pulseOf = async (token: string, query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/inbox/pulse${query}`, headers: bearer(token) })).json().data as {
        mails: number;
        calls: number;
        chats: number;
      };
    const seen = await pulseOf(t.token);
    expect(await pulseOf(otherToken)).toEqual({ mails: 0, calls: 0, chats: 0 });
    const asQuery = (p: { mails: number; calls: number; chats: number }) =>
      `?mails=${p.mails}&calls=${p.calls}&chats=${p.chats}`;

    // Both inboxes wait; only the other workspace receives anything.
    const isWaiting = untilPulseWaits(t.app);
    const mine = t.app.inject({
      method: 'GET',
      url: `/api/inbox/pulse${asQuery(seen)}&wait=3`,
      headers: bearer(t.token),
    });
    await isWaiting;
    const isTheirsWaiting = untilPulseWaits(t.app);
    const theirs = t.app.inject({
      method: 'GET',
      url: `/api/inbox/pulse${asQuery({ mails: 0, calls: 0, chats: 0 })}&wait=20`,
      headers: bearer(otherToken),
    });
    await isTheirsWaiting;
    const sent = Date.now();
    await receiveTestMail(
      t.database.db,
      {
        from: 'Elsewhere <elsewhere@gmail.com>',
        to: `inbox+${otherWorkspace}@agentdesk.local`,
        subject: 'Hi',
        text: 'For the other business',
      },
      new Date(NOW + 60_000),
    );
    const woken = (await theirs).json().data;
    expect(Date.now() - sent).toBeLessThan(3000);
    expect(woken.mails).toBe(NOW + 60_000);
    const chat = {
      event: 'message',
      platform: 'linkedin',
      message_id: 'li-elsewhere',
      contact: { id: 'li-elsewhere', name: 'Elsewhere' },
      text: 'Hi',
      timestamp: NOW + 60_000,
    };
    expect((await postToWorkspace(t, otherWorkspace, '/api/webhooks/conversations/', chat)).statusCode).toBe(204);
    expect(
      (await postToWorkspace(t, otherWorkspace, '/api/webhooks/conversations/', missedWhatsappCall(NOW + 60_000)))
        .statusCode,
    ).toBe(204);
    expect(await pulseOf(otherToken)).toEqual({ mails: NOW + 60_000, calls: NOW + 60_000, chats: NOW + 60_000 });

    // Mine answers at the end of its wait, with the pulse it saw: the other's mail is not in it.
    expect((await mine).json().data).toEqual(seen);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(2000);
    expect(await pulseOf(t.token)).toEqual(seen);
  });

  it('answers a waiting pulse request at once when the server shuts down', async () => {
    const other = await createTestApp();
    try {
      const { token: otherToken } = await signUpUser(other.app);
      const seen = (
        await other.app.inject({ method: 'GET', url: '/api/inbox/pulse', headers: bearer(otherToken) })
      ).json().data;
      const isWaiting = untilPulseWaits(other.app);
      const waiting = other.app.inject({
        method: 'GET',
        url: `/api/inbox/pulse?mails=${seen.mails}&calls=${seen.calls}&chats=${seen.chats}&wait=20`,
        headers: bearer(otherToken),
      });
      await isWaiting;
      const closing = Date.now();
      await other.app.close();
      expect((await waiting).json().data).toEqual(seen);
      expect(Date.now() - closing).toBeLessThan(3000);
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('refuses a pulse wait beyond 25 seconds or a pulse that is not a number', async () => {
    expect((await get('/inbox/pulse?wait=26')).statusCode).toBe(400);
    expect((await get('/inbox/pulse?mails=soon')).statusCode).toBe(400);
  });
});
