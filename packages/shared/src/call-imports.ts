import { z } from 'zod';

/** A call-history import's state: receiving its upload, importing (pending), complete or failed. */
export const callImportStatuses = ['receiving', 'pending', 'complete', 'failed'] as const;
export type CallImportStatus = (typeof callImportStatuses)[number];

/** A row of the file that was skipped, by its index in the file (0-based), and why. */
export const callImportRowErrorSchema = z.object({ index: z.number().int(), message: z.string() });
export type CallImportRowError = z.infer<typeof callImportRowErrorSchema>;

/**
 * A call-history import and its progress: rows_read of total_rows so far, of which imported (new),
 * updated (changed), unchanged (already as the file has them) and skipped (invalid, with reasons).
 */
export const callImportSchema = z.object({
  id: z.string(),
  filename: z.string(),
  size_bytes: z.number(),
  status: z.enum(callImportStatuses),
  total_rows: z.number(),
  rows_read: z.number(),
  imported: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  /** The first 1000 skipped rows' reasons. */
  row_errors: z.array(callImportRowErrorSchema),
  /** Why the import failed as a whole. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CallImport = z.infer<typeof callImportSchema>;

export const callImportParamsSchema = z.object({ id: z.uuid('id must be an import id') });

/** POST's query: the uploaded file's name, shown with the progress. */
export const startCallImportQuerySchema = z.object({ filename: z.string().trim().min(1).max(200).optional() });
