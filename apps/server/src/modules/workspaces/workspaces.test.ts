import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { NOTICE_REACH_MS, refusedWithin } from '../../test/session-refused.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';

describe('workspaces', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    // A second API process on the same database: its own session cache and notice listener.
    other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const get = (token: string, app = t.app) => app.inject({ url: '/api/workspaces', headers: bearer(token) });

  it('gives a new account a new, empty workspace it owns, named after it', async () => {
    const user = await signUpUser(t.app, { username: 'grace' });
    const response = await get(user.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.current).toMatchObject({ name: "grace's workspace", role: 'owner' });
    expect(data.current.id).toBe(user.client_id);
    expect(data.workspaces).toHaveLength(1);
    expect(data.is_empty).toBe(true);
    const second = await signUpUser(t.app);
    expect(second.client_id).not.toBe(user.client_id);
  });

  it('switches only into a workspace the user is a member of, and the switch lasts to the next sign-in', async () => {
    const owner = await signUpUser(t.app);
    const outsider = await signUpUser(t.app);
    const switchTo = (token: string, workspaceId: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/workspaces/current',
        headers: bearer(token),
        payload: { workspace_id: workspaceId },
      });

    const refused = await switchTo(outsider.token, owner.client_id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error_message).toBe('Workspace not found');
    expect(await workspaceOf(t.app, outsider.token)).toBe(outsider.client_id);
    expect((await switchTo(outsider.token, 'not-a-uuid')).statusCode).toBe(400);

    await t.database.db.execute(
      sql`insert into memberships (workspace_id, user_id, role) values (${owner.client_id}, ${outsider.id}, 'viewer')`,
    );
    const switched = await switchTo(outsider.token, owner.client_id);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.current).toMatchObject({ id: owner.client_id, role: 'viewer' });
    expect(switched.json().data.workspaces).toHaveLength(2);
    expect(await workspaceOf(t.app, outsider.token)).toBe(owner.client_id);
    // The other process follows the session's move too.
    expect((await get(outsider.token, other)).json().data.current.id).toBe(owner.client_id);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: outsider.email, password: outsider.password },
    });
    expect(signIn.json().data.client_id).toBe(owner.client_id);
  });

  it('refuses a viewer every write of the workspace with 403, and lets them read', async () => {
    const owner = await signUpUser(t.app);
    const viewer = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'viewer' });
    const rename = await t.app.inject({
      method: 'PATCH',
      url: '/api/workspaces/current',
      headers: bearer(viewer.token),
      payload: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error_message).toBe('Your role in this workspace does not allow this');
    const load = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/current/sample-data',
      headers: bearer(viewer.token),
    });
    expect(load.statusCode).toBe(403);
    expect((await get(viewer.token)).json().data.current.name).not.toBe('Mine now');
    // Their own account stays theirs to manage.
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/user',
          headers: bearer(viewer.token),
          payload: { username: `v_${viewer.userId.slice(0, 6)}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(viewer.token) })).statusCode,
    ).toBe(200);
  });

  it('lets an admin rename the workspace; a member may not', async () => {
    const owner = await signUpUser(t.app);
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    const admin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const rename = (token: string, name: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/workspaces/current', headers: bearer(token), payload: { name } });
    expect((await rename(member.token, 'Acme')).statusCode).toBe(403);
    expect((await rename(admin.token, '  ')).json().error_message).toBe('Workspace name is required');
    const before = (await get(owner.token)).json().data.current.careers_path as string;
    expect(before).toMatch(/^\/careers\/[a-z0-9-]+$/);
    const renamed = await rename(admin.token, 'Acme Lending');
    expect(renamed.statusCode).toBe(200);
    // Renamed, the careers site keeps its address: links already shared keep working.
    expect((await get(owner.token)).json().data.current).toMatchObject({ name: 'Acme Lending', careers_path: before });
  });

  it('gives each new workspace a careers site address of its own, from its name', async () => {
    // "Twin.A's workspace" and "twin-a's workspace" make the same words.
    const first = await signUpUser(t.app, { username: 'Twin.A' });
    const second = await signUpUser(t.app, { username: 'twin-a' });
    const paths = [
      (await get(first.token)).json().data.current.careers_path,
      (await get(second.token)).json().data.current.careers_path,
    ];
    expect(paths[0]).toBe('/careers/twin-a-s-workspace');
    expect(paths[1]).toMatch(/^\/careers\/twin-a-s-workspace-[0-9a-f]{6}$/);
  });

  it('loads the sample data set into an empty workspace once, and into that workspace only', async () => {
    const owner = await signUpUser(t.app);
    const bystander = await signUpUser(t.app);
    const load = () =>
      t.app.inject({ method: 'POST', url: '/api/workspaces/current/sample-data', headers: bearer(owner.token) });
    const loaded = await load();
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().data.is_empty).toBe(false);
    const counted = async (workspaceId: string) =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from calls where workspace_id = ${workspaceId}`),
      )[0]!.n;
    expect(await counted(owner.client_id)).toBeGreaterThan(0);
    expect(await counted(bystander.client_id)).toBe(0);
    expect((await get(bystander.token)).json().data.is_empty).toBe(true);
    const again = await load();
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toMatch(/empty workspace only/);
  }, 480_000);

  it("ends a removed member's session in the workspace at once, in every API process", async () => {
    const owner = await signUpUser(t.app);
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    for (const app of [t.app, other]) expect((await get(member.token, app)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`delete from memberships where workspace_id = ${owner.client_id} and user_id = ${member.userId}`,
    );
    expect(await refusedWithin(t.app, member.token, NOTICE_REACH_MS)).toBe(true);
    expect(await refusedWithin(other, member.token, NOTICE_REACH_MS)).toBe(true);
    // Signing in again opens a workspace they are still in (their own).
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: member.email, password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.client_id).not.toBe(owner.client_id);
  });

  it('applies a role change at once, in every API process', async () => {
    const owner = await signUpUser(t.app);
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const rename = (app: FastifyInstance) =>
      app.inject({
        method: 'PATCH',
        url: '/api/workspaces/current',
        headers: bearer(member.token),
        payload: { name: 'Renamed' },
      });
    for (const app of [t.app, other]) expect((await rename(app)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update memberships set role = 'viewer' where workspace_id = ${owner.client_id} and user_id = ${member.userId}`,
    );
    for (const app of [t.app, other]) {
      const deadline = Date.now() + NOTICE_REACH_MS;
      let status = 0;
      while ((status = (await rename(app)).statusCode) !== 403 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(status).toBe(403);
    }
  });
});
