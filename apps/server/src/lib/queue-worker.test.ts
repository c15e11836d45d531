import { describe, expect, it } from 'vitest';
import { exponentialBackoff } from './durable-queue.ts';
import { runBatchAtOnce, runItems } from './queue-worker.ts';

// runItems with `overlap` (the campaign sender's threads): the next item begins while the previous
// one is written, and is told when that write is done so it can hold back its last step until then.

type Item = { id: string; attempts: number };

const policy = { maxAttempts: 3, backoffMs: exponentialBackoff({ baseMs: 1_000 }) };
const feed = (ids: string[]) => {
  const items = ids.map((id) => ({ id, attempts: 1 }));
  return async () => items.shift() ?? null;
};

describe('runItems with overlap', () => {
  it('begins the next item during the previous write, which the item waits for before it ends', async () => {
    const events: string[] = [];
    const writes: (() => void)[] = [];
    const running = runItems<Item>({
      next: feed(['a', 'b', 'c']),
      policy,
      isStopping: () => false,
      overlap: true,
      handle: async (item, recorded) => {
        events.push(`begin ${item.id}`);
        await recorded;
        events.push(`end ${item.id}`);
        return { outcome: 'done' };
      },
      record: async (settled) => {
        const ids = settled.map(({ item }) => item.id).join();
        events.push(`write ${ids}`);
        await new Promise<void>((resolve) => writes.push(resolve));
        events.push(`written ${ids}`);
      },
    });
    for (let n = 1; n <= 3; n += 1) {
      await expect.poll(() => writes.length).toBe(n);
      writes[n - 1]!();
    }
    expect(await running).toBe(3);
    expect(events).toEqual([
      'begin a',
      'end a',
      'write a',
      'begin b',
      'written a',
      'end b',
      'write b',
      'begin c',
      'written b',
      'end c',
      'write c',
      'written c',
    ]);
  });

  it('lets the next item end when a write fails, then fails the run with the write’s error', async () => {
    const ended: string[] = [];
    const running = runItems<Item>({
      next: feed(['a', 'b', 'c']),
      policy,
      isStopping: () => false,
      overlap: true,
      handle: async (item, recorded) => {
        await recorded;
        ended.push(item.id);
        return { outcome: 'done' };
      },
      record: async () => {
        throw new Error('database gone');
      },
    });
    await expect(running).rejects.toThrow('database gone');
    // The write of a failed, b had begun and ended; c was never begun.
    expect(ended).toEqual(['a', 'b']);
  });
});

// runBatchAtOnce (the signed webhook deliveries): a batch is handled at once and written together.
describe('runBatchAtOnce', () => {
  it('handles every item of the batch at the same time and writes their outcomes in one write', async () => {
    const items = ['a', 'b', 'c', 'd'].map((id) => ({ id, attempts: 1 }));
    let begun = 0;
    let releaseAll: () => void = () => undefined;
    const allBegun = new Promise<void>((resolve) => (releaseAll = resolve));
    const writes: string[][] = [];
    const failed: string[] = [];
    const handled = await runBatchAtOnce<Item>({
      items,
      policy,
      // No item ends before all have begun: handled one after another, the batch would never end.
      handle: async (item) => {
        begun += 1;
        if (begun === items.length) releaseAll();
        await allBegun;
        if (item.id === 'b') throw new Error('no answer');
        if (item.id === 'c') return { outcome: 'left' };
        if (item.id === 'd') return { outcome: 'failure', reason: 'The hook answered 410', isPermanent: true };
        return { outcome: 'done' };
      },
      record: async (settled) => {
        writes.push(settled.map(({ item, result }) => `${item.id}:${result.outcome}`));
      },
      onFailure: (item) => failed.push(item.id),
    });
    expect(handled).toBe(4);
    // 'c' is left for its lease to run out: not written.
    expect(writes).toEqual([['a:done', 'b:retry', 'd:failed']]);
    expect(failed).toEqual(['b', 'd']);
  });
});
