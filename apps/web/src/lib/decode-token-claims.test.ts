// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/make-token.ts';
import { decodeTokenClaims } from './decode-token-claims.ts';

describe('decodeTokenClaims', () => {
  it('reads exp and user_id from the payload', () => {
    expect(decodeTokenClaims(makeToken({ exp: 1_900_000_000, user_id: 'u-1' }))).toMatchObject({
      exp: 1_900_000_000,
      user_id: 'u-1',
    });
  });

  it('decodes base64url payloads with - and _ and without padding', () => {
    // '??>' encodes to 'Pz8-' in base64url, exercising the alphabet; the name exercises UTF-8.
    const token = makeToken({ exp: 1, user_id: '??>', name: 'Zoë' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenClaims(token)).toMatchObject({ user_id: '??>', name: 'Zoë' });
  });

  it.each([
    ['an empty string', ''],
    ['a token with two parts', 'a.b'],
    ['a token with four parts', 'a.b.c.d'],
    ['an empty payload', 'a..c'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${btoa('not json')}.c`],
    ['a JSON payload that is not an object', `a.${btoa('42')}.c`],
    ['a JSON array payload', `a.${btoa('[1]')}.c`],
  ])('returns null for %s', (_label, token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });
});
