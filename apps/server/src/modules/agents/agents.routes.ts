import {
  agentIdParamsSchema,
  apiPaths,
  apiRoutes,
  connectProviderBodySchema,
  createAgentBodySchema,
  envelopeSchema,
  providerConnectionSchema,
  providerSyncSchema,
  updateAgentBodySchema,
  workspaceAgentSchema,
  type WorkspaceAgent,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { audited, auditOf, recordAudit } from '../workspaces/index.ts';
import { agentAuditOf, auditAgentChange } from './agent-audit.ts';
import {
  connectProvider,
  disconnectProvider,
  getProviderConnection,
  syncProviderAgents,
  type AgentSyncSettings,
} from './agent-provider.service.ts';
import { createAgent, getAgent, listAgents, updateAgent } from './agents.service.ts';

/**
 * The workspace's agents: every member reads them; admins add, rename, review and give roles, and
 * connect the provider's API, whose agent list is then synced (on connecting, on demand, periodically).
 */
export const agentsRoutes =
  ({ db, sync }: { db: Db; sync: AgentSyncSettings }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.agents,
      { preHandler: app.requireAuth, schema: { response: { 200: envelopeSchema(z.array(workspaceAgentSchema)) } } },
      async (request) => {
        const data = await listAgents({ db, workspaceId: request.user().workspaceId });
        return { message: 'Agents fetched', total: data.length, data };
      },
    );

    app.post(
      apiPaths.agents,
      {
        preHandler: app.requireAuth,
        schema: { body: createAgentBodySchema, response: { 201: envelopeSchema(workspaceAgentSchema) } },
        config: { role: 'admin' },
      },
      async (request, reply) => {
        const adding = (tx: Tx) => createAgent({ db: tx, workspaceId: request.user().workspaceId, body: request.body });
        const added = (agent: WorkspaceAgent) =>
          agentAuditOf(request, 'agent_added', agent, agent.role ? { role: agent.role } : {});
        const data = await audited(db, adding, added);
        return reply.code(201).send({ message: 'Agent added', total: 1, data });
      },
    );

    app.get(
      apiRoutes.agent,
      {
        preHandler: app.requireAuth,
        schema: { params: agentIdParamsSchema, response: { 200: envelopeSchema(workspaceAgentSchema) } },
      },
      async (request) => {
        const data = await getAgent({ db, workspaceId: request.user().workspaceId, agentId: request.params.id });
        return { message: 'Agent fetched', total: 1, data };
      },
    );

    app.patch(
      apiRoutes.agent,
      {
        preHandler: app.requireAuth,
        schema: {
          params: agentIdParamsSchema,
          body: updateAgentBodySchema,
          response: { 200: envelopeSchema(workspaceAgentSchema) },
        },
        config: { role: 'admin' },
      },
      async (request) => {
        const agentId = request.params.id;
        const { workspaceId } = request.user();
        const changing = (tx: Tx) => updateAgent({ db: tx, workspaceId, agentId, body: request.body });
        const data = await auditAgentChange(db, request, agentId, changing);
        return { message: 'Agent updated', total: 1, data };
      },
    );

    const admin = { role: 'admin' } as const;

    app.get(
      apiPaths.agentProvider,
      {
        preHandler: app.requireAuth,
        schema: { response: { 200: envelopeSchema(providerConnectionSchema) } },
        config: admin,
      },
      async (request) => {
        const data = await getProviderConnection({ db, workspaceId: request.user().workspaceId });
        return { message: 'Provider connection fetched', total: 1, data };
      },
    );

    app.put(
      apiPaths.agentProvider,
      {
        preHandler: app.requireAuth,
        schema: { body: connectProviderBodySchema, response: { 200: envelopeSchema(providerSyncSchema) } },
        config: admin,
      },
      async (request) => {
        const data = await connectProvider({
          db,
          workspaceId: request.user().workspaceId,
          apiKey: request.body.api_key,
          settings: sync,
        });
        // Never the key itself.
        await recordAudit(
          db,
          auditOf(request, 'agent_provider_connected', '', {
            key_hint: data.connection.key_hint,
            added: data.added,
            updated: data.updated,
          }),
        );
        return { message: 'Provider connected', total: 1, data };
      },
    );

    app.delete(
      apiPaths.agentProvider,
      {
        preHandler: app.requireAuth,
        schema: { response: { 200: envelopeSchema(providerConnectionSchema) } },
        config: admin,
      },
      async (request) => {
        const workspaceId = request.user().workspaceId;
        if (await disconnectProvider({ db, workspaceId }))
          await recordAudit(db, auditOf(request, 'agent_provider_disconnected'));
        return { message: 'Provider disconnected', total: 1, data: await getProviderConnection({ db, workspaceId }) };
      },
    );

    app.post(
      apiPaths.agentProviderSync,
      { preHandler: app.requireAuth, schema: { response: { 200: envelopeSchema(providerSyncSchema) } }, config: admin },
      async (request) => {
        const data = await syncProviderAgents({ db, workspaceId: request.user().workspaceId, settings: sync });
        await recordAudit(db, auditOf(request, 'agents_synced', '', { added: data.added, updated: data.updated }));
        return { message: 'Agents synced', total: 1, data };
      },
    );
  };
