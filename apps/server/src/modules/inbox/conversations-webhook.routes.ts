import { apiPaths, chatWebhookBodySchema, whatsappCallWebhookBodySchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { readSignedJson, SIGNATURE_HEADER } from '../calls/webhook-signature.ts';
import { ingestChatMessage, ingestWhatsappCall } from './chats.service.ts';

const describeIssue = (issues: { path: PropertyKey[]; message: string }[]) => {
  const issue = issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'Body is not valid';
};

/**
 * POST /webhooks/conversations/ (SPEC §7): chat messages (WhatsApp, LinkedIn) and WhatsApp calls,
 * signed with the same key and scheme as the calls webhook.
 */
export const conversationsWebhookRoutes =
  ({ db, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(apiPaths.conversationsWebhook, async (request, reply) => {
      const json = readSignedJson({ rawBody: request.body as Buffer, header: request.headers[SIGNATURE_HEADER], key: config.webhookKey });
      const event = (json as { event?: unknown } | null)?.event;
      if (event === 'call') {
        const call = whatsappCallWebhookBodySchema.safeParse(json);
        if (!call.success) throw badRequest(describeIssue(call.error.issues));
        await ingestWhatsappCall({ db, body: call.data });
        return reply.status(204).send();
      }
      const message = chatWebhookBodySchema.safeParse(json);
      if (!message.success) throw badRequest(describeIssue(message.error.issues));
      await ingestChatMessage({ db, body: message.data });
      return reply.status(204).send();
    });
  };
