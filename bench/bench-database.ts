import pg from 'pg';

const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

/** A fresh PostgreSQL database for one suite, and its forced drop (open connections included). */
export const createBenchDatabase = async (prefix: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const dbName = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/[^/]+$/, `/${dbName}`),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};
