import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token.ts';

const secret = 's'.repeat(40);
const expiresAt = new Date(Date.now() + 60 * 60_000);

describe('session tokens', () => {
  it('accepts a signed token, also when it comes again (remembered), with its claims', async () => {
    const token = await signSessionToken({ secret, userId: 'u1', sessionId: 's1', expiresAt });
    const claims = { userId: 'u1', sessionId: 's1', exp: Math.floor(expiresAt.getTime() / 1000) };
    expect(await verifySessionToken(token, secret)).toEqual(claims);
    expect(await verifySessionToken(token, secret)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired, and under another secret', async () => {
    const token = await signSessionToken({ secret, userId: 'u2', sessionId: 's2', expiresAt });
    expect(await verifySessionToken(token, secret)).not.toBeNull();
    expect(await verifySessionToken(token, 'another secret of enough length, surely')).toBeNull();
    expect(await verifySessionToken(token, secret, expiresAt.getTime() + 1000)).toBeNull();
  });

  it('refuses a token whose payload or signature was changed, even beside a remembered one', async () => {
    const token = await signSessionToken({ secret, userId: 'u3', sessionId: 's3', expiresAt });
    expect(await verifySessionToken(token, secret)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ user_id: 'admin', sid: 's3', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await verifySessionToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
    expect(await verifySessionToken(`${header}.${payload}.${signature.slice(0, -2)}AA`, secret)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifySessionToken(`${none}.${payload}.`, secret)).toBeNull();
  });
});
