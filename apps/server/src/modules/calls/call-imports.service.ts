import { sql, type SQL } from 'drizzle-orm';
import type { CallImport, CallImportRowError, CallImportStatus } from '@agentdesk/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/http-error.ts';

export const IMPORT_NOT_FOUND = 'Import not found';

type ImportRow = {
  id: string;
  filename: string;
  size_bytes: string | number;
  status: CallImportStatus;
  total_rows: number;
  rows_read: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  row_errors: CallImportRowError[];
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toCallImport = (row: ImportRow): CallImport => ({
  id: row.id,
  filename: row.filename,
  size_bytes: Number(row.size_bytes),
  status: row.status,
  total_rows: row.total_rows,
  rows_read: row.rows_read,
  imported: row.imported,
  updated: row.updated,
  unchanged: row.unchanged,
  skipped: row.skipped,
  row_errors: row.row_errors,
  error: row.error,
  created_at: iso(row.created_at),
  finished_at: row.finished_at === null ? null : iso(row.finished_at),
});

const selectImports = async (db: Db | Tx, where: SQL, limit: number) =>
  rowsOf<ImportRow>(
    await db.execute(sql`select id, filename, size_bytes, status, total_rows, rows_read, imported, updated, unchanged,
        skipped, row_errors, error, created_at, finished_at
      from call_imports where ${where} order by created_at desc, id desc limit ${limit}`),
  ).map(toCallImport);

/** One import of the workspace, with its progress; 404 for another workspace's. */
export const getCallImport = async (db: Db | Tx, workspaceId: string, id: string): Promise<CallImport> => {
  const [found] = await selectImports(db, sql`workspace_id = ${workspaceId} and id = ${id}`, 1);
  if (!found) throw notFound(IMPORT_NOT_FOUND);
  return found;
};

/** The workspace's latest imports, newest first. */
export const listCallImports = (db: Db | Tx, workspaceId: string, limit = 10): Promise<CallImport[]> =>
  selectImports(db, sql`workspace_id = ${workspaceId}`, limit);
