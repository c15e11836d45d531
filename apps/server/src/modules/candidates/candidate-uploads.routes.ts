import multipart from '@fastify/multipart';
import {
  apiRoutes,
  candidateLimits,
  candidateMessages,
  candidatePaths,
  RESUME_UPLOAD_EXTENSIONS,
  scoringBatchParamsSchema,
  scoringBatchResponseSchema,
} from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { checkDocument, extensionOf } from '../../lib/document-text.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkImagePixels, sniffFileType } from '../../lib/scanned-files.ts';
import { cleanFilename } from '../../lib/read-uploads.ts';
import { getUpload, queueUpload, type UploadedFile } from './resume-uploads.ts';

/** All the files of one upload together, at most. */
export const UPLOAD_TOTAL_BYTES = 100 * 1024 * 1024;
const totalTooLarge = `The upload is larger than ${UPLOAD_TOTAL_BYTES / (1024 * 1024)} MB in all: send fewer résumés at once`;

/** Image résumés (a photo or scan of one), read by OCR. */
const IMAGE_ENDINGS = /\.(png|jpe?g|webp)$/i;

/** An image checked by its bytes (PNG, JPEG or WebP whatever the name says) and its pixels (from its header). */
const checkImage = (filename: string, bytes: Buffer): { contentType: string } => {
  const type = sniffFileType(bytes);
  if (type === null || type === 'application/pdf') throw new HttpError(415, candidateMessages.fileType);
  checkImagePixels(filename, bytes, candidateLimits.resumePixels);
  return { contentType: type };
};

const jobIdSchema = z.string().trim().min(1, candidateMessages.jobRequired).max(100);

/**
 * The upload's job and files. Each file is judged alone: one too large, of another type or whose
 * bytes do not fit its ending is kept as failed with the reason, and the others go on.
 */
const readScoringUpload = async (request: FastifyRequest): Promise<{ jobId: string; files: UploadedFile[] }> => {
  if (!request.isMultipart()) throw new HttpError(400, candidateMessages.noFiles);
  let jobId: string | null = null;
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: candidateLimits.resumeBytes,
        files: candidateLimits.filesPerUpload,
        fields: 1,
        fieldSize: 200,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'job_id' && typeof part.value === 'string') jobId = part.value;
        continue;
      }
      const filename = cleanFilename(part.filename);
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      const refused = (refusal: string, size = 0): UploadedFile => ({
        filename,
        contentType: 'application/octet-stream',
        size,
        bytes: null,
        refusal,
      });
      const isImage = IMAGE_ENDINGS.test(filename);
      if (part.fieldname !== 'files' || (!isImage && extensionOf(filename, RESUME_UPLOAD_EXTENSIONS) === null)) {
        part.file.resume();
        files.push(refused(candidateMessages.fileType));
        continue;
      }
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > UPLOAD_TOTAL_BYTES) throw new HttpError(413, totalTooLarge);
      if (part.file.truncated) {
        files.push(refused(candidateMessages.fileTooLarge, bytes.length));
        continue;
      }
      try {
        const { contentType } = isImage
          ? checkImage(filename, bytes)
          : checkDocument(filename, bytes, RESUME_UPLOAD_EXTENSIONS, candidateMessages.fileType);
        files.push({ filename, contentType, size: bytes.length, bytes, refusal: null });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        files.push(refused(error.statusCode === 415 ? candidateMessages.fileType : error.message, bytes.length));
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(413, candidateMessages.tooManyFiles);
    throw new HttpError(400, candidateMessages.noFiles);
  }
  if (files.length === 0) throw new HttpError(400, candidateMessages.noFiles);
  const parsedJob = jobIdSchema.safeParse(jobId ?? '');
  if (!parsedJob.success) throw new HttpError(400, candidateMessages.jobRequired);
  return { jobId: parsedJob.data, files };
};

/** SPEC §7 /candidate/score-candidates: résumés uploaded against a job, then read and scored in the background. */
export const candidateUploadsRoutes =
  ({ db, kickScorer }: { db: Db; kickScorer: () => void }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    // Sizes are judged per file (readScoringUpload): one large file does not refuse the others.
    await app.register(multipart, { throwFileSizeLimit: false });

    app.post(
      candidatePaths.scoreCandidates,
      { schema: { response: { 202: scoringBatchResponseSchema } } },
      async (request, reply) => {
        const { workspaceId, userId } = request.user();
        const { jobId, files } = await readScoringUpload(request);
        const batch = await queueUpload(db, { workspaceId, jobId, userId, files });
        kickScorer();
        return reply
          .status(202)
          .send({ message: candidateMessages.uploaded(files.length), total: batch.files.length, data: batch });
      },
    );

    app.get(
      apiRoutes.candidateScoringBatch,
      { schema: { params: scoringBatchParamsSchema, response: { 200: scoringBatchResponseSchema } } },
      async (request) => {
        const batch = await getUpload(db, { workspaceId: request.user().workspaceId, batchId: request.params.batchId });
        return {
          message: `${batch.done} of ${batch.files.length} résumés done`,
          total: batch.files.length,
          data: batch,
        };
      },
    );
  };
