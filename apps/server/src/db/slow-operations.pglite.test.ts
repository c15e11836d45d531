import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openConfiguredDatabase, openDatabase, type Database, type SlowOperation } from './client.ts';

// DB_SLOW_MS: an operation that holds PGlite's one connection long makes every other request wait;
// the log names it and its slowest statements, so a stall under load is found from the log alone.
// The threshold sits far above a fast statement even on a loaded machine (in CI beside the other
// suites a `select 1` once took over 150 ms), and the slow statements sleep past it.
const SLOW_MS = 1_000;
const reported: SlowOperation[] = [];
let database: Database;

beforeAll(async () => {
  database = await openDatabase({
    kind: 'pglite',
    slowLog: { slowMs: SLOW_MS, onSlowOperation: (operation) => reported.push(operation) },
  });
  // The first statements of a new database (its catalogue read) are not what these tests time.
  await database.db.execute(sql`select 1`);
  reported.splice(0, reported.length);
});
afterAll(() => database.close());

const takeReported = () => reported.splice(0, reported.length);

describe('the log of operations that hold the embedded database long', () => {
  it('names a slow statement, and not a fast one', async () => {
    await database.db.execute(sql`select 1`);
    expect(takeReported()).toEqual([]);

    await database.db.execute(sql`select pg_sleep(1.2)`);
    const [operation, ...more] = takeReported();
    expect(more).toEqual([]);
    expect(operation?.kind).toBe('query');
    expect(operation?.heldMs).toBeGreaterThanOrEqual(SLOW_MS);
    expect(operation?.statements).toEqual([{ sql: 'select pg_sleep(1.2)', ms: expect.any(Number) as number }]);
  });

  it('names a transaction by its slowest statements, slowest first', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select pg_sleep(0.5)`);
      await tx.execute(sql`select pg_sleep(1.2)`);
    });
    const [operation, ...more] = takeReported();
    expect(more).toEqual([]);
    expect(operation?.kind).toBe('transaction');
    expect(operation?.heldMs).toBeGreaterThanOrEqual(1_700);
    expect(operation?.statements.map((statement) => statement.sql).slice(0, 2)).toEqual([
      'select pg_sleep(1.2)',
      'select pg_sleep(0.5)',
    ]);
    expect(operation?.statements[0]?.ms).toBeGreaterThanOrEqual(1_200);
  });

  it("never logs a statement's parameters", async () => {
    const client = database.native.kind === 'pglite' ? database.native.client : null;
    await client?.query('select $1::text as secret, pg_sleep(1.2)', ['reset-token-4f9a1c']);
    const operations = takeReported();
    expect(operations).toHaveLength(1);
    expect(JSON.stringify(operations)).toContain('select $1::text as secret');
    expect(JSON.stringify(operations)).not.toContain('reset-token-4f9a1c');
  });

  it('logs nothing with DB_SLOW_MS=0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-slow-'));
    const seen: SlowOperation[] = [];
    const quiet = await openConfiguredDatabase({ dataDir, DB_SLOW_MS: 0 }, undefined, (operation) =>
      seen.push(operation),
    );
    try {
      await quiet.db.execute(sql`select pg_sleep(0.2)`);
      expect(seen).toEqual([]);
    } finally {
      await quiet.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
