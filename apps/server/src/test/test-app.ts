import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorkspaceRole } from '@agentdesk/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { memberships, users } from '../db/schema.ts';
import { loggerOptions } from '../lib/logger-options.ts';
import { signWebhook } from '../lib/webhook-signature.ts';
import { onPostgresServer, pgliteFromTemplate, postgresUrlOf, testPostgresUrl } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite tarball each suite's database starts from (server-pglite). */
    pgliteTemplate?: string;
    /** The migrated database each suite's database is copied from (server-postgres). */
    postgresTemplate?: string;
  }
}

export { testPostgresUrl };
export const testDbKind = (process.env['TEST_DB'] ?? 'pglite') as 'pglite' | 'postgres';

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close: () => Promise<void> };

/** What the global setup provided; nothing when these helpers run outside Vitest (the benchmarks). */
const injected = <K extends 'pgliteTemplate' | 'postgresTemplate'>(key: K) => {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
};

/**
 * A migrated database of the suite's kind: in-memory PGlite, or a database of its own on
 * PostgreSQL, each copied from the run's migrated template when the global setup made one.
 */
export const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  if (testDbKind === 'pglite') {
    const template = injected('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite',
      ...(template ? { engine: await pgliteFromTemplate(template) } : {}),
    });
    // Nothing to do on a current template; the migrations themselves otherwise.
    await migrate(database);
    return { database, drop: async () => undefined };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = injected('postgresTemplate');
  await onPostgresServer(testPostgresUrl, [`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`]);
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlOf(testPostgresUrl, name), max: 4 });
  await migrate(database);
  return { database, drop: () => onPostgresServer(testPostgresUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]) };
};

/** The configuration of an app under test: quick hashing, generous rate limits, silent logs. */
export const testConfig = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PASSWORD_HASH_COST: '10',
    AUTH_RATE_LIMIT: '1000',
    AUTH_ACCOUNT_FAILURE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...env,
  });

/** The whole API in-process (requests through `app.inject`) on a fresh database. */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: { logLines?: string[] } = {},
): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-test-'));
  const config = testConfig(dataDir, env);
  const { database, drop } = await openTestDatabase();
  const { logLines } = options;
  const logger = logLines
    ? { ...(loggerOptions(config) as object), level: 'info', stream: { write: (line: string) => logLines.push(line) } }
    : false;
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Signs up a fresh user and returns the answer's data (with its token). */
export const signUpUser = async (
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
) => {
  const suffix = randomBytes(4).toString('hex');
  const body = {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/user/signup', payload: body });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...body, ...(response.json().data as { id: string; token: string; client_id: string }) };
};

export type SignedInApp = TestApp & { token: string };

/**
 * One app with a signed-in user for the enclosing suite: made before its tests, closed after.
 * The object is filled in `beforeAll`, so read its fields inside hooks and tests, not at load.
 */
export const useSignedInApp = (env: Record<string, string> = {}): SignedInApp => {
  const suite = {} as SignedInApp;
  beforeAll(async () => {
    const t = await createTestApp(env);
    Object.assign(suite, t, { token: (await signUpUser(t.app)).token });
  });
  afterAll(() => suite.close());
  return suite;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * POSTs a JSON body to a webhook as the provider does: signed with the app's key (or with the
 * given header; null sends none).
 */
export const postSignedWebhook = (
  t: Pick<TestApp, 'app' | 'config'>,
  url: string,
  body: unknown,
  signature?: string | null,
) => {
  const raw = JSON.stringify(body);
  const header = signature === undefined ? signWebhook(raw, t.config.webhookKey, Date.now()) : signature;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'x-retell-signature': header }) },
    payload: raw,
  });
};

/**
 * Another user in an existing workspace with the given role (as an accepted invitation makes one),
 * signed in there. Returns their token.
 */
export const addWorkspaceMember = async (
  t: Pick<TestApp, 'app' | 'database'>,
  { workspaceId, role }: { workspaceId: string; role: WorkspaceRole },
): Promise<{ token: string; userId: string; email: string }> => {
  const user = await signUpUser(t.app);
  await t.database.db.insert(memberships).values({ workspaceId, userId: user.id, role });
  await t.database.db.update(users).set({ clientId: workspaceId }).where(eq(users.id, user.id));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const data = response.json().data as { token: string; client_id: string };
  if (data.client_id !== workspaceId) throw new Error('signed in to another workspace');
  return { token: data.token, userId: user.id, email: user.email };
};

/** The workspace a token's session works in. */
export const workspaceOf = async (app: FastifyInstance, token: string): Promise<string> => {
  const response = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  return (response.json().data as { client_id: string }).client_id;
};
