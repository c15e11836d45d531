import {
  envelopeSchema,
  recruitingAnalyticsQuerySchema,
  recruitingAnalyticsSchema,
  recruitingPaths,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getRecruitingAnalytics } from './recruiting-analytics.service.ts';

/** The recruiting analytics of the session's workspace (#18 item 6). */
export const recruitingAnalyticsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      recruitingPaths.analytics,
      {
        preHandler: app.requireAuth,
        schema: {
          querystring: recruitingAnalyticsQuerySchema,
          response: { 200: envelopeSchema(recruitingAnalyticsSchema) },
        },
      },
      async (request) => {
        const data = await getRecruitingAnalytics({
          db,
          workspaceId: request.user().workspaceId,
          query: request.query,
        });
        return { message: 'Recruiting analytics', total: data.funnel[0]?.count ?? 0, data };
      },
    );
  };
