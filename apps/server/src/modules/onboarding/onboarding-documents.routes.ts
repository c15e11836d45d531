import {
  correctFieldBodySchema,
  DOCUMENT_PROCESSING_INITIATED,
  NOTHING_TO_PROCESS,
  documentIdParamsSchema,
  documentResponseSchema,
  onboardingDocumentPaths,
  processDocumentsResponseSchema,
  uploadDocumentsResponseSchema,
} from '@agentdesk/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { readDocumentUploads } from './document-upload.ts';
import { addDocuments, correctField, queueUnreadDocuments, retryDocument } from './onboarding-documents.service.ts';
import { listOnboardingDocuments } from './onboarding.service.ts';

/**
 * Issue #19: uploading onboarding documents (read at once), Document Processing (queue what is
 * pending or failed), retrying
 * a failed one and correcting a field. Writes need a member; every id is looked up in the
 * session's workspace (another workspace's id is 404).
 */
export const onboardingDocumentsRoutes =
  ({ db, jwtSecret, kickProcessor }: { db: Db; jwtSecret: string; kickProcessor: () => void }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart);
    const documentOf = async (workspaceId: string, id: string) => {
      const [document] = await listOnboardingDocuments(db, { workspaceId, secret: jwtSecret, withDetail: true, id });
      if (!document) throw notFound('Document not found');
      return document;
    };

    app.post(
      onboardingDocumentPaths.upload,
      {
        preHandler: app.requireAuth,
        schema: { consumes: ['multipart/form-data'], response: { 201: uploadDocumentsResponseSchema } },
      },
      async (request, reply) => {
        const { workspaceId, userId } = request.user();
        const uploads = await readDocumentUploads(request);
        const documents = await addDocuments(db, { workspaceId, userId, uploads });
        // Queued in the same write: the processor is woken to read them now.
        kickProcessor();
        return reply.status(201).send({ message: 'Documents uploaded', total: documents.length, data: { documents } });
      },
    );

    app.post(
      onboardingDocumentPaths.process,
      { preHandler: app.requireAuth, schema: { response: { 200: processDocumentsResponseSchema } } },
      async (request) => {
        const counts = await queueUnreadDocuments(db, { workspaceId: request.user().workspaceId });
        if (counts.queued > 0 || counts.processing > 0) kickProcessor();
        // SPEC §2's words, only when something was queued.
        const message = counts.queued > 0 ? DOCUMENT_PROCESSING_INITIATED : NOTHING_TO_PROCESS;
        return { message, total: counts.queued, data: counts };
      },
    );

    app.post(
      onboardingDocumentPaths.retry,
      {
        preHandler: app.requireAuth,
        schema: { params: documentIdParamsSchema, response: { 200: documentResponseSchema } },
      },
      async (request) => {
        const { workspaceId } = request.user();
        await retryDocument(db, { workspaceId, id: request.params.id });
        kickProcessor();
        return { message: 'Document queued again', total: 1, data: await documentOf(workspaceId, request.params.id) };
      },
    );

    app.patch(
      onboardingDocumentPaths.correct,
      {
        preHandler: app.requireAuth,
        schema: {
          params: documentIdParamsSchema,
          body: correctFieldBodySchema,
          response: { 200: documentResponseSchema },
        },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        await correctField(db, { workspaceId, id: request.params.id, userId, body: request.body });
        return { message: 'Field corrected', total: 1, data: await documentOf(workspaceId, request.params.id) };
      },
    );
  };
