import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSortKeyCursor, encodeSortKeyCursor } from './sort-key-cursor.ts';

describe('the sort-key cursor', () => {
  it('gives back the value and id it was made with, for its own sort', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }).filter((value) => !value.includes('\u0000')),
        fc.string({ minLength: 1, maxLength: 100 }).filter((id) => !id.includes('\u0000')),
        (value, id) => {
          expect(decodeSortKeyCursor(encodeSortKeyCursor('title', value, id), { sort: 'title', kind: 'text' })).toEqual(
            { value, id },
          );
        },
      ),
    );
    expect(
      decodeSortKeyCursor(encodeSortKeyCursor('created', '2026-01-02 09:00:00.123456+00', 'job_1'), {
        sort: 'created',
        kind: 'timestamp',
      }).value,
    ).toBe('2026-01-02 09:00:00.123456+00');
    expect(
      decodeSortKeyCursor(encodeSortKeyCursor('applicants', '12', 'job_1'), { sort: 'applicants', kind: 'integer' })
        .value,
    ).toBe('12');
  });

  it('refuses a cursor of another sort, a value its cast would refuse, a NUL, or anything else', () => {
    const refused =
      (cursor: string, kind: 'text' | 'integer' | 'timestamp' = 'integer') =>
      () =>
        decodeSortKeyCursor(cursor, { sort: 'applicants', kind });
    const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      encodeSortKeyCursor('title', '12', 'job_1'),
      encodeSortKeyCursor('applicants', '1.5', 'job_1'),
      encodeSortKeyCursor('applicants', '99999999999', 'job_1'),
      encodeSortKeyCursor('applicants', '1', ''),
      encodeSortKeyCursor('applicants', '1', 'x'.repeat(101)),
      encodeSortKeyCursor('applicants', '1', 'a\u0000b'),
      raw(['applicants', 1, 'job_1']),
      raw({ sort: 'applicants' }),
      'not base64 json',
    ]) {
      expect(refused(cursor)).toThrow('Invalid cursor');
    }
    for (const time of ['2026-02-30 00:00:00+00', '0000-01-01 00:00:00+00', '2026-01-01 24:00:00+00'])
      expect(refused(encodeSortKeyCursor('applicants', time, 'job_1'), 'timestamp')).toThrow('Invalid cursor');
    expect(refused(encodeSortKeyCursor('applicants', 'x'.repeat(601), 'job_1'), 'text')).toThrow('Invalid cursor');
  });
});
