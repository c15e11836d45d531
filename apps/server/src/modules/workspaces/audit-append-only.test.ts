import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

// #28 item 2: the audit log is append-only in the database itself. Whoever connects, no event is
// changed, deleted or truncated; only a workspace's deletion takes its events, an erasure blanks a
// gone candidate's name, and a deleted account's link is dropped.

/** Every message of an error and its causes (the driver's error is wrapped by Drizzle's). */
const messagesOf = (error: unknown): string => {
  const messages: string[] = [];
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) messages.push(String((e as Error).message));
  return messages.join(' / ');
};

describe('the audit log in the database', () => {
  let t: TestApp;
  const run = (query: SQL) => t.database.db.execute(query);
  const refusal = async (query: SQL): Promise<string> => {
    try {
      await run(query);
    } catch (error) {
      return messagesOf(error);
    }
    return 'accepted';
  };
  const count = async (workspaceId: string) =>
    rowsOf<{ n: number }>(
      await run(sql`select count(*)::int as n from audit_events where workspace_id = ${workspaceId}`),
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses UPDATE, DELETE and TRUNCATE by SQL, whoever asks', async () => {
    const owner = await signUpUser(t.app, { email: 'keeper@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    const [event] = rowsOf<{ id: string }>(
      await run(sql`select id::text as id from audit_events where workspace_id = ${owner.client_id} limit 1`),
    );
    const before = await count(owner.client_id);
    expect(before).toBeGreaterThan(0);

    expect(await refusal(sql`delete from audit_events where id = ${event!.id}::bigint`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_events`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_events`)).toMatch(/cannot be truncated/);
    expect(await refusal(sql`truncate workspaces cascade`)).toMatch(/cannot be truncated/);
    expect(await refusal(sql`update audit_events set action = 'export' where id = ${event!.id}::bigint`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`update audit_events set ip = '' where id = ${event!.id}::bigint`)).toMatch(/append-only/);
    // The exceptions hold only for what is already gone: a living account, a candidate still there.
    expect(await refusal(sql`update audit_events set actor_user_id = null where id = ${event!.id}::bigint`)).toMatch(
      /append-only/,
    );
    await run(
      sql`insert into candidates (workspace_id, id, name, source)
        values (${owner.client_id}, 'cand_here', 'Ada Lovelace', 'manual')`,
    );
    await run(
      sql`insert into audit_events (workspace_id, action, target, candidate_id)
        values (${owner.client_id}, 'export', 'Ada Lovelace', 'cand_here')`,
    );
    expect(
      await refusal(sql`update audit_events set target = '', candidate_id = null where candidate_id = 'cand_here'`),
    ).toMatch(/append-only/);

    expect(await count(owner.client_id)).toBe(before + 1);
    const [still] = rowsOf<{ action: string; ip: string }>(
      await run(sql`select action, ip from audit_events where id = ${event!.id}::bigint`),
    );
    expect(still!.action).not.toBe('export');

    // Once the candidate is gone (an erasure's transaction), their name may be blanked, and only that.
    await run(sql`delete from candidates where workspace_id = ${owner.client_id} and id = 'cand_here'`);
    expect(
      await refusal(
        sql`update audit_events set target = '', candidate_id = null, ip = 'x' where candidate_id = 'cand_here'`,
      ),
    ).toMatch(/append-only/);
    expect(
      await refusal(sql`update audit_events set target = '', candidate_id = null where candidate_id = 'cand_here'`),
    ).toBe('accepted');
    expect(
      await refusal(sql`delete from audit_events where workspace_id = ${owner.client_id} and target = ''`),
    ).toMatch(/append-only/);
  });

  it('lets a deleted account’s events keep their e-mail without the link to it', async () => {
    const owner = await signUpUser(t.app);
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    const [mine] = rowsOf<{ id: string }>(
      await run(sql`select id::text as id from audit_events where actor_user_id = ${member.userId} limit 1`),
    );
    expect(mine).toBeDefined();
    await run(sql`delete from users where id = ${member.userId}`);
    const [kept] = rowsOf<{ actor_user_id: string | null; actor_email: string; action: string }>(
      await run(sql`select actor_user_id, actor_email, action from audit_events where id = ${mine!.id}::bigint`),
    );
    expect(kept).toEqual({ actor_user_id: null, actor_email: member.email, action: 'sign_in' });
  });

  it('removes a workspace’s events only with the workspace, through the API, and no other workspace’s', async () => {
    const leaving = await signUpUser(t.app, { username: 'leaving' });
    const staying = await signUpUser(t.app, { username: 'staying' });
    for (const account of [leaving, staying]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
    }
    const stayingBefore = await count(staying.client_id);
    expect(await count(leaving.client_id)).toBeGreaterThan(0);
    expect(stayingBefore).toBeGreaterThan(0);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/workspaces/current',
      headers: bearer(leaving.token),
      payload: { confirm_name: "leaving's workspace" },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await count(leaving.client_id)).toBe(0);
    expect(await count(staying.client_id)).toBe(stayingBefore);
    // The API offers no way to remove or change an event: the log reads as it did.
    const log = await t.app.inject({ url: '/api/workspaces/current/audit?limit=200', headers: bearer(staying.token) });
    expect(log.json().data.events).toHaveLength(stayingBefore);
    for (const method of ['DELETE', 'PATCH', 'PUT'] as const) {
      const answer = await t.app.inject({
        method,
        url: '/api/workspaces/current/audit',
        headers: bearer(staying.token),
        payload: {},
      });
      expect(answer.statusCode, method).toBe(404);
    }
  });
});
