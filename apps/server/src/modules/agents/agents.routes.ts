import { agentIdParamsSchema, apiPaths, apiRoutes, createAgentBodySchema, envelopeSchema, updateAgentBodySchema, workspaceAgentSchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditOf, recordAudit } from '../workspaces/index.ts';
import { createAgent, getAgent, listAgents, updateAgent } from './agents.service.ts';

/** The workspace's agents: every member reads them; admins add, rename, review and give roles. */
export const agentsRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(apiPaths.agents, { preHandler: app.requireAuth, schema: { response: { 200: envelopeSchema(z.array(workspaceAgentSchema)) } } }, async (request) => {
      const data = await listAgents({ db, workspaceId: request.user().workspaceId });
      return { message: 'Agents fetched', total: data.length, data };
    });

    app.post(
      apiPaths.agents,
      { preHandler: app.requireAuth, schema: { body: createAgentBodySchema, response: { 201: envelopeSchema(workspaceAgentSchema) } }, config: { role: 'admin' } },
      async (request, reply) => {
        const data = await createAgent({ db, workspaceId: request.user().workspaceId, body: request.body });
        await recordAudit(db, auditOf(request, 'agent_added', data.agent_id, { name: data.agent_name, ...(data.role ? { role: data.role } : {}) }));
        return reply.code(201).send({ message: 'Agent added', total: 1, data });
      },
    );

    app.get(
      apiRoutes.agent,
      { preHandler: app.requireAuth, schema: { params: agentIdParamsSchema, response: { 200: envelopeSchema(workspaceAgentSchema) } } },
      async (request) => {
        const data = await getAgent({ db, workspaceId: request.user().workspaceId, agentId: request.params.id });
        return { message: 'Agent fetched', total: 1, data };
      },
    );

    app.patch(
      apiRoutes.agent,
      { preHandler: app.requireAuth, schema: { params: agentIdParamsSchema, body: updateAgentBodySchema, response: { 200: envelopeSchema(workspaceAgentSchema) } }, config: { role: 'admin' } },
      async (request) => {
        const data = await updateAgent({ db, workspaceId: request.user().workspaceId, agentId: request.params.id, body: request.body });
        // What was asked: a new name, the role given or taken, reviewed.
        await recordAudit(db, auditOf(request, 'agent_changed', data.agent_id, { ...request.body }));
        return { message: 'Agent updated', total: 1, data };
      },
    );
  };
