import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';

// An uploaded call history is checked for what it is (JSON of a list of calls) at the door, kept
// in the database in chunks of calls, and queued: workers/call-importer.ts imports it chunk by chunk.

export const NOT_JSON =
  "The file is not JSON: upload the JSON file of your provider's list-calls export (an array of call objects).";
export const NOT_A_CALL_LIST = 'The file must hold a JSON array of calls, or { "calls": [...] }.';
export const NO_CALLS = 'The file holds no calls.';
export const IMPORT_RUNNING = 'An import is already running in this workspace: wait for it to finish.';
/** An upload whose writing stopped (its process died) is given up after this long. */
const STALE_UPLOAD = '15 minutes';

/** The first character of the text that is not white space (a byte order mark neither). */
const firstSignificant = (text: string): string | undefined => /^[\s\uFEFF]*(\S)/.exec(text.slice(0, 4096))?.[1];

/** 415 unless the text looks like JSON (an array or an object), whatever type the upload was sent as. */
export const assertJsonContent = (text: string): void => {
  if (text.trim() === '') throw new HttpError(422, 'The file is empty.');
  const first = firstSignificant(text);
  if (first !== '[' && first !== '{') throw new HttpError(415, NOT_JSON);
};

/** The calls of a parsed upload: an array, or `{ calls: [...] }`; 422 otherwise or when there are none. */
export const callsOfUpload = (value: unknown): unknown[] => {
  const items = Array.isArray(value)
    ? value
    : value !== null && typeof value === 'object'
      ? (value as { calls?: unknown }).calls
      : undefined;
  if (!Array.isArray(items)) throw new HttpError(422, NOT_A_CALL_LIST);
  if (items.length === 0) throw new HttpError(422, NO_CALLS);
  return items;
};

export type StartCallImport = {
  db: Db;
  workspaceId: string;
  userId: string | null;
  filename: string;
  sizeBytes: number;
  items: unknown[];
  /** Calls per chunk: the importer writes one chunk per transaction. */
  chunkSize: number;
};

/**
 * Keeps the upload (its calls in chunks, each written by a statement of its own so that a large
 * file does not hold the database in one long transaction) and queues its import. 409 while another
 * import of the workspace runs. Answers the import's id.
 */
export const startCallImport = async (input: StartCallImport): Promise<string> => {
  const { db, workspaceId, items, chunkSize } = input;
  await db.execute(sql`update call_imports set status = 'failed', finished_at = now(), updated_at = now(),
      error = 'The upload was interrupted before it was kept: import the file again.'
    where workspace_id = ${workspaceId} and status = 'receiving' and created_at < now() - ${STALE_UPLOAD}::interval`);
  const chunkCount = Math.ceil(items.length / chunkSize);
  const [created] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into call_imports (workspace_id, created_by, filename, size_bytes, total_rows, chunk_count)
      values (${workspaceId}, ${input.userId}, ${input.filename}, ${input.sizeBytes}, ${items.length}, ${chunkCount})
      on conflict (workspace_id) where status in ('receiving', 'pending') do nothing
      returning id`),
  );
  if (!created) throw conflict(IMPORT_RUNNING);
  try {
    for (let ordinal = 0; ordinal < chunkCount; ordinal += 1) {
      const first = ordinal * chunkSize;
      const text = JSON.stringify(items.slice(first, first + chunkSize));
      await db.execute(sql`insert into call_import_chunks (import_id, ordinal, first_row, items)
        values (${created.id}, ${ordinal}, ${first}, ${text})`);
    }
    await db.execute(sql`update call_imports set status = 'pending', updated_at = now() where id = ${created.id}`);
  } catch (error) {
    await db.execute(sql`delete from call_imports where id = ${created.id}`);
    throw error;
  }
  return created.id;
};
