import { apiPaths, callWebhookBodySchema, envelopeSchema, knownCallEvents, providerCallSchema, webhookConnectionSchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { ingestCallEvent } from './call-ingest.ts';
import { readSignedJson, SIGNATURE_HEADER } from './webhook-signature.ts';

const isKnownEvent = (event: string): event is (typeof knownCallEvents)[number] => (knownCallEvents as readonly string[]).includes(event);

/** The voice-agent provider's webhooks: signed, idempotent, answered well within its 10 s window. */
export const webhooksRoutes =
  ({ db, config, requireAuth, callEvents }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The signature covers the exact bytes sent, so this scope keeps the raw body.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(apiPaths.callsWebhook, async (request, reply) => {
      const json = readSignedJson({ rawBody: request.body as Buffer, header: request.headers[SIGNATURE_HEADER], key: config.webhookKey });
      const envelope = callWebhookBodySchema.safeParse(json);
      if (!envelope.success) throw badRequest('Body must be { event, call }');
      const { event } = envelope.data;
      if (!isKnownEvent(event)) return reply.status(204).send();

      const call = providerCallSchema.safeParse(envelope.data.call);
      if (!call.success) {
        const issue = call.error.issues[0];
        throw badRequest(`call.${issue?.path.join('.') || 'call_id'}: ${issue?.message ?? 'invalid'}`);
      }
      const item = await ingestCallEvent({ db, event, call: call.data });
      await callEvents.publish([item.call_id]);
      return reply.status(204).send();
    });

    app.get(
      apiPaths.webhookConnection,
      { preHandler: requireAuth, schema: { response: { 200: envelopeSchema(webhookConnectionSchema) } } },
      async () => ({
        message: 'Webhook connection',
        total: 1,
        data: { webhook_url: `${config.publicUrl}/api${apiPaths.callsWebhook}`, signing_key: config.webhookKey, signature_header: SIGNATURE_HEADER },
      }),
    );
  };
