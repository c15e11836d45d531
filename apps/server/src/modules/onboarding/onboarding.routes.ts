import {
  apiRoutes,
  getAllDocumentsQuerySchema,
  getAllDocumentsResponseSchema,
  onboardingPaths,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { signedUrlQuerySchema } from '../../lib/signed-url.ts';
import {
  listOnboardingDocuments,
  readDocumentFile,
  renderDocumentPreview,
  verifyDocumentLink,
} from './onboarding.service.ts';

/** A file link's query: its signature, and the workspace the document belongs to (signed with it). */
const fileLinkQuerySchema = signedUrlQuerySchema.extend({ workspace: z.uuid() });
const fileLinkSchema = { params: z.object({ id: z.string().min(1).max(100) }), querystring: fileLinkQuerySchema };

/** The document a signed link names (401 unless it was signed for it, for this use, and has not expired). */
const linkedDocument = (options: {
  jwtSecret: string;
  id: string;
  query: z.infer<typeof fileLinkQuerySchema>;
  isPreview: boolean;
}) => {
  const { workspace: workspaceId, exp: expires, sig: signature } = options.query;
  if (
    !verifyDocumentLink({
      secret: options.jwtSecret,
      workspaceId,
      id: options.id,
      expires,
      signature,
      isPreview: options.isPreview,
    })
  )
    throw unauthorized('This document link is invalid or has expired');
  return { workspaceId, id: options.id };
};

/**
 * SPEC §7 Demo: the workspace's onboarding documents, and their files behind signed links that
 * name the workspace (a link serves one file of one workspace).
 */
export const onboardingRoutes =
  ({ db, jwtSecret }: { db: Db; jwtSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      onboardingPaths.getAllDocuments,
      // SPEC §7 makes this read a POST: a viewer may list.
      {
        preHandler: app.requireAuth,
        config: { role: 'viewer' },
        schema: { querystring: getAllDocumentsQuerySchema, response: { 200: getAllDocumentsResponseSchema } },
      },
      async (request) => {
        const documents = await listOnboardingDocuments(db, {
          workspaceId: request.user().workspaceId,
          secret: jwtSecret,
          withDetail: request.query.add_detail_to_response,
        });
        // SPEC §7: the list is data.documents[0].
        return { message: 'Documents fetched', total: documents.length, data: { documents: [documents] } };
      },
    );

    // An <img> sends no bearer header: the link itself is the permission, for a few hours.
    app.get(apiRoutes.onboardingFile, { schema: fileLinkSchema }, async (request, reply) => {
      const file = await readDocumentFile(
        db,
        linkedDocument({ jwtSecret, id: request.params.id, query: request.query, isPreview: false }),
      );
      return (
        reply
          .header('content-type', file.fileType)
          .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own runs nothing and loads nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
          .header('cache-control', 'private, max-age=3600')
          .send(file.bytes)
      );
    });

    // The viewer shows a PDF's first page beside its data, behind a link of its own like the file's.
    app.get(apiRoutes.onboardingPreview, { schema: fileLinkSchema }, async (request, reply) => {
      const png = await renderDocumentPreview(
        db,
        linkedDocument({ jwtSecret, id: request.params.id, query: request.query, isPreview: true }),
      );
      return reply
        .header('content-type', 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(png);
    });
  };
