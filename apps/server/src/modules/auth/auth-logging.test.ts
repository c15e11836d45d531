import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

describe('logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logLines: lines });
  });
  afterAll(() => t.close());

  it('never carry a token or a password, even on failures', async () => {
    const user = await signUpUser(t.app, { password: 'very-secret-password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'very-secret-password' },
    });
    const token = login.json().data.token as string;
    await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(`${token}tampered`) });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'wrong-secret-password' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/password-change',
      headers: bearer(token),
      payload: { email: user.email, old_password: 'very-secret-password', new_password: 'newer-secret-password' },
    });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      token,
      user.token,
      'very-secret-password',
      'wrong-secret-password',
      'newer-secret-password',
      t.config.jwtSecret,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/\n\s+at /);
  });
});
