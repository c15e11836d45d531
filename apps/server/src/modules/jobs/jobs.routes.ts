import multipart from '@fastify/multipart';
import {
  apiRoutes,
  closeJobsBodySchema,
  closeJobsMessage,
  closeJobsResponseSchema,
  deleteJobResponseSchema,
  generateJobBodySchema,
  jobDraftResponseSchema,
  jobFacetsResponseSchema,
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
  type Job,
} from '@agentdesk/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { readUpload } from '../../lib/read-uploads.ts';
import { createJobFromFile, JOB_FILE_EXTENSIONS, titleOr } from './job-files.ts';
import type { AskModelForJson } from '../../lib/language-model.ts';
import { writeJobDraft } from './job-draft-writer.ts';
import { readJobDescription } from './job-text.ts';
import { listJobFacets, listJobs } from './job-listings.service.ts';
import { updateJob, type StatusChange } from './job-updates.service.ts';
import { closeJob, closeJobs, copyJob, createJob, deleteJob, getJob } from './jobs.service.ts';
import { audited, recordAudit } from '../workspaces/index.ts';
import { auditJobDeletion, auditJobsClosed, auditJobStatus, jobAuditOf } from './job-audit.ts';

/** The `file` part of a multipart upload, checked (type by name and bytes, size). */
const readUploadedJobFile = (request: FastifyRequest) =>
  readUpload(request, {
    field: 'file',
    maxBytes: jobLimits.fileBytes,
    accept: JOB_FILE_EXTENSIONS,
    messages: { missing: jobMessages.selectFile, type: jobMessages.fileType, tooLarge: jobMessages.fileTooLarge },
  });

/** A new job's audit entry (form, text, file or copy alike). */
const created = (request: FastifyRequest) => (job: Job) => jobAuditOf(request, 'job_created', job);

/** Drafts the language model writes cost money: a client address asks for at most this many a minute. */
const MODEL_DRAFTS_PER_MINUTE = 20;

/**
 * SPEC §7 hiring: job descriptions, shared by the workspace; another workspace's job is not found.
 * `askModel`: the language model (LLM_BASE_URL) that writes drafts, when one is configured.
 */
export const jobsRoutes =
  ({
    db,
    askModel,
    onJobEdited,
  }: {
    db: Db;
    askModel?: AskModelForJson;
    onJobEdited?: () => void;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart);
    app.addHook('preHandler', app.requireAuth);

    app.get(
      jobPaths.list,
      { schema: { querystring: listJobsQuerySchema, response: { 200: jobListResponseSchema } } },
      async (request) => {
        const { jobs, nextCursor, total, counts } = await listJobs(db, {
          workspaceId: request.user().workspaceId,
          ...request.query,
        });
        return { message: 'Job descriptions fetched', total, data: { jobs, next_cursor: nextCursor, counts } };
      },
    );

    app.get(jobPaths.facets, { schema: { response: { 200: jobFacetsResponseSchema } } }, async (request) => {
      const data = await listJobFacets(db, { workspaceId: request.user().workspaceId });
      return { message: 'Job filters fetched', total: data.departments.length + data.locations.length, data };
    });

    // The form shows the sentence alone, as written in jobMessages.
    const shortValidationMessage = true;

    app.post(
      jobPaths.create,
      { config: { shortValidationMessage }, schema: { body: jobFormSchema, response: { 200: jobResponseSchema } } },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const creating = (tx: Tx) => createJob(tx, { workspaceId, form: request.body, source: 'form', userId });
        const data = await audited(db, creating, created(request));
        return { message: jobMessages.created, total: 1, data };
      },
    );

    app.post(
      jobPaths.uploadText,
      {
        config: { shortValidationMessage },
        schema: { body: uploadJobTextBodySchema, response: { 200: jobResponseSchema } },
      },
      async (request) => {
        const form = readJobDescription(request.body.text);
        form.title = request.body.title || titleOr(form.title, '');
        const { workspaceId, userId } = request.user();
        const creating = (tx: Tx) => createJob(tx, { workspaceId, form, source: 'text', userId });
        const data = await audited(db, creating, created(request));
        return { message: jobMessages.created, total: 1, data };
      },
    );

    app.post(jobPaths.upload, { schema: { response: { 200: jobResponseSchema } } }, async (request) => {
      const file = await readUploadedJobFile(request);
      const { workspaceId, userId } = request.user();
      const onCreated = (tx: Tx, job: Job) => recordAudit(tx, created(request)(job));
      const data = await createJobFromFile(db, { workspaceId, userId, file, onCreated });
      return { message: jobMessages.created, total: 1, data };
    });

    // "Write it for me": a whole draft from a brief, answered and not saved (the form's Save creates the job).
    app.post(
      jobPaths.generate,
      {
        config: {
          shortValidationMessage,
          ...(askModel ? { rateLimit: { max: MODEL_DRAFTS_PER_MINUTE, timeWindow: '1 minute' } } : {}),
        },
        schema: { body: generateJobBodySchema, response: { 200: jobDraftResponseSchema } },
      },
      async (request) => {
        const { draft, message } = await writeJobDraft({ brief: request.body, askModel, log: request.log });
        return { message, total: 1, data: draft };
      },
    );

    app.get(
      apiRoutes.job,
      { schema: { params: jobIdParamsSchema, response: { 200: jobResponseSchema } } },
      async (request) => {
        const data = await getJob(db, { workspaceId: request.user().workspaceId, jobId: request.params.jobId });
        return { message: 'Job description fetched', total: 1, data };
      },
    );

    app.put(
      apiRoutes.job,
      {
        config: { shortValidationMessage },
        schema: { params: jobIdParamsSchema, body: updateJobBodySchema, response: { 200: jobResponseSchema } },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const { jobId } = request.params;
        const change: { status: StatusChange } = { status: null };
        const updating = async (tx: Tx) => {
          const done = await updateJob(tx, { workspaceId, jobId, changes: request.body, userId });
          change.status = done.statusChange;
          return done.job;
        };
        const data = await auditJobStatus(db, request, jobId, updating);
        // An edit of what the fit score reads queued the job's candidates for scoring (migration 0030): start now.
        onJobEdited?.();
        const message = change.status === null ? jobMessages.saved : jobMessages[change.status];
        return { message, total: 1, data };
      },
    );

    app.post(
      apiRoutes.jobClose,
      { schema: { params: jobIdParamsSchema, response: { 200: jobResponseSchema } } },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const { jobId } = request.params;
        const data = await auditJobStatus(db, request, jobId, (tx) => closeJob(tx, { workspaceId, jobId, userId }));
        return { message: jobMessages.closedDone, total: 1, data };
      },
    );

    app.delete(
      apiRoutes.job,
      { schema: { params: jobIdParamsSchema, response: { 200: deleteJobResponseSchema } } },
      async (request) => {
        const { jobId } = request.params;
        const { workspaceId } = request.user();
        await auditJobDeletion(db, request, jobId, (tx) => deleteJob(tx, { workspaceId, jobId }));
        return { message: jobMessages.deleted, total: 1, data: { job_id: jobId } };
      },
    );

    app.post(
      jobPaths.closeMany,
      {
        config: { shortValidationMessage },
        schema: { body: closeJobsBodySchema, response: { 200: closeJobsResponseSchema } },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const closing = (tx: Tx) => closeJobs(tx, { workspaceId, jobIds: request.body.job_ids, userId });
        const data = await auditJobsClosed(db, request, closing);
        return { message: closeJobsMessage(data), total: data.closed.length, data };
      },
    );

    app.post(
      apiRoutes.jobCopy,
      { schema: { params: jobIdParamsSchema, response: { 200: jobResponseSchema } } },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const copying = (tx: Tx) => copyJob(tx, { workspaceId, jobId: request.params.jobId, userId });
        const data = await audited(db, copying, created(request));
        return { message: jobMessages.copied, total: 1, data };
      },
    );
  };
