import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, signUpUser, useSignedInApp } from '../../test/test-app.ts';
import { receiveTestMail } from '../../test/inbound-test-mail.ts';
import { inboxClientFor, inboxTestEnv, missedWhatsappCall } from './inbox-test-client.ts';

const NOW = Date.now();
const t = useSignedInApp(inboxTestEnv);
const { get, webhook, chat } = inboxClientFor(t, NOW);

/** Resolves once a pulse request of this app waits for a notice (instead of guessing how long that takes). */
const untilPulseWaits = async (app: FastifyInstance) => {
  const next = vi.spyOn(app.inboxNotices, 'next');
  try {
    await vi.waitFor(() => expect(next).toHaveBeenCalled(), { timeout: 10_000, interval: 10 });
  } finally {
    next.mockRestore();
  }
};

describe('inbox: pulse', () => {
  beforeAll(async () => {
    // One item in each tab, the call the newest moment of its tab.
    await receiveTestMail(t.database.db, { from: 'Priya Raman <priya.raman@gmail.com>', subject: 'Loan documents', text: 'Salary slips attached.' }, new Date(NOW - 60_000));
    expect((await chat('whatsapp', '+919800000001', 'Ravi Kumar', 'wa-1', 'Hello, is the job open?', NOW - 5000)).statusCode).toBe(204);
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
    await receiveTestMail(t.database.db, { from: 'Waking Mail <waking@gmail.com>', subject: 'Ping', text: 'Are you there?' });
    const woken = (await waiting).json().data;
    expect(Date.now() - sent).toBeLessThan(3000);
    expect(woken.mails).toBeGreaterThan(seen.mails);
    expect([woken.calls, woken.chats]).toEqual([seen.calls, seen.chats]);
  });

  it('answers a waiting pulse request at once when the server shuts down', async () => {
    const other = await createTestApp();
    try {
      const { token: otherToken } = await signUpUser(other.app);
      const seen = (await other.app.inject({ method: 'GET', url: '/api/inbox/pulse', headers: bearer(otherToken) })).json().data;
      const isWaiting = untilPulseWaits(other.app);
      const waiting = other.app.inject({ method: 'GET', url: `/api/inbox/pulse?mails=${seen.mails}&calls=${seen.calls}&chats=${seen.chats}&wait=20`, headers: bearer(otherToken) });
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
