import { describe, expect, it } from 'vitest';
import { makeInvitation } from '../testing/fake-workspace-server.ts';
import { expiryText, sortInvitations } from './invitation-labels.ts';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const inHours = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

describe('expiryText', () => {
  it('counts whole days while a day or more is left, then hours, then says it expired', () => {
    expect(expiryText(inHours(7 * 24 - 0.1), NOW)).toBe('Expires in 7 days');
    expect(expiryText(inHours(26), NOW)).toBe('Expires in 1 day');
    expect(expiryText(inHours(5.2), NOW)).toBe('Expires in 5 h');
    expect(expiryText(inHours(0.1), NOW)).toBe('Expires in 1 h');
    expect(expiryText(inHours(-1), NOW)).toBe('Expired');
    expect(expiryText('not a date', NOW)).toBe('');
  });
});

describe('sortInvitations', () => {
  it('puts pending ones first, then the newest', () => {
    const sorted = sortInvitations([
      makeInvitation({
        id: 'old-accepted',
        email: 'a@x.test',
        status: 'accepted',
        created_at: '2026-04-01T00:00:00.000Z',
      }),
      makeInvitation({ id: 'old-pending', email: 'b@x.test', created_at: '2026-04-02T00:00:00.000Z' }),
      makeInvitation({
        id: 'new-revoked',
        email: 'c@x.test',
        status: 'revoked',
        created_at: '2026-04-20T00:00:00.000Z',
      }),
      makeInvitation({ id: 'new-pending', email: 'd@x.test', created_at: '2026-04-21T00:00:00.000Z' }),
    ]);
    expect(sorted.map((invitation) => invitation.id)).toEqual([
      'new-pending',
      'old-pending',
      'new-revoked',
      'old-accepted',
    ]);
  });
});
