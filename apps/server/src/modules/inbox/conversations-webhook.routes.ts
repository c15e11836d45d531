import {
  apiPaths,
  chatWebhookBodySchema,
  whatsappCallWebhookBodySchema,
  type ChatWebhookBody,
  type WhatsappCallWebhookBody,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { signedWebhook } from '../../lib/signed-webhook.ts';
import { ingestChatMessage, ingestWhatsappCall } from './chats.service.ts';
import { webhookAddressee } from '../workspaces/index.ts';

const isCallEvent = (json: unknown) => (json as { event?: unknown } | null)?.event === 'call';

/**
 * POST /webhooks/conversations/ (SPEC §7): chat messages (WhatsApp, LinkedIn) and WhatsApp calls,
 * signed with the same key and scheme as the calls webhook.
 */
export const conversationsWebhookRoutes =
  ({ db, webhookKey }: { db: Db; webhookKey: string }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      signedWebhook<ChatWebhookBody | WhatsappCallWebhookBody>({
        url: apiPaths.conversationsWebhook,
        addressee: webhookAddressee({ db, environmentKey: webhookKey }),
        schema: (json) => (isCallEvent(json) ? whatsappCallWebhookBodySchema : chatWebhookBodySchema),
        describeIssue: (issue) =>
          issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'Body is not valid',
        handle: async (body, { workspaceId }) => {
          if (body.event === 'call') await ingestWhatsappCall({ db, workspaceId, body });
          else await ingestChatMessage({ db, workspaceId, body });
        },
      }),
    );
  };
