import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { withArrival } from './fair-queue.ts';
import { rowsOf } from './rows-of.ts';

// How the server shares PGlite's one connection between requests (issue #14, item 11): under load
// a request must not wait for requests that came after it, and Node must keep reading sockets.
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table fairness_probe (n int primary key)`);
  await database.db.execute(sql`insert into fairness_probe select g from generate_series(1, 2000) g`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const statement = () => database.db.execute(sql`select count(*) from fairness_probe where n % 7 = 3`);

describe('the PGlite connection under load', () => {
  it('lets the event loop turn between statements, so sockets are read while a queue waits', async () => {
    let finished = 0;
    let finishedWhenLoopTurned = -1;
    setImmediate(() => {
      finishedWhenLoopTurned = finished;
    });
    // 40 requests of three statements each, all asking at once. PGlite runs each statement in
    // this thread and hands the connection on through promise continuations: before, the loop
    // turned only once all 120 were done, so no new connection was accepted meanwhile.
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        for (let i = 0; i < 3; i += 1) {
          await statement();
          finished += 1;
        }
      }),
    );
    expect(finished).toBe(120);
    expect(finishedWhenLoopTurned).toBeGreaterThanOrEqual(0);
    expect(finishedWhenLoopTurned).toBeLessThan(5);
  });

  it("serves a request's later statements before the statements of requests that came after it", async () => {
    const done: string[] = [];
    const first = withArrival(1, async () => {
      // A webhook: look the workspace up, then the transaction, then the announcement.
      await statement();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select count(*) from fairness_probe where n % 5 = 1`);
        await tx.execute(sql`select count(*) from fairness_probe where n % 3 = 2`);
      });
      await statement();
      done.push('first');
    });
    // Twenty requests that arrived later, asking while the first one's lookup runs.
    const later = Array.from({ length: 20 }, (_, i) =>
      withArrival(2 + i, async () => {
        await statement();
        done.push(`later ${i}`);
      }),
    );
    await Promise.all([first, ...later]);
    // Before, each of the first request's statements joined the back of the queue: it finished last.
    expect(done[0]).toBe('first');
    expect(done.slice(1)).toEqual(Array.from({ length: 20 }, (_, i) => `later ${i}`));
  });

  it('keeps going after a statement fails, and work outside requests waits its turn too', async () => {
    const failing = database.db.execute(sql`select * from no_such_table`);
    const next = statement();
    await expect(failing).rejects.toThrow(/no_such_table/);
    await expect(next).resolves.toBeDefined();
    const rows = rowsOf<{ one: number }>(await database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`)));
    expect(rows).toEqual([{ one: 1 }]);
  });
});
