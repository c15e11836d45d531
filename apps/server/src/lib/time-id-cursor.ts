import { HttpError } from './http-error.ts';

/**
 * A keyset cursor over (created_at, id) descending: the row's created_at as PostgreSQL prints it
 * (to the microsecond, which JavaScript dates cannot hold) and its id, base64url JSON.
 */
export const encodeTimeIdCursor = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** The cursor's parts, checked so a forged one is a 400, never a database error. */
export const decodeTimeIdCursor = (cursor: string): [string, string] => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const [createdAt, id] = value as [string, string];
      const isDate = TIMESTAMP.test(createdAt) && !Number.isNaN(Date.parse(createdAt.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));
      if (isDate && id.length <= 100) return [createdAt, id];
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new HttpError(400, 'Invalid cursor');
};
