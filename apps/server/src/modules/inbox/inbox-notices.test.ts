import type { InboxPulse } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database, ListenHandlers } from '../../db/client.ts';
import { createInboxNotices, type InboxNotices } from './inbox-notices.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const setUp = async ({ fallbackPollMs = 4_000 } = {}) => {
  let handlers: ListenHandlers | undefined;
  const database = {
    listen: async (_channel: string, h: ListenHandlers) => ((handlers = h), h.onState(true), async () => undefined),
  } as unknown as Database;
  const mails: Record<string, number> = { [A]: 1, [B]: 1 };
  const readPulse = vi.fn(async (workspaceId: string): Promise<InboxPulse> => ({
    mails: mails[workspaceId] ?? 0,
    calls: 0,
    chats: 0,
  }));
  const notices = createInboxNotices({
    database,
    log: { warn: vi.fn() } as unknown as FastifyBaseLogger,
    readPulse,
    fallbackPollMs,
  });
  await notices.start();
  return {
    notices,
    readPulse,
    notify: (payload: string) => handlers!.onMessage(payload),
    setListening: (isListening: boolean) => handlers!.onState(isListening),
    arrive: (workspaceId: string) => (mails[workspaceId] = (mails[workspaceId] ?? 0) + 1),
  };
};

const waitOn = (
  notices: InboxNotices,
  workspaceId: string,
  options: { timeoutMs?: number; signal?: AbortSignal; since?: number } = {},
) =>
  notices.next({
    workspaceId,
    timeoutMs: options.timeoutMs ?? 10_000,
    signal: options.signal ?? new AbortController().signal,
    since: options.since ?? notices.generationOf(workspaceId),
  });

describe('inbox notices', () => {
  it("answers a burst of a workspace's notices with one read of its pulse, shared by every request waiting on it", async () => {
    const { notices, readPulse, notify, arrive } = await setUp();
    const waiting = Array.from({ length: 50 }, () => waitOn(notices, A));
    arrive(A);
    for (let i = 0; i < 20; i += 1) notify(`mails:${A}`);
    const woken = await Promise.all(waiting);
    expect(readPulse).toHaveBeenCalledTimes(1);
    expect(readPulse).toHaveBeenCalledWith(A);
    expect(new Set(woken.map((w) => (typeof w === 'object' ? w.pulse.mails : w)))).toEqual(new Set([2]));
  });

  it("never wakes a workspace's waiters for another workspace's notices, nor reads their pulse for them", async () => {
    const { notices, readPulse, notify, arrive } = await setUp();
    const sinceA = notices.generationOf(A);
    const waitingA = waitOn(notices, A, { timeoutMs: 300 });
    const waitingB = waitOn(notices, B);
    arrive(B);
    notify(`mails:${B}`);
    notify(`chats:${B}`);
    expect(await waitingB).toMatchObject({ pulse: { mails: 2 } });
    expect(await waitingA).toBe('timeout');
    expect(readPulse.mock.calls.map(([workspaceId]) => workspaceId)).toEqual([B]);
    expect(notices.generationOf(A)).toBe(sinceA);
  });

  it('while notices do not arrive, a waiter looks every fallbackPollMs; with 0 only its wait ends it', async () => {
    const polling = await setUp({ fallbackPollMs: 50 });
    polling.setListening(false);
    expect(await waitOn(polling.notices, A, { timeoutMs: 10_000 })).toBe('look');
    const notPolling = await setUp({ fallbackPollMs: 0 });
    notPolling.setListening(false);
    expect(await waitOn(notPolling.notices, A, { timeoutMs: 300 })).toBe('timeout');
  });

  it('makes a waiter look at once when a notice for its workspace came after it read the pulse', async () => {
    const { notices, notify } = await setUp();
    const since = notices.generationOf(A);
    notify(`calls:${B}`);
    notify(`calls:${A}`);
    expect(await waitOn(notices, A, { since })).toBe('look');
  });

  it('lets every workspace look after a notice that names none', async () => {
    const { notices, readPulse, notify } = await setUp();
    const waiting = [waitOn(notices, A), waitOn(notices, B)];
    notify('mails');
    const woken = await Promise.all(waiting);
    expect(woken.every((w) => typeof w === 'object')).toBe(true);
    expect(readPulse.mock.calls.map(([workspaceId]) => workspaceId).sort()).toEqual([A, B]);
  });

  it('times out, follows an abort, and answers closed when stopping', async () => {
    const { notices } = await setUp();
    expect(await waitOn(notices, A, { timeoutMs: 20 })).toBe('timeout');
    const controller = new AbortController();
    const aborted = waitOn(notices, A, { signal: controller.signal });
    controller.abort();
    expect(await aborted).toBe('timeout');
    const waiting = [waitOn(notices, A), waitOn(notices, B)];
    await notices.stop();
    expect(await Promise.all(waiting)).toEqual(['closed', 'closed']);
    expect(await waitOn(notices, A)).toBe('closed');
  });
});
