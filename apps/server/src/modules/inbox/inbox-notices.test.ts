import type { InboxPulse } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database, ListenHandlers } from '../../db/client.ts';
import { createInboxNotices } from './inbox-notices.ts';

const setUp = async () => {
  let handlers: ListenHandlers | undefined;
  const database = { listen: async (_channel: string, h: ListenHandlers) => ((handlers = h), h.onState(true), async () => undefined) } as unknown as Database;
  let mails = 1;
  const readPulse = vi.fn(async (): Promise<InboxPulse> => ({ mails, calls: 0, chats: 0 }));
  const notices = createInboxNotices({ database, log: { warn: vi.fn() } as unknown as FastifyBaseLogger, readPulse });
  await notices.start();
  return { notices, readPulse, notify: () => handlers!.onMessage('mails'), arrive: () => (mails += 1) };
};

describe('inbox notices', () => {
  it('answers a burst of notices with one read of the pulse, shared by every waiting request', async () => {
    const { notices, readPulse, notify, arrive } = await setUp();
    const signal = new AbortController().signal;
    const waiting = Array.from({ length: 50 }, () => notices.next(10_000, signal, notices.generation));
    arrive();
    for (let i = 0; i < 20; i += 1) notify();
    const woken = await Promise.all(waiting);
    expect(readPulse).toHaveBeenCalledTimes(1);
    expect(new Set(woken.map((w) => (typeof w === 'object' ? w.pulse.mails : w)))).toEqual(new Set([2]));
  });

  it('makes a waiter look at once when a notice came after it read the pulse', async () => {
    const { notices, notify } = await setUp();
    const since = notices.generation;
    notify();
    expect(await notices.next(10_000, new AbortController().signal, since)).toBe('look');
  });

  it('times out, follows an abort, and answers closed when stopping', async () => {
    const { notices } = await setUp();
    expect(await notices.next(20, new AbortController().signal, notices.generation)).toBe('timeout');
    const controller = new AbortController();
    const aborted = notices.next(10_000, controller.signal, notices.generation);
    controller.abort();
    expect(await aborted).toBe('timeout');
    const waiting = notices.next(10_000, new AbortController().signal, notices.generation);
    await notices.stop();
    expect(await waiting).toBe('closed');
    expect(await notices.next(10_000, new AbortController().signal, notices.generation)).toBe('closed');
  });
});
