import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentArrival, withArrival } from '../db/fair-queue.ts';
import { createDrainWorker } from './drain-worker.ts';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

/** An enabled worker whose timer never fires in a test: it drains only when asked. */
const workerClaiming = (claimOne: () => Promise<string | null>) =>
  createDrainWorker({ isEnabled: true, intervalMs: 3_600_000, log, failureMessage: 'failed', claimOne });

describe('drain worker', () => {
  it('looks again when asked during a drain, so an item committed after its last look is not left for the timer', async () => {
    const queue: string[] = [];
    const handled: string[] = [];
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let looks = 0;
    const worker = workerClaiming(async () => {
      looks += 1;
      if (looks === 1) {
        // A look that started before the item was committed: it finds nothing.
        await gate;
        return null;
      }
      const item = queue.shift();
      if (item === undefined) return null;
      handled.push(item);
      return item;
    });
    const first = worker.deliverDue();
    queue.push('mail-1');
    // The kick after the commit arrives while the first drain is still looking.
    const second = worker.deliverDue();
    openGate();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(handled).toEqual(['mail-1']);
    await worker.stop();
  });

  it('shares one run between concurrent calls and does nothing when disabled', async () => {
    let looks = 0;
    const worker = workerClaiming(async () => (looks++ < 2 ? 'x' : null));
    const [a, b] = await Promise.all([worker.deliverDue(), worker.deliverDue()]);
    expect(a).toBe(2);
    expect(b).toBe(2);
    const disabled = createDrainWorker({
      isEnabled: false,
      intervalMs: 1_000,
      log,
      failureMessage: 'failed',
      claimOne: async () => 'x',
    });
    expect(await disabled.deliverDue()).toBe(0);
  });

  it('keeps `concurrency` batches in hand at once, until none is due', async () => {
    let queued = 7;
    let inHand = 0;
    let mostInHand = 0;
    const worker = createDrainWorker({
      isEnabled: true,
      intervalMs: 3_600_000,
      log,
      failureMessage: 'failed',
      concurrency: 2,
      claimBatch: async () => {
        if (queued === 0) return null;
        queued -= 1;
        inHand += 1;
        mostInHand = Math.max(mostInHand, inHand);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inHand -= 1;
        return 10;
      },
    });
    expect(await worker.deliverDue()).toBe(70);
    expect(mostInHand).toBe(2);
    expect(queued).toBe(0);
    await worker.stop();
  });

  it('reports a failed drain once, however many kicks came while it ran', async () => {
    const failures: unknown[] = [];
    const counting = { error: (entry: unknown) => failures.push(entry) } as unknown as FastifyBaseLogger;
    let fail: (error: Error) => void = () => undefined;
    const failing = new Promise<never>((_resolve, reject) => (fail = reject));
    const worker = createDrainWorker({
      isEnabled: true,
      intervalMs: 3_600_000,
      log: counting,
      failureMessage: 'failed',
      claimOne: () => failing,
    });
    for (let kick = 0; kick < 50; kick += 1) worker.kick();
    fail(new Error('PGlite is closed'));
    await worker.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([{ failure: { message: 'Error: PGlite is closed' } }]);
  });

  it('drains as background work, not in the place of the request that kicked it (db/fair-queue.ts)', async () => {
    const seen: (number | undefined)[] = [];
    let left = 2;
    const worker = workerClaiming(async () => {
      seen.push(currentArrival());
      left -= 1;
      return left >= 0 ? 'item' : null;
    });
    await withArrival(42, () => worker.deliverDue());
    expect(seen).toEqual([undefined, undefined, undefined]);
    await worker.stop();
  });

  it('stops after the item in hand, leaving the rest queued for the next start', async () => {
    const queue = ['a', 'b', 'c'];
    let release = () => undefined as void;
    const worker = workerClaiming(async () => {
      const item = queue.shift() ?? null;
      if (item === 'a') await new Promise<void>((resolve) => (release = resolve));
      return item;
    });
    const drained = worker.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = worker.stop();
    release();
    await stopped;
    expect(await drained).toBe(1);
    expect(queue).toEqual(['b', 'c']);
    expect(await worker.deliverDue()).toBe(0);
  });
});
