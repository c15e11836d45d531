import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createFairQueue } from './fair-queue.ts';
import { queueOnto, type SlowOperation, type SlowOperationLog } from './pglite-queue.ts';
import * as schema from './schema.ts';

export type { SlowOperation, SlowOperationLog };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Driver-level access for what Drizzle does not cover: multi-statement SQL in one transaction. */
export type RawTx = {
  exec: (text: string) => Promise<void>;
  query: <R>(text: string, params?: unknown[]) => Promise<R[]>;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  /** The driver underneath, for tools that need what Drizzle does not offer (benchmarks' COPY). */
  native: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  db: Db;
  rawTransaction: <T>(fn: (tx: RawTx) => Promise<T>) => Promise<T>;
  /**
   * Receives NOTIFY messages of a channel. `onState(false)` says notices may be missed (the
   * connection dropped; it is re-established), `onState(true)` that they flow again.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type ListenHandlers = { onMessage: (payload: string) => void; onState: (isListening: boolean) => void };

const LISTEN_RETRY_MS = 1_000;

/** A dedicated connection that LISTENs on a channel and comes back after a failure. */
const listenPostgres = async (url: string, channel: string, { onMessage, onState }: ListenHandlers) => {
  let isStopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'agentdesk-listen' });
    client = next;
    const fail = () => {
      onState(false);
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (!isStopped && client === next) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', fail);
    next.on('end', () => {
      if (!isStopped) fail();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      if (!isStopped) onState(true);
    } catch {
      fail();
    }
  };
  await connect();
  return async () => {
    isStopped = true;
    if (retry) clearTimeout(retry);
    onState(false);
    await client?.end().catch(() => undefined);
  };
};

export type OpenDatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      /**
       * PGlite's own start options: the tests start from their migrated template (`loadDataDir`),
       * with the engine compiled once and less shared memory (test/database-templates.ts).
       */
      engine?: Omit<PGliteOptions, 'dataDir'>;
      /** Reports operations that held the one connection long (DB_SLOW_MS); none unless given. */
      slowLog?: SlowOperationLog;
    }
  | {
      kind: 'postgres';
      url: string;
      searchPath?: string;
      max?: number;
      /** An idle pooled connection failed (the server went away, say); stderr unless given. */
      onPoolError?: (failure: PoolFailure) => void;
    };

/** What a pool error logs: its code and message, with any connection string or password taken out. */
export type PoolFailure = { code: string | null; message: string };

export const describePoolError = (error: unknown): PoolFailure => {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return {
    code: typeof code === 'string' ? code : null,
    message: message
      .replace(/\b(postgres(?:ql)?:\/\/)[^\s@/]*@/gi, '$1[redacted]@')
      .replace(/\b(password\s*=\s*)\S+/gi, '$1[redacted]'),
  };
};

/** A pool error as a JSON log line on stderr, where no logger is at hand. */
export const writePoolFailure = (failure: PoolFailure) =>
  process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'database connection error', failure })}\n`);

/** PGlite under a folder (or in memory when none is given), or a node-postgres pool. */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.kind === 'pglite') {
    const client = await PGlite.create(options.dataDir, options.engine ?? {});
    queueOnto(client, createFairQueue(), options.slowLog);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      kind: 'pglite',
      native: { kind: 'pglite', client },
      db,
      rawTransaction: (fn) =>
        client.transaction((tx) =>
          fn({
            exec: async (text) => {
              await tx.exec(text);
            },
            query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
          }),
        ),
      listen: async (channel, { onMessage, onState }) => {
        // One process owns a PGlite folder (see data-dir-lock.ts): its own notices are all there are.
        const unsubscribe = await client.listen(channel, onMessage);
        onState(true);
        return async () => {
          onState(false);
          // After the database closed (shutdown order) there is nothing left to unlisten.
          await unsubscribe().catch(() => undefined);
        };
      },
      close: () => client.close(),
    };
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; it is logged (the pool
  // replaces the client on the next checkout).
  const onPoolError = options.onPoolError ?? writePoolFailure;
  pool.on('error', (error) => onPoolError(describePoolError(error)));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    native: { kind: 'postgres', pool },
    db,
    rawTransaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({
          exec: async (text) => {
            await conn.query(text);
          },
          query: async <R>(text: string, params?: unknown[]) => (await conn.query(text, params)).rows as R[],
        });
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    listen: (channel, handlers) => listenPostgres(options.url, channel, handlers),
    close: () => pool.end(),
  };
};

/** The database the configuration names: DATABASE_URL, else PGlite under DATA_DIR/pgdata. */
export const openConfiguredDatabase = (
  config: { DATABASE_URL?: string; dataDir: string; DB_SLOW_MS: number },
  onPoolError?: (failure: PoolFailure) => void,
  onSlowOperation?: (operation: SlowOperation) => void,
): Promise<Database> =>
  config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, ...(onPoolError ? { onPoolError } : {}) })
    : openDatabase({
        kind: 'pglite',
        dataDir: join(config.dataDir, 'pgdata'),
        ...(onSlowOperation && config.DB_SLOW_MS > 0
          ? { slowLog: { slowMs: config.DB_SLOW_MS, onSlowOperation } }
          : {}),
      });

/** True when the database answers a trivial query. */
export const pingDatabase = async (db: Db): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};

/** A statement for `queryPrepared`: the name must always go with the same text. */
export type PreparedStatement = { name: string; text: string; values: unknown[] };

/**
 * Runs one statement on the driver underneath Drizzle, for the hottest reads, where building the
 * query and mapping its rows in Drizzle costs as much as the query itself. On PostgreSQL it is a
 * named statement, parsed and planned once per connection; PGlite runs it as it is.
 */
export const queryPrepared = async <R>(db: Db, statement: PreparedStatement): Promise<R[]> => {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) return (await client.query<R>(statement.text, statement.values)).rows;
  return (await client.query({ name: statement.name, text: statement.text, values: statement.values })).rows as R[];
};

const statementNames = new Map<string, string>();

/** The statement name for a text: one name per distinct text, so the same name never carries two texts. */
export const statementName = (prefix: string, text: string): string => {
  let name = statementNames.get(text);
  if (!name) {
    name = `${prefix}_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
};
