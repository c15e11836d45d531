import {
  apiPaths,
  demoCallMessages,
  envelopeSchema,
  placeDemoCallBodySchema,
  placedDemoCallSchema,
  voiceProviderStatusSchema,
} from '@agentdesk/shared';
import { toE164 } from '@agentdesk/shared/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VoiceAccounts } from './voice-provider.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createPhoneCall, voiceProviderOf } from './voice-provider.ts';

/** The Call tab of Demo Call: whether calls are placed, and placing one through the provider (voiceProviderOf). */
export const demoCallsRoutes =
  ({ db, voiceAccounts }: { db: Db; voiceAccounts: VoiceAccounts }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    const providerOf = (workspaceId: string) => voiceProviderOf(db, voiceAccounts, workspaceId);

    app.get(
      apiPaths.voiceProvider,
      { schema: { response: { 200: envelopeSchema(voiceProviderStatusSchema) } } },
      async (request) => {
        const provider = await providerOf(request.user().workspaceId);
        return {
          message: provider ? 'Demo calls are placed through the voice provider' : 'No voice provider is configured',
          total: 1,
          data: { can_place_calls: provider !== null, call_types: provider ? Object.keys(provider.agents) : [] },
        };
      },
    );

    app.post(
      apiPaths.demoCalls,
      { schema: { body: placeDemoCallBodySchema, response: { 201: envelopeSchema(placedDemoCallSchema) } } },
      async (request, reply) => {
        const provider = await providerOf(request.user().workspaceId);
        // Nothing is dialled: the answer says why, and how an operator changes that.
        if (!provider) {
          throw new HttpError(
            409,
            voiceAccounts.environment ? demoCallMessages.providerElsewhere : demoCallMessages.noProvider,
          );
        }
        const toNumber = toE164(request.body.country_code, request.body.number);
        const call = await createPhoneCall(provider, { toNumber, callType: request.body.call_type });
        request.log.info({ callId: call.call_id, callType: request.body.call_type }, 'demo call placed');
        const data = { ...call, to_number: toNumber };
        return reply.status(201).send({ message: demoCallMessages.initiated, total: 1, data });
      },
    );
  };
