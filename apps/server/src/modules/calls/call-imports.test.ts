import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { rebuildCallStats } from '../analytics/index.ts';
import { openTwoWorkspaces, type TwoWorkspaces } from './call-fixtures.ts';
import { aggregatesOf, importCalls, progressOf, runImporter, upload } from '../../test/call-import-testing.ts';

// Batched imports on the database of the run (PGlite or PostgreSQL): a batch of 3 calls per
// transaction, run by importers of the test's own.
let { t, ownerA, wsA } = {} as TwoWorkspaces;

beforeAll(async () => {
  ({ t, ownerA, wsA } = await openTwoWorkspaces({ CALL_IMPORT_BATCH: '3' }));
  // The app's own importer stays still: each test runs the batches itself.
  await t.app.callImporter.stop();
}, 600_000);
afterAll(() => t.close());

const callsIn = async (prefix: string) =>
  rowsOf<{ call_id: string; updated_at: Date }>(
    await t.database.db.execute(sql`select call_id, updated_at from calls
      where workspace_id = ${wsA} and call_id like ${`${prefix}%`} order by call_id`),
  );
const chunksOf = async (id: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from call_import_chunks
    where import_id = ${id}`),
  )[0]!.n;

describe('a call-history import', () => {
  it('answers 202 at once with the upload kept in batches, then imports them one per run of the queue', async () => {
    const calls = importCalls(8, 'batch_');
    const started = await upload(t, ownerA, JSON.stringify({ calls }), 'application/json', 'history.json');
    expect(started.statusCode).toBe(202);
    const { data } = started.json();
    expect(data).toMatchObject({ filename: 'history.json', status: 'pending', total_rows: 8, rows_read: 0 });
    expect(await chunksOf(data.id)).toBe(3);
    expect(await callsIn('batch_')).toEqual([]);

    expect((await runImporter(t)).handled).toBe(3);
    const done = await progressOf(t, ownerA, data.id);
    expect(done).toMatchObject({
      status: 'complete',
      total_rows: 8,
      rows_read: 8,
      imported: 8,
      updated: 0,
      skipped: 0,
    });
    expect(done.finished_at).not.toBeNull();
    expect((await callsIn('batch_')).length).toBe(8);
    // The upload is dropped once imported.
    expect(await chunksOf(data.id)).toBe(0);
  });

  it('skips invalid rows with their reasons, by row, and imports the rest', async () => {
    const calls: unknown[] = importCalls(6, 'mixed_');
    calls[1] = { call_id: 42 };
    // The same call twice in a batch (rows 0 to 2): the later row is the one imported.
    calls[2] = { ...(calls[0] as object), duration_ms: 1000 };
    calls[3] = 'not a call';
    const { data } = (await upload(t, ownerA, JSON.stringify(calls))).json();
    await runImporter(t);
    const done = await progressOf(t, ownerA, data.id);
    expect(done).toMatchObject({ status: 'complete', total_rows: 6, rows_read: 6, imported: 3, skipped: 3 });
    expect(done.row_errors.map((e) => e.index)).toEqual([0, 1, 3]);
    expect(done.row_errors[0]!.message).toBe('call_id mixed_0 comes again in row 3, which is imported instead');
    expect(done.row_errors[1]!.message).toMatch(/^call_id: /);
    expect(done.row_errors[2]!.message).toMatch(/^call: /);
    expect((await callsIn('mixed_')).map((c) => c.call_id)).toEqual(['mixed_0', 'mixed_4', 'mixed_5']);
  });

  it('changes nothing when the same file is imported again, and keeps the aggregates as a rebuild makes them', async () => {
    const body = JSON.stringify(importCalls(7, 'again_'));
    const first = (await upload(t, ownerA, body)).json().data;
    await runImporter(t);
    expect(await progressOf(t, ownerA, first.id)).toMatchObject({ imported: 7, updated: 0, unchanged: 0 });
    const calls = await callsIn('again_');
    const aggregates = await aggregatesOf(t, wsA);

    const second = (await upload(t, ownerA, body)).json().data;
    await runImporter(t);
    expect(await progressOf(t, ownerA, second.id)).toMatchObject({
      status: 'complete',
      imported: 0,
      updated: 0,
      unchanged: 7,
    });
    expect(await callsIn('again_')).toEqual(calls);
    expect(await aggregatesOf(t, wsA)).toEqual(aggregates);
    await rebuildCallStats({ db: t.database.db, workspaceId: wsA });
    expect(await aggregatesOf(t, wsA)).toEqual(aggregates);
  });

  it('counts changed calls as updated', async () => {
    const calls = importCalls(2, 'again_').map((c) => ({ ...c, duration_ms: 99_000 }));
    const { data } = (await upload(t, ownerA, JSON.stringify(calls))).json();
    await runImporter(t);
    expect(await progressOf(t, ownerA, data.id)).toMatchObject({ imported: 0, updated: 2, unchanged: 0 });
  });

  it('resumes after a stop between batches at the last committed batch, counting each row once', async () => {
    const { data } = (await upload(t, ownerA, JSON.stringify(importCalls(8, 'resume_')))).json();
    expect((await runImporter(t, { stopAfter: 1 })).batches).toBe(1);
    expect(await progressOf(t, ownerA, data.id)).toMatchObject({ status: 'pending', rows_read: 3, imported: 3 });
    expect((await callsIn('resume_')).length).toBe(3);
    expect(await chunksOf(data.id)).toBe(2);

    // The next process finds it due and goes on from the second batch.
    expect((await runImporter(t)).batches).toBe(2);
    expect(await progressOf(t, ownerA, data.id)).toMatchObject({
      status: 'complete',
      rows_read: 8,
      imported: 8,
      skipped: 0,
    });
    expect((await callsIn('resume_')).length).toBe(8);
    const aggregates = await aggregatesOf(t, wsA);
    await rebuildCallStats({ db: t.database.db, workspaceId: wsA });
    expect(await aggregatesOf(t, wsA)).toEqual(aggregates);
  });

  it('waits for the lease of a process that died holding a batch, then takes the batch over', async () => {
    const { data } = (await upload(t, ownerA, JSON.stringify(importCalls(4, 'lease_')))).json();
    // A process claimed the first batch and died before it committed.
    await t.database.db.execute(sql`update call_imports set lease_until = now() + interval '1 hour',
      attempts = attempts + 1 where id = ${data.id}`);
    expect((await runImporter(t)).handled).toBe(0);
    expect(await progressOf(t, ownerA, data.id)).toMatchObject({ status: 'pending', rows_read: 0 });
    await t.database.db.execute(sql`update call_imports set lease_until = now() - interval '1 second'
      where id = ${data.id}`);
    expect((await runImporter(t)).handled).toBe(2);
    expect(await progressOf(t, ownerA, data.id)).toMatchObject({ status: 'complete', rows_read: 4, imported: 4 });
  });
});
