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
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { firstIssueMessage } from '../../lib/validation-message.ts';
import { authOf } from '../auth/auth.guard.ts';
import {
  addSources,
  createKnowledgeBase,
  deleteKnowledgeBase,
  deleteSource,
  getKnowledgeBase,
  listKnowledgeBases,
  readSourceFile,
  refreshKnowledgeBase,
  searchKnowledgeBase,
  updateKnowledgeBase,
  type NewSource,
} from './knowledge-base.service.ts';
import { checkDocument } from '../../lib/document-text.ts';

const KNOWLEDGE_BASE_EXTENSIONS = Object.keys(knowledgeBaseFileTypes);

/** A file name safe to store and show: its last path segment, no control characters, bounded. */
const cleanFilename = (name: string) =>
  // eslint-disable-next-line no-control-regex
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'document';

/** Every `files` part of a multipart upload, each checked (type by name and bytes, size, count); all or none. */
const readUploadedFiles = async (request: FastifyRequest): Promise<NewSource[]> => {
  const sources: NewSource[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: knowledgeBaseLimits.fileBytes, files: knowledgeBaseLimits.filesPerUpload, fields: 0, parts: knowledgeBaseLimits.filesPerUpload } })) {
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw new HttpError(400, 'Send the documents as parts named files');
      }
      const bytes = await part.toBuffer();
      const filename = cleanFilename(part.filename);
      const { contentType } = checkDocument(filename, bytes, KNOWLEDGE_BASE_EXTENSIONS, knowledgeBaseMessages.fileType);
      sources.push({ type: 'document', filename, contentType, bytes });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, knowledgeBaseMessages.fileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, knowledgeBaseMessages.tooManyFiles);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(400, knowledgeBaseMessages.selectFile);
    throw new HttpError(400, knowledgeBaseMessages.selectFile);
  }
  if (sources.length === 0) throw new HttpError(400, knowledgeBaseMessages.selectFile);
  return sources;
};

/** RFC 6266 attachment header that keeps non-ASCII names. */
const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * Knowledge bases under SPEC §7's /webhooks/knowledge-base/, for signed-in users: shared by the
 * workspace like its agents. Adding a source answers at once; the reader extracts its text.
 */
export const knowledgeBaseRoutes =
  ({ db, requireAuth, knowledgeBaseReader, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: knowledgeBaseLimits.fileBytes, files: knowledgeBaseLimits.filesPerUpload } });
    app.addHook('preHandler', requireAuth);
    const refreshIntervalMs = config.KB_REFRESH_INTERVAL_MS;

    app.get(knowledgeBasePaths.list, { schema: { querystring: listKnowledgeBasesQuerySchema, response: { 200: knowledgeBaseListResponseSchema } } }, async (request) => {
      const { knowledgeBases, nextCursor, total } = await listKnowledgeBases(db, request.query);
      return { message: 'Knowledge bases fetched', total, data: { knowledge_bases: knowledgeBases, next_cursor: nextCursor } };
    });

    app.post(knowledgeBasePaths.create, { attachValidation: true, schema: { body: createKnowledgeBaseBodySchema, response: { 200: knowledgeBaseResponseSchema } } }, async (request) => {
        if (request.validationError) throw new HttpError(400, firstIssueMessage(request.validationError));
      const data = await createKnowledgeBase(db, {
        userId: authOf(request).userId,
        name: request.body.knowledge_base_name,
        enableAutoRefresh: request.body.enable_auto_refresh,
        refreshIntervalMs,
      });
      knowledgeBaseReader.kick();
      return { message: knowledgeBaseMessages.created, total: 1, data };
    });

    app.get(apiRoutes.knowledgeBase, { schema: { params: knowledgeBaseIdParamsSchema, response: { 200: knowledgeBaseResponseSchema } } }, async (request) => {
      const data = await getKnowledgeBase(db, request.params.id);
      return { message: 'Knowledge base fetched', total: 1, data };
    });

    app.patch(
      apiRoutes.knowledgeBase,
      { attachValidation: true, schema: { params: knowledgeBaseIdParamsSchema, body: updateKnowledgeBaseBodySchema, response: { 200: knowledgeBaseResponseSchema } } },
      async (request) => {
        if (request.validationError) throw new HttpError(400, firstIssueMessage(request.validationError));
        const data = await updateKnowledgeBase(db, {
          id: request.params.id,
          name: request.body.knowledge_base_name,
          enableAutoRefresh: request.body.enable_auto_refresh,
          refreshIntervalMs,
        });
        return { message: knowledgeBaseMessages.updated, total: 1, data };
      },
    );

    app.delete(apiRoutes.knowledgeBase, { schema: { params: knowledgeBaseIdParamsSchema, response: { 200: knowledgeBaseDeletedResponseSchema } } }, async (request) => {
      await deleteKnowledgeBase(db, request.params.id);
      return { message: knowledgeBaseMessages.deleted, total: 1, data: { knowledge_base_id: request.params.id } };
    });

    app.post(apiRoutes.knowledgeBaseFiles, { schema: { params: knowledgeBaseIdParamsSchema, response: { 200: knowledgeBaseResponseSchema } } }, async (request) => {
      // A missing knowledge base answers 404 before a large upload is read.
      await getKnowledgeBase(db, request.params.id);
      const data = await addSources(db, request.params.id, await readUploadedFiles(request));
      knowledgeBaseReader.kick();
      return { message: knowledgeBaseMessages.sourcesAdded, total: data.knowledge_base_sources.length, data };
    });

    app.post(
      apiRoutes.knowledgeBaseUrls,
      { attachValidation: true, schema: { params: knowledgeBaseIdParamsSchema, body: addUrlSourcesBodySchema, response: { 200: knowledgeBaseResponseSchema } } },
      async (request) => {
        if (request.validationError) throw new HttpError(400, firstIssueMessage(request.validationError));
        const urls = [...new Set(request.body.urls.map((url) => new URL(url).toString()))];
        const data = await addSources(db, request.params.id, urls.map((url) => ({ type: 'url', url })));
        knowledgeBaseReader.kick();
        return { message: knowledgeBaseMessages.sourcesAdded, total: data.knowledge_base_sources.length, data };
      },
    );

    app.post(
      apiRoutes.knowledgeBaseTexts,
      { attachValidation: true, schema: { params: knowledgeBaseIdParamsSchema, body: addTextSourceBodySchema, response: { 200: knowledgeBaseResponseSchema } } },
      async (request) => {
        if (request.validationError) throw new HttpError(400, firstIssueMessage(request.validationError));
        const { title, text } = request.body;
        const data = await addSources(db, request.params.id, [{ type: 'text', filename: title, bytes: Buffer.from(text, 'utf8') }]);
        knowledgeBaseReader.kick();
        return { message: knowledgeBaseMessages.sourcesAdded, total: data.knowledge_base_sources.length, data };
      },
    );

    app.delete(apiRoutes.knowledgeBaseSource, { schema: { params: knowledgeBaseSourceParamsSchema, response: { 200: knowledgeBaseResponseSchema } } }, async (request) => {
      const data = await deleteSource(db, request.params.id, request.params.sourceId);
      return { message: knowledgeBaseMessages.sourceDeleted, total: data.knowledge_base_sources.length, data };
    });

    app.get(apiRoutes.knowledgeBaseSourceFile, { schema: { params: knowledgeBaseSourceParamsSchema } }, async (request, reply) => {
      const file = await readSourceFile(db, request.params.id, request.params.sourceId);
      // Always a download: a stored HTML file must never render on our origin.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    });

    app.post(apiRoutes.knowledgeBaseRefresh, { schema: { params: knowledgeBaseIdParamsSchema, response: { 200: knowledgeBaseResponseSchema } } }, async (request) => {
      const data = await refreshKnowledgeBase(db, request.params.id, refreshIntervalMs);
      knowledgeBaseReader.kick();
      return { message: knowledgeBaseMessages.refreshStarted, total: 1, data };
    });

    app.get(
      apiRoutes.knowledgeBaseSearch,
      { schema: { params: knowledgeBaseIdParamsSchema, querystring: searchKnowledgeBaseQuerySchema, response: { 200: knowledgeBaseSearchResponseSchema } } },
      async (request) => {
        const hits = await searchKnowledgeBase(db, request.params.id, request.query.query, request.query.limit);
        return { message: hits.length === 0 ? 'Nothing found' : 'Passages found', total: hits.length, data: { hits } };
      },
    );
  };
