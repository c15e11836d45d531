import { sql } from 'drizzle-orm';
import type { CallImportRowError, ProviderCall } from '@agentdesk/shared';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { parseProviderCall } from '../modules/calls/import-calls.ts';

/** A chunk of an upload, read and checked: its valid calls (distinct ids) and why the others were skipped. */
export type ChunkCalls = {
  firstRow: number;
  rowsRead: number;
  calls: ProviderCall[];
  /** By the row's index in the file. */
  rowErrors: CallImportRowError[];
};

/**
 * Reads chunk `ordinal` of an import and checks each row. A row that is not a call is skipped with
 * its reason; a call id that comes again later in the chunk is skipped there too (the later row is
 * imported, as a later chunk's row replaces an earlier chunk's). A chunk already gone reads as empty.
 */
export const readImportChunk = async (db: Db, importId: string, ordinal: number): Promise<ChunkCalls> => {
  const [chunk] = rowsOf<{ first_row: number; items: string }>(
    await db.execute(sql`select first_row, items from call_import_chunks
      where import_id = ${importId} and ordinal = ${ordinal}`),
  );
  if (!chunk) return { firstRow: 0, rowsRead: 0, calls: [], rowErrors: [] };
  const items = JSON.parse(chunk.items) as unknown[];
  const rowErrors: CallImportRowError[] = [];
  const byId = new Map<string, { index: number; call: ProviderCall }>();
  items.forEach((item, offset) => {
    const index = chunk.first_row + offset;
    const parsed = parseProviderCall(item);
    if ('message' in parsed) {
      rowErrors.push({ index, message: parsed.message });
      return;
    }
    const earlier = byId.get(parsed.call.call_id);
    if (earlier)
      rowErrors.push({
        index: earlier.index,
        message: `call_id ${parsed.call.call_id} comes again in row ${index + 1}, which is imported instead`,
      });
    byId.set(parsed.call.call_id, { index, call: parsed.call });
  });
  rowErrors.sort((a, b) => a.index - b.index);
  return { firstRow: chunk.first_row, rowsRead: items.length, calls: [...byId.values()].map((v) => v.call), rowErrors };
};
