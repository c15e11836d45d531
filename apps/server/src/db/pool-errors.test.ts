import { describe, expect, it } from 'vitest';
import { testDbKind, testPostgresUrl } from '../test/test-app.ts';
import { describePoolError, openDatabase, type PoolFailure } from './client.ts';

// #28 item 8: an error of an idle pooled PostgreSQL connection is logged, never swallowed, and
// never with the connection string's password.

describe('pool errors', () => {
  it('describe the error by its code and message, with passwords taken out', () => {
    const error = Object.assign(new Error('connect to postgres://app:s3cret@db:5432/x failed, password=s3cret'), {
      code: 'ECONNREFUSED',
    });
    expect(describePoolError(error)).toEqual({
      code: 'ECONNREFUSED',
      message: 'connect to postgres://[redacted]@db:5432/x failed, password=[redacted]',
    });
    expect(describePoolError('plain')).toEqual({ code: null, message: 'plain' });
  });

  it.runIf(testDbKind === 'postgres')('reports an idle connection the server ended', async () => {
    const failures: PoolFailure[] = [];
    const database = await openDatabase({
      kind: 'postgres',
      url: testPostgresUrl,
      max: 2,
      onPoolError: (failure) => failures.push(failure),
    });
    const other = await openDatabase({ kind: 'postgres', url: testPostgresUrl, max: 1 });
    try {
      if (database.native.kind !== 'postgres' || other.native.kind !== 'postgres') throw new Error('postgres only');
      const client = await database.native.pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      client.release();
      // The pooled connection now sits idle; the server ends it.
      await other.native.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await expect.poll(() => failures.length).toBeGreaterThan(0);
      expect(failures[0]!.message).toMatch(/terminat/i);
      expect(JSON.stringify(failures)).not.toContain(new URL(testPostgresUrl).password || '\u0000');
    } finally {
      await database.close();
      await other.close();
    }
  });
});
