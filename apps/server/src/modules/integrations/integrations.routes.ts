import { apiPaths, envelopeSchema, integrationsSchema, revealedSigningKeySchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { audited, auditOf, currentWebhookKey, rotateWebhookKey } from '../workspaces/index.ts';
import { getIntegrations, type MailSettings } from './integrations.service.ts';

export type IntegrationsRoutesOptions = {
  db: Db;
  /** PUBLIC_URL when it is set; else the addresses are made from the address the request came to. */
  publicUrl: string | undefined;
  mail: MailSettings;
};

/**
 * The Integrations page (admins and the owner only: the signing key lets its holder write calls and
 * chats into the workspace). The key is handed out only on request, and each time goes in the audit
 * log; a rotation keeps the previous key working for 24 hours.
 */
export const integrationsRoutes =
  ({ db, publicUrl, mail }: IntegrationsRoutesOptions): FastifyPluginAsyncZod =>
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
  };
