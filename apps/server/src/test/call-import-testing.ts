import { apiPaths, type CallImport, type ProviderCall } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows-of.ts';
import { silentLog } from './silent-log.ts';
import { bearer, type TestApp } from './test-app.ts';
import { createCallImporter } from '../workers/call-importer.ts';
import { baseCall, HOUR, NOW } from '../modules/calls/call-fixtures.ts';

// What the import suites share: uploads as the dialog sends them, and importers of the test's own
// (the app's is stopped, so each suite says when batches run and when a process stops).

/** `count` calls an hour apart, ids `${prefix}${n}`. */
export const importCalls = (count: number, prefix = 'imp_'): ProviderCall[] =>
  Array.from({ length: count }, (_, n) => baseCall(`${prefix}${n}`, { start_timestamp: NOW - (n + 1) * HOUR }));

export const upload = (
  t: TestApp,
  token: string,
  body: string | Buffer,
  type = 'application/json',
  filename = 'calls.json',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api${apiPaths.callsImport}?filename=${encodeURIComponent(filename)}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: body,
  });

export const progressOf = async (t: TestApp, token: string, id: string): Promise<CallImport> => {
  const response = await t.app.inject({ method: 'GET', url: `/api${apiPaths.callImport(id)}`, headers: bearer(token) });
  return response.json<{ data: CallImport }>().data;
};

/** An importer as a process of its own runs it; `stopAfter` batches and it stops, as a server being stopped. */
export const runImporter = async (t: TestApp, options: { stopAfter?: number } = {}) => {
  let batches = 0;
  const importer = createCallImporter({
    db: t.database.db,
    log: silentLog,
    pollMs: 60_000,
    leaseMs: 60_000,
    publish: async () => {
      batches += 1;
      if (options.stopAfter !== undefined && batches >= options.stopAfter) void importer.stop();
    },
  });
  const handled = await importer.deliverDue();
  await importer.stop();
  return { handled, batches };
};

/** The workspace's analytics aggregates, to hold against a rebuild from the calls. */
export const aggregatesOf = async (t: TestApp, workspaceId: string) =>
  rowsOf<Record<string, unknown>>(
    await t.database.db
      .execute(sql`select bucket, agent_id, direction, calls, connected, successful, duration_ms, positive
      from call_stats where workspace_id = ${workspaceId} order by bucket, agent_id, direction`),
  );
