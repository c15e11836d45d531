import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Rate limits count by the client's address. X-Forwarded-For gives it only when a trusted proxy
// sent the request (TRUST_PROXY): otherwise a client could name a new address for each try.

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  const LIMIT = 3;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  /** Failed sign-ins from `remoteAddress`, each claiming another address: the statuses. */
  const failures = async (remoteAddress: string, count: number) => {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
        payload: { email: 'nobody@example.com', password: 'wrong password 1' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For from a client on the internet: its own address counts, whatever it claims', async () => {
    const statuses = await failures('203.0.113.7', LIMIT + 1);
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('believes a proxy on a private network: each forwarded client counts apart', async () => {
    expect((await failures('10.0.0.2', LIMIT + 1)).includes(429)).toBe(false);
  });

  it('reads true, false, a number of hops or a list of addresses', () => {
    const base = { DATA_DIR: '/tmp/agentdesk-config-test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).TRUST_PROXY).toBe('loopback, linklocal, uniquelocal');
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });
});
