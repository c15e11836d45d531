import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { users } from '../../db/schema.ts';
import { onPostgresServer, pgliteFromTemplate, postgresUrlOf } from '../../test/database-templates.ts';
import { repoRoot } from '../../test/server-process.ts';
import { testDbKind, testPostgresUrl } from '../../test/test-app.ts';
import { signIn, signUp } from './auth.service.ts';
import { verifyPassword } from './password-hash.ts';

// #28 item 1: `npm run reset-password -- EMAIL`, the way back in for an installation that sends no
// mail, run as the operator runs it (its own process, on the configured database): a temporary
// password printed to the terminal only, or one read from standard input; the account's sessions end
// and its workspace's audit log records it.

const settings = { secret: randomBytes(32).toString('hex'), tokenTtlSeconds: 3600, passwordCost: 10 };

type Run = { code: number | null; stdout: string; stderr: string };

describe('npm run reset-password', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-reset-'));
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let drop: () => Promise<void> = async () => undefined;

  const run = (args: string[], input = ''): Promise<Run> =>
    new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(repoRoot, 'apps/server/scripts/reset-password.ts'), '--', ...args],
        {
          cwd: repoRoot,
          env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '10', ...env },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdin.end(input);
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });

  /** Work on the database while the tool is not running (PGlite allows one process at a time). */
  const withDatabase = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
    const database = await open();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    if (testDbKind === 'pglite') {
      env = { DATA_DIR: dataDir };
      const template = inject('pgliteTemplate');
      let isFirst = true;
      open = async () => {
        const engine = isFirst && template ? await pgliteFromTemplate(template) : undefined;
        isFirst = false;
        return openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata'), ...(engine ? { engine } : {}) });
      };
    } else {
      const name = `t_${randomBytes(6).toString('hex')}`;
      const template = inject('postgresTemplate');
      await onPostgresServer(testPostgresUrl, [`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`]);
      env = { DATA_DIR: dataDir, DATABASE_URL: postgresUrlOf(testPostgresUrl, name) };
      open = () => openDatabase({ kind: 'postgres', url: postgresUrlOf(testPostgresUrl, name), max: 2 });
      drop = () => onPostgresServer(testPostgresUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    }
    await withDatabase(async (database) => {
      await migrate(database);
      await signUp({
        db: database.db,
        settings,
        input: { username: 'ada', email: 'ada@example.com', password: 'forgotten at once' },
      });
      await signIn({ db: database.db, settings, input: { email: 'ada@example.com', password: 'forgotten at once' } });
    });
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const passwordHashOf = (database: Database) =>
    database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'ada@example.com'))
      .then((rows) => rows[0]!.hash);

  it('prints a temporary password to the terminal only, ends the sessions and records it', async () => {
    const result = await run(['ada@example.com']);
    expect(result.code, result.stderr).toBe(0);
    const temporary = /^ {4}([a-z2-9]{4}(?:-[a-z2-9]{4}){3})$/m.exec(result.stdout)?.[1];
    expect(temporary).toBeTruthy();
    expect(result.stdout).toContain('2 sessions ended; the audit log of 1 workspace records it.');

    await withDatabase(async (database) => {
      expect(await verifyPassword(temporary!, await passwordHashOf(database))).toBe(true);
      const open = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id
            where u.email = 'ada@example.com' and s.revoked_at is null`,
        ),
      );
      expect(open[0]!.n).toBe(0);
      const [event] = rowsOf<{ action: string; actor_email: string; target: string; details: unknown }>(
        await database.db.execute(
          sql`select action, actor_email, target, details from audit_events where action = 'password_reset_on_server'`,
        ),
      );
      expect(event).toEqual({
        action: 'password_reset_on_server',
        actor_email: '',
        target: 'ada@example.com',
        details: { by: 'server' },
      });
      // Nothing but its hash: the temporary password is in no row of the database.
      const rows = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from audit_events where details::text like ${`%${temporary}%`}`,
        ),
      );
      expect(rows[0]!.n).toBe(0);
    });
  });

  it('sets a password read from standard input, and refuses a short one or an unknown address', async () => {
    const short = await run(['ada@example.com', '--password-stdin'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 8 characters; nothing was changed.');
    const unknown = await run(['nobody@example.com', '--password-stdin'], 'long enough secret\n');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account uses the e-mail nobody@example.com; nothing was changed.');

    const chosen = await run(['Ada@Example.com', '--password-stdin'], 'chosen on the server\n');
    expect(chosen.code, chosen.stderr).toBe(0);
    expect(chosen.stdout).toContain('Set a new password for ada@example.com.');
    expect(chosen.stdout).not.toContain('chosen on the server');
    await withDatabase(async (database) => {
      expect(await verifyPassword('chosen on the server', await passwordHashOf(database))).toBe(true);
    });
  });
});
