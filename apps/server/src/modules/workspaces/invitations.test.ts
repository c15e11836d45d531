import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';

describe('invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const invite = (token: string, email: string, role = 'member') =>
    t.app.inject({
      method: 'POST',
      url: '/api/workspaces/current/invitations',
      headers: bearer(token),
      payload: { email, role },
    });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const preview = (token: string) =>
    t.app.inject({ url: `/api/invitations/preview?token=${encodeURIComponent(token)}` });
  const accept = (session: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: bearer(session), payload: { token } });

  it('mails a single-use link valid 7 days, stored hashed; the invited person accepts it and works in the workspace', async () => {
    const owner = await signUpUser(t.app, { username: 'inviter' });
    const created = await invite(owner.token, 'New.Hire@Example.com', 'viewer');
    expect(created.statusCode).toBe(200);
    const invitation = created.json().data;
    expect(invitation).toMatchObject({
      email: 'new.hire@example.com',
      role: 'viewer',
      status: 'pending',
      invited_by: 'inviter',
    });
    const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const token = tokenOf(invitation.link);

    const [mail] = rowsOf<{ to_address: string; text_body: string; workspace_id: string; subject: string }>(
      await t.database.db.execute(
        sql`select to_address, text_body, workspace_id, subject from outbox_mails where kind = 'invitation' and to_address = 'new.hire@example.com'`,
      ),
    );
    expect(mail!.workspace_id).toBe(owner.client_id);
    expect(mail!.subject).toBe("You are invited to inviter's workspace on AgentDesk");
    // The outbox keeps the mail with its link masked (no SMTP here: kept locally, never to be sent).
    expect(mail!.text_body).toContain('/invitation?token=••••••••');
    expect(mail!.text_body).not.toContain(token);
    const stored = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(sql`select token_hash from invitations where id = ${invitation.id}`),
    );
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await preview(token)).json().data).toEqual({
      workspace_name: "inviter's workspace",
      email: 'new.hire@example.com',
      role: 'viewer',
      invited_by: 'inviter',
    });

    const stranger = await signUpUser(t.app);
    const wrongPerson = await accept(stranger.token, token);
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().error_message).toBe(
      'This invitation is for new.hire@example.com. Sign in with that address to accept it.',
    );

    const hire = await signUpUser(t.app, { email: 'new.hire@example.com' });
    const accepted = await accept(hire.token, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.current).toMatchObject({ id: owner.client_id, role: 'viewer' });
    expect(await workspaceOf(t.app, hire.token)).toBe(owner.client_id);

    const again = await accept(hire.token, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_message).toBe(
      'This invitation was already used. Sign in to reach the workspace, or ask for a new invitation.',
    );
    const listed = await t.app.inject({ url: '/api/workspaces/current/invitations', headers: bearer(owner.token) });
    expect(listed.json().data[0]).toMatchObject({ id: invitation.id, status: 'accepted' });
    expect(listed.json().data[0]).not.toHaveProperty('link');
  });

  it('signs up through an invitation into the inviting workspace, with no workspace of its own', async () => {
    const owner = await signUpUser(t.app);
    const token = tokenOf((await invite(owner.token, 'joiner@example.com', 'admin')).json().data.link);
    const wrongAddress = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        username: 'x_joiner',
        email: 'other@example.com',
        password: 'correct horse battery',
        invitation_token: token,
      },
    });
    expect(wrongAddress.statusCode).toBe(403);
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        username: 'joiner',
        email: 'joiner@example.com',
        password: 'correct horse battery',
        invitation_token: token,
      },
    });
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json().data.client_id).toBe(owner.client_id);
    const mine = await t.app.inject({ url: '/api/workspaces', headers: bearer(signedUp.json().data.token) });
    expect(mine.json().data.workspaces).toEqual([expect.objectContaining({ id: owner.client_id, role: 'admin' })]);
    // Nothing half-made remains of the refused attempt.
    expect(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from users where email = 'other@example.com'`),
      )[0]!.n,
    ).toBe(0);
  });

  it('refuses a revoked, an expired and a replaced link with a clear message', async () => {
    const owner = await signUpUser(t.app);
    const first = (await invite(owner.token, 'later@example.com')).json().data;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/current/invitations/${first.id}/resend`,
      headers: bearer(owner.token),
    });
    expect(resent.statusCode).toBe(200);
    expect((await preview(tokenOf(first.link))).json().error_message).toBe(
      'This invitation link is not valid. Ask for a new invitation.',
    );
    expect((await preview(tokenOf(resent.json().data.link))).statusCode).toBe(200);

    await t.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 second' where id = ${first.id}`,
    );
    const expired = await preview(tokenOf(resent.json().data.link));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error_message).toBe('This invitation has expired. Ask for a new invitation.');

    const second = (await invite(owner.token, 'withdrawn@example.com')).json().data;
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/current/invitations/${second.id}`,
      headers: bearer(owner.token),
    });
    expect(revoked.statusCode).toBe(200);
    const person = await signUpUser(t.app, { email: 'withdrawn@example.com' });
    const refused = await accept(person.token, tokenOf(second.link));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_message).toBe('This invitation was withdrawn. Ask for a new invitation.');
    expect(await workspaceOf(t.app, person.token)).toBe(person.client_id);
    expect((await preview('short')).json().error_message).toBe('Invitation link is invalid');
  });

  it('lets only admins invite, list, resend and revoke; refuses inviting a member twice', async () => {
    const owner = await signUpUser(t.app);
    const member = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'member' });
    const viewer = await addWorkspaceMember(t, { workspaceId: owner.client_id, role: 'viewer' });
    for (const token of [member.token, viewer.token]) {
      expect((await invite(token, 'someone@example.com')).statusCode).toBe(403);
      expect(
        (await t.app.inject({ url: '/api/workspaces/current/invitations', headers: bearer(token) })).statusCode,
      ).toBe(403);
    }
    const twice = await invite(owner.token, member.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error_message).toBe(`${member.email} is already a member of this workspace`);
    expect((await invite(owner.token, 'not an address')).json().error_message).toBe('Enter a valid email address');
    expect((await invite(owner.token, 'boss@example.com', 'owner')).json().error_message).toBe(
      'Choose a role: admin, member or viewer',
    );

    // Another workspace's admin cannot see or touch these invitations.
    const made = (await invite(owner.token, 'mine@example.com')).json().data;
    const outsider = await signUpUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/workspaces/current/invitations/${made.id}`,
          headers: bearer(outsider.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/workspaces/current/invitations/${made.id}/resend`,
          headers: bearer(outsider.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/workspaces/current/invitations', headers: bearer(outsider.token) })).json().data,
    ).toEqual([]);
    expect((await preview(tokenOf(made.link))).statusCode).toBe(200);
  });
});

describe('invite-only sign-up (SIGNUP_MODE=invite-only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_MODE: 'invite-only' });
  });
  afterAll(() => t.close());

  it('lets the first account of an empty instance in as owner, then only invitations', async () => {
    expect((await t.app.inject({ url: '/api/user/signup-mode' })).json().data).toEqual({ mode: 'invite-only' });
    const first = await signUpUser(t.app);
    expect(
      (await t.app.inject({ url: '/api/workspaces', headers: bearer(first.token) })).json().data.current.role,
    ).toBe('owner');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { username: 'walk_in', email: 'walk.in@example.com', password: 'correct horse battery' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_message).toBe(
      'Sign-up is by invitation only. Ask an admin of your workspace to invite you, then open the link in the e-mail.',
    );
    const link = (
      await t.app.inject({
        method: 'POST',
        url: '/api/workspaces/current/invitations',
        headers: bearer(first.token),
        payload: { email: 'walk.in@example.com', role: 'member' },
      })
    ).json().data.link as string;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        username: 'walk_in',
        email: 'walk.in@example.com',
        password: 'correct horse battery',
        invitation_token: new URL(link).searchParams.get('token'),
      },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data.client_id).toBe(first.client_id);
  });
});
