import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
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

/**
 * The template's bytes as a Blob whose `arrayBuffer()` hands them over as they are: PGlite reads
 * the tarball with it and copies each file out, and Node 20's own Blob took ~0.4 s of CPU to
 * produce the 45 MB each time.
 */
class TemplateBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([bytes], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }
  override arrayBuffer() {
    return Promise.resolve(this.#bytes);
  }
}

/** The global's compile, which the Node types in use here do not declare as a value. */
const { compile } = (
  globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> } }
).WebAssembly;

const startOptions = new Map<string, Promise<Omit<PGliteOptions, 'dataDir'>>>();

/**
 * How a suite's PGlite starts from the migrated template: the tarball read once a worker, the
 * engine's WebAssembly compiled once a worker, and 16 MB of shared buffers instead of 128 (PGlite
 * clears them as it starts: ~0.7 s of CPU a database, for suites that hold a few hundred rows).
 * A database started so costs ~0.6 s of CPU instead of ~1.7 s; the suites start ~250 of them.
 */
export const pgliteFromTemplate = (templatePath: string): Promise<Omit<PGliteOptions, 'dataDir'>> => {
  let options = startOptions.get(templatePath);
  if (options === undefined) {
    options = (async () => {
      const tarball = readFileSync(templatePath);
      const wasm = readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'));
      return {
        loadDataDir: new TemplateBlob(tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.length)),
        pgliteWasmModule: await compile(wasm),
        postgresqlconf: ['shared_buffers = 16MB'],
      };
    })();
    startOptions.set(templatePath, options);
  }
  return options;
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
