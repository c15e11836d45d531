import multipart from '@fastify/multipart';
import {
  addTextSourceBodySchema,
  addUrlSourcesBodySchema,
  apiRoutes,
  createKnowledgeBaseBodySchema,
  knowledgeBaseDeletedResponseSchema,
  knowledgeBaseFileTypes,
  knowledgeBaseIdParamsSchema,
  knowledgeBaseLimits,
  knowledgeBaseListResponseSchema,
  knowledgeBaseMessages,
  knowledgeBasePaths,
  knowledgeBaseResponseSchema,
  knowledgeBaseSearchResponseSchema,
  knowledgeBaseSourceParamsSchema,
  listKnowledgeBasesQuerySchema,
  searchKnowledgeBaseQuerySchema,
  updateKnowledgeBaseBodySchema,
} from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { readUploads } from '../../lib/read-uploads.ts';
import { sendDownload } from '../../lib/send-download.ts';
import { searchKnowledgeBase } from './knowledge-base-search.ts';
import {
  addSources,
  deleteSource,
  readSourceFile,
  refreshKnowledgeBase,
  type NewSource,
} from './knowledge-base-sources.ts';
import {
  createKnowledgeBase,
  deleteKnowledgeBase,
  getKnowledgeBase,
  listKnowledgeBases,
  updateKnowledgeBase,
} from './knowledge-base.service.ts';

/** Every `files` part of a multipart upload, each checked (type by name and bytes, size, count); all or none. */
const readUploadedFiles = async (request: FastifyRequest): Promise<NewSource[]> => {
  const uploads = await readUploads(request, {
    field: 'files',
    maxFiles: knowledgeBaseLimits.filesPerUpload,
    maxBytes: knowledgeBaseLimits.fileBytes,
    accept: Object.keys(knowledgeBaseFileTypes),
    messages: {
      missing: knowledgeBaseMessages.selectFile,
      wrongField: 'Send the documents as parts named files',
      type: knowledgeBaseMessages.fileType,
      tooLarge: knowledgeBaseMessages.fileTooLarge,
    },
    tooMany: knowledgeBaseMessages.tooManyFiles,
  });
  return uploads.map(({ filename, contentType, bytes }) => ({ type: 'document', filename, contentType, bytes }));
};

/**
 * Knowledge bases under SPEC §7's /webhooks/knowledge-base/, for signed-in users: shared by the
 * workspace like its agents, each route scoped by the session's workspace (another workspace's id
 * is not found). Adding a source answers at once; the reader extracts its text.
 */
export type KnowledgeBaseRoutesOptions = {
  db: Db;
  /** The background reader (workers/), woken when there is something new to read. */
  knowledgeBaseReader: { kick: () => void };
  refreshIntervalMs: number;
};

export const knowledgeBaseRoutes =
  ({ db, knowledgeBaseReader, refreshIntervalMs }: KnowledgeBaseRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart);
    app.addHook('preHandler', app.requireAuth);
    // The forms show the sentence alone, as written in knowledgeBaseMessages.
    const shortValidationMessage = true;

    app.get(
      knowledgeBasePaths.list,
      { schema: { querystring: listKnowledgeBasesQuerySchema, response: { 200: knowledgeBaseListResponseSchema } } },
      async (request) => {
        const { knowledgeBases, nextCursor, total } = await listKnowledgeBases(db, {
          workspaceId: request.user().workspaceId,
          ...request.query,
        });
        return {
          message: 'Knowledge bases fetched',
          total,
          data: { knowledge_bases: knowledgeBases, next_cursor: nextCursor },
        };
      },
    );

    app.post(
      knowledgeBasePaths.create,
      {
        config: { shortValidationMessage },
        schema: { body: createKnowledgeBaseBodySchema, response: { 200: knowledgeBaseResponseSchema } },
      },
      async (request) => {
        const { userId, workspaceId } = request.user();
        const data = await createKnowledgeBase(db, {
          workspaceId,
          userId,
          name: request.body.knowledge_base_name,
          enableAutoRefresh: request.body.enable_auto_refresh,
          refreshIntervalMs,
        });
        knowledgeBaseReader.kick();
        return { message: knowledgeBaseMessages.created, total: 1, data };
      },
    );

    app.get(
      apiRoutes.knowledgeBase,
      { schema: { params: knowledgeBaseIdParamsSchema, response: { 200: knowledgeBaseResponseSchema } } },
      async (request) => {
        const data = await getKnowledgeBase(db, { workspaceId: request.user().workspaceId, id: request.params.id });
        return { message: 'Knowledge base fetched', total: 1, data };
      },
    );

    app.patch(
      apiRoutes.knowledgeBase,
      {
        config: { shortValidationMessage },
        schema: {
          params: knowledgeBaseIdParamsSchema,
          body: updateKnowledgeBaseBodySchema,
          response: { 200: knowledgeBaseResponseSchema },
        },
      },
      async (request) => {
        const data = await updateKnowledgeBase(db, {
          workspaceId: request.user().workspaceId,
          id: request.params.id,
          name: request.body.knowledge_base_name,
          enableAutoRefresh: request.body.enable_auto_refresh,
          refreshIntervalMs,
        });
        return { message: knowledgeBaseMessages.updated, total: 1, data };
      },
    );

    app.delete(
      apiRoutes.knowledgeBase,
      { schema: { params: knowledgeBaseIdParamsSchema, response: { 200: knowledgeBaseDeletedResponseSchema } } },
      async (request) => {
        await deleteKnowledgeBase(db, { workspaceId: request.user().workspaceId, id: request.params.id });
        return { message: knowledgeBaseMessages.deleted, total: 1, data: { knowledge_base_id: request.params.id } };
      },
    );

    app.post(
      apiRoutes.knowledgeBaseFiles,
      { schema: { params: knowledgeBaseIdParamsSchema, response: { 200: knowledgeBaseResponseSchema } } },
      async (request) => {
        const target = { workspaceId: request.user().workspaceId, id: request.params.id };
        // A missing knowledge base (or another workspace's) answers 404 before a large upload is read.
        await getKnowledgeBase(db, target);
        const data = await addSources(db, { ...target, sources: await readUploadedFiles(request) });
        knowledgeBaseReader.kick();
        return { message: knowledgeBaseMessages.sourcesAdded, total: data.knowledge_base_sources.length, data };
      },
    );

    app.post(
      apiRoutes.knowledgeBaseUrls,
      {
        config: { shortValidationMessage },
        schema: {
          params: knowledgeBaseIdParamsSchema,
          body: addUrlSourcesBodySchema,
          response: { 200: knowledgeBaseResponseSchema },
        },
      },
      async (request) => {
        const urls = [...new Set(request.body.urls.map((url) => new URL(url).toString()))];
        const data = await addSources(db, {
          workspaceId: request.user().workspaceId,
          id: request.params.id,
          sources: urls.map((url) => ({ type: 'url', url })),
        });
        knowledgeBaseReader.kick();
        return { message: knowledgeBaseMessages.sourcesAdded, total: data.knowledge_base_sources.length, data };
      },
    );

    app.post(
      apiRoutes.knowledgeBaseTexts,
      {
        config: { shortValidationMessage },
        schema: {
          params: knowledgeBaseIdParamsSchema,
          body: addTextSourceBodySchema,
          response: { 200: knowledgeBaseResponseSchema },
        },
      },
      async (request) => {
        const { title, text } = request.body;
        const sources: NewSource[] = [{ type: 'text', filename: title, bytes: Buffer.from(text, 'utf8') }];
        const data = await addSources(db, { workspaceId: request.user().workspaceId, id: request.params.id, sources });
        knowledgeBaseReader.kick();
        return { message: knowledgeBaseMessages.sourcesAdded, total: data.knowledge_base_sources.length, data };
      },
    );

    app.delete(
      apiRoutes.knowledgeBaseSource,
      { schema: { params: knowledgeBaseSourceParamsSchema, response: { 200: knowledgeBaseResponseSchema } } },
      async (request) => {
        const data = await deleteSource(db, { workspaceId: request.user().workspaceId, ...request.params });
        return { message: knowledgeBaseMessages.sourceDeleted, total: data.knowledge_base_sources.length, data };
      },
    );

    app.get(
      apiRoutes.knowledgeBaseSourceFile,
      { schema: { params: knowledgeBaseSourceParamsSchema } },
      async (request, reply) => {
        const file = await readSourceFile(db, { workspaceId: request.user().workspaceId, ...request.params });
        // Always a download: a stored HTML file must never render on our origin.
        return sendDownload(reply, file);
      },
    );

    app.post(
      apiRoutes.knowledgeBaseRefresh,
      { schema: { params: knowledgeBaseIdParamsSchema, response: { 200: knowledgeBaseResponseSchema } } },
      async (request) => {
        const data = await refreshKnowledgeBase(db, {
          workspaceId: request.user().workspaceId,
          id: request.params.id,
          intervalMs: refreshIntervalMs,
        });
        knowledgeBaseReader.kick();
        return { message: knowledgeBaseMessages.refreshStarted, total: 1, data };
      },
    );

    app.get(
      apiRoutes.knowledgeBaseSearch,
      {
        schema: {
          params: knowledgeBaseIdParamsSchema,
          querystring: searchKnowledgeBaseQuerySchema,
          response: { 200: knowledgeBaseSearchResponseSchema },
        },
      },
      async (request) => {
        const hits = await searchKnowledgeBase(db, {
          workspaceId: request.user().workspaceId,
          id: request.params.id,
          ...request.query,
        });
        return { message: hits.length === 0 ? 'Nothing found' : 'Passages found', total: hits.length, data: { hits } };
      },
    );
  };
