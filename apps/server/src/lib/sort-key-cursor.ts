import { HttpError } from './http-error.ts';
import { isTimestampText } from './time-id-cursor.ts';

/** What a list sorts by, as the cursor carries it: words, whole numbers or times. */
export type SortValueKind = 'text' | 'integer' | 'timestamp';

/**
 * A keyset cursor over (a sort value, id), for lists that sort by more than their time: the sort
 * it was made for, the last row's value as PostgreSQL prints it (a timestamp to the microsecond)
 * and its id, base64url JSON. Ties of the value are ordered by id, so a page never repeats or
 * skips a row however many share it.
 */
export const encodeSortKeyCursor = (sort: string, value: string, id: string) =>
  Buffer.from(JSON.stringify([sort, value, id])).toString('base64url');

const isValueOf: Record<SortValueKind, (value: string) => boolean> = {
  text: (value) => value.length <= 600,
  integer: (value) => /^-?\d{1,9}$/.test(value),
  timestamp: isTimestampText,
};

/**
 * The cursor's value and id, checked so that a forged one, or one made for another sort, is a
 * 400 and never a database error (a NUL, a value its cast refuses).
 */
export const decodeSortKeyCursor = (
  cursor: string,
  expected: { sort: string; kind: SortValueKind },
): { value: string; id: string } => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      parsed.every((part) => typeof part === 'string' && !part.includes('\u0000'))
    ) {
      const [sort, value, id] = parsed as [string, string, string];
      if (sort === expected.sort && isValueOf[expected.kind](value) && id.length >= 1 && id.length <= 100)
        return { value, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new HttpError(400, 'Invalid cursor');
};
