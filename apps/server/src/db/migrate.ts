import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Plain SQL files, applied in name order, each pending set in one transaction.
// drizzle-kit's generated SQL names the `public` schema in foreign keys, which breaks
// running each test suite on a fresh schema; unqualified SQL follows search_path.
export const listMigrations = (): { version: string; text: string }[] =>
  readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), text: readFileSync(join(migrationsDir, f), 'utf8') }));

/** Applies pending migrations. An advisory lock keeps two starting servers from racing. */
export const migrate = (database: Database): Promise<string[]> =>
  database.rawTransaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727272)');
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await tx.query<{ version: string }>('select version from schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const migration of listMigrations()) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.text);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
