import { apiPaths, type CallImport } from '@agentdesk/shared';
import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app.ts';

export type ImportedThroughApi =
  { statusCode: 202; import: CallImport } | { statusCode: number; body: { error_message?: string } };

/**
 * Imports calls as the import dialog does: the provider's export (a list of calls, or `{ calls }`)
 * is uploaded (202), then its batches run in the background; this waits for the import to end
 * (the app's importer is woken until the import is complete or failed) and answers its progress.
 */
export const importThroughApi = async (
  app: FastifyInstance,
  token: string,
  calls: unknown,
): Promise<ImportedThroughApi> => {
  const response = await app.inject({
    method: 'POST',
    url: `/api${apiPaths.callsImport}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(calls),
  });
  if (response.statusCode !== 202) return { statusCode: response.statusCode, body: response.json() };
  const { id } = response.json<{ data: CallImport }>().data;
  const deadline = Date.now() + 60_000;
  for (;;) {
    await app.callImporter.deliverDue();
    const progress = await app.inject({ method: 'GET', url: `/api${apiPaths.callImport(id)}`, headers: bearer(token) });
    const current = progress.json<{ data: CallImport }>().data;
    if (current.status === 'complete' || current.status === 'failed') return { statusCode: 202, import: current };
    if (Date.now() > deadline) throw new Error(`the import ${id} did not end: ${JSON.stringify(current)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The import's counts: new calls, changed ones, ones already stored as they were, rows skipped. */
export const importedCounts = (result: ImportedThroughApi) => {
  if (!('import' in result))
    throw new Error(`the import was refused: ${result.statusCode} ${JSON.stringify(result.body)}`);
  const { imported, updated, unchanged, skipped } = result.import;
  return { imported, updated, unchanged, skipped };
};
