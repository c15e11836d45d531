import { analyticsQuerySchema, analyticsSchema, apiPaths, envelopeSchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getAnalytics } from './analytics.service.ts';

export const analyticsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.analytics,
      { preHandler: app.requireAuth, schema: { querystring: analyticsQuerySchema, response: { 200: envelopeSchema(analyticsSchema) } } },
      async (request) => {
        const data = await getAnalytics({ db, workspaceId: request.user().workspaceId, query: request.query });
        return { message: 'Analytics', total: data.kpis.total_calls.value ?? 0, data };
      },
    );
  };
