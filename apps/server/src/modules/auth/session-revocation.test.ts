import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { NOTICE_REACH_MS, refusedWithin } from '../../test/session-refused.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';

describe('revocations reach every API process (sessions cached in memory)', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    // A second API process: its own cache and its own notice listener, the same database.
    other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const signedIn = async () => {
    const user = await signUpUser(t.app);
    for (const app of [t.app, other]) {
      expect((await app.inject({ url: '/api/user', headers: bearer(user.token) })).statusCode).toBe(200);
      // Served from memory from now on: what follows proves the notices, not a lookup. A notice
      // still on its way (the sign-up's own, or the last test's) rightly keeps a lookup that
      // overlapped it out of the cache, so the next request caches it.
      await expect
        .poll(
          async () => {
            await app.inject({ url: '/api/user', headers: bearer(user.token) });
            return app.sessionCache.size;
          },
          { timeout: 30_000, interval: 50 },
        )
        .toBeGreaterThan(0);
    }
    return user;
  };

  it('a sign-out through one process is refused at once there and within a moment in the other', async () => {
    const user = await signedIn();
    expect(
      (await other.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
    expect((await other.inject({ url: '/api/user', headers: bearer(user.token) })).statusCode).toBe(401);
    expect(await refusedWithin(t.app, user.token, NOTICE_REACH_MS)).toBe(true);
  });

  it('a revocation made in SQL, outside the API, is refused too', async () => {
    const user = await signedIn();
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.id}`);
    expect(await refusedWithin(t.app, user.token, NOTICE_REACH_MS)).toBe(true);
    expect(await refusedWithin(other, user.token, NOTICE_REACH_MS)).toBe(true);
  });

  it('a deactivated user is refused', async () => {
    const user = await signedIn();
    await t.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect(await refusedWithin(t.app, user.token, NOTICE_REACH_MS)).toBe(true);
    expect(await refusedWithin(other, user.token, NOTICE_REACH_MS)).toBe(true);
  });

  it('a password change ends the other sessions of the user everywhere', async () => {
    const user = await signedIn();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: user.email, email: user.email, password: user.password },
    });
    const secondToken = second.json().data.token as string;
    expect((await other.inject({ url: '/api/user', headers: bearer(secondToken) })).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/password-change',
      headers: bearer(user.token),
      payload: { email: user.email, old_password: user.password, new_password: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await refusedWithin(other, secondToken, NOTICE_REACH_MS)).toBe(true);
    expect(await refusedWithin(t.app, user.token, 0)).toBe(true);
    expect((await other.inject({ url: '/api/user', headers: bearer(changed.json().data.token) })).statusCode).toBe(200);
  });

  it.skipIf(process.env['TEST_DB'] === 'pglite')(
    'a lost notice connection stops the cache until it is back',
    async () => {
      const user = await signedIn();
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'agentdesk-listen' and datname = current_database()`,
      );
      // Nothing is served from memory while notices may be missed...
      await expect.poll(() => t.app.sessionCache.size, { timeout: 30_000 }).toBe(0);
      expect((await t.app.inject({ url: '/api/user', headers: bearer(user.token) })).statusCode).toBe(200);
      // ...and once the listener is back, sessions are cached and revocations reach it again.
      await expect
        .poll(
          async () => {
            await t.app.inject({ url: '/api/user', headers: bearer(user.token) });
            return t.app.sessionCache.size;
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBeGreaterThan(0);
      await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${user.id}`);
      expect(await refusedWithin(t.app, user.token, NOTICE_REACH_MS)).toBe(true);
    },
  );
});
