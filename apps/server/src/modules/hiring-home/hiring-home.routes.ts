import { envelopeSchema, hiringHomeQuerySchema, hiringHomeSchema, recruitingPaths } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getHiringHome } from './hiring-home.service.ts';

/** The hiring home's lists for the session's workspace (#18 item 7). */
export const hiringHomeRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      recruitingPaths.hiringHome,
      {
        preHandler: app.requireAuth,
        schema: { querystring: hiringHomeQuerySchema, response: { 200: envelopeSchema(hiringHomeSchema) } },
      },
      async (request) => {
        const data = await getHiringHome({ db, workspaceId: request.user().workspaceId, tz: request.query.tz });
        return { message: 'Hiring home', total: data.open_jobs.items.length, data };
      },
    );
  };
