import {
  apiPaths,
  apiRoutes,
  composeMailBodySchema,
  envelopeSchema,
  inboxDetailQuerySchema,
  inboxDetailSchema,
  inboxIdParamsSchema,
  inboxPulseQuerySchema,
  inboxPulseSchema,
  listInboxQuerySchema,
  listInboxResponseSchema,
  quarantinedMailDetailSchema,
  releasedMailSchema,
  replyInboxBodySchema,
  saveDraftBodySchema,
  updateInboxItemBodySchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { parseFromLine, workspaceMailAddress } from '../../mail/workspace-address.ts';
import type { ChatHook } from './chat-hook.ts';
import type { InboxNotices } from './inbox-notices.ts';
import { replyToChat } from './chats.service.ts';
import { resolveReplyAgent } from './reply-agent.ts';
import { getInboxItem, updateInboxItem } from './inbox-detail.service.ts';
import { isSamePulse, readInboxPulse } from './inbox-pulse.ts';
import { listInbox } from './inbox.service.ts';
import { composeMail, createDraft, deleteDraft, replyToMailThread, updateDraft } from './mail-compose.service.ts';
import { deleteQuarantinedMail, getQuarantinedMail, releaseQuarantinedMail } from './quarantine.service.ts';

const sentSchema = envelopeSchema(
  z.object({ thread_id: z.string(), message_id: z.string(), delivery_status: z.string() }),
);
const draftIdSchema = z.object({ id: z.uuid({ error: 'No draft with this id' }) });
const quarantineIdSchema = z.object({ id: z.uuid({ error: 'No quarantined mail with this id' }) });

/**
 * The unified inbox (SPEC §2 Inbox): lists, threads, lifecycle, replies, compose and drafts, each
 * within the session's workspace (another workspace's item is not found). Reads need a viewer,
 * writes a member (the auth guard).
 */
export type InboxRoutesOptions = {
  db: Db;
  mailer: Mailer;
  chatHook: ChatHook;
  inboxNotices: InboxNotices;
  jwtSecret: string;
};

export const inboxRoutes =
  ({ db, mailer, chatHook, inboxNotices, jwtSecret }: InboxRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    app.get(
      apiPaths.inbox,
      { schema: { querystring: listInboxQuerySchema, response: { 200: listInboxResponseSchema } } },
      async (request) => {
        const { workspaceId } = request.user();
        // The first page also tells the workspace's own address for inbound mail (as it tells the counts).
        const isFirstPage = request.query.cursor === undefined || request.query.cursor === '';
        const [result, inboundAddress] = await Promise.all([
          listInbox({ db, workspaceId, query: request.query }),
          isFirstPage
            ? workspaceMailAddress({ db, baseAddress: parseFromLine(mailer.defaultFrom).address, workspaceId })
            : undefined,
        ]);
        return {
          message: 'Inbox fetched',
          ...result,
          ...(inboundAddress === undefined ? {} : { inbound_address: inboundAddress }),
        };
      },
    );

    // A long poll when the client says what it last saw: the answer comes as soon as the pulse
    // moves (a notice wakes the request), or after `wait` seconds with the same pulse.
    app.get(
      apiPaths.inboxPulse,
      { schema: { querystring: inboxPulseQuerySchema, response: { 200: envelopeSchema(inboxPulseSchema) } } },
      async (request, reply) => {
        const { wait, ...seen } = request.query;
        const { workspaceId } = request.user();
        const deadline = Date.now() + wait * 1000;
        const gone = new AbortController();
        reply.raw.once('close', () => gone.abort());
        // The notice count is taken before each read: a notice during the read makes the wait look again.
        let since = inboxNotices.generationOf(workspaceId);
        let pulse = await readInboxPulse({ db, workspaceId });
        while (isSamePulse(pulse, seen) && Date.now() < deadline && !gone.signal.aborted) {
          const woken = await inboxNotices.next({
            workspaceId,
            timeoutMs: deadline - Date.now(),
            signal: gone.signal,
            since,
          });
          if (woken === 'closed' || woken === 'timeout') break;
          if (woken === 'look') {
            since = inboxNotices.generationOf(workspaceId);
            pulse = await readInboxPulse({ db, workspaceId });
          } else {
            ({ pulse, generation: since } = woken);
          }
        }
        return { message: 'Inbox pulse', total: 1, data: pulse };
      },
    );

    app.get(
      apiRoutes.inboxItem,
      {
        schema: {
          params: inboxIdParamsSchema,
          querystring: inboxDetailQuerySchema,
          response: { 200: envelopeSchema(inboxDetailSchema) },
        },
      },
      async (request) => {
        const { workspaceId } = request.user();
        const data = await getInboxItem({
          db,
          workspaceId,
          tab: request.query.tab,
          id: request.params.id,
          allowRemoteImages: request.query.images,
          secret: jwtSecret,
        });
        return { message: 'Inbox item fetched', total: 1, data };
      },
    );

    app.patch(
      apiRoutes.inboxItem,
      {
        schema: {
          params: inboxIdParamsSchema,
          body: updateInboxItemBodySchema,
          response: { 200: envelopeSchema(inboxDetailSchema) },
        },
      },
      async (request) => {
        const { workspaceId } = request.user();
        await updateInboxItem({ db, workspaceId, id: request.params.id, body: request.body });
        const data = await getInboxItem({
          db,
          workspaceId,
          tab: request.body.tab,
          id: request.params.id,
          allowRemoteImages: false,
          secret: jwtSecret,
        });
        return { message: 'Inbox item updated', total: 1, data };
      },
    );

    app.post(
      apiRoutes.inboxReply,
      { schema: { params: inboxIdParamsSchema, body: replyInboxBodySchema, response: { 200: sentSchema } } },
      async (request) => {
        const { id } = request.params;
        const { workspaceId } = request.user();
        const agent = await resolveReplyAgent({ db, workspaceId, agentId: request.body.agent_id });
        if (request.body.tab === 'mails') {
          const sent = await replyToMailThread({
            db,
            mailer,
            workspaceId,
            threadId: id,
            text: request.body.text,
            agent,
          });
          mailer.kick();
          return {
            message: 'Reply sent',
            total: 1,
            data: {
              thread_id: sent.thread_id,
              message_id: sent.message_id,
              delivery_status: sent.is_local ? 'local' : 'pending',
            },
          };
        }
        const hasHook = await chatHook.isConfiguredFor(workspaceId);
        const sent = await replyToChat({ db, workspaceId, threadId: id, text: request.body.text, hasHook, agent });
        if (hasHook) setImmediate(() => void chatHook.deliverDue().catch(() => undefined));
        return { message: 'Reply sent', total: 1, data: sent };
      },
    );

    app.post(
      apiPaths.inboxMails,
      { schema: { body: composeMailBodySchema, response: { 200: sentSchema } } },
      async (request) => {
        const sent = await composeMail({ db, mailer, workspaceId: request.user().workspaceId, body: request.body });
        mailer.kick();
        return {
          message: 'Mail sent',
          total: 1,
          data: {
            thread_id: sent.thread_id,
            message_id: sent.message_id,
            delivery_status: sent.is_local ? 'local' : 'pending',
          },
        };
      },
    );

    const draftResponse = { 200: envelopeSchema(z.object({ id: z.string() })) };
    app.post(
      apiPaths.inboxDrafts,
      { schema: { body: saveDraftBodySchema, response: draftResponse } },
      async (request) => ({
        message: 'Draft saved',
        total: 1,
        data: await createDraft({ db, workspaceId: request.user().workspaceId, body: request.body }),
      }),
    );
    app.put(
      apiRoutes.inboxDraft,
      { schema: { params: draftIdSchema, body: saveDraftBodySchema, response: draftResponse } },
      async (request) => ({
        message: 'Draft saved',
        total: 1,
        data: await updateDraft({
          db,
          workspaceId: request.user().workspaceId,
          id: request.params.id,
          body: request.body,
        }),
      }),
    );
    app.delete(
      apiRoutes.inboxDraft,
      { schema: { params: draftIdSchema, response: draftResponse } },
      async (request) => {
        await deleteDraft({ db, workspaceId: request.user().workspaceId, id: request.params.id });
        return { message: 'Draft deleted', total: 1, data: { id: request.params.id } };
      },
    );

    // The Quarantine folder's mail: read (plain text), release into the inbox, or delete.
    app.get(
      apiRoutes.inboxQuarantined,
      { schema: { params: quarantineIdSchema, response: { 200: envelopeSchema(quarantinedMailDetailSchema) } } },
      async (request) => ({
        message: 'Quarantined mail fetched',
        total: 1,
        data: await getQuarantinedMail({ db, workspaceId: request.user().workspaceId, id: request.params.id }),
      }),
    );
    app.post(
      apiRoutes.inboxRelease,
      { schema: { params: quarantineIdSchema, response: { 200: envelopeSchema(releasedMailSchema) } } },
      async (request) => ({
        message: 'Mail released without its attachments',
        total: 1,
        data: await releaseQuarantinedMail({ db, workspaceId: request.user().workspaceId, id: request.params.id }),
      }),
    );
    app.delete(
      apiRoutes.inboxQuarantined,
      { schema: { params: quarantineIdSchema, response: { 200: envelopeSchema(z.object({ id: z.string() })) } } },
      async (request) => {
        await deleteQuarantinedMail({ db, workspaceId: request.user().workspaceId, id: request.params.id });
        return { message: 'Quarantined mail deleted', total: 1, data: { id: request.params.id } };
      },
    );
  };
