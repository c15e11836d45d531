import {
  apiPaths,
  apiRoutes,
  callImportParamsSchema,
  callImportSchema,
  envelopeSchema,
  startCallImportQuerySchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseCallsUpload, type ParsedUpload } from './call-import-parse.ts';
import { startCallImport } from './call-import-upload.ts';
import { getCallImport, listCallImports } from './call-imports.service.ts';

export type CallImportsRoutesOptions = {
  db: Db;
  importLimitBytes: number;
  /** Calls per batch (one transaction each). */
  batchSize: number;
  /** Starts the importer on a new import at once. */
  kickImporter: () => void;
};

type Upload = { parsed: ParsedUpload; sizeBytes: number };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;
const tooLarge = (limit: number) =>
  new HttpError(413, `The file is too large to import: the limit is ${sizeText(limit)}.`);

/**
 * Call-history imports: the provider's export is the body of a POST (whatever type it is sent as,
 * it is checked by its content: JSON of a list of calls), kept and imported in batches in the
 * background; the progress is read by the import's id, in its workspace only.
 */
export const callImportsRoutes =
  ({ db, importLimitBytes, batchSize, kickImporter }: CallImportsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the body is read: a 200 MiB upload is not parsed for a client that may not import.
    app.addHook('onRequest', app.requireAuth);
    // Only this plugin's routes: the upload is read as bytes, judged by what it holds, in a worker thread.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: importLimitBytes }, (_request, body, done) => {
      const bytes = body as Buffer;
      parseCallsUpload(bytes, batchSize).then(
        (parsed) => done(null, { parsed, sizeBytes: bytes.length } satisfies Upload),
        (refusal: unknown) => done(refusal as Error, undefined),
      );
    });
    app.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > importLimitBytes) throw tooLarge(importLimitBytes);
    });

    app.post(
      apiPaths.callsImport,
      {
        bodyLimit: importLimitBytes,
        schema: { querystring: startCallImportQuerySchema, response: { 202: envelopeSchema(callImportSchema) } },
      },
      async (request, reply) => {
        const { workspaceId, userId } = request.user();
        const upload = request.body as Upload | undefined;
        if (!upload) throw new HttpError(422, 'The file is empty.');
        const id = await startCallImport({
          db,
          workspaceId,
          userId,
          filename: request.query.filename ?? 'calls.json',
          sizeBytes: upload.sizeBytes,
          upload: upload.parsed,
          chunkSize: batchSize,
        });
        kickImporter();
        const data = await getCallImport(db, workspaceId, id);
        return reply.status(202).send({ message: 'Import started', total: 1, data });
      },
    );

    app.get(
      apiPaths.callImports,
      { schema: { response: { 200: envelopeSchema(z.array(callImportSchema)) } } },
      async (request) => {
        const data = await listCallImports(db, request.user().workspaceId);
        return { message: 'Imports fetched', total: data.length, data };
      },
    );

    app.get(
      apiRoutes.callImport,
      { schema: { params: callImportParamsSchema, response: { 200: envelopeSchema(callImportSchema) } } },
      async (request) => {
        const data = await getCallImport(db, request.user().workspaceId, request.params.id);
        return { message: 'Import fetched', total: 1, data };
      },
    );
  };
