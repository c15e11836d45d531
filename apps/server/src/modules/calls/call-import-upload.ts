import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withArrival } from '../../db/fair-queue.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { conflict } from '../../lib/http-error.ts';
import type { ParsedUpload } from './call-import-parse.ts';

// An uploaded call history, once read (call-import-parse.ts), is kept in the database in chunks of
// calls and queued: workers/call-importer.ts imports it chunk by chunk.

export const IMPORT_RUNNING = 'An import is already running in this workspace: wait for it to finish.';
/**
 * How far ahead of the requests arriving meanwhile an upload's chunk asks for the database: a
 * request waits behind a few chunk writes at most, and the upload keeps a share under load.
 */
export const CHUNK_HEAD_START_MS = 500;

/** An upload whose writing stopped (its process died) is given up after this long. */
const STALE_UPLOAD = '15 minutes';

/**
 * Uploads whose writing stopped (the process died while it kept them) are marked failed, in one
 * workspace or in all: they would otherwise block the workspace's next import.
 */
export const failStaleUploads = async (db: Db, workspaceId?: string): Promise<void> => {
  const inWorkspace = workspaceId === undefined ? sql`` : sql`workspace_id = ${workspaceId} and`;
  await db.execute(sql`update call_imports set status = 'failed', finished_at = now(), updated_at = now(),
      error = 'The upload was interrupted before it was kept: import the file again.'
    where ${inWorkspace} status = 'receiving' and created_at < now() - ${STALE_UPLOAD}::interval`);
};

export type StartCallImport = {
  db: Db;
  workspaceId: string;
  userId: string | null;
  filename: string;
  sizeBytes: number;
  /** The upload's calls in chunks (parseCallsUpload): the importer writes one chunk per transaction. */
  upload: ParsedUpload;
  chunkSize: number;
};

/**
 * Keeps the upload (its calls in chunks, each written by a statement of its own so that a large
 * file does not hold the database in one long transaction) and queues its import. 409 while another
 * import of the workspace runs. Answers the import's id.
 */
export const startCallImport = async (input: StartCallImport): Promise<string> => {
  const { db, workspaceId, upload, chunkSize } = input;
  await failStaleUploads(db, workspaceId);
  const chunkCount = upload.chunkCount;
  const [created] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into call_imports (workspace_id, created_by, filename, size_bytes, total_rows, chunk_count)
      values (${workspaceId}, ${input.userId}, ${input.filename}, ${input.sizeBytes}, ${upload.total}, ${chunkCount})
      on conflict (workspace_id) where status in ('receiving', 'pending') do nothing
      returning id`),
  );
  if (!created) throw conflict(IMPORT_RUNNING);
  try {
    // Each chunk takes a place of its own in the queue, not the upload's: a 200 MB upload arrived
    // before everyone who asked while it was received, and in its place its hundred chunks would
    // all go first and hold every other request for seconds (PGlite, the load bench's 10 s stall).
    // Nor the place of a request that arrives as it asks: under a steady load each chunk would then
    // wait for every statement of every request in flight, and the upload took minutes. It goes as
    // a request that arrived CHUNK_HEAD_START_MS before it asked. The statement is awaited inside:
    // Drizzle's query runs when awaited, not when built.
    for (let ordinal = 0; ordinal < chunkCount; ordinal += 1) {
      await withArrival(
        performance.now() - CHUNK_HEAD_START_MS,
        async () =>
          await db.execute(sql`insert into call_import_chunks (import_id, ordinal, first_row, items)
            values (${created.id}, ${ordinal}, ${ordinal * chunkSize}, ${upload.chunk(ordinal)})`),
      );
    }
    await db.execute(sql`update call_imports set status = 'pending', updated_at = now() where id = ${created.id}`);
  } catch (error) {
    await db.execute(sql`delete from call_imports where id = ${created.id}`);
    throw error;
  }
  return created.id;
};
