import { badRequest } from '../../lib/http-error.ts';

/** Keyset position of the last row of a page, plus the total counted on the first page. */
export type InboxCursor = { at: string; id: string; total: number };

export const encodeInboxCursor = (cursor: InboxCursor): string => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export const decodeInboxCursor = (text: string | undefined): InboxCursor | null => {
  if (text === undefined || text === '') return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<InboxCursor>;
    if (typeof value.at === 'string' && typeof value.id === 'string' && typeof value.total === 'number') return value as InboxCursor;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('cursor is not valid');
};

/** An ILIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A tsquery matching every word of the text as a prefix (`salary sli` -> `salary:* & sli:*`), or
 * null when the text has no word. Only letters and digits pass, so the user cannot write operators.
 */
export const prefixTsQuery = (text: string): string | null => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.slice(0, 8).map((w) => `${w}:*`).join(' & ');
};
