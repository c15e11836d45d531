import { apiPaths, type CallImport } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpUser, workspaceOf } from '../../test/test-app.ts';
import { openTwoWorkspaces, type TwoWorkspaces } from './call-fixtures.ts';
import { NO_CALLS, NOT_A_CALL_LIST, NOT_JSON } from './call-import-parse.ts';
import { IMPORT_RUNNING } from './call-import-upload.ts';
import { importCalls, progressOf, runImporter, upload } from '../../test/call-import-testing.ts';
import { IMPORT_NOT_FOUND } from './call-imports.service.ts';

// The import API: what an upload must be, one import at a time, and each workspace's imports its own.
let { t, ownerA, ownerB } = {} as TwoWorkspaces;
let ownerC = '';

beforeAll(async () => {
  ({ t, ownerA, ownerB } = await openTwoWorkspaces({ IMPORT_LIMIT_BYTES: '4096' }));
  await t.app.callImporter.stop();
  ownerC = (await signUpUser(t.app)).token;
}, 600_000);
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

describe('starting an import', () => {
  it('judges the upload by its content: 415 when it is not JSON, whatever type it was sent as', async () => {
    const csv = await upload(t, ownerA, 'call_id,agent_id\nc1,zara\n', 'application/json');
    expect(csv.statusCode).toBe(415);
    expect(csv.json()).toEqual({ error_message: NOT_JSON });
    const pdf = await upload(t, ownerA, Buffer.from('%PDF-1.7\n'), 'application/octet-stream');
    expect(pdf.statusCode).toBe(415);
  });

  it('answers 422 for broken JSON, JSON that is not a list of calls, and an empty list or file', async () => {
    const broken = await upload(t, ownerA, '[{"call_id": "x",');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error_message).toMatch(/^The file is not valid JSON: /);
    expect((await upload(t, ownerA, '{"items": []}')).json()).toEqual({ error_message: NOT_A_CALL_LIST });
    expect((await upload(t, ownerA, '[]')).json()).toEqual({ error_message: NO_CALLS });
    expect((await upload(t, ownerA, ' \n')).statusCode).toBe(422);
    // As the other JSON bodies: no key that reaches a prototype, no NUL.
    expect((await upload(t, ownerA, '[{"call_id": "p", "__proto__": {"x": 1}}]')).statusCode).toBe(400);
    expect((await upload(t, ownerA, '[{"call_id": "n\\u0000"}]')).statusCode).toBe(400);
  });

  it('answers 413 above IMPORT_LIMIT_BYTES, with the limit', async () => {
    const big = await upload(t, ownerA, JSON.stringify(importCalls(20)));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error_message: 'The file is too large to import: the limit is 4 KiB.' });
  });

  it('takes a file sent with no JSON type, and refuses a second import while one runs (409)', async () => {
    const first = await upload(t, ownerA, JSON.stringify(importCalls(2, 'one_')), 'application/octet-stream');
    expect(first.statusCode).toBe(202);
    const second = await upload(t, ownerA, JSON.stringify(importCalls(2, 'two_')));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error_message: IMPORT_RUNNING });
    // Another workspace imports meanwhile.
    expect((await upload(t, ownerB, JSON.stringify(importCalls(1, 'b_')))).statusCode).toBe(202);
    await runImporter(t);
    expect((await upload(t, ownerA, JSON.stringify(importCalls(2, 'two_')))).statusCode).toBe(202);
    await runImporter(t);
  });
});

describe('an upload a dead process left half kept', () => {
  it('is given up after 15 minutes, so the next import may start', async () => {
    const wsC = await workspaceOf(t.app, ownerC);
    await t.database.db
      .execute(sql`insert into call_imports (workspace_id, filename, size_bytes, total_rows, chunk_count,
      created_at) values (${wsC}, 'lost.json', 10, 1, 1, now() - interval '16 minutes')`);
    expect((await upload(t, ownerC, JSON.stringify(importCalls(1, 'c_')))).statusCode).toBe(202);
    const [started, lost] = (await get(ownerC, apiPaths.callImports)).json().data as CallImport[];
    expect(started!.status).toBe('pending');
    expect(lost).toMatchObject({
      status: 'failed',
      error: 'The upload was interrupted before it was kept: import the file again.',
    });
    await runImporter(t);
  });
});

describe('reading imports', () => {
  it('lists the workspace’s own imports, newest first', async () => {
    const list = await get(ownerA, apiPaths.callImports);
    expect(list.statusCode).toBe(200);
    const imports = list.json().data as { filename: string; status: string; imported: number }[];
    expect(imports.map((i) => [i.status, i.imported])).toEqual([
      ['complete', 2],
      ['complete', 2],
    ]);
    expect((await get(ownerB, apiPaths.callImports)).json().data).toHaveLength(1);
  });

  it("gives another workspace's member 404 for an import, and 400 for an id that is none", async () => {
    const [mine] = (await get(ownerA, apiPaths.callImports)).json().data as { id: string }[];
    expect((await progressOf(t, ownerA, mine!.id)).status).toBe('complete');
    const theirs = await get(ownerB, apiPaths.callImport(mine!.id));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error_message: IMPORT_NOT_FOUND });
    expect((await get(ownerB, apiPaths.callImport('not-an-id'))).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api${apiPaths.callImports}` })).statusCode).toBe(401);
  });
});
