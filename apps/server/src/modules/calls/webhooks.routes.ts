import { apiPaths, callWebhookBodySchema, envelopeSchema, knownCallEvents, providerCallSchema, webhookConnectionSchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { parseOrRefuse, signedWebhook } from '../../lib/signed-webhook.ts';
import { SIGNATURE_HEADER } from '../../lib/webhook-signature.ts';
import type { CallEventBus } from './call-events.ts';
import { ingestCallEvent } from './call-ingest.ts';

const isKnownEvent = (event: string): event is (typeof knownCallEvents)[number] => (knownCallEvents as readonly string[]).includes(event);

export type WebhooksRoutesOptions = {
  db: Db;
  callEvents: CallEventBus;
  webhookKey: string;
  /** The server's public address, known once it listens (PORT=0 picks one). */
  publicUrl: () => string;
};

/** The voice-agent provider's webhooks: signed, idempotent, answered well within its 10 s window. */
export const webhooksRoutes =
  ({ db, callEvents, webhookKey, publicUrl }: WebhooksRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      signedWebhook({
        url: apiPaths.callsWebhook,
        key: webhookKey,
        schema: callWebhookBodySchema,
        describeIssue: () => 'Body must be { event, call }',
        handle: async ({ event, call: rawCall }) => {
          if (!isKnownEvent(event)) return;
          const call = parseOrRefuse(providerCallSchema, rawCall, (issue) => `call.${issue?.path.join('.') || 'call_id'}: ${issue?.message ?? 'invalid'}`);
          const item = await ingestCallEvent({ db, event, call });
          await callEvents.publish([item.call_id]);
        },
      }),
    );

    app.get(
      apiPaths.webhookConnection,
      { preHandler: app.requireAuth, schema: { response: { 200: envelopeSchema(webhookConnectionSchema) } } },
      async () => ({
        message: 'Webhook connection',
        total: 1,
        data: { webhook_url: `${publicUrl()}/api${apiPaths.callsWebhook}`, signing_key: webhookKey, signature_header: SIGNATURE_HEADER },
      }),
    );
  };
