import { describe, expect, it } from 'vitest';
import { createClaimFeed } from './claim-feed.ts';

// The feed a campaign's threads share (lib/claim-feed.ts): one claim for all of them, the next made
// ahead, items put back when stale or not handed out.

type Item = { id: number; attempts: number };

/** A queue of `count` items in memory, claimed in order, with what each claim and release took. */
const fakeQueue = (count: number) => {
  let nextId = 1;
  const claims: number[] = [];
  const released: number[] = [];
  return {
    claims,
    released,
    claim: async (limit: number): Promise<Item[]> => {
      const taken = Array.from({ length: Math.max(0, Math.min(limit, count - nextId + 1)) }, () => ({
        id: nextId++,
        attempts: 1,
      }));
      claims.push(taken.length);
      return taken;
    },
    release: async (items: Item[]) => {
      released.push(...items.map((item) => item.id));
    },
  };
};

describe('claim feed', () => {
  it('hands each item to one worker, claiming for all of them at once and ahead of need', async () => {
    const queue = fakeQueue(25);
    const feed = createClaimFeed<Item>({ ...queue, claimSize: 10, lowWater: 5, leaseMs: 60_000 });
    const workers = Array.from({ length: 4 }, async () => {
      const taken: number[] = [];
      for (let item = await feed.next(); item; item = await feed.next()) taken.push(item.id);
      return taken;
    });
    const taken = (await Promise.all(workers)).flat();
    expect(taken.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // Three claims of up to ten, then the one that found nothing left.
    expect(queue.claims).toEqual([10, 10, 5, 0]);
    await feed.close();
    expect(queue.released).toEqual([]);
  });

  it('puts back what it claimed and did not hand out when closed, and hands out nothing more', async () => {
    const queue = fakeQueue(25);
    const feed = createClaimFeed<Item>({ ...queue, claimSize: 10, lowWater: 2, leaseMs: 60_000 });
    expect((await feed.next())?.id).toBe(1);
    expect((await feed.next())?.id).toBe(2);
    await feed.close();
    expect(queue.released).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await feed.next()).toBeNull();
  });

  it('puts back items claimed more than half a lease ago instead of handing them out', async () => {
    const queue = fakeQueue(3);
    const feed = createClaimFeed<Item>({ ...queue, claimSize: 2, lowWater: 0, leaseMs: 40 });
    expect((await feed.next())?.id).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Item 2 was claimed with item 1, 30 ms ago: past half of the 40 ms lease, so it goes back.
    expect((await feed.next())?.id).toBe(3);
    expect(queue.released).toEqual([2]);
  });

  it('fails the worker that asks after a claim made ahead failed', async () => {
    let calls = 0;
    const feed = createClaimFeed<Item>({
      claim: async () => {
        calls += 1;
        if (calls > 1) throw new Error('database gone');
        return [
          { id: 1, attempts: 1 },
          { id: 2, attempts: 1 },
        ];
      },
      release: async () => undefined,
      claimSize: 2,
      lowWater: 1,
      leaseMs: 60_000,
    });
    expect((await feed.next())?.id).toBe(1);
    expect((await feed.next())?.id).toBe(2);
    await expect(feed.next()).rejects.toThrow('database gone');
  });
});
