import multipart from '@fastify/multipart';
import {
  apiRoutes,
  callContactSchema,
  callIdParamsSchema,
  callMessageMessages,
  callReplyDraftSchema,
  contactMessageSchema,
  draftCallReplyBodySchema,
  envelopeSchema,
} from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AskModelForJson } from '../../lib/language-model.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { listContactMessages, sendContactChat, sendContactMail, type ChatHook } from '../inbox/index.ts';
import { resolveCallContact } from './call-contact.ts';
import { readCallMessage } from './call-message-form.ts';
import { draftCallReply } from './reply-draft.ts';

export type CallMessagesRoutesOptions = { db: Db; mailer: Mailer; chatHook: ChatHook; askModel?: AskModelForJson };

/**
 * The call detail's contact and conversation (#26): who the call was with, what the workspace and
 * they wrote each other, a message to them by mail or WhatsApp, and a reply drafted by the language
 * model. Every route reads the workspace's own call first: another workspace's is not found.
 */
export const callMessagesRoutes =
  ({ db, mailer, chatHook, askModel }: CallMessagesRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    await app.register(multipart);

    const contactOf = async (request: FastifyRequest, callId: string) => {
      const { workspaceId } = request.user();
      return resolveCallContact({
        db,
        workspaceId,
        callId,
        hasChatHook: await chatHook.isConfiguredFor(workspaceId),
        hasModel: askModel !== undefined,
      });
    };

    app.get(
      apiRoutes.callContact,
      { schema: { params: callIdParamsSchema, response: { 200: envelopeSchema(callContactSchema) } } },
      async (request) => ({
        message: 'Contact fetched',
        total: 1,
        data: await contactOf(request, request.params.id),
      }),
    );

    app.get(
      apiRoutes.callMessages,
      { schema: { params: callIdParamsSchema, response: { 200: envelopeSchema(z.array(contactMessageSchema)) } } },
      async (request) => {
        const { email, phone } = await contactOf(request, request.params.id);
        const data = await listContactMessages({ db, workspaceId: request.user().workspaceId, email, phone });
        return { message: 'Messages fetched', total: data.length, data };
      },
    );

    // JSON, or a multipart form with attachments: the body is checked by sendCallMessageBodySchema
    // in readCallMessage (the schema below documents it), after the call is found.
    app.post(
      apiRoutes.callMessages,
      {
        schema: {
          params: callIdParamsSchema,
          consumes: ['application/json', 'multipart/form-data'],
          response: { 201: envelopeSchema(contactMessageSchema) },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.user();
        const contact = await contactOf(request, request.params.id);
        const { body, attachments } = await readCallMessage(request);
        const channel = contact.channels[body.channel];
        if (!channel.is_available) throw new HttpError(422, channel.reason ?? 'This channel cannot reach the contact');
        const id =
          body.channel === 'email'
            ? await sendContactMail({
                db,
                mailer,
                workspaceId,
                to: contact.email!,
                toName: contact.name,
                text: body.text,
                subject: body.subject,
                attachments,
              })
            : await sendContactChat({
                db,
                chatHook,
                workspaceId,
                phone: contact.phone!,
                name: contact.name,
                text: body.text,
                threadId: contact.chat_thread?.id ?? null,
              });
        const [message] = await listContactMessages({
          db,
          workspaceId,
          email: contact.email,
          phone: contact.phone,
          ids: [id],
        });
        return reply.status(201).send({
          message: body.channel === 'email' ? 'Mail queued' : 'WhatsApp message queued',
          total: 1,
          data: message!,
        });
      },
    );

    app.post(
      apiRoutes.callReplyDraft,
      {
        schema: {
          params: callIdParamsSchema,
          body: draftCallReplyBodySchema,
          response: { 200: envelopeSchema(callReplyDraftSchema) },
        },
      },
      async (request) => {
        const contact = await contactOf(request, request.params.id);
        if (askModel === undefined) throw new HttpError(409, callMessageMessages.noModel);
        const text = await draftCallReply({
          db,
          workspaceId: request.user().workspaceId,
          callId: request.params.id,
          channel: request.body.channel,
          contact,
          askModel,
        });
        return { message: 'Reply drafted', total: 1, data: { text } };
      },
    );
  };
