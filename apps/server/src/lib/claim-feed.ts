import type { Claimed } from './durable-queue.ts';

export type ClaimFeedOptions<Item extends Claimed> = {
  /** Claims up to `limit` due items (one statement); none when nothing is due now. */
  claim: (limit: number) => Promise<Item[]>;
  /** Puts items not begun back in the queue (one statement). */
  release: (items: Item[]) => Promise<void>;
  /** Items claimed at once. */
  claimSize: number;
  /** A claim is made ahead when fewer items than this wait, so the workers never wait for one. */
  lowWater: number;
  leaseMs: number;
};

export type ClaimFeed<Item extends Claimed> = {
  /** The next item to handle, or null once a claim found nothing due (or after `close`). */
  next: () => Promise<Item | null>;
  /** Puts the items not handed out back; `next` answers null from then on. */
  close: () => Promise<void>;
};

/**
 * Items of one queue shared by workers side by side (a campaign's threads): claimed in large
 * batches, one statement for all the workers, the next claim made while the last batch is still
 * handed out, and each item handed to whichever worker is free, so the workers finish together. An
 * item whose claim is older than half its lease is put back instead of begun (it would outlive it).
 */
export const createClaimFeed = <Item extends Claimed>(options: ClaimFeedOptions<Item>): ClaimFeed<Item> => {
  let waiting: { item: Item; claimedAt: number }[] = [];
  let claiming: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  let isExhausted = false;
  let isClosed = false;

  const claimMore = () => {
    claiming ??= (async () => {
      const claimedAt = Date.now();
      try {
        const items = await options.claim(options.claimSize);
        if (items.length === 0) isExhausted = true;
        if (isClosed) await options.release(items);
        else waiting.push(...items.map((item) => ({ item, claimedAt })));
      } catch (error) {
        // Kept for the next worker that asks: a claim made ahead has nobody awaiting it.
        failure = { error };
      } finally {
        claiming = null;
      }
    })();
    return claiming;
  };

  const putBackStale = async () => {
    const limit = Date.now() - options.leaseMs / 2;
    const stale = waiting.filter((one) => one.claimedAt < limit);
    if (stale.length === 0) return;
    waiting = waiting.filter((one) => one.claimedAt >= limit);
    await options.release(stale.map((one) => one.item));
  };

  return {
    next: async () => {
      for (;;) {
        if (failure) throw failure.error;
        if (isClosed) return null;
        await putBackStale();
        if (waiting.length <= options.lowWater && !isExhausted) void claimMore();
        const first = waiting.shift();
        if (first) return first.item;
        if (isExhausted) return null;
        await claimMore();
      }
    },
    close: async () => {
      isClosed = true;
      await claiming;
      const rest = waiting.map((one) => one.item);
      waiting = [];
      await options.release(rest);
    },
  };
};
