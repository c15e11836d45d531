import { apiPaths, type AuditEvent } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findText } from '../../test/find-text.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { addWorkspaceMember, bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { memberPasswordMessages } from './member-password.routes.ts';

// #28 item 1: an owner or admin resets a member's password from the Members page, a way back in for
// an installation that sends no mail: a temporary password shown once to the admin, or a reset link
// mailed to the member. The member's sessions end; the audit log records who and how.

const resetOf = (t: TestApp, token: string, userId: string, method: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${apiPaths.memberPasswordReset(userId)}`,
    headers: bearer(token),
    payload: { method },
  });
const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
const whoAmI = (t: TestApp, token: string) => t.app.inject({ url: '/api/user', headers: bearer(token) });
const auditOf = async (t: TestApp, token: string): Promise<AuditEvent[]> =>
  (await t.app.inject({ url: '/api/workspaces/current/audit?kind=members&limit=200', headers: bearer(token) })).json()
    .data.events;

describe('an admin resets a member’s password (no mail)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives a temporary password once, ends the member’s sessions and records it', async () => {
    const owner = await signUpUser(t.app);
    const admin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });

    const reset = await resetOf(t, admin.token, member.userId, 'temporary_password');
    expect(reset.statusCode, reset.body).toBe(200);
    const { data, message } = reset.json();
    expect(message).toBe(memberPasswordMessages.temporary(member.email));
    expect(data.method).toBe('temporary_password');
    const temporary = data.temporary_password as string;
    expect(temporary).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    expect((await whoAmI(t, member.token)).statusCode).toBe(401);
    expect((await signIn(t, member.email, 'correct horse battery')).statusCode).toBe(401);
    expect((await signIn(t, member.email, temporary)).statusCode).toBe(200);
    expect(await findText(t.database.db, [temporary])).toEqual([]);

    const [event] = (await auditOf(t, owner.token)).filter((e) => e.action === 'member_password_reset');
    expect(event).toMatchObject({
      actor_email: admin.email,
      target: member.email,
      details: { method: 'temporary_password' },
    });
  });

  it('lets only owners and admins reset, never their own or the owner’s, an admin’s only by the owner', async () => {
    const owner = await signUpUser(t.app);
    const admin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const otherAdmin = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'admin' });
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    const viewer = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'viewer' });
    const outsider = await signUpUser(t.app);

    const refused = [
      [await resetOf(t, viewer.token, member.userId, 'temporary_password'), 403],
      [await resetOf(t, member.token, viewer.userId, 'temporary_password'), 403],
      [await resetOf(t, outsider.token, member.userId, 'temporary_password'), 404],
      [await resetOf(t, admin.token, otherAdmin.userId, 'temporary_password'), 403],
      [await resetOf(t, admin.token, owner.id, 'temporary_password'), 403],
      [await resetOf(t, admin.token, admin.userId, 'temporary_password'), 400],
      [await resetOf(t, admin.token, member.userId, 'mail'), 409],
      [await resetOf(t, admin.token, member.userId, 'telepathy'), 400],
    ] as const;
    expect(refused.map(([response]) => response.statusCode)).toEqual(refused.map(([, status]) => status));
    expect(refused[2][0].json()).toEqual({ error_message: 'Member not found' });
    expect(refused[3][0].json()).toEqual({ error_message: 'Only the owner can reset an admin’s password' });
    expect(refused[6][0].json()).toEqual({ error_message: memberPasswordMessages.noMail });
    // Nothing changed for anyone refused: every session still works.
    for (const token of [owner.token, otherAdmin.token, member.token, viewer.token])
      expect((await whoAmI(t, token)).statusCode).toBe(200);

    expect((await resetOf(t, owner.token, otherAdmin.userId, 'temporary_password')).statusCode).toBe(200);
    expect((await whoAmI(t, otherAdmin.token)).statusCode).toBe(401);
  });

  it('sets no temporary password for an account that belongs to another workspace too', async () => {
    const owner = await signUpUser(t.app);
    const elsewhere = await signUpUser(t.app);
    const shared = await addWorkspaceMember(t, { workspaceId: elsewhere.client_id, role: 'member' });
    await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'viewer' });
    await t.database.db.execute(
      sql`insert into memberships (workspace_id, user_id, role) values (${owner.client_id}, ${shared.userId}, 'member')`,
    );
    const refused = await resetOf(t, owner.token, shared.userId, 'temporary_password');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error_message: memberPasswordMessages.elsewhere(shared.email) });
    expect((await whoAmI(t, shared.token)).statusCode).toBe(200);
  });
});

describe('an admin resets a member’s password by mail', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://desk.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('mails the member a single-use link and ends their sessions; the link sets their password', async () => {
    const owner = await signUpUser(t.app, { email: 'boss@example.com' });
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    const reset = await resetOf(t, owner.token, member.userId, 'mail');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({
      message: memberPasswordMessages.mailed(member.email),
      total: 1,
      data: { method: 'mail', temporary_password: null },
    });
    expect((await whoAmI(t, member.token)).statusCode).toBe(401);

    await expect
      .poll(() => sink.mails.some((m) => m.to.includes(member.email)), { timeout: 30_000, interval: 20 })
      .toBe(true);
    const text = (await simpleParser(sink.mails.find((m) => m.to.includes(member.email))!.raw)).text ?? '';
    expect(text).toContain(
      `boss@example.com reset the password of your AgentDesk account in the workspace “${owner.username}'s workspace”`,
    );
    const token = /reset-password\?token=([\w-]{40,})/.exec(text)![1]!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token, new_password: 'chosen by the member' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await signIn(t, member.email, 'chosen by the member')).statusCode).toBe(200);
    const [event] = (await auditOf(t, owner.token)).filter((e) => e.action === 'member_password_reset');
    expect(event).toMatchObject({ actor_email: 'boss@example.com', target: member.email, details: { method: 'mail' } });
  });
});
