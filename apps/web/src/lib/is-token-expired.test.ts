// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/make-token.ts';
import { isTokenExpired } from './is-token-expired.ts';

const NOW_MS = 1_700_000_000_500; // half a second into second 1_700_000_000
const NOW_S = 1_700_000_000;

describe('isTokenExpired', () => {
  it('is valid while exp is later than now', () => {
    expect(isTokenExpired(makeToken({ exp: NOW_S + 3600, user_id: 'u' }), NOW_MS)).toBe(false);
  });

  it('is expired once exp has passed', () => {
    expect(isTokenExpired(makeToken({ exp: NOW_S - 1, user_id: 'u' }), NOW_MS)).toBe(true);
  });

  it('compares in seconds: exp equal to the current second is expired, the next second is valid', () => {
    expect(isTokenExpired(makeToken({ exp: NOW_S }), NOW_MS)).toBe(true);
    expect(isTokenExpired(makeToken({ exp: NOW_S + 1 }), NOW_MS)).toBe(false);
    expect(isTokenExpired(makeToken({ exp: NOW_S + 1 }), (NOW_S + 1) * 1000)).toBe(true);
  });

  it('treats exp as seconds, not milliseconds', () => {
    // An exp in the future only when read as milliseconds-since-epoch / 1000 must not pass.
    expect(isTokenExpired(makeToken({ exp: NOW_S / 1000 }), NOW_MS)).toBe(true);
  });

  it('counts a missing exp as expired', () => {
    expect(isTokenExpired(makeToken({ user_id: 'u' }), NOW_MS)).toBe(true);
  });

  it('counts a non-numeric exp as expired', () => {
    expect(isTokenExpired(makeToken({ exp: String(NOW_S + 3600) }), NOW_MS)).toBe(true);
  });

  it('counts an undecodable or missing token as expired', () => {
    expect(isTokenExpired('not-a-token', NOW_MS)).toBe(true);
    expect(isTokenExpired('', NOW_MS)).toBe(true);
    expect(isTokenExpired(null, NOW_MS)).toBe(true);
  });

  it('uses the current time by default', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(isTokenExpired(makeToken({ exp: inAnHour }))).toBe(false);
  });
});
