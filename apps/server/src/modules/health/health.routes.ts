import { apiPaths } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase, type Db } from '../../db/client.ts';

export const healthRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(apiPaths.health, async (_request, reply) => {
      const isDatabaseUp = await pingDatabase(db);
      return reply
        .status(isDatabaseUp ? 200 : 503)
        .send(
          isDatabaseUp
            ? { message: 'ok', total: 0, data: { database: 'up' } }
            : { error_message: 'Database is not answering' },
        );
    });
  };
