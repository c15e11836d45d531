import { passwordResetMessages } from '@agentdesk/shared';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { outboxMails, passwordResets, sessions } from '../../db/schema.ts';
import { useAuthApp } from '../../test/auth-testing.ts';
import { bearer, signUpUser } from '../../test/test-app.ts';

// Accounts: sign-up, sign-in and tokens, profile and password change, password reset without mail.
// How the app answers malformed, oversized and unknown requests: request-hygiene.test.ts.

const auth = useAuthApp();
const { post } = auth;

describe('sign-up', () => {
  it('answers the user record with the sign-up defaults and a token', async () => {
    const before = Date.now();
    const response = await post('/api/user/signup', {
      username: 'ada',
      email: 'Ada@Example.com',
      password: 'lovelace-1843',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Signed up successfully');
    expect(body.total).toBe(1);
    expect(body.data).toMatchObject({
      email: 'ada@example.com',
      username: 'ada',
      ott: null,
      is_verified: false,
      is_active: true,
      is_logged_in: true,
      is_deprecated: false,
      // The new, empty workspace the account starts in (issue #13: client_id is the workspace).
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created_by: null,
      updated_by: null,
    });
    expect(Date.parse(body.data.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.data.updated_at)).toBeGreaterThanOrEqual(before - 1000);
    const claims = decodeJwt(body.data.token);
    expect(claims['user_id']).toBe(body.data.id);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 24 * 3600 - 60);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 24 * 3600 + 60);
    expect(body.data).not.toHaveProperty('password_hash');
  });

  it('refuses a duplicate e-mail or username with 409', async () => {
    await post('/api/user/signup', { username: 'grace', email: 'grace@example.com', password: 'cobol-1959' });
    const sameEmail = await post('/api/user/signup', {
      username: 'grace2',
      email: 'GRACE@example.com',
      password: 'cobol-1959',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error_message: 'An account with this email already exists' });
    const sameName = await post('/api/user/signup', {
      username: 'Grace',
      email: 'other@example.com',
      password: 'cobol-1959',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error_message: 'This username is already taken' });
  });

  it('answers 400 with error_message for bad input', async () => {
    const short = await post('/api/user/signup', { username: 'bob', email: 'bob@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error_message).toBe('password: Password must be at least 8 characters');

    const missing = await post('/api/user/signup', { email: 'bob@example.com', password: 'long enough' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_message).toContain('username');

    const wrongType = await post('/api/user/signup', {
      username: 42,
      email: 'bob@example.com',
      password: 'long enough',
    });
    expect(wrongType.statusCode).toBe(400);

    const badEmail = await post('/api/user/signup', {
      username: 'bob',
      email: 'not-an-email',
      password: 'long enough',
    });
    expect(badEmail.json().error_message).toBe('email: Enter a valid email address');
  });
});

describe('sign-in and tokens', () => {
  it('signs in with e-mail and password and refuses wrong ones alike', async () => {
    const t = auth.t();
    const user = await signUpUser(t.app);
    const ok = await post('/api/user/login', { username: user.email, email: user.email, password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.token).toEqual(expect.any(String));
    expect(ok.json().data.email).toBe(user.email);

    const wrong = await post('/api/user/login', {
      username: user.email,
      email: user.email,
      password: 'wrong password',
    });
    const unknown = await post('/api/user/login', {
      username: 'x',
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error_message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('serves the user record to a valid token and refuses forged, expired and incomplete ones', async () => {
    const t = auth.t();
    const user = await signUpUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.username,
      is_logged_in: true,
    });

    const claims = decodeJwt(user.token);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const sign = (payload: Record<string, unknown>, secret = key) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const forged = [
      new UnsecuredJWT({ ...claims }).encode(),
      await sign({ ...claims }, new TextEncoder().encode('another secret that is long enough!!')),
      await sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }),
      await sign({ sid: claims['sid'], exp: claims.exp }),
      await sign({ user_id: claims['user_id'], sid: claims['sid'] }),
      'not.a.token',
    ];
    for (const token of forged) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect(response.statusCode, token).toBe(401);
      expect(response.json().error_message).toEqual(expect.any(String));
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error_message: 'Authentication required' });
  });

  it('refuses a session that has expired server-side', async () => {
    const t = auth.t();
    const user = await signUpUser(t.app);
    const { sid } = decodeJwt(user.token) as { sid: string };
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(response.statusCode).toBe(401);
  });

  it('revokes the token on sign-out', async () => {
    const t = auth.t();
    const user = await signUpUser(t.app);
    const out = await post('/api/user/logout', undefined, bearer(user.token));
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Signed out successfully');
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
  });
});

describe('profile and password change', () => {
  it('changes the username and refuses one that is taken', async () => {
    const t = auth.t();
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: bearer(a.token),
      payload: { username: 'new-name' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.username).toBe('new-name');
    expect(ok.json().data.updated_by).toBe(a.id);
    const taken = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: bearer(b.token),
      payload: { username: 'NEW-NAME' },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('changes the password, revokes old tokens and signs in with the new one', async () => {
    const t = auth.t();
    const user = await signUpUser(t.app);
    const second = (await post('/api/user/login', { email: user.email, password: user.password })).json().data
      .token as string;

    const wrongOld = await post(
      '/api/user/password-change',
      { email: user.email, old_password: 'not it at all', new_password: 'brand new secret' },
      bearer(user.token),
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ error_message: 'Current password is incorrect' });

    const tooShort = await post(
      '/api/user/password-change',
      { email: user.email, old_password: user.password, new_password: 'short' },
      bearer(user.token),
    );
    expect(tooShort.statusCode).toBe(400);

    const otherEmail = await post(
      '/api/user/password-change',
      { email: 'someone@example.com', old_password: user.password, new_password: 'brand new secret' },
      bearer(user.token),
    );
    expect(otherEmail.statusCode).toBe(400);

    const ok = await post(
      '/api/user/password-change',
      { email: user.email, old_password: user.password, new_password: 'brand new secret' },
      bearer(user.token),
    );
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().data.token as string;

    for (const old of [user.token, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await post('/api/user/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email: user.email, password: 'brand new secret' })).statusCode).toBe(200);
  });
});

describe('password reset without mail', () => {
  it('makes no link, since none could arrive, and says how else to get back in, alike for any address', async () => {
    const t = auth.t();
    const user = await signUpUser(t.app);
    const known = await post('/api/user/reset-password/', { email: user.email });
    const unknown = await post('/api/user/reset-password/', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: passwordResetMessages.noMail, total: 1, data: { sends_mail: false } });
    expect(unknown.body).toBe(known.body);
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, user.email))).toEqual([]);
  });
});

describe('agents', () => {
  it('needs a signed-in user', async () => {
    const t = auth.t();
    expect((await t.app.inject({ method: 'GET', url: '/api/agents' })).statusCode).toBe(401);
    const user = await signUpUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/agents/zara', headers: bearer(user.token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error_message: "Agent 'zara' not found" });
  });
});
