import {
  analyticsQuerySchema,
  analyticsSchema,
  apiPaths,
  envelopeSchema,
  versionComparisonSchema,
  versionCompareQuerySchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getAnalytics } from './analytics.service.ts';
import { compareVersions } from './version-comparison.ts';

export const analyticsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.analytics,
      {
        preHandler: app.requireAuth,
        schema: { querystring: analyticsQuerySchema, response: { 200: envelopeSchema(analyticsSchema) } },
      },
      async (request) => {
        const data = await getAnalytics({ db, workspaceId: request.user().workspaceId, query: request.query });
        return { message: 'Analytics', total: data.kpis.total_calls.value ?? 0, data };
      },
    );

    app.get(
      apiPaths.analyticsVersions,
      {
        preHandler: app.requireAuth,
        schema: { querystring: versionCompareQuerySchema, response: { 200: envelopeSchema(versionComparisonSchema) } },
      },
      async (request) => {
        const data = await compareVersions({ db, workspaceId: request.user().workspaceId, query: request.query });
        return { message: 'Versions compared', total: 2, data };
      },
    );
  };
