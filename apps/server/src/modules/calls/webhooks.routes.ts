import {
  apiPaths,
  callWebhookBodySchema,
  envelopeSchema,
  knownCallEvents,
  providerCallSchema,
  webhookConnectionSchema,
  type ProviderCall,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { parseOrRefuse, signedWebhook, type WebhookAddressee } from '../../lib/signed-webhook.ts';
import { SIGNATURE_HEADER } from '../../lib/webhook-signature.ts';
import type { CallEventBus } from './call-events.ts';
import { ingestCallEvent } from './call-ingest.ts';
import { recordWebhookFailure } from '../alerts/index.ts';
import {
  auditOf,
  currentWebhookKey,
  previousWebhookKeyValidUntil,
  recordAudit,
  rotateWebhookKey,
  webhookAddressee,
} from '../workspaces/index.ts';

const isKnownEvent = (event: string): event is (typeof knownCallEvents)[number] =>
  (knownCallEvents as readonly string[]).includes(event);

export type WebhooksRoutesOptions = {
  db: Db;
  callEvents: CallEventBus;
  webhookKey: string;
  /** The server's public address, known once it listens (PORT=0 picks one). */
  publicUrl: () => string;
  /** What other modules do with a stored call (zara's scheduling calls book interviews); a failure fails the delivery, which the provider retries. */
  afterCall?: (input: { workspaceId: string; call: ProviderCall }) => Promise<void>;
  /** Told that a call was stored (its quality measures are computed in the background). */
  onCallStored?: () => void;
};

/**
 * The calls' signed delivery route alone, for the workspace `addressee` finds: the event stored, the
 * list told, then `afterCall`. webhooksRoutes registers it with the lookup by the address; the
 * workspaces bench registers it beside a copy whose workspace is known, to time the ingest without the lookup.
 */
export const callWebhook = ({
  db,
  callEvents,
  addressee,
  afterCall,
  onCallStored,
}: Pick<WebhooksRoutesOptions, 'db' | 'callEvents' | 'afterCall' | 'onCallStored'> & { addressee: WebhookAddressee }) =>
  signedWebhook({
    url: apiPaths.callsWebhook,
    addressee,
    schema: callWebhookBodySchema,
    describeIssue: () => 'Body must be { event, call }',
    // Refused deliveries count towards the workspace's webhook-failures alerts.
    onRefused: (workspaceId) => recordWebhookFailure(db, workspaceId),
    handle: async ({ event, call: rawCall }, { workspaceId }) => {
      if (!isKnownEvent(event)) return;
      const call = parseOrRefuse(
        providerCallSchema,
        rawCall,
        (issue) => `call.${issue?.path.join('.') || 'call_id'}: ${issue?.message ?? 'invalid'}`,
      );
      const stored = await ingestCallEvent({ db, workspaceId, event, call });
      // A call erased with a person: the delivery is accepted (the provider stops retrying) and dropped.
      if (stored === null) return;
      await callEvents.publish({ workspaceId, callIds: [stored.item.call_id] });
      onCallStored?.();
      // The call as this delivery stored it, every event of it folded together (a later delivery
      // runs this again with its own).
      if (afterCall) await afterCall({ workspaceId, call: stored.record });
    },
  });

/** The voice-agent provider's webhooks: signed, idempotent, answered well within its 10 s window. */
export const webhooksRoutes =
  ({ db, callEvents, webhookKey, publicUrl, afterCall, onCallStored }: WebhooksRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const webhookUrl = (workspaceId: string) => `${publicUrl()}/api${apiPaths.callsWebhook}?workspace=${workspaceId}`;

    const addressee = webhookAddressee({ db, environmentKey: webhookKey });
    await app.register(callWebhook({ db, callEvents, addressee, afterCall, onCallStored }));

    // What the provider's settings need: the workspace's address and key, and after a rotation
    // until when deliveries signed with the previous key still land.
    const connectionOf = async (workspaceId: string, signingKey: string) => ({
      webhook_url: webhookUrl(workspaceId),
      signing_key: signingKey,
      signature_header: SIGNATURE_HEADER,
      previous_key_valid_until: (await previousWebhookKeyValidUntil(db, workspaceId))?.toISOString() ?? null,
    });

    app.get(
      apiPaths.webhookConnection,
      // The signing key lets its holder write calls into the workspace: admins only.
      {
        preHandler: app.requireAuth,
        schema: { response: { 200: envelopeSchema(webhookConnectionSchema) } },
        config: { role: 'admin' },
      },
      async (request) => {
        const { workspaceId } = request.user();
        const key = await currentWebhookKey(db, workspaceId);
        // It hands out the key, as the Integrations page's reveal does.
        await recordAudit(db, auditOf(request, 'webhook_key_revealed', { type: 'webhook_key' }));
        return { message: 'Webhook connection', total: 1, data: await connectionOf(workspaceId, key.secret) };
      },
    );

    app.post(
      apiPaths.webhookKeyRotation,
      {
        preHandler: app.requireAuth,
        schema: { response: { 200: envelopeSchema(webhookConnectionSchema) } },
        config: { role: 'admin' },
      },
      async (request) => {
        const { workspaceId } = request.user();
        const rotation = auditOf(request, 'webhook_key_rotated', { type: 'webhook_key' });
        const key = await rotateWebhookKey(db, workspaceId, rotation);
        return {
          message: 'Signing key rotated; the previous key keeps working for 24 hours',
          total: 1,
          data: await connectionOf(workspaceId, key.secret),
        };
      },
    );
  };
