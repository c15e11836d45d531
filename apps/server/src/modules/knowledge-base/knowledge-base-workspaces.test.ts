import { knowledgeBaseMessages, type KnowledgeBase } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { expectRefused } from '../../test/expect-refused.ts';
import { addWorkspaceMember, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { clientFor, created, settled, type Client } from '../../test/knowledge-base-testing.ts';

/** Everything stored for a workspace's knowledge bases, to show a refused request changed nothing. */
const stateOf = async (t: TestApp, workspaceId: string) =>
  JSON.stringify({
    bases: rowsOf(
      await t.database.db.execute(sql`select * from knowledge_bases where workspace_id = ${workspaceId} order by id`),
    ),
    sources: rowsOf(
      await t.database.db
        .execute(sql`select id, knowledge_base_id, filename, status, generation, attempts, next_attempt_at, last_read_at
        from knowledge_base_sources where workspace_id = ${workspaceId} order by id`),
    ),
    chunks: rowsOf(
      await t.database.db.execute(
        sql`select source_id, ordinal, content from knowledge_base_chunks where workspace_id = ${workspaceId} order by source_id, ordinal`,
      ),
    ),
  });

describe('knowledge bases: each workspace sees only its own', () => {
  let t: TestApp;
  let workspaceA: string;
  let workspaceB: string;
  let ownerA: Client;
  let viewerA: Client;
  let outsider: Client;
  let baseA: KnowledgeBase;

  beforeAll(async () => {
    t = await createTestApp({ KB_POLL_MS: '200' });
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    [workspaceA, workspaceB] = [await workspaceOf(t.app, a.token), await workspaceOf(t.app, b.token)];
    ownerA = clientFor(t, a.token);
    outsider = clientFor(t, b.token);
    viewerA = clientFor(t, (await addWorkspaceMember(t, { workspaceId: workspaceA, role: 'viewer' })).token);
    const base = await created(ownerA, 'Refund policy');
    await ownerA.addText(
      base.knowledge_base_id,
      'Refunds',
      'Refunds are paid within fourteen days of the returned parcel arriving.',
    );
    baseA = await settled(ownerA, base.knowledge_base_id);
  });
  afterAll(() => t.close());

  it('answers 404 to a member of another workspace on every route with the first workspace’s ids, and writes nothing', async () => {
    const id = baseA.knowledge_base_id;
    const text = baseA.knowledge_base_sources.find((source) => source.type === 'text')!;
    expect((await ownerA.search(id, 'refunds parcel')).json().data.hits).toHaveLength(1);
    const before = await stateOf(t, workspaceA);

    const list = await outsider.list();
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 0, data: { knowledge_bases: [] } });
    const attempts = {
      get: await outsider.get(id),
      rename: await outsider.patch(id, { knowledge_base_name: 'Taken over', enable_auto_refresh: true }),
      addText: await outsider.addText(id, 'Injected', 'Refunds are never paid.'),
      addUrls: await outsider.addUrls(id, ['https://example.com/injected']),
      upload: await outsider.upload(id, [{ filename: 'injected.txt', content: 'Refunds are never paid.' }]),
      refresh: await outsider.refresh(id),
      search: await outsider.search(id, 'refunds parcel'),
      removeSource: await outsider.removeSource(id, text.source_id),
      remove: await outsider.remove(id),
    };
    expectRefused(attempts, 404, knowledgeBaseMessages.notFound);
    const file = await outsider.file(id, text.source_id);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ error_message: knowledgeBaseMessages.sourceNotFound });
    expect(await stateOf(t, workspaceA)).toBe(before);
    const [outsiders] = rowsOf<{ n: string | number }>(
      await t.database.db.execute(
        sql`select count(*) as n from knowledge_base_sources where workspace_id = ${workspaceB}`,
      ),
    );
    expect(Number(outsiders!.n)).toBe(0);
  });

  it('lets a viewer read but not write (403), and writes nothing', async () => {
    const id = baseA.knowledge_base_id;
    const text = baseA.knowledge_base_sources.find((source) => source.type === 'text')!;
    const list = await viewerA.list();
    expect(list.json().data.knowledge_bases.map((base: KnowledgeBase) => base.knowledge_base_id)).toEqual([id]);
    expect((await viewerA.get(id)).json().data.knowledge_base_name).toBe('Refund policy');
    expect((await viewerA.search(id, 'refunds parcel')).json().data.hits).toHaveLength(1);
    expect((await viewerA.file(id, text.source_id)).statusCode).toBe(200);

    const before = await stateOf(t, workspaceA);
    const attempts = {
      create: await viewerA.create(),
      rename: await viewerA.patch(id, { knowledge_base_name: 'Renamed' }),
      addText: await viewerA.addText(id, 'More', 'More text.'),
      addUrls: await viewerA.addUrls(id, ['https://example.com/more']),
      upload: await viewerA.upload(id, [{ filename: 'more.txt', content: 'More text.' }]),
      refresh: await viewerA.refresh(id),
      removeSource: await viewerA.removeSource(id, text.source_id),
      remove: await viewerA.remove(id),
    };
    expectRefused(attempts, 403);
    expect(await stateOf(t, workspaceA)).toBe(before);
  });

  it('reads a source of the second workspace into the second workspace, and searches stay apart', async () => {
    const baseB = await created(outsider, 'Refund policy');
    await outsider.addText(
      baseB.knowledge_base_id,
      'Refunds',
      'Refunds for a returned parcel are paid as store credit.',
    );
    const done = await settled(outsider, baseB.knowledge_base_id);
    expect(done.knowledge_base_sources[0]!.status).toBe('ready');

    const chunks = rowsOf<{ workspace_id: string; knowledge_base_id: string }>(
      await t.database.db.execute(
        sql`select workspace_id, knowledge_base_id from knowledge_base_chunks where source_id = ${done.knowledge_base_sources[0]!.source_id}`,
      ),
    );
    expect(chunks.length).toBeGreaterThan(0);
    expect(
      chunks.every((chunk) => chunk.workspace_id === workspaceB && chunk.knowledge_base_id === baseB.knowledge_base_id),
    ).toBe(true);
    // No passage anywhere sits in another workspace than its source's.
    const [mixed] = rowsOf<{ n: string | number }>(
      await t.database.db
        .execute(sql`select count(*) as n from knowledge_base_chunks c join knowledge_base_sources s on s.id = c.source_id
        where c.workspace_id <> s.workspace_id or c.knowledge_base_id <> s.knowledge_base_id`),
    );
    expect(Number(mixed!.n)).toBe(0);

    const hitsB = (await outsider.search(baseB.knowledge_base_id, 'refunds parcel')).json().data.hits;
    expect(hitsB.map((hit: { source_id: string }) => hit.source_id)).toEqual([
      done.knowledge_base_sources[0]!.source_id,
    ]);
    expect(
      (await outsider.list()).json().data.knowledge_bases.map((base: KnowledgeBase) => base.knowledge_base_id),
    ).toEqual([baseB.knowledge_base_id]);
    expect((await ownerA.get(baseB.knowledge_base_id)).statusCode).toBe(404);
    expect((await ownerA.search(baseB.knowledge_base_id, 'store credit')).statusCode).toBe(404);
  });

  it('refuses in the database a source filed under another workspace’s knowledge base', async () => {
    const insert = t.database.db
      .execute(sql`insert into knowledge_base_sources (workspace_id, id, knowledge_base_id, type, filename)
      values (${workspaceB}, 'source_smuggled', ${baseA.knowledge_base_id}, 'text', 'Smuggled')`);
    await expect(insert).rejects.toMatchObject({
      cause: { message: expect.stringContaining('knowledge_base_sources_workspace_fkey') },
    });
  });
});
