// `npm run import-calls -- FILE [WORKSPACE_ID]`: imports a provider's list-calls export (a JSON
// array of call objects, or { "calls": [...] }) into a workspace of the configured database (the
// first workspace when none is named), by the same batched path as an upload in the app: the file
// is kept and queued, then imported batch by batch (one transaction each) with the progress shown.
// Rows that are not calls are skipped and listed. Stopped midway, the import resumes where it was
// at the next run of this tool or of the server.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { CallImport } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/client.ts';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { parseCallsUpload } from '../src/modules/calls/call-import-parse.ts';
import { startCallImport } from '../src/modules/calls/call-import-upload.ts';
import { getCallImport } from '../src/modules/calls/call-imports.service.ts';
import { webhookWorkspace } from '../src/modules/workspaces/index.ts';
import { createCallImporter } from '../src/workers/call-importer.ts';

const progressLine = (p: CallImport) =>
  `${p.rows_read} of ${p.total_rows} rows read: ${p.imported} new, ${p.updated} updated, ` +
  `${p.unchanged} unchanged, ${p.skipped} skipped`;

/** The importer's warnings (a batch that failed and is tried again) on stderr; nothing else. */
const quiet = () => undefined;
const consoleLog = {
  ...Object.fromEntries(['info', 'debug', 'trace'].map((level) => [level, quiet])),
  warn: (details: object, message: string) => console.error(`\n${message}: ${JSON.stringify(details)}`),
  error: (details: object, message: string) => console.error(`\n${message}: ${JSON.stringify(details)}`),
  fatal: quiet,
  child: () => consoleLog,
} as unknown as FastifyBaseLogger;

const main = async () => {
  const [file, named] = process.argv.slice(2).filter((a) => a !== '--');
  if (!file) {
    console.error('Usage: npm run import-calls -- FILE.json [WORKSPACE_ID]');
    process.exit(2);
  }
  const config = loadConfig();
  // The embedded database allows one process: with the server running, import through the app instead.
  const lock = config.DATABASE_URL ? null : lockDataDir(config.dataDir);
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const workspaceId = await webhookWorkspace(database.db, named);
    if (!workspaceId)
      throw new Error(
        named ? `No workspace '${named}'` : 'There is no workspace yet: start the server once, or sign up',
      );
    const began = performance.now();
    const bytes = readFileSync(file);
    if (bytes.length > config.IMPORT_LIMIT_BYTES)
      throw new Error(`The file is larger than IMPORT_LIMIT_BYTES (${config.IMPORT_LIMIT_BYTES} bytes)`);
    const id = await startCallImport({
      db: database.db,
      workspaceId,
      userId: null,
      filename: basename(file),
      sizeBytes: bytes.length,
      upload: await parseCallsUpload(bytes, config.CALL_IMPORT_BATCH),
      chunkSize: config.CALL_IMPORT_BATCH,
    });
    const db = database.db;
    let last = '';
    const importer = createCallImporter({
      db,
      log: consoleLog,
      pollMs: config.CALL_IMPORT_POLL_MS,
      leaseMs: config.CALL_IMPORT_LEASE_MS,
      publish: async () => {
        const line = progressLine(await getCallImport(db, workspaceId, id));
        if (line !== last && process.stdout.isTTY) process.stdout.write(`\r${line}`);
        last = line;
      },
    });
    // Every import due in the database, this one and any a stopped server or run left unfinished.
    await importer.deliverDue();
    const done = await getCallImport(db, workspaceId, id);
    if (process.stdout.isTTY) process.stdout.write('\n');
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.log(`${done.status === 'complete' ? 'Imported' : 'Stopped'}: ${progressLine(done)} (${seconds} s).`);
    for (const row of done.row_errors.slice(0, 50)) console.error(`  row ${row.index + 1}: ${row.message}`);
    if (done.skipped > 50) console.error(`  ... and ${done.skipped - 50} more`);
    if (done.status !== 'complete') {
      console.error(done.error ?? 'The import is not finished: run the tool again, or start the server, to go on.');
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    lock?.release();
  }
};

main().catch((error: unknown) => {
  if (error instanceof HttpError) {
    console.error(error.message);
  } else if (error instanceof DataDirInUseError) {
    console.error(`${error.message}\nWhile the server runs, import from the Conversations page instead.`);
  } else {
    console.error('Import failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
