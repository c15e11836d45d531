import {
  apiPaths,
  envelopeSchema,
  integrationsSchema,
  providerAccountMessages,
  revealedSigningKeySchema,
  saveProviderAccountBodySchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clearProviderAccount, saveProviderAccount, type AgentSyncSettings } from '../agents/index.ts';
import type { VoiceAccounts } from '../calls/index.ts';
import { audited, auditOf, currentWebhookKey, rotateWebhookKey } from '../workspaces/index.ts';
import { getIntegrations, type MailSettings } from './integrations.service.ts';

export type IntegrationsRoutesOptions = {
  db: Db;
  /** PUBLIC_URL when it is set; else the addresses are made from the address the request came to. */
  publicUrl: string | undefined;
  /** The provider accounts: the environment's (RETELL_*) and each workspace's own. */
  voice: { accounts: VoiceAccounts; sync: AgentSyncSettings; environmentKey: string | undefined };
  mail: MailSettings;
};

/**
 * The Integrations page (admins and the owner only: the signing key lets its holder write calls and
 * chats into the workspace). The key is handed out only on request, and each time goes in the audit
 * log; a rotation keeps the previous key working for 24 hours. The workspace's provider account
 * (its API key, caller number and agents) is set here; its key is never sent back.
 */
export const integrationsRoutes =
  ({ db, publicUrl, voice, mail }: IntegrationsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    const admin = { role: 'admin' } as const;
    const response = { 200: envelopeSchema(integrationsSchema) };
    const keyAudit = (request: FastifyRequest, action: 'webhook_key_revealed' | 'webhook_key_rotated') =>
      auditOf(request, action, { type: 'webhook_key' });
    const integrationsOf = (request: FastifyRequest) =>
      getIntegrations({
        db,
        workspaceId: request.user().workspaceId,
        origin: publicUrl ?? `${request.protocol}://${request.host}`,
        mail,
        hasEnvironmentAccount: voice.accounts.environment !== null,
      });

    app.get(apiPaths.integrations, { schema: { response }, config: admin }, async (request) => ({
      message: 'Integrations fetched',
      total: 1,
      data: await integrationsOf(request),
    }));

    app.post(
      apiPaths.signingKeyReveal,
      { schema: { response: { 200: envelopeSchema(revealedSigningKeySchema) } }, config: admin },
      async (request, reply) => {
        const revealing = (tx: Db) => currentWebhookKey(tx, request.user().workspaceId);
        const key = await audited(db, revealing, () => keyAudit(request, 'webhook_key_revealed'));
        const data = { signing_key: key.secret };
        return reply.header('cache-control', 'no-store').send({ message: 'Signing key revealed', total: 1, data });
      },
    );

    app.post(apiPaths.signingKeyRotation, { schema: { response }, config: admin }, async (request) => {
      await rotateWebhookKey(db, request.user().workspaceId, keyAudit(request, 'webhook_key_rotated'));
      const message = 'Signing key rotated; the previous key keeps working for 24 hours';
      return { message, total: 1, data: await integrationsOf(request) };
    });

    app.put(
      apiPaths.providerAccount,
      { schema: { body: saveProviderAccountBodySchema, response }, config: admin },
      async (request) => {
        const { api_key: apiKey, from_number: fromNumber, call_agents: callAgents } = request.body;
        const details = { key_hint: apiKey?.slice(-4) ?? '', from_number: fromNumber };
        await saveProviderAccount({
          db,
          workspaceId: request.user().workspaceId,
          apiKey,
          fromNumber,
          callAgents,
          settings: voice.sync,
          auditEntry: (hadOwnKey) =>
            auditOf(request, 'provider_account_set', '', { ...details, replaced_key: hadOwnKey && !!apiKey }),
        });
        return { message: providerAccountMessages.saved, total: 1, data: await integrationsOf(request) };
      },
    );

    app.delete(apiPaths.providerAccount, { schema: { response }, config: admin }, async (request) => {
      const cleared = await clearProviderAccount({
        db,
        workspaceId: request.user().workspaceId,
        environmentKey: voice.environmentKey,
        box: voice.accounts.box,
        auditEntry: auditOf(request, 'provider_account_cleared'),
      });
      if (!cleared) throw new HttpError(404, 'This workspace has no provider API key of its own');
      return { message: providerAccountMessages.cleared, total: 1, data: await integrationsOf(request) };
    });
  };
