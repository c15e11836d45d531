import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { importCalls, progressOf, runImporter, upload } from '../../test/call-import-testing.ts';
import { findText } from '../../test/find-text.ts';
import { bearer, postSignedWebhook } from '../../test/test-app.ts';
import { baseCall, openTwoWorkspaces, type TwoWorkspaces } from './call-fixtures.ts';
import { forgetCalls } from './index.ts';

// #28 item 5: a call erased with a person stays erased. The provider may deliver its webhook again
// (a retry, a late call_analyzed) and an older export may be imported again; neither brings it back,
// and nothing of it is kept to find (its id only as a hash). Another workspace's call of the same
// id is its own.
let { t, ownerA, wsA, ownerB, wsB } = {} as TwoWorkspaces;
const CALL_ID = 'call_erased_with_person_7f3a';
const call = baseCall(CALL_ID, { from_number: '+14155550123', transcript: 'Agent: Hello Quillon Verity.' });

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB, wsB } = await openTwoWorkspaces());
  await t.app.callImporter.stop();
  expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event: 'call_ended', call })).statusCode).toBe(204);
  await t.database.db.transaction((tx) =>
    forgetCalls(tx, { workspaceId: wsA, callIds: [CALL_ID], choice: 'erase', redact: (text) => text }),
  );
}, 600_000);
afterAll(() => t.close());

const detail = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/call/calls/${CALL_ID}`, headers: bearer(token) });
const importFile = async (token: string, calls: unknown[]) => {
  const started = await upload(t, token, JSON.stringify({ calls }), 'application/json', 'older-export.json');
  expect(started.statusCode).toBe(202);
  await runImporter(t);
  return progressOf(t, token, started.json().data.id);
};

describe('an erased call', () => {
  it('is kept as a hash of its id only', async () => {
    expect((await detail(ownerA)).statusCode).toBe(404);
    expect(await findText(t.database.db, [CALL_ID, 'Quillon Verity', '+14155550123'])).toEqual([]);
    const kept = await t.database.db.execute(
      sql`select count(*)::int as n from erased_calls where workspace_id = ${wsA}`,
    );
    expect(rowsOf(kept)).toEqual([{ n: 1 }]);
  });

  it('is not brought back by a late webhook delivery, which is accepted and dropped', async () => {
    for (const event of ['call_analyzed', 'call_ended', 'transcript_updated'])
      expect((await postSignedWebhook(t, '/api/webhooks/calls/', { event, call })).statusCode).toBe(204);
    expect((await detail(ownerA)).statusCode).toBe(404);
    expect(await findText(t.database.db, [CALL_ID, 'Quillon Verity'])).toEqual([]);
  });

  it('is skipped by an import of an older export, which imports the rest', async () => {
    const [other] = importCalls(1, 'call_kept_');
    expect(await importFile(ownerA, [call, other])).toMatchObject({ status: 'complete', imported: 1, skipped: 1 });
    expect((await detail(ownerA)).statusCode).toBe(404);
    expect(await findText(t.database.db, [CALL_ID])).toEqual([]);
  });

  it('stays erased in its workspace only: another workspace imports a call of the same id', async () => {
    expect(await importFile(ownerB, [call])).toMatchObject({ status: 'complete', imported: 1, skipped: 0 });
    expect((await detail(ownerB)).statusCode).toBe(200);
    expect((await detail(ownerA)).statusCode).toBe(404);
    const inB = await t.database.db.execute(sql`select count(*)::int as n from calls where workspace_id = ${wsB}`);
    expect(rowsOf(inB)).toEqual([{ n: 1 }]);
  });
});
