import { badRequest } from '../../lib/http-error.ts';

/** Keyset position of the last row of a page, plus the total counted on the first page. */
export type InboxCursor = { at: string; id: string; total: number };

export const encodeInboxCursor = (cursor: InboxCursor): string =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export const decodeInboxCursor = (text: string | undefined): InboxCursor | null => {
  if (text === undefined || text === '') return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<InboxCursor>;
    if (
      typeof value.at === 'string' &&
      typeof value.id === 'string' &&
      Number.isSafeInteger(value.total) &&
      value.total! >= 0
    )
      return value as InboxCursor;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('cursor is not valid');
};

/** A position in a list ordered by a timestamptz (as PostgreSQL writes it as text) and a uuid. */
export const isTimeCursor = ({ at, id }: InboxCursor): boolean =>
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(at) &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A position in a list ordered by epoch milliseconds and a text id (the calls). */
export const isMillisecondsCursor = ({ at, id }: InboxCursor): boolean =>
  /^\d{1,15}$/.test(at) && id.length <= 200 && !id.includes('\u0000');

/** An ILIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A tsquery matching every word of the text as a prefix (`salary sli` -> `salary:* & sli:*`), or
 * null when the text has no word. Only letters and digits pass, so the user cannot write operators.
 */
export const prefixTsQuery = (text: string): string | null => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0
    ? null
    : words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ');
};
