import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

describe('members of a workspace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const members = (token: string) => t.app.inject({ url: '/api/workspaces/current/members', headers: bearer(token) });
  const setRole = (token: string, userId: string, role: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/current/members/${userId}`,
      headers: bearer(token),
      payload: { role },
    });
  const remove = (token: string, userId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/workspaces/current/members/${userId}`, headers: bearer(token) });
  const roleOf = async (workspaceId: string, userId: string) =>
    rowsOf<{ role: string }>(
      await t.database.db.execute(
        sql`select role from memberships where workspace_id = ${workspaceId} and user_id = ${userId}`,
      ),
    )[0]?.role;

  it('lists the members for admins only, and changes roles; an owner changes only by transfer', async () => {
    const owner = await signUpUser(t.app, { username: 'owner_a' });
    const admin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    expect((await members(member.token)).statusCode).toBe(403);
    const listed = await members(admin.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin', 'member']);
    expect(listed.json().data[0]).toMatchObject({ user_id: owner.id, username: 'owner_a', email: owner.email });

    expect((await setRole(admin.token, member.userId, 'viewer')).statusCode).toBe(200);
    expect(await roleOf(owner.client_id, member.userId)).toBe('viewer');
    const ownerChange = await setRole(admin.token, owner.id, 'viewer');
    expect(ownerChange.statusCode).toBe(409);
    expect(ownerChange.json().error_message).toBe("An owner's role changes only by transferring ownership");
    expect((await setRole(admin.token, member.userId, 'owner')).json().error_message).toBe(
      'Choose a role: admin, member or viewer',
    );
    expect((await setRole(member.token, admin.userId, 'viewer')).statusCode).toBe(403);
    expect(await roleOf(owner.client_id, admin.userId)).toBe('admin');
  });

  it("removes a member, whose session in the workspace ends at once; never an owner, never another workspace's member", async () => {
    const owner = await signUpUser(t.app);
    const admin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    const outsider = await signUpUser(t.app);
    expect((await remove(outsider.token, member.userId)).statusCode).toBe(404);
    const ownerRemoval = await remove(admin.token, owner.id);
    expect(ownerRemoval.statusCode).toBe(409);
    expect(ownerRemoval.json().error_message).toBe('An owner cannot be removed; transfer ownership first');

    const removed = await remove(admin.token, member.userId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((m: { user_id: string }) => m.user_id)).not.toContain(member.userId);
    expect((await t.app.inject({ url: '/api/workspaces', headers: bearer(member.token) })).statusCode).toBe(401);
    expect(await roleOf(owner.client_id, member.userId)).toBeUndefined();
  });

  it('keeps an owner: the last owner cannot leave, but can transfer ownership and then leave', async () => {
    const owner = await signUpUser(t.app);
    const admin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const leave = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/workspaces/current/leave', headers: bearer(token) });
    const refused = await leave(owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe('A workspace always keeps an owner: transfer ownership before leaving');

    const byAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/current/transfer',
      headers: bearer(admin.token),
      payload: { user_id: admin.userId },
    });
    expect(byAdmin.statusCode).toBe(403);
    const transferred = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/current/transfer',
      headers: bearer(owner.token),
      payload: { user_id: admin.userId },
    });
    expect(transferred.statusCode).toBe(200);
    expect(await roleOf(owner.client_id, admin.userId)).toBe('owner');
    expect(await roleOf(owner.client_id, owner.id)).toBe('admin');
    // The former owner's session now has an admin's rights (the role is read per request).
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/workspaces/current/transfer',
          headers: bearer(owner.token),
          payload: { user_id: owner.id },
        })
      ).statusCode,
    ).toBe(403);
    expect((await leave(owner.token)).statusCode).toBe(200);
    expect(await roleOf(owner.client_id, owner.id)).toBeUndefined();
  });

  it('deletes a workspace with everything in it only for its owner, after its name is typed', async () => {
    const owner = await signUpUser(t.app, { username: 'closing' });
    const admin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const deleteIt = (token: string, confirm_name: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/workspaces/current',
        headers: bearer(token),
        payload: { confirm_name },
      });
    expect((await deleteIt(admin.token, "closing's workspace")).statusCode).toBe(403);
    const mistyped = await deleteIt(owner.token, 'closing');
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().error_message).toBe("Type the workspace's name exactly to delete it");
    await t.database.db.execute(
      sql`insert into agents (workspace_id, agent_id, agent_name, record, last_modification_timestamp) values (${owner.client_id}, 'zara', 'Zara', '{}', 0)`,
    );
    const deleted = await deleteIt(owner.token, "closing's workspace");
    expect(deleted.statusCode).toBe(200);
    expect(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from agents where workspace_id = ${owner.client_id}`),
      )[0]!.n,
    ).toBe(0);
    expect((await t.app.inject({ url: '/api/workspaces', headers: bearer(admin.token) })).statusCode).toBe(401);
    // Signing in again opens a workspace of their own.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.client_id).not.toBe(owner.client_id);
  });
});

describe('audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records sign-ins, failed sign-ins, invitations and role changes with who, when and from where; admins read and export it', async () => {
    const owner = await signUpUser(t.app, { email: 'audited@example.com' });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: owner.email, password },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    expect((await login('wrong password')).statusCode).toBe(401);
    expect((await login(owner.password)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/current/invitations',
      headers: bearer(owner.token),
      payload: { email: 'cmd@example.com', role: 'viewer' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/workspaces/current',
      headers: bearer(owner.token),
      payload: { name: '=HYPERLINK("http://x")' },
    });
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/current/members/${member.userId}`,
      headers: bearer(owner.token),
      payload: { role: 'viewer' },
    });

    const log = await t.app.inject({ url: '/api/workspaces/current/audit', headers: bearer(owner.token) });
    expect(log.statusCode).toBe(200);
    const events = log.json().data.events as {
      action: string;
      actor_email: string;
      ip: string;
      target: string;
      details: Record<string, unknown>;
    }[];
    const actions = events.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'sign_in_failed',
        'sign_in',
        'invitation_created',
        'workspace_renamed',
        'member_role_changed',
      ]),
    );
    expect(events.find((e) => e.action === 'sign_in_failed')).toMatchObject({
      actor_email: 'audited@example.com',
      ip: '203.0.113.9',
    });
    expect(events.find((e) => e.action === 'member_role_changed')).toMatchObject({
      target: member.email,
      details: { from: 'member', to: 'viewer' },
    });

    const failures = await t.app.inject({
      url: '/api/workspaces/current/audit?action=sign_in_failed',
      headers: bearer(owner.token),
    });
    expect(failures.json().data.events.map((e: { action: string }) => e.action)).toEqual(['sign_in_failed']);
    const firstPage = await t.app.inject({
      url: '/api/workspaces/current/audit?limit=2',
      headers: bearer(owner.token),
    });
    const next = firstPage.json().data.next_cursor as string;
    const secondPage = await t.app.inject({
      url: `/api/workspaces/current/audit?limit=2&cursor=${next}`,
      headers: bearer(owner.token),
    });
    expect(secondPage.json().data.events[0].action).toBe(events[2]!.action);
    expect(
      (await t.app.inject({ url: '/api/workspaces/current/audit?action=nothing', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(400);

    const csv = await t.app.inject({ url: '/api/workspaces/current/audit.csv', headers: bearer(owner.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('time,action,actor,target,details,ip');
    // A typed value a spreadsheet would run as a formula is quoted.
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    const exported = await t.app.inject({
      url: '/api/workspaces/current/audit?action=export',
      headers: bearer(owner.token),
    });
    expect(exported.json().data.events).toHaveLength(1);

    expect(
      (await t.app.inject({ url: '/api/workspaces/current/audit', headers: bearer(member.token) })).statusCode,
    ).toBe(403);
    const outsider = await signUpUser(t.app);
    const theirs = await t.app.inject({ url: '/api/workspaces/current/audit', headers: bearer(outsider.token) });
    expect(theirs.json().data.events.every((e: { actor_email: string }) => e.actor_email === outsider.email)).toBe(
      true,
    );
  });

  it('is append-only', async () => {
    const owner = await signUpUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: owner.email, password: owner.password },
    });
    await expect(
      t.database.db.execute(sql`update audit_events set action = 'nothing' where workspace_id = ${owner.client_id}`),
    ).rejects.toThrow();
  });
});
