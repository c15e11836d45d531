import multipart from '@fastify/multipart';
import {
  apiRoutes,
  jobFormSchema,
  jobIdParamsSchema,
  jobLimits,
  jobListResponseSchema,
  jobMessages,
  jobPaths,
  jobResponseSchema,
  listJobsQuerySchema,
  updateJobBodySchema,
  uploadJobTextBodySchema,
} from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { checkDocument, extractDocumentText, UnreadableDocumentError } from '../../lib/document-text.ts';
import { HttpError } from '../../lib/http-error.ts';
import { firstIssueMessage } from '../../lib/validation-message.ts';
import { authOf } from '../auth/auth.guard.ts';
import { readJobDescription } from './job-text.ts';
import { closeJob, copyJob, createJob, getJob, listJobs, updateJob } from './jobs.service.ts';

const JOB_FILE_EXTENSIONS = ['.pdf', '.docx', '.txt', '.md'];

/** The `file` part of an upload, checked (type by name and bytes, size), as text. */
const readUploadedJobText = async (request: FastifyRequest): Promise<{ text: string; filename: string }> => {
  let part;
  try {
    part = await request.file({ limits: { fileSize: jobLimits.fileBytes, files: 1, fields: 0, parts: 1 } });
  } catch {
    throw new HttpError(400, jobMessages.selectFile);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new HttpError(400, jobMessages.selectFile);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, jobMessages.fileTooLarge);
    throw new HttpError(400, jobMessages.selectFile);
  }
  const { kind } = checkDocument(part.filename, bytes, JOB_FILE_EXTENSIONS, jobMessages.fileType);
  try {
    return { text: await extractDocumentText(kind, bytes), filename: part.filename };
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw new HttpError(422, error.message);
    throw error;
  }
};

/** A title for a description that has none of its own: its file name, else a placeholder to edit. */
const titleOr = (title: string, fallback: string) => (title !== '' ? title : fallback.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim().slice(0, jobLimits.titleMax) || 'Untitled job');

/** SPEC §7 hiring: job descriptions, shared by the workspace. */
export const jobsRoutes =
  ({ db, requireAuth }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: jobLimits.fileBytes, files: 1 } });
    app.addHook('preHandler', requireAuth);

    app.get(jobPaths.list, { schema: { querystring: listJobsQuerySchema, response: { 200: jobListResponseSchema } } }, async (request) => {
      const { jobs, nextCursor, total, counts } = await listJobs(db, request.query);
      return { message: 'Job descriptions fetched', total, data: { jobs, next_cursor: nextCursor, counts } };
    });

    // attachValidation: the form shows the sentence alone, as written in jobMessages.
    app.post(jobPaths.create, { attachValidation: true, schema: { body: jobFormSchema, response: { 200: jobResponseSchema } } }, async (request) => {
      if (request.validationError) throw new HttpError(400, firstIssueMessage(request.validationError));
      const data = await createJob(db, { form: request.body, source: 'form', userId: authOf(request).userId });
      return { message: jobMessages.created, total: 1, data };
    });

    app.post(jobPaths.uploadText, { attachValidation: true, schema: { body: uploadJobTextBodySchema, response: { 200: jobResponseSchema } } }, async (request) => {
      if (request.validationError) throw new HttpError(400, firstIssueMessage(request.validationError));
      const form = readJobDescription(request.body.text);
      form.title = request.body.title || titleOr(form.title, '');
      const data = await createJob(db, { form, source: 'text', userId: authOf(request).userId });
      return { message: jobMessages.created, total: 1, data };
    });

    app.post(jobPaths.upload, { schema: { response: { 200: jobResponseSchema } } }, async (request) => {
      const { text, filename } = await readUploadedJobText(request);
      const form = readJobDescription(text);
      form.title = titleOr(form.title, filename);
      const data = await createJob(db, { form, source: 'file', userId: authOf(request).userId });
      return { message: jobMessages.created, total: 1, data };
    });

    app.get(apiRoutes.job, { schema: { params: jobIdParamsSchema, response: { 200: jobResponseSchema } } }, async (request) => {
      const data = await getJob(db, request.params.jobId);
      return { message: 'Job description fetched', total: 1, data };
    });

    app.put(
      apiRoutes.job,
      { attachValidation: true, schema: { params: jobIdParamsSchema, body: updateJobBodySchema, response: { 200: jobResponseSchema } } },
      async (request) => {
        if (request.validationError) throw new HttpError(400, firstIssueMessage(request.validationError));
        const data = await updateJob(db, request.params.jobId, request.body);
        return { message: request.body.status === 'open' ? jobMessages.published : jobMessages.saved, total: 1, data };
      },
    );

    app.post(apiRoutes.jobClose, { schema: { params: jobIdParamsSchema, response: { 200: jobResponseSchema } } }, async (request) => {
      const data = await closeJob(db, request.params.jobId);
      return { message: jobMessages.closedDone, total: 1, data };
    });

    app.post(apiRoutes.jobCopy, { schema: { params: jobIdParamsSchema, response: { 200: jobResponseSchema } } }, async (request) => {
      const data = await copyJob(db, request.params.jobId, authOf(request).userId);
      return { message: jobMessages.copied, total: 1, data };
    });
  };
