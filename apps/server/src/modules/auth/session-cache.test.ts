import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

describe('session cache', () => {
  const now = 1_000_000;
  const as = (userId: string) => ({ userId, workspaceId: 'w1', role: 'member' as const });

  it('serves a confirmed session until it expires or reaches its maximum age', () => {
    const cache = createSessionCache({ maxAgeMs: 60_000 });
    cache.setListening(true);
    cache.set(cache.begin(), 's1', as('u1'), now + 10_000, now);
    cache.set(cache.begin(), 's2', as('u1'), now + 3_600_000, now);
    expect(cache.get('s1', now + 9_999)?.userId).toBe('u1');
    expect(cache.get('s1', now + 10_000)?.userId).toBeUndefined();
    expect(cache.get('s2', now + 59_999)?.userId).toBe('u1');
    expect(cache.get('s2', now + 60_000)?.userId).toBeUndefined();
  });

  it('drops one session, or every session of a user, on a notice', () => {
    const cache = createSessionCache();
    cache.setListening(true);
    for (const [s, u] of [
      ['s1', 'u1'],
      ['s2', 'u1'],
      ['s3', 'u2'],
    ] as const)
      cache.set(cache.begin(), s, as(u), now + 3_600_000, now);
    cache.drop('session:s1');
    expect([cache.get('s1', now)?.userId, cache.get('s2', now)?.userId, cache.get('s3', now)?.userId]).toEqual([
      undefined,
      'u1',
      'u2',
    ]);
    cache.drop('user:u1');
    expect([cache.get('s2', now)?.userId, cache.get('s3', now)?.userId]).toEqual([undefined, 'u2']);
    cache.drop('something else');
    expect(cache.size).toBe(0);
  });

  it('does not cache a lookup that started before a notice', () => {
    const cache = createSessionCache();
    cache.setListening(true);
    const ticket = cache.begin();
    cache.drop('session:s1');
    cache.set(ticket, 's1', as('u1'), now + 3_600_000, now);
    expect(cache.get('s1', now)?.userId).toBeUndefined();
  });

  it('caches nothing and serves nothing while notices do not flow', () => {
    const cache = createSessionCache();
    cache.set(cache.begin(), 's1', as('u1'), now + 3_600_000, now);
    expect(cache.size).toBe(0);
    cache.setListening(true);
    cache.set(cache.begin(), 's1', as('u1'), now + 3_600_000, now);
    cache.setListening(false);
    expect(cache.get('s1', now)?.userId).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
