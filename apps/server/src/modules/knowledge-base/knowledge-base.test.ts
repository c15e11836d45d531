import { knowledgeBaseLimits, knowledgeBaseMessages, knowledgeBasePaths } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { createTestApp, signUpUser, useSignedInApp, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { api, clientFor, created, settled, type Client } from '../../test/knowledge-base-testing.ts';

describe('knowledge bases', () => {
  const t = useSignedInApp({ KB_POLL_MS: '200' });
  let client: Client;
  beforeAll(() => {
    client = clientFor(t, t.token);
  });

  it('creates one in_progress with no sources (SPEC §7), which the reader then completes', async () => {
    const response = await client.create({ knowledge_base_name: '  Loan FAQ  ', enable_auto_refresh: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(knowledgeBaseMessages.created);
    expect(body.data).toMatchObject({
      knowledge_base_name: 'Loan FAQ',
      status: 'in_progress',
      knowledge_base_sources: [],
      enable_auto_refresh: true,
      last_refreshed_timestamp: null,
    });
    expect(body.data.knowledge_base_id).toMatch(/^knowledge_base_[0-9a-f]{16}$/);
    expect((await settled(client, body.data.knowledge_base_id)).status).toBe('complete');
  });

  it('refuses a missing or long name, unknown ids and anonymous callers', async () => {
    for (const body of [{}, { knowledge_base_name: '   ' }]) {
      const response = await client.create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(knowledgeBaseMessages.nameRequired);
    }
    const long = await client.create({ knowledge_base_name: 'x'.repeat(knowledgeBaseLimits.nameMax + 1) });
    expect(long.json().error_message).toBe(knowledgeBaseMessages.nameTooLong);
    expect((await client.create({ knowledge_base_name: 'A', enable_auto_refresh: 'yes' })).statusCode).toBe(400);
    for (const response of [
      await client.get('knowledge_base_missing'),
      await client.remove('knowledge_base_missing'),
      await client.addText('knowledge_base_missing', 'T', 'x'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error_message).toBe(knowledgeBaseMessages.notFound);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: api(knowledgeBasePaths.list) });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('in a workspace of its own', () => {
    // An app of its own, so the total is exactly its five; made in a hook, whose time limit is for
    // building an app, not in the test's.
    let fresh: TestApp;
    beforeAll(async () => {
      fresh = await createTestApp();
    });
    afterAll(() => fresh.close());

    it('lists newest first in stable cursor pages with the total', async () => {
      const own = clientFor(fresh, (await signUpUser(fresh.app)).token);
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) ids.push((await created(own, `Base ${index}`)).knowledge_base_id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await own.list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.total).toBe(5);
        expect(body.data.knowledge_bases.length).toBeLessThanOrEqual(2);
        seen.push(
          ...body.data.knowledge_bases.map(
            (item: { knowledge_base_id: string; source_count: number }) => item.knowledge_base_id,
          ),
        );
        cursor = body.data.next_cursor;
      } while (cursor !== null);
      expect(seen).toEqual([...ids].reverse());
      for (const bad of [
        'nonsense',
        Buffer.from('["2026-01-01", 5]').toString('base64url'),
        Buffer.from('["drop table", "x"]').toString('base64url'),
      ]) {
        const response = await own.list(`?cursor=${bad}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error_message).toBe('Invalid cursor');
      }
      expect((await own.list('?limit=0')).statusCode).toBe(400);
    });
  });

  it('renames, switches auto refresh, deletes a source with its passages, then the knowledge base', async () => {
    const base = await created(client, 'Rename me');
    expect((await client.patch(base.knowledge_base_id, {})).statusCode).toBe(400);
    const renamed = await client.patch(base.knowledge_base_id, {
      knowledge_base_name: 'Renamed',
      enable_auto_refresh: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ knowledge_base_name: 'Renamed', enable_auto_refresh: true });
    expect(renamed.json().data.user_modified_timestamp).toBeGreaterThanOrEqual(base.user_modified_timestamp);
    expect((await client.patch(base.knowledge_base_id, { knowledge_base_name: '' })).json().error_message).toBe(
      knowledgeBaseMessages.nameRequired,
    );

    await client.addText(base.knowledge_base_id, 'Keep', 'Pallets are stacked four high.');
    await client.addText(base.knowledge_base_id, 'Drop', 'Forklifts are inspected every Monday.');
    const done = await settled(client, base.knowledge_base_id);
    const drop = done.knowledge_base_sources.find((source) => source.filename === 'Drop')!;
    const afterDelete = await client.removeSource(base.knowledge_base_id, drop.source_id);
    expect(afterDelete.statusCode).toBe(200);
    expect(
      afterDelete.json().data.knowledge_base_sources.map((source: { filename: string }) => source.filename),
    ).toEqual(['Keep']);
    expect((await client.search(base.knowledge_base_id, 'forklifts inspected')).json().data.hits).toEqual([]);
    expect((await client.removeSource(base.knowledge_base_id, drop.source_id)).json()).toEqual({
      error_message: knowledgeBaseMessages.sourceNotFound,
    });

    const removed = await client.remove(base.knowledge_base_id);
    expect(removed.json()).toMatchObject({
      message: knowledgeBaseMessages.deleted,
      data: { knowledge_base_id: base.knowledge_base_id },
    });
    expect((await client.get(base.knowledge_base_id)).statusCode).toBe(404);
    const [left] = rowsOf<{ n: string | number }>(
      await t.database.db.execute(
        sql`select count(*) as n from knowledge_base_chunks where knowledge_base_id = ${base.knowledge_base_id}`,
      ),
    );
    expect(Number(left!.n)).toBe(0);
  });

  it(`holds at most ${knowledgeBaseLimits.sourcesMax} sources`, async () => {
    const base = await created(client, 'Full');
    await t.database.db
      .execute(sql`insert into knowledge_base_sources (workspace_id, id, knowledge_base_id, type, filename, status)
      select ${await workspaceOf(t.app, t.token)}, 'source_full_' || n, ${base.knowledge_base_id}, 'text', 'n' || n, 'ready' from generate_series(1, ${knowledgeBaseLimits.sourcesMax}) n`);
    const response = await client.addText(base.knowledge_base_id, 'One more', 'x');
    expect(response.statusCode).toBe(409);
    expect(response.json().error_message).toBe(knowledgeBaseMessages.tooManySources);
  });

  it('reads again a source whose reader died (its lease expired), as after a restart', async () => {
    const base = await created(client, 'Interrupted');
    await settled(client, base.knowledge_base_id);
    // What a reader killed mid-way leaves: the source claimed, its lease run out, no passages.
    await t.database.db
      .execute(sql`insert into knowledge_base_sources (workspace_id, id, knowledge_base_id, type, filename, content_type, content, size_bytes, attempts, lease_until)
      values (${await workspaceOf(t.app, t.token)}, 'source_interrupted', ${base.knowledge_base_id}, 'text', 'Interrupted', 'text/plain', ${Buffer.from('Trucks leave the depot at dawn.')}, 31, 1, now() - interval '1 second')`);
    await t.database.db.execute(
      sql`update knowledge_bases set status = 'in_progress' where id = ${base.knowledge_base_id}`,
    );
    t.app.knowledgeBaseReader.kick();
    const done = await settled(client, base.knowledge_base_id);
    expect(done.knowledge_base_sources[0]).toMatchObject({ source_id: 'source_interrupted', status: 'ready' });
    expect((await client.search(base.knowledge_base_id, 'depot dawn')).json().data.hits).toHaveLength(1);
  });
});
