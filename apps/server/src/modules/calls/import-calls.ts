import { providerCallSchema, type CallListItem, type ProviderCall } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { upsertCallBatch } from './call-batch-upsert.ts';

export type ImportRowError = { index: number; message: string };

export class ImportValidationError extends HttpError {
  readonly rows: ImportRowError[];

  constructor(rows: ImportRowError[]) {
    super(422, `${rows.length} of the calls are invalid; nothing was imported. Fix them and import again.`, {
      rows: rows.slice(0, 1000),
    });
    this.rows = rows;
  }
}

const IMPORT_BATCH = 2000;

/** Why a row is not a call (the first problem), or the call. */
export const parseProviderCall = (item: unknown): { call: ProviderCall } | { message: string } => {
  const parsed = providerCallSchema.safeParse(item);
  if (parsed.success) return { call: parsed.data };
  const issue = parsed.error.issues[0];
  return { message: `${issue?.path.join('.') || 'call'}: ${issue?.message ?? 'invalid'}` };
};

/**
 * Stores calls held in memory (the sample data, tests, benches) in one transaction: all rows are
 * checked first, and one invalid row means nothing is written (the error lists every bad row). An
 * uploaded file goes through the import queue instead (call-import-upload.ts, workers/call-importer.ts).
 */
export const importCalls = async ({
  db,
  workspaceId,
  items,
}: {
  db: Db;
  workspaceId: string;
  items: unknown[];
}): Promise<{ imported: number; updated: number; calls: CallListItem[] }> => {
  const errors: ImportRowError[] = [];
  const byId = new Map<string, ProviderCall>();
  items.forEach((item, index) => {
    const parsed = parseProviderCall(item);
    if ('message' in parsed) errors.push({ index, message: parsed.message });
    else byId.set(parsed.call.call_id, parsed.call);
  });
  if (errors.length > 0) throw new ImportValidationError(errors);

  const all = [...byId.values()];
  let imported = 0;
  let updated = 0;
  const changed: CallListItem[] = [];
  await db.transaction(async (tx) => {
    for (let offset = 0; offset < all.length; offset += IMPORT_BATCH) {
      const result = await upsertCallBatch(tx, workspaceId, all.slice(offset, offset + IMPORT_BATCH));
      imported += result.imported;
      // A call already stored as the batch has it counts as updated, as before.
      updated += result.updated + result.unchanged;
      changed.push(...result.changed.slice(0, 200 - changed.length));
    }
  });
  return { imported, updated, calls: changed };
};
