// `npm run import-calls -- FILE [WORKSPACE_ID]`: imports a provider's list-calls export (a JSON
// array of call objects, or { "calls": [...] }) into a workspace of the configured database (the
// first workspace when none is named). All rows are checked first; if any is invalid nothing is
// imported and the bad rows are listed.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/client.ts';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { assertNoNul } from '../src/lib/nul-guard.ts';
import { ImportValidationError, importCalls } from '../src/modules/calls/import-calls.ts';
import { webhookWorkspace } from '../src/modules/workspaces/index.ts';

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
    const text = readFileSync(file, 'utf8');
    const parsed: unknown = JSON.parse(text);
    assertNoNul(text, parsed);
    const items = Array.isArray(parsed) ? parsed : (parsed as { calls?: unknown }).calls;
    if (!Array.isArray(items)) throw new Error('The file must hold a JSON array of calls, or { "calls": [...] }');
    const result = await importCalls({ db: database.db, workspaceId, items });
    const seconds = (performance.now() - began) / 1000;
    console.log(
      `Imported ${result.imported} new and updated ${result.updated} calls from ${file} into workspace ${workspaceId} in ${seconds.toFixed(1)} s.`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
};

main().catch((error: unknown) => {
  if (error instanceof ImportValidationError) {
    console.error(error.message);
    for (const row of error.rows.slice(0, 50)) console.error(`  row ${row.index + 1}: ${row.message}`);
    if (error.rows.length > 50) console.error(`  ... and ${error.rows.length - 50} more`);
  } else if (error instanceof DataDirInUseError) {
    console.error(`${error.message}\nWhile the server runs, import from the Conversations page instead.`);
  } else {
    console.error('Import failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
