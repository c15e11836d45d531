import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { openTestDatabase, testDbKind } from '../test/test-app.ts';
import { silentLog } from '../test/silent-log.ts';
import { defineQueue, exponentialBackoff, failureOutcome } from '../lib/durable-queue.ts';
import { createGroupWriter } from '../lib/group-writer.ts';
import { createQueueWorker, runBatch } from '../lib/queue-worker.ts';

// The shared durable queue (lib/durable-queue.ts, lib/queue-worker.ts) over a table of its own, on
// both databases (so here, not beside it in lib/, whose suites run on PGlite alone): batch claims in
// order, leases that run out, backoff, the last attempt, claimers at once, and a worker that stops
// after the item in hand.

type Item = { id: string; n: number; attempts: number; generation: number };

const queue = defineQueue<Item>({
  table: 'queue_test_items',
  key: { id: 'text' },
  status: { column: 'status', waiting: ['pending'], claimed: 'working', done: 'done', failed: 'failed' },
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  leaseUntil: 'lease_until',
  error: { column: 'error', isShownWhileRetrying: true },
  generation: 'generation',
  order: sql`n, id`,
  returning: sql`q.id, q.n, q.generation`,
  settleSet: sql`result = case when v.outcome = 'done' then v.data->>'result' else q.result end`,
});

type Row = {
  id: string;
  status: string;
  attempts: number;
  error: string | null;
  result: string | null;
  leased: boolean;
  due_in_ms: number;
};

let database: Database;
let drop: () => Promise<void>;
const policy = { maxAttempts: 3, backoffMs: exponentialBackoff({ baseMs: 60_000, maxMs: 10 * 60_000 }) };

const rows = async (): Promise<Row[]> =>
  rowsOf<Row>(
    await database.db.execute(sql`select id, status, attempts, error, result, lease_until is not null as leased,
      (extract(epoch from next_attempt_at - now()) * 1000)::float8 as due_in_ms from queue_test_items order by n, id`),
  ).map((row) => ({ ...row, due_in_ms: Number(row.due_in_ms) }));
const rowOf = async (id: string) => (await rows()).find((row) => row.id === id)!;

const fill = async (count: number) => {
  await database.db.execute(sql`delete from queue_test_items`);
  await database.db.execute(
    sql`insert into queue_test_items (id, n)
      select 'item-' || lpad(i::text, 3, '0'), i from generate_series(1, ${count}) i`,
  );
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table queue_test_items (
    id text primary key, n integer not null, status text not null default 'pending',
    attempts integer not null default 0, next_attempt_at timestamptz not null default now(),
    lease_until timestamptz, error text, result text, generation integer not null default 0)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(() => fill(5));

describe('durable queue', () => {
  it('claims due items in order in one statement, leased and counted; the next claim takes the rest', async () => {
    await database.db.execute(
      sql`update queue_test_items set next_attempt_at = now() + interval '1 hour' where id = 'item-002'`,
    );
    const first = await queue.claim(database.db, { limit: 3, leaseMs: 60_000 });
    expect(first.map((item) => [item.id, item.attempts])).toEqual([
      ['item-001', 1],
      ['item-003', 1],
      ['item-004', 1],
    ]);
    expect(await rowOf('item-003')).toMatchObject({ status: 'working', attempts: 1, leased: true });
    expect((await queue.claim(database.db, { limit: 3, leaseMs: 60_000 })).map((item) => item.id)).toEqual([
      'item-005',
    ]);
    expect(await queue.claim(database.db, { limit: 3, leaseMs: 60_000 })).toEqual([]);
  });

  it('settles a batch in one statement: done with its data, retried after a backoff, failed', async () => {
    const [a, b, c] = await queue.claim(database.db, { limit: 3, leaseMs: 60_000 });
    const kept = await queue.settle(database.db, [
      { item: a!, result: { outcome: 'done', data: { result: 'read' } } },
      { item: b!, result: failureOutcome(b!.attempts, { reason: 'busy', isPermanent: false }, policy) },
      { item: c!, result: failureOutcome(c!.attempts, { reason: 'refused', isPermanent: true }, policy) },
    ]);
    expect(kept).toHaveLength(3);
    expect(await rowOf(a!.id)).toMatchObject({ status: 'done', error: null, result: 'read', leased: false });
    const retried = await rowOf(b!.id);
    expect(retried).toMatchObject({ status: 'pending', error: 'busy', attempts: 1, leased: false });
    // The first retry waits the base delay (a minute), give or take the test's own time.
    expect(retried.due_in_ms).toBeGreaterThan(55_000);
    expect(retried.due_in_ms).toBeLessThanOrEqual(60_000);
    expect(await rowOf(c!.id)).toMatchObject({ status: 'failed', error: 'refused' });
  });

  it('doubles the wait after each failure up to its cap, and fails an item on its last attempt', () => {
    expect([1, 2, 3, 4, 5].map(policy.backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000, 600_000]);
    expect(failureOutcome(2, { reason: 'busy', isPermanent: false }, policy)).toEqual({
      outcome: 'retry',
      reason: 'busy',
      delayMs: 120_000,
    });
    expect(failureOutcome(3, { reason: 'busy', isPermanent: false }, policy)).toEqual({
      outcome: 'failed',
      reason: 'busy',
    });
  });

  it('claims again an item whose lease ran out (its worker died), and ignores that claim settling late', async () => {
    const [stale] = await queue.claim(database.db, { limit: 1, leaseMs: 60_000 });
    expect(await queue.claim(database.db, { limit: 1, leaseMs: 60_000 })).toMatchObject([{ id: 'item-002' }]);
    await database.db.execute(
      sql`update queue_test_items set lease_until = now() - interval '1 second' where id = ${stale!.id}`,
    );
    const [again] = await queue.claim(database.db, { limit: 1, leaseMs: 60_000 });
    expect(again).toMatchObject({ id: stale!.id, attempts: 2 });
    expect(
      await queue.settle(database.db, [{ item: stale!, result: { outcome: 'done', data: { result: 'late' } } }]),
    ).toEqual([]);
    expect(await rowOf(stale!.id)).toMatchObject({ status: 'working', attempts: 2, result: null });
    // Queued anew meanwhile (a new generation): the holder's result is dropped too.
    await database.db.execute(sql`update queue_test_items set generation = generation + 1 where id = ${again!.id}`);
    expect(await queue.settle(database.db, [{ item: again!, result: { outcome: 'done' } }])).toEqual([]);
  });

  it('puts items not begun back as they were, their attempt uncounted', async () => {
    const claimed = await queue.claim(database.db, { limit: 2, leaseMs: 60_000 });
    await queue.release(database.db, claimed);
    expect((await rows()).slice(0, 2)).toMatchObject([
      { status: 'pending', attempts: 0, leased: false },
      { status: 'pending', attempts: 0, leased: false },
    ]);
  });

  it('fails an item on its last attempt through a batch run, writing each outcome before the next item', async () => {
    await database.db.execute(sql`update queue_test_items set attempts = 2 where id = 'item-001'`);
    const items = await queue.claim(database.db, { limit: 2, leaseMs: 60_000 });
    const writes: number[] = [];
    const handled = await runBatch({
      items,
      leaseMs: 60_000,
      policy,
      isStopping: () => false,
      handle: async () => ({ outcome: 'failure', reason: 'still busy', isPermanent: false }),
      record: async (settled) => {
        writes.push(settled.length);
        await queue.settle(database.db, settled);
      },
      release: (rest) => queue.release(database.db, rest),
    });
    expect(handled).toBe(2);
    expect(writes).toEqual([1, 1]);
    expect((await rows()).slice(0, 2)).toMatchObject([
      { id: 'item-001', status: 'failed', attempts: 3, error: 'still busy' },
      { id: 'item-002', status: 'pending', attempts: 1, error: 'still busy' },
    ]);
  });

  it('writes the outcomes of workers side by side together, each worker waiting for its own', async () => {
    const writes: string[][] = [];
    let finishFirst = () => undefined as void;
    const write = createGroupWriter<string>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const first = write(['a']);
    await expect.poll(() => writes.length).toBe(1);
    // Handed in while the first write is under way: they go together in the next one.
    const rest = [write(['b']), write(['c', 'd'])];
    finishFirst();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([['a'], ['b', 'c', 'd']]);
    const failing = createGroupWriter<string>(async () => {
      throw new Error('database gone');
    });
    await expect(Promise.all([failing(['x']), failing(['y'])])).rejects.toThrow('database gone');
  });

  it(`never gives one item to two claimers at once (${testDbKind})`, async () => {
    await fill(200);
    const claimers = Array.from({ length: 6 }, async () => {
      const taken: string[] = [];
      for (;;) {
        const batch = await queue.claim(database.db, { limit: 7, leaseMs: 60_000 });
        if (batch.length === 0) return taken;
        taken.push(...batch.map((item) => item.id));
      }
    });
    const taken = (await Promise.all(claimers)).flat();
    expect(taken).toHaveLength(200);
    expect(new Set(taken).size).toBe(200);
    expect((await rows()).every((row) => row.attempts === 1 && row.status === 'working')).toBe(true);
  });

  it('stops after the item in hand: that one is settled, the rest goes back for the next start', async () => {
    let release = () => undefined as void;
    let begun = () => undefined as void;
    const isBegun = new Promise<void>((resolve) => (begun = resolve));
    const seen: string[] = [];
    const worker = createQueueWorker({
      db: database.db,
      queue,
      batchSize: 5,
      leaseMs: 60_000,
      policy,
      intervalMs: 3_600_000,
      log: silentLog,
      failureMessage: 'failed',
      handle: async (item) => {
        seen.push(item.id);
        if (seen.length === 1) {
          begun();
          await new Promise<void>((resolve) => (release = resolve));
        }
        return { outcome: 'done', data: { result: 'ok' } };
      },
    });
    const drained = worker.deliverDue();
    await isBegun;
    const stopped = worker.stop();
    release();
    await stopped;
    expect(await drained).toBe(1);
    expect(seen).toEqual(['item-001']);
    expect(await rows()).toMatchObject([
      { id: 'item-001', status: 'done', attempts: 1, result: 'ok' },
      ...['item-002', 'item-003', 'item-004', 'item-005'].map((id) => ({
        id,
        status: 'pending',
        attempts: 0,
        leased: false,
      })),
    ]);
  });
});
