import {
  apiRoutes,
  generateJobUploadUrlBodySchema,
  JOB_UPLOAD_TTL_MS,
  jobLimits,
  jobMessages,
  jobPaths,
  jobResponseSchema,
  jobUploadMessages,
  jobUploadReceivedResponseSchema,
  jobUploadUrlResponseSchema,
  uploadJobWithKeyBodySchema,
  type Job,
} from '@agentdesk/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../workspaces/index.ts';
import { jobAuditOf } from './job-audit.ts';
import {
  createJobFromUploadKey,
  createUploadKey,
  jobUploadUrlQuerySchema,
  storeUpload,
  verifiedUploadWorkspace,
} from './job-uploads.service.ts';

export type JobUploadsRoutesOptions = {
  db: Db;
  jwtSecret: string;
  /** How long an upload URL and its key last. */ urlTtlMs?: number;
};

/**
 * SPEC §7 /job-description/generate-upload-url and /upload-with-key: a job description file sent
 * in three steps, like a storage service's presigned upload (the key, the bytes PUT to its signed
 * URL, the key read into a draft). The two POSTs need a member's session; the PUT, only its link.
 */
export const jobUploadsRoutes =
  ({ db, jwtSecret, urlTtlMs = JOB_UPLOAD_TTL_MS }: JobUploadsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      jobPaths.generateUploadUrl,
      {
        preHandler: app.requireAuth,
        config: { shortValidationMessage: true },
        schema: { body: generateJobUploadUrlBodySchema, response: { 200: jobUploadUrlResponseSchema } },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const data = await createUploadKey(db, {
          ...request.body,
          workspaceId,
          userId,
          secret: jwtSecret,
          ttlMs: urlTtlMs,
        });
        return { message: jobUploadMessages.urlCreated, total: 1, data };
      },
    );

    app.post(
      jobPaths.uploadWithKey,
      {
        preHandler: app.requireAuth,
        schema: { body: uploadJobWithKeyBodySchema, response: { 200: jobResponseSchema } },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const onCreated = (tx: Tx, job: Job) => recordAudit(tx, jobAuditOf(request, 'job_created', job));
        const data = await createJobFromUploadKey(db, { workspaceId, userId, key: request.body.key, onCreated });
        return { message: jobMessages.created, total: 1, data };
      },
    );

    // The bytes, whatever their content type (they are judged by their content), up to the file limit.
    const receiveFile: FastifyPluginAsyncZod = async (upload) => {
      upload.removeAllContentTypeParsers();
      upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: jobLimits.fileBytes }, (_request, body, done) =>
        done(null, body),
      );
      upload.setErrorHandler((error: FastifyError) => {
        // Thrown on: the app's handler answers it as { error_message }.
        throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new HttpError(413, jobMessages.fileTooLarge) : error;
      });
      upload.put(
        apiRoutes.jobUpload,
        {
          bodyLimit: jobLimits.fileBytes,
          schema: {
            params: z.object({ key: z.string().min(1).max(100) }),
            querystring: jobUploadUrlQuerySchema,
            response: { 200: jobUploadReceivedResponseSchema },
          },
        },
        async (request) => {
          const { key } = request.params;
          const workspaceId = verifiedUploadWorkspace({ secret: jwtSecret, key, query: request.query });
          const bytes = await storeUpload(db, {
            workspaceId,
            key,
            bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          });
          return { message: jobUploadMessages.received, total: 1, data: { key, bytes } };
        },
      );
    };
    await app.register(receiveFile);
  };
