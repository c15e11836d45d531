import { agentIdParamsSchema, agentSchema, apiPaths, apiRoutes, envelopeSchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getAgent, listAgents } from './agents.service.ts';

export const agentsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(apiPaths.agents, { preHandler: app.requireAuth, schema: { response: { 200: envelopeSchema(z.array(agentSchema)) } } }, async (request) => {
      const data = await listAgents({ db, workspaceId: request.user().workspaceId });
      return { message: 'Agents fetched', total: data.length, data };
    });

    app.get(
      apiRoutes.agent,
      { preHandler: app.requireAuth, schema: { params: agentIdParamsSchema, response: { 200: envelopeSchema(agentSchema) } } },
      async (request) => {
        const data = await getAgent({ db, workspaceId: request.user().workspaceId, agentId: request.params.id });
        return { message: 'Agent fetched', total: 1, data };
      },
    );
  };
