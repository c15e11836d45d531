import { HttpError } from './http-error.ts';

/**
 * A keyset cursor over (created_at, id) descending: the row's created_at as PostgreSQL prints it
 * (to the microsecond, which JavaScript dates cannot hold) and its id, base64url JSON.
 */
export const encodeTimeIdCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/**
 * Whether a cursor's text is a timestamptz as PostgreSQL prints it, on a day and at a time that
 * exist (JavaScript takes 30 February for 2 March; PostgreSQL's cast refuses it).
 */
export const isTimestampText = (text: string): boolean => {
  if (!TIMESTAMP.test(text) || Number.isNaN(Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))))
    return false;
  const [year, month, day, hour, minute, second] = (text.match(/\d+/g) ?? []).slice(0, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
};

/** The cursor's parts, checked so a forged one is a 400, never a database error. */
export const decodeTimeIdCursor = (cursor: string): [string, string] => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const [createdAt, id] = value as [string, string];
      if (isTimestampText(createdAt) && id.length <= 100) return [createdAt, id];
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new HttpError(400, 'Invalid cursor');
};
