import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { listMigrations, migrate } from '../db/migrate.ts';
import { repoRoot } from './server-process.ts';

// Each API suite gets a fresh, migrated database. Making one from nothing costs PGlite an initdb
// (seconds of CPU) and PostgreSQL the thirteen migrations; copying a migrated template costs a
// fraction of that. The templates are made once per run (global setup), before any suite starts.

/** The PostgreSQL the suite runs against when TEST_DB=postgres (database `test` on this machine). */
export const testPostgresUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

const pgliteVersion = (): string =>
  (
    JSON.parse(readFileSync(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** Names the migrations and the PGlite build: a template made from other ones is not reused. */
const templateKey = (): string => {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const migration of listMigrations()) hash.update(migration.version).update(migration.text);
  return hash.digest('hex').slice(0, 16);
};

/**
 * A migrated PGlite data directory as a `dumpDataDir` tarball, kept under node_modules/.cache
 * between runs (a clean clone makes it once). Returns the file's path.
 */
export const preparePgliteTemplate = async (): Promise<string> => {
  const dir = join(repoRoot, 'node_modules/.cache/agentdesk-tests');
  const path = join(dir, `pglite-${templateKey()}.tar`);
  if (existsSync(path)) return path;
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrate(database);
    if (database.native.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.native.client.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: another run starting at the same moment never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await database.close();
  }
  return path;
};

/** The URL of another database on the same PostgreSQL server. */
export const postgresUrlOf = (url: string, databaseName: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${databaseName}`;
  return parsed.toString();
};

/** Runs statements on the server through the suite's own database (CREATE/DROP DATABASE need one). */
export const onPostgresServer = async (url: string, statements: string[]): Promise<void> => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/**
 * A migrated PostgreSQL database for this run to copy (`CREATE DATABASE ... TEMPLATE`), named for
 * this run only so that runs in other folders at the same time never touch it. Returns its name
 * and the drop for the teardown.
 */
export const preparePostgresTemplate = async (url: string): Promise<{ name: string; drop: () => Promise<void> }> => {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(url, [`CREATE DATABASE ${name}`]);
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlOf(url, name), max: 1 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return { name, drop: () => onPostgresServer(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]) };
};
