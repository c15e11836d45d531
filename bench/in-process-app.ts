import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { benchCredentials, benchToken } from './api-client.ts';

/** The whole API built in this process on `database`, as the server builds it (background work included). */
export const buildInProcessApp = async (
  database: Database,
  dataDir: string,
  databaseUrl?: string,
  env: Record<string, string> = {},
): Promise<FastifyInstance> => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PASSWORD_HASH_COST: '12',
    AUTH_RATE_LIMIT: '100000',
    PORT: '0',
    SEED: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
};

/** The bench user's token on an in-process app. */
export const injectToken = (app: FastifyInstance) =>
  benchToken(
    async (url) =>
      (await app.inject({ method: 'POST', url, payload: benchCredentials })).json<{ data?: { token?: string } }>().data
        ?.token,
  );
